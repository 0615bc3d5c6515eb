import { randomInt } from 'node:crypto'
import { and, desc, eq, type SQL } from 'drizzle-orm'
import * as v from 'valibot'
import { getI18n } from '~/i18n/i18n'
import { surveyRecords } from '~/server/db/schema'
import { makeFormSchemas, SubmissionEnvelope } from '~/shared/forms/forms.schemas'
import { memberIdForToken } from '../auth'
import { CmsError, Id, Paging, parseInput, registerCmsRoute } from '../core'
import { consumeLimit, countAttempt, overLimit, refund } from '../rate-limit'

/** Spam limit per client IP: FORM_RATE_LIMIT submissions a minute (default 10). */
const SUBMIT_LIMIT = { points: Number(process.env.FORM_RATE_LIMIT ?? 10), duration: 60 }

function reservationNumber(now = new Date()): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '')
  return `R${day}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`
}

/**
 * cmsSurveyRecord/addItem: validates the record by its type and stores it in one statement.
 * A repeated idempotency key (a double click) answers with the first record, storing nothing.
 */
registerCmsRoute('POST', 'common/cmsSurveyRecord/addItem', async (ctx) => {
  const envelope = parseInput(SubmissionEnvelope, ctx.body ?? {})
  if (envelope.website) throw new CmsError(400, 'Submission Failed', 400)
  const schemas = makeFormSchemas(getI18n(ctx.locale))
  const fields = parseInput(schemas[envelope.type], envelope.fields)
  if (envelope.idempotencyKey) {
    const [existing] = await ctx.db
      .select({ id: surveyRecords.id, reference: surveyRecords.reference })
      .from(surveyRecords)
      .where(eq(surveyRecords.idempotencyKey, envelope.idempotencyKey))
    if (existing) return existing
  }
  await consumeLimit(ctx.db, 'survey', ctx.peopleIp ?? 'unknown', SUBMIT_LIMIT)
  const memberId = await memberIdForToken(ctx.db, ctx.token)
  const reference = envelope.type === 'reservation' ? reservationNumber() : null
  const phone = 'phone' in fields ? fields.phone : null
  const [row] = await ctx.db
    .insert(surveyRecords)
    .values({
      type: envelope.type,
      locale: ctx.locale,
      memberId,
      reference,
      phone,
      fields,
      idempotencyKey: envelope.idempotencyKey ?? null,
      ip: ctx.peopleIp ?? null,
    })
    .onConflictDoNothing({ target: surveyRecords.idempotencyKey })
    .returning({ id: surveyRecords.id, reference: surveyRecords.reference })
  if (row) return row
  // A concurrent twin with the same key won the insert: answer with it.
  const [twin] = await ctx.db
    .select({ id: surveyRecords.id, reference: surveyRecords.reference })
    .from(surveyRecords)
    .where(eq(surveyRecords.idempotencyKey, envelope.idempotencyKey ?? ''))
  if (!twin) throw new CmsError(500, 'Submission Failed', 500)
  return twin
})

const ListInput = v.object({
  ...Paging,
  type: v.optional(v.picklist(['reservation', 'evaluation', 'feedback'])),
  reference: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^R\d{14}$/, 'reference: invalid'))),
  phone: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(20))),
})

/**
 * Lookups of one phone's reservations that found nothing, from any number of addresses: past
 * it, that phone's lookups wait (a found reservation gives its point back).
 */
const PHONE_LOOKUP_LIMIT = { points: 10, duration: 3600 }

/**
 * cmsSurveyRecord/list: a member's own records (token), or a visitor's reservation looked up
 * by its number together with the phone it was made with. Nothing else is listed.
 */
registerCmsRoute('POST', 'common/cmsSurveyRecord/list', async (ctx) => {
  const input = parseInput(ListInput, ctx.body ?? {})
  const memberId = await memberIdForToken(ctx.db, ctx.token)
  let where: SQL | undefined
  let phoneLookup: string | undefined
  if (input.reference && input.phone) {
    await consumeLimit(ctx.db, 'survey-lookup', ctx.peopleIp ?? 'unknown', {
      points: 20,
      duration: 60,
    })
    phoneLookup = input.phone
    const attempt = await countAttempt(
      ctx.db,
      'survey-lookup-phone',
      phoneLookup,
      PHONE_LOOKUP_LIMIT,
    )
    if (!attempt.within) throw overLimit()
    where = and(
      eq(surveyRecords.type, 'reservation'),
      eq(surveyRecords.reference, input.reference),
      eq(surveyRecords.phone, input.phone),
    )
  } else if (memberId !== null) {
    where = and(
      eq(surveyRecords.memberId, memberId),
      input.type ? eq(surveyRecords.type, input.type) : undefined,
    )
  } else {
    throw new CmsError(401, 'Log in, or give the reservation number and phone', 401)
  }
  const list = await ctx.db
    .select({
      id: surveyRecords.id,
      type: surveyRecords.type,
      reference: surveyRecords.reference,
      fields: surveyRecords.fields,
      createdAt: surveyRecords.createdAt,
      // Extension: how staff are handling it (reservation tracking in the member centre).
      status: surveyRecords.status,
      scheduledAt: surveyRecords.scheduledAt,
    })
    .from(surveyRecords)
    .where(where)
    .orderBy(desc(surveyRecords.createdAt), desc(surveyRecords.id))
    .limit(input.pageSize)
    .offset((input.pageNo - 1) * input.pageSize)
  if (phoneLookup && list.length > 0) {
    await refund(ctx.db, 'survey-lookup-phone', phoneLookup, PHONE_LOOKUP_LIMIT)
  }
  return { list, pageNo: input.pageNo, pageSize: input.pageSize }
})

/** Extension: a member changes one of their own evaluations. */
registerCmsRoute('POST', 'common/cmsSurveyRecord/editItem', async (ctx) => {
  const memberId = await memberIdForToken(ctx.db, ctx.token)
  if (memberId === null) throw new CmsError(401, 'Not logged in', 401)
  const input = parseInput(
    v.object({
      id: Id,
      fields: v.record(v.string(), v.unknown()),
    }),
    ctx.body ?? {},
  )
  const fields = parseInput(makeFormSchemas(getI18n(ctx.locale)).evaluation, input.fields)
  const [row] = await ctx.db
    .update(surveyRecords)
    .set({ fields, phone: fields.phone })
    .where(
      and(
        eq(surveyRecords.id, input.id),
        eq(surveyRecords.memberId, memberId),
        eq(surveyRecords.type, 'evaluation'),
      ),
    )
    .returning({ id: surveyRecords.id, reference: surveyRecords.reference })
  if (!row) throw new CmsError(404, 'Not Found', 200)
  return row
})
