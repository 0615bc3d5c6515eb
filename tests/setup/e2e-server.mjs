// Serves the production build for the e2e suite on a database of its own: a copy of the build's
// seeded template (tests/setup/seeded-template.mjs), whose code key it checks codes with.
import { newSeededDatabase, SEEDED_CODE_KEY } from './seeded-template.mjs'

if (!process.env.DATABASE_URL) {
  process.env.DATABASE_URL = await newSeededDatabase('e2e-pglite-')
  process.env.CODE_HMAC_KEY = SEEDED_CODE_KEY
}
// Warnings and errors only: Playwright prints what the server writes, and a line per request
// would bury them.
process.env.LOG_LEVEL ??= 'warn'
await import('../../dist/server/serve.js')
