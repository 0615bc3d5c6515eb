// Serves the production build for the e2e suite on a database of its own: a copy of the build's
// seeded template (tests/setup/seeded-template.mjs), whose code key it checks codes with.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SEEDED_CODE_KEY, seededCopy, seededTemplate } from './seeded-template.mjs'

if (!process.env.DATABASE_URL) {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-pglite-'))
  process.env.DATABASE_URL = seededCopy(await seededTemplate(), join(dir, 'db'))
  process.env.CODE_HMAC_KEY = SEEDED_CODE_KEY
}
// Warnings and errors only: Playwright prints what the server writes, and a line per request
// would bury them.
process.env.LOG_LEVEL ??= 'warn'
await import('../../dist/server/serve.js')
