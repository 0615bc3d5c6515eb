import { spawn } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { openDb } from './client'
import { openTestDb, testEngines } from './test-db'

it('refuses a PGlite directory that another live process holds, and takes over a stale lock', async () => {
  const dir = join(mkdtempSync(join(tmpdir(), 'lock-')), 'db')
  const other = spawn('sleep', ['30'])
  try {
    writeFileSync(`${dir}.lock`, String(other.pid))
    await expect(openDb(`pglite://${dir}`)).rejects.toThrow(/in use by process \d+/)
  } finally {
    other.kill()
  }
  await new Promise((r) => other.once('exit', r))
  const opened = await openDb(`pglite://${dir}`)
  await opened.close()
}, 60_000)

describe.each(testEngines())('migrations on %s', (engine) => {
  it('keep rate-limit counters unlogged and every other table logged', async () => {
    const opened = await openTestDb(engine)
    try {
      const { rows } = (await opened.db.execute(
        sql`SELECT relname, relpersistence FROM pg_class
            WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace ORDER BY relname`,
      )) as unknown as { rows: Array<{ relname: string; relpersistence: string }> }
      const unlogged = rows.filter((r) => r.relpersistence === 'u').map((r) => r.relname)
      expect(unlogged).toEqual(['rate_limits'])
      expect(rows.length).toBeGreaterThan(10)
    } finally {
      await opened.close()
    }
  }, 60_000)
})
