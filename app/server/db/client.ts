import { mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { log } from '../log.ts'
import { setProcessDatabase } from '../process/database.ts'
import { dumpPglite } from './backup.ts'
import { DEFAULT_DATABASE_URL, lockDataDir, pgliteDataDir } from './data-dir.ts'
import { startHousekeeping } from './housekeeping'
import * as schema from './schema'

export { schema }

/** A Drizzle database on either engine (PGlite or PostgreSQL): the rest of the app sees one. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export type OpenDb = {
  db: Db
  engine: 'pglite' | 'postgres'
  close(): Promise<void>
  /**
   * Runs `work` while no other process does exclusive work on this database (PostgreSQL: an
   * advisory lock; PGlite has one process anyway). Instances that start together on an empty
   * PostgreSQL migrate and seed it once.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>
  /** PGlite: a consistent copy of the data directory (a gzipped tar), taken while it runs. */
  backup?: () => Promise<Blob>
}

export { DEFAULT_DATABASE_URL }

export function migrationsFolder(): string {
  return resolve(process.cwd(), process.env.MIGRATIONS_DIR ?? 'drizzle')
}

async function openPglite(dataDir: string | undefined): Promise<OpenDb> {
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ])
  let release = () => {}
  if (dataDir) {
    mkdirSync(dirname(dataDir), { recursive: true })
    release = lockDataDir(dataDir)
  }
  try {
    const client = dataDir ? new PGlite(dataDir) : new PGlite()
    await client.waitReady
    const db = drizzle({ client, schema })
    await migrate(db, { migrationsFolder: migrationsFolder() })
    return {
      db,
      engine: 'pglite',
      exclusive: (work) => work(),
      backup: () => dumpPglite(client),
      close: async () => {
        await client.close()
        release()
      },
    }
  } catch (error) {
    release()
    throw error
  }
}

async function openPostgres(url: string): Promise<OpenDb> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ])
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL ?? 10) })
  // PostgreSQL may end an idle connection (a restart, a failover, an administrator): the pool
  // drops it and connects again when needed. Without a listener the error would end the process.
  pool.on('error', (error) => {
    log.warn({ err: error }, 'database: an idle connection was closed')
  })
  const db = drizzle({ client: pool, schema })
  const exclusive = async <T>(work: () => Promise<T>): Promise<T> => {
    const holder = await pool.connect()
    try {
      await holder.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK])
      try {
        return await work()
      } finally {
        await holder.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK])
      }
    } finally {
      holder.release()
    }
  }
  try {
    await exclusive(() => migrate(db, { migrationsFolder: migrationsFolder() }))
  } catch (error) {
    await pool.end()
    throw error
  }
  return { db, engine: 'postgres', exclusive, close: () => pool.end() }
}

/** Advisory lock key of start-up work (migrations, the first seed) on PostgreSQL. */
const STARTUP_LOCK = 7_246_001

/** Opens (and migrates) the database a URL names: postgres://, pglite://PATH or memory://. */
export async function openDb(url: string): Promise<OpenDb> {
  if (/^postgres(ql)?:\/\//.test(url)) return openPostgres(url)
  if (url === 'memory://' || url === 'pglite://memory') return openPglite(undefined)
  if (url.startsWith('pglite://')) return openPglite(pgliteDataDir(url))
  throw new Error(
    `DATABASE_URL must start with postgres://, pglite:// or memory:// (got "${url.slice(0, 40)}")`,
  )
}

let current: Promise<OpenDb> | undefined

/** The process's database: opened, migrated and (when empty) seeded on first use. */
export function getDb(): Promise<Db> {
  current ??= (async () => {
    const url = process.env.DATABASE_URL || DEFAULT_DATABASE_URL
    const opened = await openDb(url)
    if (process.env.SEED_ON_START !== '0') {
      const { seedIfEmpty } = await import('./seed')
      await opened.exclusive(() => seedIfEmpty(opened.db))
    }
    // Expired captchas, limits, codes and sessions are deleted now and then (housekeeping.ts).
    const stopHousekeeping = startHousekeeping(opened.db)
    // Content scheduled by staff shows at its time: the caches are cleared then (staff/schedule.ts).
    const stopSchedule = (await import('~/server/staff/schedule')).startPublishSchedule(opened.db)
    // Content purges of other processes and instances reach this one's caches (staff/purge.ts).
    const stopListening =
      opened.engine === 'postgres'
        ? await (await import('~/server/staff/purge')).listenForContentPurges(url)
        : async () => {}
    const handle: OpenDb = {
      ...opened,
      close: async () => {
        stopHousekeeping()
        stopSchedule()
        await stopListening()
        await opened.close()
      },
    }
    // The HTTP server closes it on SIGTERM and takes backups through it (process/database.ts).
    setProcessDatabase({ engine: opened.engine, backup: opened.backup, close: closeDb })
    return handle
  })()
  current.catch(() => {
    current = undefined
  })
  return current.then((o) => o.db)
}

export async function closeDb() {
  const opened = current
  current = undefined
  setProcessDatabase(undefined)
  if (opened) await (await opened).close()
}
