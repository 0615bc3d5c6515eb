import * as v from 'valibot'
import { toCsv } from '~/server/csv'
import { SUBMISSION_STATUSES, SUBMISSION_TYPES } from '~/shared/staff/roles'
import { audit } from '../audit'
import { staffRoute } from '../http'
import { DateParam, IdParam, PageQuery, queryOf } from '../list-query'
import {
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

staffRoute('GET', '/submissions', 'submissions', async (ctx) =>
  listSubmissions(ctx.db, ctx.parse(SubmissionQuery, queryOf(ctx.url))),
)

staffRoute('GET', '/submissions/counts', 'submissions', async (ctx) => submissionCounts(ctx.db))

/** The filtered view as CSV (UTF-8 with BOM, so spreadsheets read Chinese). */
staffRoute('GET', '/submissions/export.csv', 'submissions', async (ctx) => {
  const query = ctx.parse(SubmissionQuery, queryOf(ctx.url))
  const rows = await exportSubmissions(ctx.db, query)
  const fieldNames = [...new Set(rows.flatMap((r) => Object.keys(r.fields)))]
  const header = [
    'id',
    'type',
    'createdAt',
    'locale',
    'reference',
    'status',
    'assignee',
    'scheduledAt',
    'memberId',
    ...fieldNames,
  ]
  const lines = rows.map((r) => [
    String(r.id),
    r.type,
    r.createdAt.toISOString(),
    r.locale,
    r.reference ?? '',
    r.status,
    r.assigneeName ?? '',
    r.scheduledAt?.toISOString() ?? '',
    r.memberId === null ? '' : String(r.memberId),
    ...fieldNames.map((f) => {
      const value = r.fields[f]
      return value === undefined || value === null ? '' : String(value)
    }),
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

staffRoute('GET', '/submissions/:id', 'submissions', async (ctx) => {
  const { id } = ctx.parse(IdParam, ctx.params)
  return getSubmission(ctx.db, id)
})

staffRoute('PATCH', '/submissions/:id', 'submissions', async (ctx) => {
  const { id } = ctx.parse(IdParam, ctx.params)
  const change = await ctx.json(ctx.schemas.submissionPatch)
  return updateSubmission(ctx.db, ctx.who, id, change)
})

staffRoute('POST', '/submissions/bulk', 'submissions', async (ctx) => {
  const { ids, ...change } = await ctx.json(ctx.schemas.submissionBulk)
  return updateSubmissions(ctx.db, ctx.who, ids, change)
})
