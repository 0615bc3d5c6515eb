import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm'
import { likePattern } from '~/server/cms/core'
import type { Db } from '~/server/db/client'
import { auditLog } from '~/server/db/schema'
import { COLLECTIONS, CONTENT_COLLECTIONS } from '~/shared/staff/content'
import type { Actor } from './auth'
import { BINDINGS } from './content/bindings'

export type AuditEntry = {
  action: string
  entity: string
  entityId?: string | number | null
  before?: unknown
  after?: unknown
}

/** Who did it, for the log: a staff user, an API key, or a command on the server. */
export type AuditActor = Pick<Actor, 'staffId' | 'apiKeyId' | 'label'> & { ip?: string | null }

/**
 * Writes one entry of the audit log (who, what, when, before/after). Called inside the same
 * transaction as the change, so a change is never without its entry.
 */
export async function audit(db: Db, actor: AuditActor, entry: AuditEntry) {
  await db.insert(auditLog).values({
    staffId: actor.staffId,
    apiKeyId: actor.apiKeyId,
    actor: actor.label,
    action: entry.action,
    entity: entry.entity,
    entityId:
      entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: actor.ip ?? null,
  })
}

/** The actor of a command run on the server itself (npm run staff:create). */
export const COMMAND_LINE: AuditActor = { staffId: null, apiKeyId: null, label: 'command line' }

export type AuditQuery = {
  page: number
  pageSize: number
  /** Who (actor), what (action) or which item (its title in either language, then or now). */
  q: string
  dir: 'asc' | 'desc'
  /** The kind of entity: a content collection (`news`), `submission`, `staff_user`… */
  entity?: string
  entityId?: string
  action?: string
  from?: Date
  to?: Date
}

/** The fields that title an item in the entries of content changes (`en.title`, `zh.name`…). */
const TITLE_FIELDS = [...new Set(CONTENT_COLLECTIONS.map((c) => COLLECTIONS[c].titleField))]

/**
 * Entries of content whose item is titled like the search: by the title the entry itself kept
 * (before or after the change, in either language), or by the item's title now (a publish or a
 * delete keeps none).
 */
function titled(db: Db, pattern: string, entity: string | undefined): SQL | undefined {
  const inEntry = TITLE_FIELDS.flatMap((field) =>
    ['en', 'zh'].flatMap((lang) => [
      sql`${auditLog.after} -> ${lang} ->> ${field} ilike ${pattern}`,
      sql`${auditLog.before} -> ${lang} ->> ${field} ilike ${pattern}`,
    ]),
  )
  const collections = CONTENT_COLLECTIONS.filter((c) => !entity || c === entity)
  const now = collections.map((name) => {
    const c = BINDINGS[name].columns
    return and(
      eq(auditLog.entity, name),
      inArray(
        auditLog.entityId,
        db.select({ key: c.key }).from(c.table).where(ilike(c.title, pattern)),
      ),
    )
  })
  return or(...inEntry, ...now)
}

/** A page of the audit log, newest first unless `dir` says otherwise. */
export async function listAuditEntries(db: Db, query: AuditQuery) {
  const pattern = query.q ? likePattern(query.q) : ''
  const where = and(
    query.q
      ? or(
          ilike(auditLog.actor, pattern),
          ilike(auditLog.action, pattern),
          titled(db, pattern, query.entity),
        )
      : undefined,
    query.entity ? eq(auditLog.entity, query.entity) : undefined,
    query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.from ? gte(auditLog.at, query.from) : undefined,
    query.to ? lt(auditLog.at, new Date(query.to.getTime() + 86_400_000)) : undefined,
  )
  const [list, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(query.dir === 'asc' ? asc(auditLog.at) : desc(auditLog.at), desc(auditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(auditLog).where(where),
  ])
  return { list, total: total?.n ?? 0, page: query.page, pageSize: query.pageSize }
}
