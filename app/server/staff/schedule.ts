import { and, eq, gt, min, sql } from 'drizzle-orm'
import { unionAll } from 'drizzle-orm/pg-core'
import { announcePublished } from '~/server/cms/announce'
import type { Db } from '~/server/db/client'
import { contentDrafts } from '~/server/db/schema'
import { log } from '~/server/log'
import { emitContentPurge, onContentPurge } from '~/server/process/purge-bus'
import { applyDueDrafts } from './content/drafts'
import { SCHEDULED_COLUMNS } from './content/service'

/** Timers longer than this are re-armed (setTimeout holds at most about 24.8 days). */
const LONGEST_WAIT_MS = 60 * 60 * 1000

/**
 * The next time a published row becomes visible, or a draft is to be published, across every
 * table that can schedule one.
 */
export async function nextScheduledTime(db: Db): Promise<Date | null> {
  // One statement (PGlite answers one at a time: this runs after every save).
  const [first, ...rest] = SCHEDULED_COLUMNS.map(({ status, at }) =>
    db
      .select({ at: min(at).mapWith(at) })
      .from(at.table)
      .where(and(eq(status, 'published'), gt(at, sql`now()`))),
  )
  if (!first) return null
  const drafts = db
    .select({ at: min(contentDrafts.publishAt).mapWith(contentDrafts.publishAt) })
    .from(contentDrafts)
    .where(gt(contentDrafts.publishAt, sql`now()`))
  let next: Date | null = null
  for (const row of await unionAll(first, drafts, ...rest)) {
    const value: unknown = row.at
    if (value instanceof Date && (!next || value < next)) next = value
  }
  return next
}

/**
 * Scheduled publishing without a restart: each process keeps one timer for the next publish
 * time and, when it comes, publishes the drafts scheduled for it (one process takes each, and
 * its purge reaches the others) and clears its own caches (every process has its timer, so
 * nothing else is broadcast). A save anywhere (a purge event, from this process or, on PostgreSQL, another)
 * re-reads the next time. Returns the function that stops it.
 */
export function startPublishSchedule(db: Db): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false
  let running = false
  let again = false
  const arm = async () => {
    clearTimeout(timer)
    // Drafts whose time came while no timer ran (a restart) or as this one fired.
    await applyDueDrafts(db).catch((err: unknown) =>
      log.error({ err }, 'publishing scheduled drafts failed'),
    )
    if (stopped) return
    const next = await nextScheduledTime(db).catch(() => null)
    if (stopped || !next) return
    const wait = Math.max(0, next.getTime() - Date.now())
    timer = setTimeout(
      () => {
        if (wait > LONGEST_WAIT_MS) return rearm()
        void applyDueDrafts(db)
          .catch((err: unknown) => log.error({ err }, 'publishing scheduled drafts failed'))
          .finally(() => emitContentPurge({ paths: 'all' }))
      },
      Math.min(wait + 50, LONGEST_WAIT_MS),
    )
    timer.unref()
  }
  /** One look-up at a time; a save during one is looked at again after it. */
  const rearm = () => {
    if (running) {
      again = true
      return
    }
    running = true
    void arm().finally(() => {
      running = false
      if (again && !stopped) {
        again = false
        rearm()
      }
    })
  }
  // Each save and each publish time that comes tells the subscribers of what went live (once,
  // whichever process gets there first), and so does the start: what went live while no
  // process ran.
  const announce = () => {
    if (stopped) return
    void announcePublished(db).catch((err: unknown) => log.error({ err }, 'announcing failed'))
  }
  const off = onContentPurge(() => {
    rearm()
    announce()
  })
  rearm()
  announce()
  return () => {
    stopped = true
    off()
    clearTimeout(timer)
  }
}
