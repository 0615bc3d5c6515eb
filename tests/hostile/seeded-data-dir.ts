// A PGlite data directory that the production build migrated and seeded on its own first start,
// made once for the suite (tests/hostile/server.ts) and copied for each server that needs a
// seeded database of its own. A fresh directory spends 5–10 CPU-seconds in PGlite's initdb, the
// migrations and the seed before its server answers; a copy is only opened and checked. Servers
// whose test is the first start itself (migrating, seeding, the image's files, the defaults)
// start on a fresh directory.
import { cpSync } from 'node:fs'
import { join } from 'node:path'
import { startOwnServer } from './own-server'

/**
 * The code key the template was seeded with: the demo's security codes are stored as its HMACs,
 * so a server on a copy checks them only with this key.
 */
export const SEEDED_CODE_KEY = 'hostile-suite-code-key'

/** Starts the build on a new directory under `parent` until it is ready, then stops it. */
export async function makeSeededDataDir(parent: string): Promise<string> {
  const dataDir = join(parent, 'db')
  const server = await startOwnServer({
    DATABASE_URL: `pglite://${dataDir}`,
    MEDIA_DIR: join(parent, 'media'),
    CODE_HMAC_KEY: SEEDED_CODE_KEY,
    LOG_LEVEL: 'warn',
  })
  try {
    // Readiness waits for the migrations and the seed.
    const deadline = Date.now() + 120_000
    while ((await server.answer('/api/ready'))?.status !== 200) {
      if (server.child.exitCode !== null || Date.now() > deadline) {
        throw new Error(`the template's server did not get ready:\n${server.output()}`)
      }
      await new Promise((r) => setTimeout(r, 200))
    }
  } finally {
    // SIGTERM: the database is closed cleanly before the process exits.
    await server.stop()
  }
  return dataDir
}

/** A copy of the template at `to` (which must not exist yet), as a DATABASE_URL. */
export function seededCopy(template: string, to: string): string {
  cpSync(template, to, { recursive: true })
  return `pglite://${to}`
}
