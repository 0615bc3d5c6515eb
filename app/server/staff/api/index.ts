// Each module registers its calls with staffRoute when imported.
import './session'
import './users'
import './dashboard'
import './submissions'
import './codes'
import './members'
import './media'
import './cache'
// Before './content': its `/<collection>/:id` would take `/<collection>/export.csv`.
import './transfer'
import './content'
import './files'
import './preview'
import './presence'
import './ads'
import './site-settings'

export { handleStaffHttp, listStaffRoutes, staffEnabled } from '../http'
