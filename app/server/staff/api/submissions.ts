import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { toCsv } from '~/server/csv'
import { SUBMISSION_STATUSES, SUBMISSION_TYPES } from '~/shared/staff/roles'
import { audit } from '../audit'
import { type StaffContext, staffRoute } from '../http'
import { DateParam, IdParam, PageQuery, queryOf } from '../list-query'
import {
  exportFieldLabels,
  exportNotes,
  exportSubmissions,
  getSubmission,
  listSubmissions,
  submissionCounts,
  updateSubmission,
  updateSubmissions,
} from '../submissions'

const SubmissionQuery = v.object({
  ...PageQuery,
  type: v.optional(v.picklist(SUBMISSION_TYPES)),
  status: v.optional(v.picklist(SUBMISSION_STATUSES)),
  assignee: v.optional(
    v.union([
      v.literal('none'),
      v.pipe(
        v.string(),
        v.regex(/^[1-9]\d{0,9}$/, 'must be a staff id or none'),
        v.transform(Number),
      ),
    ]),
  ),
  from: DateParam,
  to: DateParam,
  sort: v.optional(v.picklist(['createdAt', 'status', 'scheduledAt', 'updatedAt']), 'createdAt'),
})

const listRoute = async (ctx: StaffContext) =>
  listSubmissions(ctx.db, ctx.parse(SubmissionQuery, queryOf(ctx.url)))
staffRoute('GET', '/submissions', 'submissions', listRoute)

const countsRoute = async (ctx: StaffContext) => submissionCounts(ctx.db)
staffRoute('GET', '/submissions/counts', 'submissions', countsRoute)

const TYPE_LABELS: Record<string, MessageDescriptor> = {
  join: msg`Distributor application`,
  business: msg`Business enquiry`,
  feedback: msg`Feedback`,
  reservation: msg`Reservation`,
  evaluation: msg`Service evaluation`,
}

const STATUS_LABELS: Record<string, MessageDescriptor> = {
  new: msg`New`,
  in_progress: msg`In progress`,
  done: msg`Done`,
}

/** `yyyy-mm-dd hh:mm` in China time: a spreadsheet reads it as a date and time. */
function chinaWallTime(date: Date): string {
  return new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ')
}

/** The filtered view as CSV (UTF-8 with BOM, so spreadsheets read Chinese). */
staffRoute('GET', '/submissions/export.csv', 'submissions', async (ctx) => {
  const query = ctx.parse(SubmissionQuery, queryOf(ctx.url))
  const rows = await exportSubmissions(ctx.db, query)
  const notes = await exportNotes(ctx.db, query)
  // Each form's fields by their labels, in the form's order, and chosen options by their names,
  // in the caller's language; a field no form names any more keeps its key.
  const forms = exportFieldLabels(ctx.i18n, [...new Set(rows.map((r) => r.type))])
  const fieldNames = forms.ordered([...new Set(rows.flatMap((r) => Object.keys(r.fields)))])
  const _ = (d: MessageDescriptor) => ctx.i18n._(d)
  const chinaTime = _(msg`China time, UTC+8`)
  const labelOf = (labels: Record<string, MessageDescriptor>, key: string) => {
    const label = labels[key]
    return label ? _(label) : key
  }
  // Labelled headers in the caller's language; times as China time (the console's), which the
  // header says; types and statuses by name; the internal notes in one column.
  const header = [
    _(msg`Number`),
    _(msg`Type`),
    `${_(msg`Submitted at`)} (${chinaTime})`,
    _(msg`Language`),
    _(msg`Reference`),
    _(msg`Status`),
    _(msg`Assignee`),
    `${_(msg`Scheduled for`)} (${chinaTime})`,
    _(msg`Member number`),
    ...fieldNames.map((f) => forms.label(f)),
    `${_(msg`Internal notes`)} (${chinaTime})`,
  ]
  const lines = rows.map((r) => [
    String(r.id),
    labelOf(TYPE_LABELS, r.type),
    chinaWallTime(r.createdAt),
    r.locale === 'zh' ? _(msg`Chinese`) : _(msg`English`),
    r.reference ?? '',
    labelOf(STATUS_LABELS, r.status),
    r.assigneeName ?? '',
    r.scheduledAt ? chinaWallTime(r.scheduledAt) : '',
    r.memberId === null ? '' : String(r.memberId),
    ...fieldNames.map((f) => {
      const value = r.fields[f]
      return value === undefined || value === null ? '' : forms.value(r.type, f, String(value))
    }),
    (notes.get(r.id) ?? []).map((n) => `${chinaWallTime(n.at)} ${n.author}: ${n.body}`).join('\n'),
  ])
  // Personal data leaving the system: the log says who took which view.
  await audit(ctx.db, ctx.who, {
    action: 'submission.export',
    entity: 'submission',
    after: { filter: queryOf(ctx.url), rows: rows.length },
  })
  const day = new Date().toISOString().slice(0, 10)
  return new Response(toCsv([header, ...lines]), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="submissions-${query.type ?? 'all'}-${day}.csv"`,
      'cache-control': 'no-store',
    },
  })
})

const getRoute = async (ctx: StaffContext) => {
  const { id } = ctx.parse(IdParam, ctx.params)
  return getSubmission(ctx.db, id)
}
staffRoute('GET', '/submissions/:id', 'submissions', getRoute)

const patchRoute = async (ctx: StaffContext) => {
  const { id } = ctx.parse(IdParam, ctx.params)
  const change = await ctx.json(ctx.schemas.submissionPatch)
  return updateSubmission(ctx.db, ctx.who, id, change)
}
staffRoute('PATCH', '/submissions/:id', 'submissions', patchRoute)

const bulkRoute = async (ctx: StaffContext) => {
  const { ids, ...change } = await ctx.json(ctx.schemas.submissionBulk)
  return updateSubmissions(ctx.db, ctx.who, ids, change)
}
staffRoute('POST', '/submissions/bulk', 'submissions', bulkRoute)

/** What each call answers (before JSON), for the console's typed client. */
export type Answer = {
  list: Awaited<ReturnType<typeof listRoute>>
  counts: Awaited<ReturnType<typeof countsRoute>>
  get: Awaited<ReturnType<typeof getRoute>>
  update: Awaited<ReturnType<typeof patchRoute>>
  bulk: Awaited<ReturnType<typeof bulkRoute>>
}
