import { and, isNotNull, lt, or } from 'drizzle-orm'
import { log } from '../log'
import type { Db } from './client'
import { captchas, rateLimits, sessions, smsCodes } from './schema'

const HOUR = 3_600_000
const DAY = 24 * HOUR

/**
 * Deletes bookkeeping rows nobody can use any more: rate-limit windows that ended an hour ago,
 * captcha challenges and SMS codes a day after they expired, sessions a day after they expired
 * or were revoked. Without it these tables grow with every visitor's address and every captcha
 * image. Several instances may run it at once: the deletes do not conflict.
 */
export async function pruneExpired(
  db: Db,
  now = new Date(),
  more: PruneTask[] = [],
): Promise<Record<string, number>> {
  const dayAgo = new Date(now.getTime() - DAY)
  const hourAgo = new Date(now.getTime() - HOUR)
  const [limits, challenges, codes, ended] = await Promise.all([
    db
      .delete(rateLimits)
      // The column writes the date as the limiter does (UTC in a timestamp without time zone).
      .where(lt(rateLimits.expire, hourAgo))
      .returning({ key: rateLimits.key }),
    db.delete(captchas).where(lt(captchas.expiresAt, dayAgo)).returning({ key: captchas.key }),
    db.delete(smsCodes).where(lt(smsCodes.expiresAt, dayAgo)).returning({ id: smsCodes.id }),
    db
      .delete(sessions)
      .where(
        or(
          lt(sessions.expiresAt, dayAgo),
          and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, dayAgo)),
        ),
      )
      .returning({ id: sessions.id }),
  ])
  const pruned: Record<string, number> = {
    rateLimits: limits.length,
    captchas: challenges.length,
    smsCodes: codes.length,
    sessions: ended.length,
  }
  for (const task of more) pruned[task.name] = await task.prune(db, now)
  return pruned
}

/** A further prune (one whose rows belong to code above this module): the rows it deleted. */
export type PruneTask = { name: string; prune: (db: Db, now: Date) => Promise<number> }

/** How often the server prunes (and once a minute after it starts). */
const INTERVAL_MS = 30 * 60_000

/** Prunes now and then for the life of the process; never keeps the process alive. */
export function startHousekeeping(db: Db, more: PruneTask[] = []): () => void {
  const run = () => {
    pruneExpired(db, new Date(), more).catch((error: unknown) => {
      log.warn({ err: error }, 'housekeeping failed')
    })
  }
  const first = setTimeout(run, 60_000)
  const every = setInterval(run, INTERVAL_MS)
  first.unref()
  every.unref()
  return () => {
    clearTimeout(first)
    clearInterval(every)
  }
}
