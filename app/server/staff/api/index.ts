// Each module registers its calls with staffRoute when imported.
import './session'
import './users'
import './dashboard'
import './submissions'
import './codes'
import './members'
import './media'
import './cache'
import './content'
import './files'
import './preview'

export { handleStaffHttp, listStaffRoutes, staffEnabled } from '../http'
