import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm'
import { likePattern } from '~/server/cms/core'
import type { Db } from '~/server/db/client'
import {
  auditLog,
  memberNotifications,
  members,
  staffUsers,
  submissionNotes,
  surveyRecords,
} from '~/server/db/schema'
import { businessFields } from '~/shared/forms/fields/business'
import { evaluationFields, ratingOptions } from '~/shared/forms/fields/evaluation'
import { feedbackFields } from '~/shared/forms/fields/feedback'
import { joinFields } from '~/shared/forms/fields/join'
import { reservationFields } from '~/shared/forms/fields/reservation'
import type { FormField } from '~/shared/forms/form-field'
import { SUBMISSION_TYPES, type SubmissionStatus, type SubmissionType } from '~/shared/staff/roles'
import { type AuditActor, audit } from './audit'
import { StaffError } from './errors'

export type SubmissionQuery = {
  type?: SubmissionType
  status?: SubmissionStatus
  /** A staff id, or 'none' for unassigned ones. */
  assignee?: number | 'none'
  q: string
  from?: Date
  to?: Date
  sort: 'createdAt' | 'status' | 'scheduledAt' | 'updatedAt'
  dir: 'asc' | 'desc'
  page: number
  pageSize: number
}

function whereOf(query: Omit<SubmissionQuery, 'sort' | 'dir' | 'page' | 'pageSize'>) {
  const pattern = query.q ? likePattern(query.q) : null
  return and(
    query.type ? eq(surveyRecords.type, query.type) : undefined,
    query.status ? eq(surveyRecords.status, query.status) : undefined,
    query.assignee === 'none'
      ? isNull(surveyRecords.assigneeId)
      : query.assignee
        ? eq(surveyRecords.assigneeId, query.assignee)
        : undefined,
    pattern
      ? or(
          ilike(surveyRecords.reference, pattern),
          ilike(surveyRecords.phone, pattern),
          // The submitted fields as text: names, companies, models, messages.
          ilike(sql`${surveyRecords.fields}::text`, pattern),
        )
      : undefined,
    query.from ? gte(surveyRecords.createdAt, query.from) : undefined,
    query.to ? lt(surveyRecords.createdAt, new Date(query.to.getTime() + 86_400_000)) : undefined,
  )
}

const ROW = {
  id: surveyRecords.id,
  type: surveyRecords.type,
  locale: surveyRecords.locale,
  reference: surveyRecords.reference,
  phone: surveyRecords.phone,
  fields: surveyRecords.fields,
  status: surveyRecords.status,
  assigneeId: surveyRecords.assigneeId,
  assigneeName: sql<string | null>`coalesce(nullif(${staffUsers.name}, ''), ${staffUsers.email})`,
  scheduledAt: surveyRecords.scheduledAt,
  memberId: surveyRecords.memberId,
  createdAt: surveyRecords.createdAt,
  updatedAt: surveyRecords.updatedAt,
}

function orderOf(query: Pick<SubmissionQuery, 'sort' | 'dir'>): SQL[] {
  const column = {
    createdAt: surveyRecords.createdAt,
    status: surveyRecords.status,
    scheduledAt: surveyRecords.scheduledAt,
    updatedAt: surveyRecords.updatedAt,
  }[query.sort]
  const primary =
    query.dir === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`
  return [primary, desc(surveyRecords.id)]
}

export async function listSubmissions(db: Db, query: SubmissionQuery) {
  const where = whereOf(query)
  const [list, [total]] = await Promise.all([
    db
      .select(ROW)
      .from(surveyRecords)
      .leftJoin(staffUsers, eq(staffUsers.id, surveyRecords.assigneeId))
      .where(where)
      .orderBy(...orderOf(query))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(surveyRecords).where(where),
  ])
  return { list, total: total?.n ?? 0, page: query.page, pageSize: query.pageSize }
}

/** Rows of an export: the filtered view without paging, at most 100,000. */
export async function exportSubmissions(db: Db, query: SubmissionQuery) {
  return db
    .select(ROW)
    .from(surveyRecords)
    .leftJoin(staffUsers, eq(staffUsers.id, surveyRecords.assigneeId))
    .where(whereOf(query))
    .orderBy(...orderOf(query))
    .limit(100_000)
}

/** The internal notes of the submissions a filter selects: record id → notes, oldest first. */
export async function exportNotes(db: Db, query: SubmissionQuery) {
  const rows = await db
    .select({
      recordId: submissionNotes.recordId,
      author: submissionNotes.author,
      body: submissionNotes.body,
      at: submissionNotes.createdAt,
    })
    .from(submissionNotes)
    .innerJoin(surveyRecords, eq(surveyRecords.id, submissionNotes.recordId))
    .where(whereOf(query))
    .orderBy(asc(submissionNotes.id))
  const byRecord = new Map<number, Array<{ author: string; body: string; at: Date }>>()
  for (const r of rows) {
    const list = byRecord.get(r.recordId) ?? []
    list.push(r)
    byRecord.set(r.recordId, list)
  }
  return byRecord
}

/** Counts per type and status: the inbox badges. */
export async function submissionCounts(db: Db) {
  return db
    .select({ type: surveyRecords.type, status: surveyRecords.status, n: count() })
    .from(surveyRecords)
    .groupBy(surveyRecords.type, surveyRecords.status)
}

export async function getSubmission(db: Db, id: number) {
  const [row] = await db
    .select({ ...ROW, memberAccount: members.account })
    .from(surveyRecords)
    .leftJoin(staffUsers, eq(staffUsers.id, surveyRecords.assigneeId))
    .leftJoin(members, eq(members.id, surveyRecords.memberId))
    .where(eq(surveyRecords.id, id))
  if (!row) throw new StaffError(404, msg`No such submission`)
  const [notes, history] = await Promise.all([
    db
      .select()
      .from(submissionNotes)
      .where(eq(submissionNotes.recordId, id))
      .orderBy(asc(submissionNotes.createdAt), asc(submissionNotes.id)),
    db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        actor: auditLog.actor,
        action: auditLog.action,
        before: auditLog.before,
        after: auditLog.after,
      })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'submission'), eq(auditLog.entityId, String(id))))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(100),
  ])
  return { ...row, notes, history }
}

export type SubmissionChange = {
  status?: SubmissionStatus
  assigneeId?: number | null
  note?: string
  scheduledAt?: Date | null
}

async function assertAssignee(db: Db, assigneeId: number | null | undefined) {
  if (assigneeId === undefined || assigneeId === null) return
  const [row] = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(
      and(
        eq(staffUsers.id, assigneeId),
        isNull(staffUsers.disabledAt),
        inArray(staffUsers.role, ['admin', 'service']),
      ),
    )
  if (!row) throw new StaffError(400, msg`This person cannot take submissions`)
}

function statusSnapshot(row: {
  status: string
  assigneeId: number | null
  scheduledAt: Date | null
}) {
  return {
    status: row.status,
    assigneeId: row.assigneeId,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
  }
}

/**
 * Changes one submission (status, assignee, scheduled time, a note) in one transaction with its
 * audit entry. When a member's reservation changes status or time, the member is told in the
 * member centre's notifications.
 */
async function applyChange(tx: Db, who: AuditActor, id: number, change: SubmissionChange) {
  const [before] = await tx
    .select()
    .from(surveyRecords)
    .where(eq(surveyRecords.id, id))
    .for('update')
  if (!before) throw new StaffError(404, msg`No such submission`)
  const next = {
    status: change.status ?? before.status,
    assigneeId: change.assigneeId === undefined ? before.assigneeId : change.assigneeId,
    scheduledAt: change.scheduledAt === undefined ? before.scheduledAt : change.scheduledAt,
  }
  const changed =
    next.status !== before.status ||
    next.assigneeId !== before.assigneeId ||
    next.scheduledAt?.getTime() !== before.scheduledAt?.getTime()
  if (changed) {
    await tx
      .update(surveyRecords)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(surveyRecords.id, id))
    await audit(tx, who, {
      action: 'submission.update',
      entity: 'submission',
      entityId: id,
      before: statusSnapshot(before),
      after: statusSnapshot(next),
    })
  }
  if (change.note) {
    await tx.insert(submissionNotes).values({
      recordId: id,
      staffId: who.staffId,
      author: who.label,
      body: change.note,
    })
    await tx.update(surveyRecords).set({ updatedAt: new Date() }).where(eq(surveyRecords.id, id))
    await audit(tx, who, {
      action: 'submission.note',
      entity: 'submission',
      entityId: id,
      after: { note: change.note },
    })
  }
  const tellMember =
    before.type === 'reservation' &&
    before.memberId !== null &&
    (next.status !== before.status || next.scheduledAt?.getTime() !== before.scheduledAt?.getTime())
  if (tellMember && before.memberId !== null) {
    await tx.insert(memberNotifications).values({
      memberId: before.memberId,
      kind: 'reservation',
      recordId: id,
      data: {
        reference: before.reference,
        status: next.status,
        scheduledAt: next.scheduledAt?.toISOString() ?? null,
      },
    })
  }
}

export async function updateSubmission(
  db: Db,
  who: AuditActor,
  id: number,
  change: SubmissionChange,
) {
  await assertAssignee(db, change.assigneeId)
  await db.transaction((tx) => applyChange(tx, who, id, change))
  return getSubmission(db, id)
}

/** The same change on many submissions at once, all or none. */
export async function updateSubmissions(
  db: Db,
  who: AuditActor,
  ids: number[],
  change: Omit<SubmissionChange, 'note' | 'scheduledAt'>,
) {
  await assertAssignee(db, change.assigneeId)
  const unique = [...new Set(ids)].sort((a, b) => a - b)
  await db.transaction(async (tx) => {
    for (const id of unique) await applyChange(tx, who, id, change)
  })
  return { updated: unique.length }
}

const FORM_FIELDS: Record<SubmissionType, (i18n: I18n) => FormField[]> = {
  join: joinFields,
  business: businessFields,
  feedback: feedbackFields,
  reservation: reservationFields,
  evaluation: evaluationFields,
}

/**
 * The labels of the forms' fields and of their options, in the reader's language, for the
 * export: `label(name)` is the field's label in the first of `types` that has it (its key when
 * none does), `value(type, name, raw)` a chosen option's name (the raw value otherwise).
 */
export function exportFieldLabels(i18n: I18n, types: string[]) {
  const byType = new Map<string, FormField[]>()
  for (const type of types) {
    const known = SUBMISSION_TYPES.find((t) => t === type)
    if (known) byType.set(type, FORM_FIELDS[known](i18n))
  }
  const ratings = ratingOptions(i18n)
  const ranks = new Map<string, number>()
  for (const fields of byType.values()) {
    for (const f of fields) if (!ranks.has(f.name)) ranks.set(f.name, ranks.size)
  }
  return {
    /** The names in the forms' order (as a visitor fills them in), unknown ones last. */
    ordered(names: string[]): string[] {
      const rank = (name: string) => ranks.get(name) ?? Number.MAX_SAFE_INTEGER
      return [...names].sort((a, b) => rank(a) - rank(b))
    },
    label(name: string): string {
      for (const fields of byType.values()) {
        const field = fields.find((f) => f.name === name)
        if (field) return field.label
      }
      return name
    },
    value(type: string, name: string, raw: string): string {
      const field = byType.get(type)?.find((f) => f.name === name)
      // An evaluation's ratings are radio groups that take the rating options.
      const options = field?.options ?? (type === 'evaluation' && field ? ratings : [])
      return options.find((o) => o.value === raw)?.label ?? raw
    },
  }
}
