// The legacy-CMS simulator on its own, to try the site in front of it by hand:
//   node tests/legacy-cms/main.ts 3210
//   CMS_API_URL=http://127.0.0.1:3210 npm run serve
// Switches: curl -X POST localhost:3210/__sim/quirks -d '{"calls":{"common/cmsContent/list":"code500"}}'
import { startLegacyCms } from './server.ts'

const cms = await startLegacyCms({ port: Number(process.argv[2] ?? 3210) })
console.log(`legacy CMS simulator on ${cms.url}/api/cmsapi/`)
const stop = () => void cms.close().then(() => process.exit(0))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
