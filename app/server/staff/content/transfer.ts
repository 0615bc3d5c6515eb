import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { parse } from 'csv-parse'
import * as v from 'valibot'
import { getI18n } from '~/i18n/i18n'
import { type Locale, locales } from '~/i18n/locale'
import { issuePath } from '~/lib/field-errors'
import type { Db } from '~/server/db/client'
import { XlsxFormatError, XlsxLimitError, xlsxSheetRows } from '~/server/xlsx-rows'
import {
  COLLECTIONS,
  type CollectionDef,
  type CollectionName,
  type ContentItem,
  type FieldDef,
  PUBLISH_AT_FIELD,
} from '~/shared/staff/content'
import type { ContentSchemas } from '~/shared/staff/content-schemas'
import { type AuditActor, audit } from '../audit'
import { StaffError } from '../errors'
import { purgeContent } from '../purge'
import { purgePathsOf } from './paths'
import {
  type ContentListQuery,
  createContentItem,
  getContentItem,
  listContent,
  updateContentItem,
} from './service'
import type { Values } from './values'

/**
 * Export and import of a content collection as a spreadsheet: one row per item, each
 * language's fields in columns of their own (`Title (en)`, `Title (zh)`) beside the shared
 * ones. The header names each field by its label in the reader's language; the import knows
 * the labels of both languages and the machine keys (`en.title`, `categoryId`), so a file made
 * in either console, or by a script, comes back. An import is all or nothing: every row is
 * validated and saved through the same path as the console's saves (revisions, audit entries)
 * in one transaction, which is rolled back when any row fails.
 */

/** Items one export holds at most. */
export const MAX_EXPORT_ITEMS = 10_000
/** Rows (items) one import takes at most. */
export const MAX_IMPORT_ROWS = 2_000
/** Bytes of one import file at most. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024

type Column = {
  /** The machine key: `id`, `status`, `en.title`, `categoryId`, `file.size`. */
  key: string
  label: (i18n: I18n) => string
  field?: FieldDef
  lang?: Locale
  /** The part of a file field this column holds. */
  part?: 'url' | 'type' | 'size'
}

const ID_LABEL = msg`Item ID`
const STATUS_LABEL = msg`Status`
const STATUS_LABELS: Record<string, MessageDescriptor> = {
  draft: msg`Draft`,
  published: msg`Published`,
}
const FILE_TYPE_LABEL = msg`file type`
const FILE_SIZE_LABEL = msg`bytes`

/** The columns of a collection's spreadsheet, in order. */
export function columnsOf(def: CollectionDef): Column[] {
  const columns: Column[] = [{ key: 'id', label: (i18n) => i18n._(ID_LABEL) }]
  if (def.publishing) {
    columns.push({ key: 'status', label: (i18n) => i18n._(STATUS_LABEL) })
    if (!def.dateField) {
      columns.push({
        key: 'publishAt',
        label: (i18n) => i18n._(PUBLISH_AT_FIELD.label),
        field: PUBLISH_AT_FIELD,
      })
    }
  }
  for (const lang of locales) {
    for (const field of def.localized) {
      columns.push({
        key: `${lang}.${field.name}`,
        label: (i18n) => `${i18n._(field.label)} (${lang})`,
        field,
        lang,
      })
    }
  }
  for (const field of def.shared) {
    if (field.kind === 'file') {
      columns.push(
        { key: field.name, label: (i18n) => i18n._(field.label), field, part: 'url' },
        {
          key: `${field.name}.type`,
          label: (i18n) => `${i18n._(field.label)} (${i18n._(FILE_TYPE_LABEL)})`,
          field,
          part: 'type',
        },
        {
          key: `${field.name}.size`,
          label: (i18n) => `${i18n._(field.label)} (${i18n._(FILE_SIZE_LABEL)})`,
          field,
          part: 'size',
        },
      )
    } else columns.push({ key: field.name, label: (i18n) => i18n._(field.label), field })
  }
  return columns
}

// ---- Values as cells ----

/** An ISO time in China time: `2026-12-03T14:05:00+08:00` (milliseconds only when there are). */
export function chinaIso(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value
  const wall = new Date(date.getTime() + 8 * 3_600_000).toISOString()
  const ms = wall.slice(19, 23)
  return `${wall.slice(0, 19)}${ms === '.000' ? '' : ms}+08:00`
}

/** Rows of name and value, one a line (`name: value`); JSON when a line could not say it. */
/** The two keys of a row field's rows, written `first: second` a line. */
type RowKeys = readonly [first: string, second: string]
const ROW_KEYS = {
  specs: ['name', 'value'],
  links: ['name', 'url'],
  partNames: ['partNumber', 'name'],
} as const satisfies Record<string, RowKeys>

function rowsCell(rows: unknown, [first, second]: RowKeys): string {
  if (!Array.isArray(rows) || rows.length === 0) return ''
  const pairs = rows.map((r) => [String(r?.[first] ?? ''), String(r?.[second] ?? '')] as const)
  const plain = pairs.every(([a, b]) => !/:|\n|^\[/.test(a) && !b.includes('\n'))
  return plain ? pairs.map(([a, b]) => `${a}: ${b}`).join('\n') : JSON.stringify(rows)
}

function cellOf(i18n: I18n, column: Column, item: ContentItem): string {
  if (column.key === 'id') return item.id
  if (column.key === 'status') return i18n._(STATUS_LABELS[item.status] ?? STATUS_LABEL)
  if (column.key === 'publishAt') return item.publishAt ? chinaIso(item.publishAt) : ''
  const field = column.field
  if (!field) return ''
  const source: Record<string, unknown> | null = column.lang ? item[column.lang] : item
  if (!source) return ''
  const value = source[field.name]
  if (value === null || value === undefined) return ''
  switch (field.kind) {
    case 'gallery':
      return Array.isArray(value) ? value.join('\n') : ''
    case 'refs':
      return Array.isArray(value) ? value.join(', ') : ''
    case 'specs':
    case 'links':
    case 'partNames':
      return rowsCell(value, ROW_KEYS[field.kind])
    case 'parts':
      // Numbers by the row (callout, part number, quantity, place): the JSON the import reads.
      return Array.isArray(value) && value.length ? JSON.stringify(value) : ''
    case 'boolean':
      return value === true ? i18n._(msg`Yes`) : i18n._(msg`No`)
    case 'select': {
      const option = field.options?.find((o) => o.value === value)
      return option ? i18n._(option.label) : String(value)
    }
    case 'datetime':
      return typeof value === 'string' || value instanceof Date ? chinaIso(value) : ''
    case 'file': {
      if (typeof value !== 'object') return ''
      const part = Reflect.get(value, column.part ?? 'url')
      return part === undefined || part === null ? '' : String(part)
    }
    default:
      return String(value)
  }
}

/** The header and rows of a collection's items, in the reader's language. */
export function sheetOf(i18n: I18n, def: CollectionDef, items: ContentItem[]): string[][] {
  const columns = columnsOf(def)
  return [
    columns.map((c) => c.label(i18n)),
    ...items.map((item) => columns.map((c) => cellOf(i18n, c, item))),
  ]
}

/** Every item the list's filters choose (at most MAX_EXPORT_ITEMS; 400 past it). */
export async function exportItems(
  db: Db,
  name: CollectionName,
  query: Omit<ContentListQuery, 'page' | 'pageSize'>,
): Promise<ContentItem[]> {
  const first = await listContent(db, name, { ...query, page: 1, pageSize: MAX_EXPORT_ITEMS })
  if (first.total > MAX_EXPORT_ITEMS) {
    throw new StaffError(400, msg`More than 10,000 items match: narrow the filters first`)
  }
  const items: ContentItem[] = []
  for (const row of first.list) items.push(await getContentItem(db, name, row.id))
  return items
}

// ---- Cells as values ----

/** The file's rows: CSV (UTF-8, a BOM or none) or XLSX (its first sheet), cells as text. */
export async function readSheet(
  bytes: Uint8Array,
  format: 'csv' | 'xlsx',
): Promise<Array<{ line: number; cells: string[] }>> {
  const rows: Array<{ line: number; cells: string[] }> = []
  const tooMany = () => new StaffError(413, msg`The file has more than 2,000 rows: split it`)
  if (format === 'xlsx') {
    try {
      for await (const row of xlsxSheetRows(bytes, {
        maxUncompressedBytes: 64 * 1024 * 1024,
        maxRows: MAX_IMPORT_ROWS + 1,
        maxCells: 2_000_000,
      })) {
        rows.push(row)
      }
    } catch (error) {
      if (error instanceof XlsxLimitError) {
        if (error.limit === 'rows') throw tooMany()
        throw new StaffError(413, msg`The file is too large`)
      }
      if (error instanceof XlsxFormatError) {
        throw new StaffError(400, msg`The file is neither CSV nor an XLSX workbook`)
      }
      throw error
    }
    return rows
  }
  const parser = parse({ bom: true, relax_column_count: true, info: true })
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes)
  parser.end(text)
  try {
    for await (const record of parser) {
      const cells: string[] = record.record
      if (cells.every((c) => c.trim() === '')) continue
      if (rows.length > MAX_IMPORT_ROWS) throw tooMany()
      // The row as a spreadsheet numbers it (a quoted cell may hold line breaks).
      rows.push({ line: record.info.records, cells })
    }
  } catch (error) {
    if (error instanceof StaffError) throw error
    throw new StaffError(400, msg`The file could not be read as CSV: check its quotes`)
  }
  return rows
}

/** Normalized header text, for matching. */
const headerKey = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase()

/** Header text (a label in either language, or a key) → column. */
function headerIndex(def: CollectionDef): Map<string, Column> {
  const out = new Map<string, Column>()
  const columns = columnsOf(def)
  for (const column of columns) out.set(headerKey(column.key), column)
  for (const locale of locales) {
    const i18n = getI18n(locale)
    for (const column of columns) {
      const key = headerKey(column.label(i18n))
      if (!out.has(key)) out.set(key, column)
    }
  }
  return out
}

/** A value in any case, by itself or by the label of either language. */
function matchOption(
  cell: string,
  options: ReadonlyArray<{ value: string; label: MessageDescriptor }>,
): string | undefined {
  const wanted = headerKey(cell)
  for (const option of options) {
    if (headerKey(option.value) === wanted) return option.value
    for (const locale of locales) {
      if (headerKey(getI18n(locale)._(option.label)) === wanted) return option.value
    }
  }
  return undefined
}

const YES = new Set(['yes', 'true', '1', '是', 'y'])
const NO = new Set(['no', 'false', '0', '否', 'n', ''])

/** A time as written by the export, as ISO with any offset, or as China wall time. */
function timeOf(cell: string): string {
  const wall = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/.exec(cell)
  return wall ? `${wall[1]}T${wall[2]}+08:00` : cell
}

type CellError = { message: MessageDescriptor }

/** Rows of a `name: value` cell (or its JSON form). */
function rowsOf(cell: string, [first, second]: RowKeys): unknown[] | CellError {
  if (cell.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(cell)
      if (Array.isArray(parsed)) return parsed
    } catch {}
    return { message: msg`Write one row a line, as “name: value”` }
  }
  const out: unknown[] = []
  for (const line of cell.split(/\r?\n/)) {
    if (!line.trim()) continue
    const at = line.indexOf(':')
    if (at < 0) return { message: msg`Write one row a line, as “name: value”` }
    out.push({ [first]: line.slice(0, at).trim(), [second]: line.slice(at + 1).trim() })
  }
  return out
}

/** The value a cell holds for a field; undefined when it says nothing. */
function cellValue(field: FieldDef, cell: string): unknown | CellError {
  switch (field.kind) {
    case 'gallery':
      return cell
        .split(/\r?\n/)
        .map((s) => s.trim())
        .filter(Boolean)
    case 'refs':
      return cell.split(/[\s,，]+/).filter(Boolean)
    case 'specs':
    case 'links':
    case 'partNames':
      return rowsOf(cell, ROW_KEYS[field.kind])
    case 'parts':
      return cell === '' ? [] : rowsOf(cell, ['number', 'partNumber'])
    case 'integer':
    case 'number': {
      if (cell === '') return undefined
      const n = Number(cell)
      return Number.isNaN(n) ? cell : n
    }
    case 'boolean': {
      const word = headerKey(cell)
      if (YES.has(word) || word === headerKey(getI18n('zh')._(msg`Yes`))) return true
      if (NO.has(word) || word === headerKey(getI18n('zh')._(msg`No`))) return false
      return { message: msg`Write yes or no` }
    }
    case 'select':
      return cell === '' ? null : (matchOption(cell, field.options ?? []) ?? cell)
    case 'ref':
      return cell === '' ? null : /^\d+$/.test(cell) ? Number(cell) : cell
    case 'datetime':
      return cell === '' ? null : timeOf(cell)
    default:
      return cell
  }
}

/** A cell the export guarded against spreadsheet formulas (`'=…`) as it was. */
const unguard = (cell: string) => (/^'[=+\-@]/.test(cell) ? cell.slice(1) : cell)

export type ImportProblem = {
  /** The file's line (1: the header). */
  line: number
  /** The column's machine key (`en.title`), or '' for the whole row. */
  field: string
  /** The column as the file's header names it. */
  column: string
  message: string
}

export type ImportReport = {
  rows: number
  created: number
  updated: number
  unchanged: number
  /** The ids of the items made, in the order of the file's rows. */
  createdIds: string[]
}

type ImportCtx = {
  db: Db
  who: AuditActor
  i18n: I18n
  schemas: ContentSchemas
  /** Whether the caller may make content live (an author's rows may not: each such row is a problem). */
  mayPublish: boolean
  purge?: boolean
}

/** Every problem of an import at once; nothing was written. */
export class ImportRefused extends Error {
  readonly problems: ImportProblem[]
  constructor(problems: ImportProblem[]) {
    super('import refused')
    this.problems = problems
  }
}

type ParsedRow = { line: number; id: string | null; body: Values; cells: Map<string, string> }

/** The rows of the file as bodies of saves, or the problems of its header. */
function rowsToBodies(
  ctx: ImportCtx,
  def: CollectionDef,
  rows: Array<{ line: number; cells: string[] }>,
  problems: ImportProblem[],
): { parsed: ParsedRow[]; headerOf: Map<string, string> } {
  const _ = (d: MessageDescriptor) => ctx.i18n._(d)
  const [header, ...data] = rows
  const headerOf = new Map<string, string>()
  if (!header) throw new StaffError(400, msg`The file is empty: it needs a header row`)
  const known = headerIndex(def)
  const columns: Array<Column | null> = header.cells.map((text, index) => {
    if (text.trim() === '') return null
    const column = known.get(headerKey(text))
    if (!column) {
      problems.push({
        line: header.line,
        field: '',
        column: text,
        message: _(msg`Unknown column: it names no field of these items`),
      })
      return null
    }
    if (headerOf.has(column.key)) {
      problems.push({
        line: header.line,
        field: column.key,
        column: text,
        message: _(msg`This column is in the file twice`),
      })
      return null
    }
    headerOf.set(column.key, header.cells[index] ?? column.key)
    return column
  })
  // A header the import cannot read says so alone: its rows would only repeat it.
  if (problems.length) throw new ImportRefused(problems)
  // A problem of a column the file does not have is told by its label in the reader's language.
  for (const column of columnsOf(def)) {
    if (!headerOf.has(column.key)) headerOf.set(column.key, column.label(ctx.i18n))
  }
  const parsed: ParsedRow[] = []
  for (const row of data) {
    const cells = new Map<string, string>()
    columns.forEach((column, index) => {
      if (column) cells.set(column.key, unguard((row.cells[index] ?? '').trim()))
    })
    const body: Values = {}
    const fail = (key: string, message: MessageDescriptor) =>
      problems.push({
        line: row.line,
        field: key,
        column: headerOf.get(key) ?? key,
        message: _(message),
      })
    const status = cells.get('status')
    if (status !== undefined && status !== '') {
      const value = matchOption(status, [
        { value: 'draft', label: msg`Draft` },
        { value: 'published', label: msg`Published` },
      ])
      if (value) body.status = value
      else fail('status', msg`Choose draft or published`)
    }
    const languages: Partial<Record<Locale, Values>> = {}
    for (const column of columns) {
      if (!column?.field || column.key === 'status') continue
      const cell = cells.get(column.key) ?? ''
      if (column.part === 'type' || column.part === 'size') continue
      if (column.part === 'url') {
        const sizeCell = cells.get(`${column.key}.size`) ?? ''
        const size = sizeCell === '' ? 0 : Number(sizeCell)
        if (Number.isNaN(size)) fail(`${column.key}.size`, msg`Enter a whole number`)
        body[column.key] =
          cell === '' ? null : { url: cell, type: cells.get(`${column.key}.type`) ?? '', size }
        continue
      }
      const value = cellValue(column.field, cell)
      if (value !== null && typeof value === 'object' && 'message' in value) {
        fail(column.key, (value as CellError).message)
        continue
      }
      if (column.lang) {
        const values = languages[column.lang] ?? {}
        if (value !== undefined) values[column.field.name] = value
        languages[column.lang] = values
      } else if (value !== undefined) body[column.key] = value
    }
    for (const lang of locales) {
      const values = languages[lang]
      if (!values) continue
      // A language whose every cell is empty is not there (an item without that version).
      const said = def.localized.some((f) => (cells.get(`${lang}.${f.name}`) ?? '') !== '')
      body[lang] = said ? values : null
    }
    const id = cells.get('id') ?? ''
    parsed.push({ line: row.line, id: id === '' ? null : id, body, cells })
  }
  return { parsed, headerOf }
}

/** Valibot issues of a row as its problems, by column. */
function issueProblems(
  line: number,
  issues: readonly v.BaseIssue<unknown>[],
  headerOf: Map<string, string>,
): ImportProblem[] {
  const seen = new Set<string>()
  const out: ImportProblem[] = []
  for (const issue of issues) {
    const path = issuePath(issue)
    // A spec's row (`en.specs.2.name`) is told on its column.
    const key = [...headerOf.keys()].find((k) => path === k || path.startsWith(`${k}.`)) ?? path
    if (seen.has(key)) continue
    seen.add(key)
    out.push({ line, field: key, column: headerOf.get(key) ?? key, message: issue.message })
  }
  return out
}

/** Stable JSON (keys sorted), to tell an unchanged row. */
function stable(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date)) {
      return Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
    }
    return v
  })
}

/** The stored item in the shape of a whole body (as the service reads a save). */
function bodyOfItem(def: CollectionDef, item: ContentItem): Values {
  const body: Values = { status: item.status }
  if (!def.dateField) body.publishAt = item.publishAt
  for (const f of def.shared) body[f.name] = item[f.name]
  for (const lang of locales) {
    const values = item[lang]
    if (!values) body[lang] = null
    else {
      const { id: _id, ...fields } = values
      body[lang] = fields
    }
  }
  return body
}

/** The body a patch makes of the stored one (a language's fields merge, as a save does). */
function merged(before: Values, patch: Values): Values {
  const out: Values = { ...before }
  for (const [key, value] of Object.entries(patch)) {
    const current = out[key]
    if ((key === 'en' || key === 'zh') && value && typeof value === 'object') {
      out[key] = { ...(current && typeof current === 'object' ? current : {}), ...value }
    } else out[key] = value
  }
  return out
}

/**
 * Imports a file of items: rows with an `id` change that item, rows without make one. All or
 * nothing: any problem (of any row) throws ImportRefused with every problem found, and nothing
 * is written. The caches are purged once, after the commit.
 */
export async function importItems(
  ctx: ImportCtx,
  name: CollectionName,
  file: { bytes: Uint8Array; name: string },
): Promise<ImportReport> {
  const def = COLLECTIONS[name]
  const _ = (d: MessageDescriptor) => ctx.i18n._(d)
  const zip = file.bytes[0] === 0x50 && file.bytes[1] === 0x4b
  const format = zip || /\.xlsx$/i.test(file.name) ? 'xlsx' : 'csv'
  const rows = await readSheet(file.bytes, format)
  const problems: ImportProblem[] = []
  const { parsed, headerOf } = rowsToBodies(ctx, def, rows, problems)
  if (!parsed.length && !problems.length) {
    throw new StaffError(400, msg`The file has no rows under its header`)
  }
  const seen = new Map<string, number>()
  for (const row of parsed) {
    if (!row.id) continue
    const first = seen.get(row.id)
    if (first !== undefined) {
      problems.push({
        line: row.line,
        field: 'id',
        column: headerOf.get('id') ?? 'id',
        message: _(msg`This item is in the file twice (line ${first})`),
      })
    } else seen.set(row.id, row.line)
  }
  const report: ImportReport = {
    rows: parsed.length,
    created: 0,
    updated: 0,
    unchanged: 0,
    createdIds: [],
  }
  try {
    await ctx.db.transaction(async (tx) => {
      const service = { ...ctx, db: tx, purge: false }
      for (const row of parsed) {
        try {
          if (!row.id) {
            if (def.fixed) {
              throw new StaffError(400, msg`These items cannot be made: give the id of one`, {
                fieldErrors: { id: _(msg`These items cannot be made: give the id of one`) },
              })
            }
            const checked = v.safeParse(ctx.schemas.full, row.body)
            if (!checked.success) {
              problems.push(...issueProblems(row.line, checked.issues, headerOf))
              continue
            }
            const created = await createContentItem(service, name, row.body)
            report.created++
            report.createdIds.push(created.id)
            continue
          }
          const checked = v.safeParse(ctx.schemas.patch, row.body)
          if (!checked.success) {
            problems.push(...issueProblems(row.line, checked.issues, headerOf))
            continue
          }
          const before = bodyOfItem(def, await getContentItem(tx, name, row.id))
          const now = v.safeParse(ctx.schemas.full, before)
          const next = v.safeParse(ctx.schemas.full, merged(before, row.body))
          if (!next.success) {
            problems.push(...issueProblems(row.line, next.issues, headerOf))
            continue
          }
          if (now.success && stable(now.output) === stable(next.output)) {
            report.unchanged++
            continue
          }
          await updateContentItem(service, name, row.id, checked.output)
          report.updated++
        } catch (error) {
          if (!(error instanceof StaffError)) throw error
          const message = error.descriptor ? _(error.descriptor) : error.message
          const fields = Object.entries(error.fieldErrors ?? {})
          if (!fields.length) {
            const key = error.status === 404 ? 'id' : ''
            problems.push({ line: row.line, field: key, column: headerOf.get(key) ?? key, message })
          }
          for (const [field, text] of fields) {
            problems.push({
              line: row.line,
              field,
              column: headerOf.get(field) ?? field,
              message: text,
            })
          }
        }
      }
      if (problems.length) throw new ImportRefused(problems)
      await audit(tx, ctx.who, {
        action: 'content.import',
        entity: name,
        after: {
          file: file.name.slice(0, 200),
          format,
          rows: report.rows,
          created: report.created,
          updated: report.updated,
          unchanged: report.unchanged,
        },
      })
    })
  } catch (error) {
    if (error instanceof ImportRefused) {
      error.problems.sort((a, b) => a.line - b.line)
    }
    throw error
  }
  if (ctx.purge !== false && report.created + report.updated > 0) {
    await purgeContent(purgePathsOf(name), { db: ctx.db })
  }
  return report
}
