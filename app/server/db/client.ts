import { mkdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { type ExtractTablesWithRelations, sql } from 'drizzle-orm'
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core'
import {
  DatabaseUnavailableError,
  databaseUnavailable,
  log,
  noteDatabaseAnswered,
  redactCredentials,
} from '../log.ts'
import { type PoolStats, setProcessDatabase } from '../process/database.ts'
import { dumpPglite } from './backup.ts'
import { DEFAULT_DATABASE_URL, lockDataDir, pgliteDataDir } from './data-dir.ts'
import { PgliteWorkerClient } from './pglite-client.ts'
import { takeEarlyPglite } from './pglite-early.ts'
import { makeTreePrivate, privateDir } from './private-files.ts'
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
  /** PostgreSQL: the pool's connections now. */
  poolStats?: () => PoolStats
}

export { DEFAULT_DATABASE_URL }

export function migrationsFolder(): string {
  return resolve(process.cwd(), process.env.MIGRATIONS_DIR ?? 'drizzle')
}

/**
 * Runs the migrator unless the database already has the journal's last migration. The migrator
 * reads and hashes every migration file and runs four statements on every start; a restart of
 * an instance on its own database (the common case) needs none of it.
 */
async function migrateUnlessCurrent(db: Db, migrate: () => Promise<void>) {
  const started = performance.now()
  const journal: { entries: Array<{ when: number }> } = JSON.parse(
    readFileSync(join(migrationsFolder(), 'meta/_journal.json'), 'utf8'),
  )
  const newest = journal.entries.at(-1)?.when
  const applied = await db
    .select({ last: sql<string | null>`max(created_at)::text` })
    .from(sql`drizzle.__drizzle_migrations`)
    .then(([row]) => row?.last ?? null)
    // A new database has no table of migrations yet.
    .catch(() => null)
  const current = newest !== undefined && applied !== null && Number(applied) >= newest
  if (!current) await migrate()
  // Where a start's time goes (bench/cold-start.ts reads these lines).
  log.info({ ms: sinceMs(started), migrated: !current }, 'database: migrations checked')
}

const sinceMs = (started: number) => Math.round(performance.now() - started)

/**
 * PGlite, opened by a worker thread (pglite-client.ts) so that no statement runs on the web
 * server's: drizzle's PGlite session is given the worker's client, which has the calls it makes.
 */
async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<OpenDb> {
  // At a server's start the worker is already opening the directory (pglite-early.ts).
  const early = dataDir && !loadDataDir ? takeEarlyPglite(dataDir) : undefined
  let release = early?.release ?? (() => {})
  if (dataDir && !early) {
    mkdirSync(dirname(dataDir), { recursive: true })
    release = lockDataDir(dataDir)
  }
  try {
    // Only the server's user may read the database (staff emails, password hashes in the WAL).
    if (dataDir && !early) privateDir(dataDir)
    // The worker thread starts before this function first waits: PGlite opens there while this
    // thread loads drizzle's modules.
    const opening = early?.started ?? performance.now()
    const opened = early?.client ?? PgliteWorkerClient.open({ dataDir, loadDataDir })
    const [{ PgliteDatabase }, { PgliteSession }, { migrate }, drizzle] = await Promise.all([
      import('drizzle-orm/pglite/driver'),
      import('drizzle-orm/pglite/session'),
      import('drizzle-orm/pglite/migrator'),
      import('drizzle-orm'),
      // A failure to open is the one to report (it is awaited again below).
      opened.catch(() => undefined),
    ])
    const client = await opened
    log.info({ ms: sinceMs(opening) }, 'database: PGlite opened')
    // What drizzle({ client, schema }) builds, with the worker's client in PGlite's place.
    const dialect = new PgDialect()
    const tables = drizzle.extractTablesRelationalConfig<ExtractTablesWithRelations<typeof schema>>(
      schema,
      drizzle.createTableRelationsHelpers,
    )
    const relational = {
      fullSchema: schema,
      schema: tables.tables,
      tableNamesMap: tables.tableNamesMap,
    }
    const session = new PgliteSession(client, dialect, relational)
    const db = new PgliteDatabase<typeof schema>(dialect, session, relational)
    try {
      await migrateUnlessCurrent(db, () => migrate(db, { migrationsFolder: migrationsFolder() }))
    } catch (error) {
      await client.close()
      throw error
    }
    if (dataDir) makeTreePrivate(dataDir)
    return {
      db,
      engine: 'pglite',
      exclusive: (work) => work(),
      backup: () => dumpPglite(client),
      close: async () => {
        await client.close()
        if (dataDir) makeTreePrivate(dataDir)
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
    await migrateUnlessCurrent(db, () =>
      exclusive(() => migrate(db, { migrationsFolder: migrationsFolder() })),
    )
  } catch (error) {
    await pool.end()
    throw error
  }
  const max = Number(process.env.DATABASE_POOL ?? 10)
  const poolStats = () => ({
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
    max,
  })
  return { db, engine: 'postgres', exclusive, poolStats, close: () => pool.end() }
}

/** Advisory lock key of start-up work (migrations, the first seed) on PostgreSQL. */
const STARTUP_LOCK = 7_246_001

/**
 * What a new in-memory PGlite starts from: a dump of a data directory (`dumpDataDir`), e.g. the
 * tests' template database, migrated and seeded once per run (test-db.ts).
 */
export type OpenDbOptions = { loadDataDir?: Blob }

/** Opens (and migrates) the database a URL names: postgres://, pglite://PATH or memory://. */
export async function openDb(url: string, options: OpenDbOptions = {}): Promise<OpenDb> {
  if (/^postgres(ql)?:\/\//.test(url)) return openPostgres(url)
  if (url === 'memory://' || url === 'pglite://memory') {
    return openPglite(undefined, options.loadDataDir)
  }
  if (url.startsWith('pglite://')) return openPglite(pgliteDataDir(url))
  throw new Error(
    `DATABASE_URL must start with postgres://, pglite:// or memory:// (got "${redactCredentials(url).slice(0, 40)}")`,
  )
}

let current: Promise<OpenDb> | undefined
/** Work that must be done before callers get the database (boot.ts: the seed of an empty one). */
let startUp: Promise<unknown> | undefined
/** What stops before the database closes (boot.ts: the background work it started). */
const beforeClose: Array<() => Promise<void> | void> = []

/**
 * The process's database, opened and migrated on first use. Opening starts nothing else: the
 * seed and the background work are the boot module's (app/server/boot.ts).
 */
export function openedDb(): Promise<OpenDb> {
  current ??= (async () => {
    const url = process.env.DATABASE_URL || DEFAULT_DATABASE_URL
    // A database that cannot be reached is an outage, logged once per interval (log.ts).
    const opened = await openDb(url).catch((error: unknown) => {
      throw databaseUnavailable(error) ? new DatabaseUnavailableError(error) : error
    })
    noteDatabaseAnswered()
    // The HTTP server closes it on SIGTERM and takes backups through it (process/database.ts).
    setProcessDatabase({
      engine: opened.engine,
      backup: opened.backup,
      poolStats: opened.poolStats,
      close: closeDb,
    })
    return opened
  })()
  current.catch(() => {
    current = undefined
  })
  return current
}

/** The process's database, once the start-up work (holdUntil) is done. */
export async function getDb(): Promise<Db> {
  const opened = await openedDb()
  // A failed start-up was logged by its owner; the database itself is open.
  if (startUp) await startUp.catch(() => {})
  return opened.db
}

/** Callers of getDb wait for `work` (the seed of an empty database) before they get it. */
export function holdUntil(work: Promise<unknown>) {
  startUp = work
}

/** Runs `stop` before the database closes (background work that uses it). */
export function onClose(stop: () => Promise<void> | void) {
  beforeClose.push(stop)
}

export async function closeDb() {
  const opened = current
  current = undefined
  startUp = undefined
  setProcessDatabase(undefined)
  for (const stop of beforeClose.splice(0)) {
    try {
      await stop()
    } catch (error) {
      log.warn({ err: error }, 'database: background work did not stop cleanly')
    }
  }
  if (opened) await (await opened).close()
}
