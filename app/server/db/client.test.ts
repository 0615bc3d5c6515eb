import { spawn } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { count, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { openDb, schema } from './client'
import { seedIfEmpty } from './seed'
import { openSeededTestDb, openTestDb, scratchPostgresDatabase, testEngines } from './test-db'

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
}, 120_000)

describe.each(testEngines('both'))('migrations on %s', (engine) => {
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
  }, 120_000)
})

it.runIf(process.env.TEST_DATABASE_URL)(
  'on PostgreSQL, survives the server ending its idle connections and connects again',
  async () => {
    const opened = await openTestDb('postgres')
    try {
      const current = (await opened.db.execute(
        sql`SELECT current_database() AS name`,
      )) as unknown as {
        rows: Array<{ name: string }>
      }
      const name = current.rows[0]?.name
      const { default: pg } = await import('pg')
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
      await admin.connect()
      const ended = await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1',
        [name],
      )
      await admin.end()
      expect(ended.rowCount).toBeGreaterThan(0)
      // The idle connection hears of its end; the next query gets a new one.
      await new Promise((resolve) => setTimeout(resolve, 200))
      const again = (await opened.db.execute(sql`SELECT 1 AS ok`)) as unknown as {
        rows: Array<{ ok: number }>
      }
      expect(again.rows[0]?.ok).toBe(1)
    } finally {
      await opened.close()
    }
  },
  60_000,
)

describe.runIf(process.env.TEST_DATABASE_URL)('several instances starting at once', () => {
  it('migrate and seed an empty PostgreSQL database once', async () => {
    const scratch = await scratchPostgresDatabase(process.env.TEST_DATABASE_URL ?? '', 't_start')
    // What one seed gives: the run's seeded template.
    const reference = await openSeededTestDb('pglite')
    try {
      const instances = await Promise.all(
        [1, 2, 3].map(async () => {
          const opened = await openDb(scratch.url)
          return { opened, seeded: await opened.exclusive(() => seedIfEmpty(opened.db)) }
        }),
      )
      try {
        expect(instances.filter((i) => i.seeded)).toHaveLength(1)
        const { db } = instances[0]?.opened ?? reference
        for (const table of [schema.siteSettings, schema.products, schema.news, schema.outlets]) {
          const [once] = await reference.db.select({ n: count() }).from(table)
          const [shared] = await db.select({ n: count() }).from(table)
          expect(shared?.n).toBe(once?.n)
        }
      } finally {
        await Promise.all(instances.map((i) => i.opened.close()))
      }
    } finally {
      await reference.close()
      await scratch.drop()
    }
  }, 120_000)
})
