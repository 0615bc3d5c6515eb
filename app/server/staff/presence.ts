import { and, desc, eq, gt, lte, ne, sql } from 'drizzle-orm'
import type { Db } from '~/server/db/client'
import { staffPresence, staffUsers } from '~/server/db/schema'
import type { AuditActor } from './audit'

/**
 * Who has a content item open in the console. The editor sends a heartbeat every 20 s
 * (PRESENCE_BEAT_MS in the console); a caller not heard of for PRESENCE_TTL_SECONDS is gone (a
 * closed tab, a lost connection). Kept in the database, so every process answers the same.
 */
export const PRESENCE_TTL_SECONDS = 60

/** Another caller with the item open: the name the console shows, whether they are typing. */
export type Presence = { name: string; editing: boolean; seenAt: string }

const fresh = () =>
  gt(staffPresence.seenAt, sql`now() - make_interval(secs => ${PRESENCE_TTL_SECONDS})`)

/** Records that `who` has the item open (`editing`: with unsaved changes) now. */
export async function beat(
  db: Db,
  who: AuditActor,
  collection: string,
  itemKey: string,
  editing: boolean,
) {
  const [account] =
    who.staffId === null
      ? []
      : await db
          .select({ name: staffUsers.name })
          .from(staffUsers)
          .where(eq(staffUsers.id, who.staffId))
  const row = {
    collection,
    itemKey,
    actor: who.label,
    staffId: who.staffId,
    name: account?.name || who.label,
    editing,
    seenAt: sql`now()`,
  }
  await db
    .insert(staffPresence)
    .values(row)
    .onConflictDoUpdate({
      target: [staffPresence.collection, staffPresence.itemKey, staffPresence.actor],
      set: { name: row.name, editing, seenAt: sql`now()` },
    })
  // Rows of callers long gone are dropped as others come and go.
  await db
    .delete(staffPresence)
    .where(
      lte(staffPresence.seenAt, sql`now() - make_interval(secs => ${10 * PRESENCE_TTL_SECONDS})`),
    )
}

/** The caller closed the item. */
export async function leave(db: Db, who: AuditActor, collection: string, itemKey: string) {
  await db
    .delete(staffPresence)
    .where(
      and(
        eq(staffPresence.collection, collection),
        eq(staffPresence.itemKey, itemKey),
        eq(staffPresence.actor, who.label),
      ),
    )
}

/** The others who have the item open now, the latest heard of first. */
export async function othersOn(
  db: Db,
  who: AuditActor,
  collection: string,
  itemKey: string,
): Promise<Presence[]> {
  const rows = await db
    .select({
      name: staffPresence.name,
      editing: staffPresence.editing,
      seenAt: staffPresence.seenAt,
    })
    .from(staffPresence)
    .where(
      and(
        eq(staffPresence.collection, collection),
        eq(staffPresence.itemKey, itemKey),
        ne(staffPresence.actor, who.label),
        fresh(),
      ),
    )
    .orderBy(desc(staffPresence.seenAt))
  return rows.map((r) => ({ ...r, seenAt: r.seenAt.toISOString() }))
}

/** The items of a collection others have open now: each item's id and their names. */
export async function openInCollection(
  db: Db,
  who: AuditActor,
  collection: string,
): Promise<Record<string, string[]>> {
  const rows = await db
    .select({ itemKey: staffPresence.itemKey, name: staffPresence.name })
    .from(staffPresence)
    .where(
      and(eq(staffPresence.collection, collection), ne(staffPresence.actor, who.label), fresh()),
    )
    .orderBy(staffPresence.name)
  const open: Record<string, string[]> = {}
  for (const r of rows) open[r.itemKey] = [...(open[r.itemKey] ?? []), r.name]
  return open
}
