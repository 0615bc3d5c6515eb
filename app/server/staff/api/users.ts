import { randomBytes } from 'node:crypto'
import { msg } from '@lingui/core/macro'
import { desc, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { staffApiKeys } from '~/server/db/schema'
import { STAFF_ROLES } from '~/shared/staff/roles'
import { audit, listAuditEntries } from '../audit'
import { API_KEY_PREFIX, hashSecret } from '../auth'
import { StaffError } from '../errors'
import { actorOf, type StaffContext, staffRoute } from '../http'
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

const listUsers = async (ctx: StaffContext) =>
  listStaffUsers(ctx.db, ctx.parse(StaffListQuery, queryOf(ctx.url)))
staffRoute('GET', '/users', 'staff', listUsers)

const createUser = async (ctx: StaffContext) =>
  createStaffUser(ctx.db, ctx.who, await ctx.json(ctx.schemas.newStaff))
staffRoute('POST', '/users', 'staff', createUser)

const updateUser = async (ctx: StaffContext) => {
  const { id } = ctx.parse(IdParam, ctx.params)
  const patch = await ctx.json(ctx.schemas.staffPatch)
  return updateStaffUser(ctx.db, ctx.who, id, patch)
}
staffRoute('PATCH', '/users/:id', 'staff', updateUser)

const resetUser = async (ctx: StaffContext) => {
  const { id } = ctx.parse(IdParam, ctx.params)
  return resetStaffPassword(ctx.db, ctx.who, id, await ctx.json(ctx.schemas.resetAccount))
}
staffRoute('POST', '/users/:id/password', 'staff', resetUser)

/** Who submissions can be assigned to: for every role that handles submissions. */
const assignees = async (ctx: StaffContext) => listAssignees(ctx.db)
staffRoute('GET', '/assignees', 'submissions', assignees)

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

const listApiKeys = async (ctx: StaffContext) => {
  const rows = await ctx.db.select().from(staffApiKeys).orderBy(desc(staffApiKeys.createdAt))
  return { list: rows.map(keyView), total: rows.length }
}
staffRoute('GET', '/api-keys', 'staff', listApiKeys)

/** A new key, shown in this answer only: the database keeps its hash. */
const newApiKey = async (ctx: StaffContext) => {
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
}
staffRoute('POST', '/api-keys', 'staff', newApiKey)

const revokeApiKey = async (ctx: StaffContext) => {
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
}
staffRoute('DELETE', '/api-keys/:id', 'staff', revokeApiKey)

// ---- Audit log (admin) ----

const AuditQuery = v.object({
  ...PageQuery,
  entity: v.optional(v.pipe(v.string(), v.maxLength(40))),
  /** The same as `entity`, named as the content calls name it (`collection=news`). */
  collection: v.optional(v.pipe(v.string(), v.maxLength(40))),
  entityId: v.optional(v.pipe(v.string(), v.maxLength(40))),
  action: v.optional(v.pipe(v.string(), v.maxLength(60))),
  from: DateParam,
  to: DateParam,
})

const listAudit = async (ctx: StaffContext) => {
  const { collection, ...query } = ctx.parse(AuditQuery, queryOf(ctx.url))
  return listAuditEntries(ctx.db, { ...query, entity: query.entity ?? collection })
}
staffRoute('GET', '/audit', 'audit', listAudit)

/** What each call answers (before JSON), for the console's typed client. */
export type Answer = {
  list: Awaited<ReturnType<typeof listUsers>>
  create: Awaited<ReturnType<typeof createUser>>
  update: Awaited<ReturnType<typeof updateUser>>
  reset: Awaited<ReturnType<typeof resetUser>>
  assignees: Awaited<ReturnType<typeof assignees>>
  apiKeys: Awaited<ReturnType<typeof listApiKeys>>
  newApiKey: Awaited<ReturnType<typeof newApiKey>>
  apiKey: Awaited<ReturnType<typeof revokeApiKey>>
  audit: Awaited<ReturnType<typeof listAudit>>
}
