import type { Db } from '~/server/db/client'
import { auditLog } from '~/server/db/schema'
import type { Actor } from './auth'

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
