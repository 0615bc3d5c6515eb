import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { LocaleSchema } from '~/i18n/locale-schema'
import { toCsv } from '~/server/csv'
import { xlsxOf } from '~/server/xlsx-write'
import { COLLECTIONS, CONTENT_COLLECTIONS, type CollectionName } from '~/shared/staff/content'
import { makeContentSchemas } from '~/shared/staff/content-schemas'
import { can } from '~/shared/staff/roles'
import { audit } from '../audit'
import { requireCollection } from '../content/access'
import {
  exportItems,
  ImportRefused,
  importItems,
  MAX_IMPORT_BYTES,
  sheetOf,
} from '../content/transfer'
import { StaffError } from '../errors'
import { actorOf, type StaffContext, staffRoute } from '../http'
import { PageQuery, queryOf } from '../list-query'
import { formFile, uploadForm } from '../multipart'

// Registered before the content calls (api/index.ts): `/<collection>/export.csv` would
// otherwise be read as the item `export.csv`.

const filterValue = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100)))

/** The list's filters (and its sort), as `GET /<collection>` takes them; paging is ignored. */
function exportQuery(name: CollectionName) {
  const filters = Object.fromEntries(
    COLLECTIONS[name].shared.filter((f) => f.filter).map((f) => [f.name, filterValue]),
  )
  return v.object({
    ...PageQuery,
    sort: v.optional(v.picklist(['title', 'updatedAt', 'publishAt', 'status'])),
    state: v.optional(v.picklist(['draft', 'published', 'scheduled'])),
    missing: v.optional(LocaleSchema),
    ...filters,
  })
}

async function exportRoute(ctx: StaffContext, name: CollectionName, format: 'csv' | 'xlsx') {
  requireCollection(ctx, name)
  const q = ctx.parse(exportQuery(name), queryOf(ctx.url))
  const filters: Record<string, string> = {}
  for (const f of COLLECTIONS[name].shared) {
    const value: unknown = f.filter ? Reflect.get(q, f.name) : undefined
    if (typeof value === 'string' && value) filters[f.name] = value
  }
  const items = await exportItems(ctx.db, name, {
    q: q.q,
    dir: q.sort ? q.dir : 'desc',
    sort: q.sort,
    state: q.state,
    missing: q.missing,
    filters,
  })
  const sheet = sheetOf(ctx.i18n, COLLECTIONS[name], items)
  await audit(ctx.db, ctx.who, {
    action: 'content.export',
    entity: name,
    after: { filter: queryOf(ctx.url), rows: items.length, format },
  })
  const day = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)
  const file = `${name}-${day}.${format}`
  const body = format === 'csv' ? toCsv(sheet) : xlsxOf(ctx.i18n._(COLLECTIONS[name].label), sheet)
  return new Response(body, {
    headers: {
      'content-type':
        format === 'csv'
          ? 'text/csv; charset=utf-8'
          : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': `attachment; filename="${file}"`,
      'cache-control': 'no-store',
    },
  })
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * The console's import form posted without its code (a navigation, not a fetch): the answer is
 * a still page saying what was imported or every problem by line, with a link back to the list.
 */
function resultPage(
  ctx: StaffContext,
  name: CollectionName,
  status: number,
  message: string,
  problems: Array<{ line: number; column: string; message: string }>,
) {
  const _ = ctx.i18n._.bind(ctx.i18n)
  const rows = problems
    .map(
      (p) =>
        `<tr><td>${p.line}</td><td>${escapeHtml(p.column)}</td><td>${escapeHtml(p.message)}</td></tr>`,
    )
    .join('')
  const table = rows
    ? `<table><thead><tr><th>${escapeHtml(_(msg`Line`))}</th><th>${escapeHtml(_(msg`Column`))}</th><th>${escapeHtml(_(msg`Problem`))}</th></tr></thead><tbody>${rows}</tbody></table>`
    : ''
  const title = escapeHtml(_(COLLECTIONS[name].label))
  const html = `<!doctype html><html lang="${ctx.locale === 'zh' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1><p role="status">${escapeHtml(message)}</p>${table}<p><a href="/staff/content/${name}">${escapeHtml(_(msg`Back to the list`))}</a></p></main></body></html>`
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'private, no-store',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  })
}

/** A form the browser posted itself (no code ran): it shows the answer as a page. */
const navigated = (ctx: StaffContext) => ctx.request.headers.get('sec-fetch-mode') === 'navigate'

async function importRoute(ctx: StaffContext, name: CollectionName) {
  if (navigated(ctx)) {
    try {
      const answer = await importAnswer(ctx, name)
      if (answer instanceof Response) {
        const body = await answer.json()
        return resultPage(ctx, name, answer.status, body.message, body.problems ?? [])
      }
      const report = ctx.i18n._(
        msg`${answer.rows} rows read: ${answer.created} created, ${answer.updated} changed, ${answer.unchanged} unchanged.`,
      )
      return resultPage(ctx, name, 200, report, [])
    } catch (error) {
      if (!(error instanceof StaffError)) throw error
      const text = error.descriptor ? ctx.i18n._(error.descriptor) : error.message
      return resultPage(ctx, name, error.status, text, [])
    }
  }
  return importAnswer(ctx, name)
}

async function importAnswer(ctx: StaffContext, name: CollectionName) {
  requireCollection(ctx, name)
  const form = await uploadForm(
    ctx,
    MAX_IMPORT_BYTES + 64 * 1024,
    msg`The file is too large: at most 10 MB`,
  )
  const file = formFile(ctx, form, msg`Choose a CSV or XLSX file`)
  if (file.size > MAX_IMPORT_BYTES) {
    return refusal(413, ctx.i18n._(msg`The file is too large: at most 10 MB`))
  }
  try {
    return await importItems(
      {
        db: ctx.db,
        who: ctx.who,
        i18n: ctx.i18n,
        schemas: makeContentSchemas(ctx.i18n, COLLECTIONS[name]),
        mayPublish: can(actorOf(ctx).role, 'publish'),
      },
      name,
      { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name },
    )
  } catch (error) {
    if (!(error instanceof ImportRefused)) throw error
    const lines = new Set(error.problems.map((p) => p.line)).size
    return refusal(
      400,
      ctx.i18n._(msg`Nothing was imported: ${lines} lines have problems`),
      error.problems,
    )
  }
}

/** A refused import: the envelope of every failure, with the problems by line. */
function refusal(status: number, message: string, problems: unknown[] = []) {
  return Response.json(
    { code: status, message, data: null, problems },
    { status, headers: { 'cache-control': 'no-store' } },
  )
}

for (const name of CONTENT_COLLECTIONS) {
  staffRoute('GET', `/${name}/export.csv`, 'content', (ctx) => exportRoute(ctx, name, 'csv'))
  staffRoute('GET', `/${name}/export.xlsx`, 'content', (ctx) => exportRoute(ctx, name, 'xlsx'))
  staffRoute('POST', `/${name}/import`, 'content', (ctx) => importRoute(ctx, name), {
    body: 'multipart',
  })
}

/** What the import answers (before JSON), for the console's typed client. */
export type Answer = {
  import: Awaited<ReturnType<typeof importItems>>
}
