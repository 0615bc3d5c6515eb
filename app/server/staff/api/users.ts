import { randomBytes } from 'node:crypto'
import { msg } from '@lingui/core/macro'
import { and, asc, count, desc, eq, gte, ilike, lt, or } from 'drizzle-orm'
import * as v from 'valibot'
import { likePattern } from '~/server/cms/core'
import { auditLog, staffApiKeys } from '~/server/db/schema'
import { STAFF_ROLES } from '~/shared/staff/roles'
import { audit } from '../audit'
import { API_KEY_PREFIX, hashSecret } from '../auth'
import { StaffError } from '../errors'
import { actorOf, staffRoute } from '../http'
import { DateParam, IdParam, PageQuery, queryOf } from '../list-query'
import {
  createStaffUser,
  listAssignees,
  listStaffUsers,
  resetStaffPassword,
  updateStaffUser,
} from '../staff-users'

// ---- Staff accounts (admin) ----

const StaffListQuery = v.object({
  ...PageQuery,
  role: v.optional(v.picklist(STAFF_ROLES)),
  status: v.optional(v.picklist(['active', 'disabled'])),
  sort: v.optional(v.picklist(['email', 'name', 'role', 'createdAt', 'lastSignInAt']), 'createdAt'),
})

staffRoute('GET', '/users', 'staff', async (ctx) =>
  listStaffUsers(ctx.db, ctx.parse(StaffListQuery, queryOf(ctx.url))),
)

staffRoute('POST', '/users', 'staff', async (ctx) =>
  createStaffUser(ctx.db, ctx.who, await ctx.json(ctx.schemas.newStaff)),
)

staffRoute('PATCH', '/users/:id', 'staff', async (ctx) => {
  const { id } = ctx.parse(IdParam, ctx.params)
  const patch = await ctx.json(ctx.schemas.staffPatch)
  return updateStaffUser(ctx.db, ctx.who, id, patch)
})

staffRoute('POST', '/users/:id/password', 'staff', async (ctx) => {
  const { id } = ctx.parse(IdParam, ctx.params)
  return resetStaffPassword(ctx.db, ctx.who, id, await ctx.json(ctx.schemas.resetPassword))
})

/** Who submissions can be assigned to: for every role that handles submissions. */
staffRoute('GET', '/assignees', 'submissions', async (ctx) => listAssignees(ctx.db))

// ---- API keys (admin) ----

function keyView(row: typeof staffApiKeys.$inferSelect) {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    prefix: row.prefix,
    createdAt: row.createdAt,
    lastUsedAt: row.lastUsedAt,
    revoked: row.revokedAt !== null,
  }
}

staffRoute('GET', '/api-keys', 'staff', async (ctx) => {
  const rows = await ctx.db.select().from(staffApiKeys).orderBy(desc(staffApiKeys.createdAt))
  return { list: rows.map(keyView), total: rows.length }
})

/** A new key, shown in this answer only: the database keeps its hash. */
staffRoute('POST', '/api-keys', 'staff', async (ctx) => {
  const input = await ctx.json(ctx.schemas.newApiKey)
  const key = API_KEY_PREFIX + randomBytes(32).toString('base64url')
  const row = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(staffApiKeys)
      .values({
        name: input.name,
        role: input.role,
        prefix: key.slice(0, 10),
        keyHash: hashSecret(key),
        createdBy: actorOf(ctx).staffId,
      })
      .returning()
    if (!created) throw new Error('API key not stored')
    await audit(tx, ctx.who, {
      action: 'api-key.create',
      entity: 'api_key',
      entityId: created.id,
      after: keyView(created),
    })
    return created
  })
  return { ...keyView(row), key }
})

staffRoute('DELETE', '/api-keys/:id', 'staff', async (ctx) => {
  const { id } = ctx.parse(IdParam, ctx.params)
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(staffApiKeys).where(eq(staffApiKeys.id, id))
    if (!before) throw new StaffError(404, msg`No such API key`)
    const [after] = await tx
      .update(staffApiKeys)
      .set({ revokedAt: before.revokedAt ?? new Date() })
      .where(eq(staffApiKeys.id, id))
      .returning()
    if (!after) throw new StaffError(404, msg`No such API key`)
    await audit(tx, ctx.who, {
      action: 'api-key.revoke',
      entity: 'api_key',
      entityId: id,
      before: keyView(before),
      after: keyView(after),
    })
    return keyView(after)
  })
})

// ---- Audit log (admin) ----

const AuditQuery = v.object({
  ...PageQuery,
  entity: v.optional(v.pipe(v.string(), v.maxLength(40))),
  entityId: v.optional(v.pipe(v.string(), v.maxLength(40))),
  action: v.optional(v.pipe(v.string(), v.maxLength(60))),
  from: DateParam,
  to: DateParam,
})

staffRoute('GET', '/audit', 'audit', async (ctx) => {
  const query = ctx.parse(AuditQuery, queryOf(ctx.url))
  const where = and(
    query.q
      ? or(
          ilike(auditLog.actor, likePattern(query.q)),
          ilike(auditLog.action, likePattern(query.q)),
        )
      : undefined,
    query.entity ? eq(auditLog.entity, query.entity) : undefined,
    query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.from ? gte(auditLog.at, query.from) : undefined,
    query.to ? lt(auditLog.at, new Date(query.to.getTime() + 86_400_000)) : undefined,
  )
  const [list, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(query.dir === 'asc' ? asc(auditLog.at) : desc(auditLog.at), desc(auditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    ctx.db.select({ n: count() }).from(auditLog).where(where),
  ])
  return { list, total: total?.n ?? 0, page: query.page, pageSize: query.pageSize }
})
