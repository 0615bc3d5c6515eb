import { msg } from '@lingui/core/macro'
import { and, asc, count, desc, eq, gt, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { likePattern } from '~/server/cms/core'
import { toCsv } from '~/server/csv'
import type { Db } from '~/server/db/client'
import { members, sessions, surveyRecords, warranties, warrantyReceipts } from '~/server/db/schema'
import { audit } from '../audit'
import { StaffError } from '../errors'
import { type StaffContext, staffRoute } from '../http'
import { IdParam, PageQuery, queryOf } from '../list-query'

/** A member as staff see them: never a password or its hash. */
const VIEW = {
  id: members.id,
  account: members.account,
  nickname: members.nickname,
  email: members.email,
  address: members.address,
  createdAt: members.createdAt,
  disabledAt: members.disabledAt,
}

/** A registered tool as staff see it: never the member's anti-counterfeit code. */
const WARRANTY_VIEW = {
  id: warranties.id,
  memberId: warranties.memberId,
  model: warranties.model,
  serial: warranties.serial,
  byCode: sql<boolean>`${warranties.codeId} IS NOT NULL`.mapWith(Boolean),
  purchasedAt: warranties.purchasedAt,
  dealer: warranties.dealer,
  expiresAt: warranties.expiresAt,
  createdAt: warranties.createdAt,
  hasReceipt: sql<boolean>`EXISTS (SELECT 1 FROM ${warrantyReceipts}
    WHERE ${warrantyReceipts.warrantyId} = ${warranties.id})`.mapWith(Boolean),
}

const MemberQuery = v.object({
  ...PageQuery,
  status: v.optional(v.picklist(['active', 'disabled'])),
  sort: v.optional(v.picklist(['createdAt', 'account', 'nickname']), 'createdAt'),
})

const listRoute = async (ctx: StaffContext) => {
  const query = ctx.parse(MemberQuery, queryOf(ctx.url))
  const pattern = query.q ? likePattern(query.q) : null
  const where = and(
    pattern
      ? or(
          ilike(members.account, pattern),
          ilike(members.nickname, pattern),
          ilike(members.email, pattern),
        )
      : undefined,
    query.status === 'active'
      ? isNull(members.disabledAt)
      : query.status === 'disabled'
        ? isNotNull(members.disabledAt)
        : undefined,
  )
  const column = {
    createdAt: members.createdAt,
    account: members.account,
    nickname: members.nickname,
  }[query.sort]
  const [list, [total]] = await Promise.all([
    ctx.db
      .select(VIEW)
      .from(members)
      .where(where)
      .orderBy(query.dir === 'asc' ? asc(column) : desc(column), desc(members.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    ctx.db.select({ n: count() }).from(members).where(where),
  ])
  return { list, total: total?.n ?? 0, page: query.page, pageSize: query.pageSize }
}
staffRoute('GET', '/members', 'members', listRoute)

async function memberDetail(db: Db, id: number) {
  const [member] = await db.select(VIEW).from(members).where(eq(members.id, id))
  if (!member) throw new StaffError(404, msg`No such member`)
  const [[active], records, registered] = await Promise.all([
    db
      .select({ n: count() })
      .from(sessions)
      .where(
        and(
          eq(sessions.memberId, id),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, new Date()),
        ),
      ),
    db
      .select({
        id: surveyRecords.id,
        type: surveyRecords.type,
        reference: surveyRecords.reference,
        status: surveyRecords.status,
        createdAt: surveyRecords.createdAt,
      })
      .from(surveyRecords)
      .where(eq(surveyRecords.memberId, id))
      .orderBy(desc(surveyRecords.createdAt))
      .limit(50),
    db
      .select(WARRANTY_VIEW)
      .from(warranties)
      .where(eq(warranties.memberId, id))
      .orderBy(desc(warranties.createdAt))
      .limit(200),
  ])
  return { ...member, activeSessions: active?.n ?? 0, submissions: records, warranties: registered }
}

const getRoute = async (ctx: StaffContext) => {
  const { id } = ctx.parse(IdParam, ctx.params)
  return memberDetail(ctx.db, id)
}
staffRoute('GET', '/members/:id', 'members', getRoute)

async function revokeMemberSessions(db: Db, memberId: number) {
  return db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id })
}

/** Disables (or enables) a member: a disabled member cannot log in, and their sessions end. */
const patchRoute = async (ctx: StaffContext) => {
  const { id } = ctx.parse(IdParam, ctx.params)
  const { disabled } = await ctx.json(ctx.schemas.memberPatch)
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ disabledAt: members.disabledAt })
      .from(members)
      .where(eq(members.id, id))
    if (!before) throw new StaffError(404, msg`No such member`)
    const disabledAt = disabled ? (before.disabledAt ?? new Date()) : null
    await tx.update(members).set({ disabledAt }).where(eq(members.id, id))
    const ended = disabled ? await revokeMemberSessions(tx, id) : []
    await audit(tx, ctx.who, {
      action: disabled ? 'member.disable' : 'member.enable',
      entity: 'member',
      entityId: id,
      before: { disabled: before.disabledAt !== null },
      after: { disabled, sessionsEnded: ended.length },
    })
  })
  return memberDetail(ctx.db, id)
}
staffRoute('PATCH', '/members/:id', 'members', patchRoute)

const revokeRoute = async (ctx: StaffContext) => {
  const { id } = ctx.parse(IdParam, ctx.params)
  await ctx.db.transaction(async (tx) => {
    const [found] = await tx.select({ id: members.id }).from(members).where(eq(members.id, id))
    if (!found) throw new StaffError(404, msg`No such member`)
    const ended = await revokeMemberSessions(tx, id)
    await audit(tx, ctx.who, {
      action: 'member.revoke-sessions',
      entity: 'member',
      entityId: id,
      after: { sessionsEnded: ended.length },
    })
  })
  return memberDetail(ctx.db, id)
}
staffRoute('POST', '/members/:id/revoke-sessions', 'members', revokeRoute, { body: 'none' })

/** What each call answers (before JSON), for the console's typed client. */
export type Answer = {
  list: Awaited<ReturnType<typeof listRoute>>
  get: Awaited<ReturnType<typeof getRoute>>
  update: Awaited<ReturnType<typeof patchRoute>>
  revokeSessions: Awaited<ReturnType<typeof revokeRoute>>
}

/**
 * The receipt photo of a registration (personal data): for staff who see members, never
 * cached; the audit log says who looked at whose.
 */
staffRoute('GET', '/warranties/:id/receipt', 'members', async (ctx) => {
  const { id } = ctx.parse(IdParam, ctx.params)
  const [row] = await ctx.db
    .select({ type: warrantyReceipts.type, bytes: warrantyReceipts.bytes })
    .from(warrantyReceipts)
    .where(eq(warrantyReceipts.warrantyId, id))
  if (!row) throw new StaffError(404, msg`No such receipt photo`)
  await audit(ctx.db, ctx.who, {
    action: 'warranty.receipt.view',
    entity: 'warranty',
    entityId: id,
  })
  return new Response(new Uint8Array(row.bytes), {
    headers: {
      'content-type': row.type,
      'content-length': String(row.bytes.length),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  })
})

/** Every registration as CSV (UTF-8 with BOM): whether a receipt photo is kept, never the photo. */
staffRoute('GET', '/warranties/export.csv', 'members', async (ctx) => {
  const _ = ctx.i18n._.bind(ctx.i18n)
  const rows = await ctx.db
    .select({ ...WARRANTY_VIEW, account: members.account })
    .from(warranties)
    .innerJoin(members, eq(members.id, warranties.memberId))
    .orderBy(desc(warranties.createdAt), desc(warranties.id))
  const header = [
    _(msg`Number`),
    _(msg`Member`),
    _(msg`Model`),
    _(msg`Serial number`),
    _(msg`Registered by code`),
    _(msg`Purchase date`),
    _(msg`Dealer`),
    _(msg`Warranty until`),
    _(msg`Receipt photo`),
  ]
  const yes = _(msg`Yes`)
  const no = _(msg`No`)
  const lines = rows.map((r) => [
    String(r.id),
    r.account,
    r.model,
    r.serial,
    r.byCode ? yes : no,
    r.purchasedAt,
    r.dealer,
    r.expiresAt,
    r.hasReceipt ? yes : no,
  ])
  // Personal data leaving the system: the log says who took it.
  await audit(ctx.db, ctx.who, {
    action: 'warranty.export',
    entity: 'warranty',
    after: { rows: rows.length },
  })
  const day = new Date().toISOString().slice(0, 10)
  return new Response(toCsv([header, ...lines]), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="warranties-${day}.csv"`,
      'cache-control': 'no-store',
    },
  })
})
