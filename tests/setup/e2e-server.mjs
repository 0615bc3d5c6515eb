// Serves the production build for the e2e suite on a fresh database of its own.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

if (!process.env.DATABASE_URL) {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-pglite-'))
  process.env.DATABASE_URL = `pglite://${join(dir, 'db')}`
}
// Warnings and errors only: Playwright prints what the server writes, and a line per request
// would bury them.
process.env.LOG_LEVEL ??= 'warn'
await import('../../dist/server/serve.js')
