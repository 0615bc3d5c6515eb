// The process's start-up work, in order: open the database (migrated), fill an empty one with
// the demo content (unless SEED_ON_START=0), then start what runs beside the requests:
// housekeeping (expired rows, ended staff sessions), the staff publishing schedule and, on
// PostgreSQL, the listener for other processes' content purges. The production front calls it
// once it listens; the app's server entry calls it on a request (development, the commands),
// and it runs once. Opening the database (db/client.ts getDb) starts none of this.
// The staff modules are loaded once the database is open: they are not on the way to the
// first page.
import { count } from 'drizzle-orm'
import { holdUntil, type OpenDb, onClose, openedDb, schema } from '~/server/db/client'
import { type PruneTask, startHousekeeping } from '~/server/db/housekeeping'
import { log } from '~/server/log'

/** What housekeeping prunes beside the public tables (db/housekeeping.ts). */
export const BOOT_PRUNES: PruneTask[] = [
  {
    name: 'staffSessions',
    prune: async (db, now) => (await import('~/server/staff/auth')).deleteEndedSessions(db, now),
  },
  {
    name: 'powSolutions',
    prune: async (db, now) => (await import('~/server/cms/pow')).pruneAnsweredPow(db, now),
  },
]

let booted: Promise<OpenDb> | undefined

/**
 * Opens the database, seeds it when empty and starts the background work, once per process
 * (again after the database was closed); a start-up that failed is tried again by the next
 * call. Resolves when requests can be served.
 */
export function boot(): Promise<OpenDb> {
  if (booted) return booted
  const starting = start()
  booted = starting
  starting.catch((error: unknown) => {
    if (booted === starting) booted = undefined
    log.error({ err: error }, 'start-up failed; the next request tries again')
  })
  return starting
}

function start(): Promise<OpenDb> {
  const opened = openedDb()
  const seeded = opened.then(async (database) => {
    if (process.env.SEED_ON_START !== '0') {
      const started = performance.now()
      // A database with content (every restart) does not load the seed's module, a large one.
      const [row] = await database.db.select({ n: count() }).from(schema.siteSettings)
      if ((row?.n ?? 0) === 0) {
        const { seedIfEmpty } = await import('~/server/db/seed')
        await database.exclusive(() => seedIfEmpty(database.db))
      }
      // Where a start's time goes (bench/cold-start.ts reads these lines).
      log.info({ ms: Math.round(performance.now() - started) }, 'database: seed checked')
    }
    return database
  })
  // Requests wait for the seed: a page rendered from an empty database would be cached.
  holdUntil(seeded)
  // The background work starts once the seed is in; requests need not wait for it.
  return seeded.then((database) => {
    startBackgroundWork(database).catch((error: unknown) => {
      log.error({ err: error }, 'background work did not start')
    })
    return database
  })
}

async function startBackgroundWork(database: OpenDb) {
  onClose(() => {
    booted = undefined
  })
  // Expired captchas, limits, codes and sessions are deleted now and then (housekeeping.ts).
  onClose(startHousekeeping(database.db, BOOT_PRUNES))
  // Content scheduled by staff shows at its time: the caches are cleared then (staff/schedule.ts).
  const { startPublishSchedule } = await import('~/server/staff/schedule')
  onClose(startPublishSchedule(database.db))
  // Content purges of other processes and instances reach this one's caches (staff/purge.ts).
  if (database.engine === 'postgres') {
    const { listenForContentPurges } = await import('~/server/staff/purge')
    try {
      onClose(await listenForContentPurges(process.env.DATABASE_URL ?? ''))
    } catch (error) {
      // The site serves on; other processes' edits reach this one after the page cache's TTL.
      log.error({ err: error }, 'content purge listener did not start')
    }
  }
}
