import { msg } from '@lingui/core/macro'
import { verify } from '@node-rs/argon2'
import { asc, eq, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { getI18n } from '~/i18n/i18n'
import {
  auditLog,
  memberNotifications,
  memberShares,
  members,
  sessions,
  smsCodes,
  smsOutbox,
  subscriptions,
  surveyRecords,
} from '~/server/db/schema'
import { requireMember } from '../auth'
import { CmsError, parseInput, registerCmsRoute } from '../core'
import { consumeLimit } from '../rate-limit'
import { receiptsOf, listOf as warrantiesOf } from './warranty'

/**
 * A member's own data (extensions, docs/cmsapi.md), as PIPL gives them the right to: a copy of
 * everything the site holds about them, and the deletion of their account.
 */

/**
 * The fields of a form submission that say who sent it. A deleted member's submissions keep
 * what they were about (the model, the fault, the ratings) and lose these.
 */
export const PERSONAL_FIELDS = [
  'name',
  'customerName',
  'customerUnit',
  'contact',
  'company',
  'department',
  'phone',
  'fax',
  'email',
  'postcode',
  'address',
  'storeAddress',
] as const

/** Deletions a member may try in ten minutes: each one costs a password hash. */
const DELETE_LIMIT = { points: 5, duration: 600 }

registerCmsRoute('POST', 'cmsApiMember/export', async (ctx) => {
  const memberId = await requireMember(ctx.db, ctx.token)
  const [member] = await ctx.db.select().from(members).where(eq(members.id, memberId))
  if (!member) throw new CmsError(401, 'Not logged in', 401)
  const [subscribed, shares, records, notifications, signIns, warranties, receipts] =
    await Promise.all([
      ctx.db
        .select({
          topic: subscriptions.topic,
          bySms: subscriptions.sms,
          since: subscriptions.createdAt,
        })
        .from(subscriptions)
        .where(eq(subscriptions.memberId, memberId))
        .orderBy(asc(subscriptions.createdAt)),
      ctx.db
        .select({
          channel: memberShares.channel,
          url: memberShares.url,
          title: memberShares.title,
          createdAt: memberShares.createdAt,
        })
        .from(memberShares)
        .where(eq(memberShares.memberId, memberId))
        .orderBy(asc(memberShares.createdAt)),
      ctx.db
        .select({
          type: surveyRecords.type,
          reference: surveyRecords.reference,
          fields: surveyRecords.fields,
          status: surveyRecords.status,
          scheduledAt: surveyRecords.scheduledAt,
          createdAt: surveyRecords.createdAt,
        })
        .from(surveyRecords)
        .where(eq(surveyRecords.memberId, memberId))
        .orderBy(asc(surveyRecords.createdAt)),
      ctx.db
        .select({
          kind: memberNotifications.kind,
          data: memberNotifications.data,
          readAt: memberNotifications.readAt,
          createdAt: memberNotifications.createdAt,
        })
        .from(memberNotifications)
        .where(eq(memberNotifications.memberId, memberId))
        .orderBy(asc(memberNotifications.createdAt)),
      // Sign-ins: when, and until when; never the token.
      ctx.db
        .select({
          createdAt: sessions.createdAt,
          expiresAt: sessions.expiresAt,
          endedAt: sessions.revokedAt,
        })
        .from(sessions)
        .where(eq(sessions.memberId, memberId))
        .orderBy(asc(sessions.createdAt)),
      warrantiesOf(ctx, memberId),
      receiptsOf(ctx.db, memberId),
    ])
  const of = (type: string) =>
    records.filter((r) => r.type === type).map(({ type: _type, ...r }) => r)
  return {
    exportedAt: new Date().toISOString(),
    profile: {
      account: member.account,
      nickname: member.nickname,
      email: member.email,
      address: member.address,
      registeredAt: member.createdAt.toISOString(),
      smsLanguage: member.smsLocale,
      lastSubscriptionSmsAt: member.lastSmsAt?.toISOString() ?? null,
      phoneVerifiedAt: member.phoneVerifiedAt?.toISOString() ?? null,
    },
    consents: member.privacyConsentAt
      ? [{ document: 'privacy-policy-and-terms', agreedAt: member.privacyConsentAt.toISOString() }]
      : [],
    subscriptions: subscribed,
    // Each with its receipt photo (a data: URL) when one is kept.
    warranties: warranties.map(({ id, hasReceipt: _has, ...w }) => ({
      ...w,
      receipt: receipts.get(id) ?? null,
    })),
    evaluations: of('evaluation'),
    feedback: of('feedback'),
    reservations: of('reservation'),
    applications: of('join'),
    businessMessages: of('business'),
    shares,
    notifications,
    signIns,
  }
})

registerCmsRoute('POST', 'cmsApiMember/delete', async (ctx) => {
  const memberId = await requireMember(ctx.db, ctx.token)
  const input = parseInput(
    v.object({ password: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) }),
    ctx.body ?? {},
  )
  await consumeLimit(ctx.db, 'member-delete', String(memberId), DELETE_LIMIT)
  const [member] = await ctx.db.select().from(members).where(eq(members.id, memberId))
  if (!member) throw new CmsError(401, 'Not logged in', 401)
  if (!(await verify(member.passwordHash, input.password))) {
    throw new CmsError(400, getI18n(ctx.locale)._(msg`The password is not right`), 400)
  }
  const scrub = PERSONAL_FIELDS.reduce(
    (fields, key) => sql`(${fields}) - ${key}::text`,
    sql`${surveyRecords.fields}`,
  )
  await ctx.db.transaction(async (tx) => {
    // Submissions stay for the service's records, without anything that says whose they were.
    const anonymized = await tx
      .update(surveyRecords)
      .set({ memberId: null, phone: null, ip: null, fields: scrub })
      .where(eq(surveyRecords.memberId, memberId))
      .returning({ id: surveyRecords.id })
    // Codes and texts sent to the account's phone.
    await tx.delete(smsCodes).where(eq(smsCodes.phone, member.account))
    await tx.delete(smsOutbox).where(eq(smsOutbox.phone, member.account))
    // The account itself; its sessions, subscriptions, shares, registered tools and
    // notifications go with it (ON DELETE CASCADE).
    await tx.delete(members).where(eq(members.id, memberId))
    await tx.insert(auditLog).values({
      actor: 'member',
      action: 'member.delete',
      entity: 'member',
      entityId: String(memberId),
      // No personal data in the log either: what was removed, counted.
      after: { submissionsAnonymized: anonymized.length },
      ip: null,
    })
  })
  return 1
})
