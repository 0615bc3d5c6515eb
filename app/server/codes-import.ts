import { setImmediate as nextTurn } from 'node:timers/promises'
import { sql } from 'drizzle-orm'
import {
  hashSecurityCode,
  normalizeSecurityCode,
  SECURITY_CODE_LENGTHS,
} from '~/server/cms/security-code'
import { csvRows, type SourceRow } from '~/server/code-rows'
import type { Db } from '~/server/db/client'
import { products, securityCodes } from '~/server/db/schema'
import { rowsInWorker } from '~/server/rows-reader'
import { XLSX_LIMITS, type XlsxLimits } from '~/server/xlsx-rows'

export type { SourceRow }

/**
 * Import of anti-counterfeit codes from CSV or XLSX: spreadsheets as people save them (a BOM,
 * quoted cells, a header row in either column order, `,` `;` or tab between cells) and the
 * plain `code,product,batch` lines of `npm run codes:generate`. Every line that is not imported
 * is reported with its line number and why.
 */

/** Work on the server's thread hands the event loop back after this many milliseconds. */
const SLICE_MS = 8

/** Progress is reported every this many codes. */
const INSERT_BATCH = 5000
const STATEMENT_ROWS = 1000
/** The report lists this many lines at most (every line is still counted). */
export const MAX_REPORTED = 10_000

export type RejectReason =
  /** Not 16 or 20 characters after removing spaces and dashes. */
  | 'length'
  /** Letters and digits only. */
  | 'characters'
  | 'product-missing'
  /** No product with this id. */
  | 'product-unknown'
  | 'batch-missing'
  | 'batch-too-long'
  /** The CSV line could not be read (e.g. a quote never closed). */
  | 'malformed'
  /** Already imported (or twice in this file): not an error, nothing changed. */
  | 'duplicate'

export type ReportedLine = { line: number; reason: RejectReason; value: string }

export type ImportReport = {
  format: 'csv' | 'xlsx'
  /** Data lines read (header and empty lines not counted). */
  read: number
  inserted: number
  duplicates: number
  rejected: number
  /** Rejected and duplicate lines, in file order, at most MAX_REPORTED. */
  lines: ReportedLine[]
  truncated: boolean
  batches: string[]
}

export type ImportProgress = Pick<ImportReport, 'read' | 'inserted' | 'duplicates' | 'rejected'>

export type ImportOptions = {
  /** The product of lines that name none. */
  productId?: number
  /** The batch of lines that name none. */
  batch?: string
  onProgress?: (progress: ImportProgress) => void | Promise<void>
  /** Limits of an XLSX file (XLSX_LIMITS unless a test says otherwise). */
  xlsxLimits?: XlsxLimits
  /** The caller has run checkXlsx on this file already. */
  xlsxChecked?: boolean
}

type Columns = { code: number; product: number; batch: number }

const HEADERS: Record<keyof Columns, RegExp> = {
  code: /^(security ?)?codes?$|^防伪码$|^防伪编码$|^编码$|^码$/i,
  product: /^product(_| )?(id)?$|^产品(id|编号)?$|^产品ID$/i,
  batch: /^batch|^lot$|^批次(号)?$|^批号$/i,
}

function cleanCell(value: string): string {
  // A BOM the parser did not remove (e.g. inside quotes) and stray spreadsheet spaces.
  return value.replace(/^\uFEFF/, '').trim()
}

/** The columns a header row names, or null when the row is data. */
function headerColumns(cells: string[]): Columns | null {
  const found: Partial<Columns> = {}
  cells.forEach((raw, index) => {
    const cell = cleanCell(raw)
    for (const key of ['code', 'product', 'batch'] as const) {
      if (found[key] === undefined && HEADERS[key].test(cell)) found[key] = index
    }
  })
  if (found.code === undefined) return null
  return { code: found.code, product: found.product ?? -1, batch: found.batch ?? -1 }
}

const looksLikeCode = (cell: string) => {
  const code = normalizeSecurityCode(cell)
  return SECURITY_CODE_LENGTHS.includes(code.length) && /^[A-Z0-9]+$/.test(code)
}

/** Without a header: code,product,batch, or product,code,batch when the first row says so. */
function guessColumns(cells: string[]): Columns {
  const [a = '', b = ''] = cells.map(cleanCell)
  if (!looksLikeCode(a) && looksLikeCode(b) && /^\d{1,10}$/.test(a)) {
    return { code: 1, product: 0, batch: 2 }
  }
  return { code: 0, product: 1, batch: 2 }
}

/**
 * Walks the whole first sheet of an XLSX file without importing anything (in the rows' worker
 * thread): an XlsxLimitError or XlsxFormatError here means the file is refused with nothing
 * written.
 */
export async function checkXlsx(bytes: Uint8Array, limits: XlsxLimits = XLSX_LIMITS) {
  const walk = rowsInWorker('xlsx', bytes, limits, undefined, true)
  for (;;) {
    const next = await walk.next()
    if (next.done) return { rows: next.value }
  }
}

/** An XLSX file is a ZIP: it starts with "PK\x03\x04". */
export function isXlsx(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04
}

/**
 * The products codes may belong to: every row id (either language), and each model number
 * (case and spaces aside) with the row it names: the English one, else the Chinese one.
 */
async function productIds(db: Db): Promise<{ ids: Set<number>; models: Map<string, number> }> {
  const rows = await db
    .select({ id: products.id, model: products.model, locale: products.locale })
    .from(products)
    .orderBy(products.id)
  const models = new Map<string, number>()
  for (const r of rows) {
    const model = modelKey(r.model ?? '')
    if (model && (!models.has(model) || r.locale === 'en')) models.set(model, r.id)
  }
  return { ids: new Set(rows.map((r) => r.id)), models }
}

const modelKey = (text: string) => text.replace(/\s+/g, '').toUpperCase()

/** A product cell: a row id ("12", or "12.0" from a spreadsheet) or a model ("DA-DC355"). */
function productOf(cell: string, known: Awaited<ReturnType<typeof productIds>>): number {
  const id = Number(cell)
  if (Number.isInteger(id) && known.ids.has(id)) return id
  return known.models.get(modelKey(cell)) ?? Number.NaN
}

/**
 * Imports rows into security_codes (HMACs only; the codes themselves are never stored) in
 * statements of 1,000. Duplicates are skipped and reported; bad lines are rejected with a
 * reason; unknown product ids are refused. Progress goes to onProgress every 5,000 codes.
 */
export async function importCodeRows(
  db: Db,
  rows: AsyncIterable<SourceRow>,
  options: ImportOptions & { format: 'csv' | 'xlsx'; malformed?: ReportedLine[] },
): Promise<ImportReport> {
  const known = await productIds(db)
  const report: ImportReport = {
    format: options.format,
    read: 0,
    inserted: 0,
    duplicates: 0,
    rejected: 0,
    lines: [],
    truncated: false,
    batches: [],
  }
  const batches = new Set<string>()
  const note = (line: number, reason: RejectReason, value: string) => {
    if (reason === 'duplicate') report.duplicates++
    else report.rejected++
    if (report.lines.length < MAX_REPORTED) report.lines.push({ line, reason, value })
    else report.truncated = true
  }
  // Lines the CSV parser could not read arrive through `malformed` as it goes.
  const takeMalformed = () => {
    for (const m of options.malformed?.splice(0) ?? []) {
      report.read++
      note(m.line, 'malformed', m.value.slice(0, 100))
    }
  }
  let pending: Array<{ line: number; value: string; row: typeof securityCodes.$inferInsert }> = []
  const flush = async () => {
    if (pending.length === 0) return
    const added = new Set<string>()
    // Statements of 1,000 with the event loop handed back between them: a page must not wait
    // for a whole 5,000 to be built and sent.
    for (let i = 0; i < pending.length; i += STATEMENT_ROWS) {
      const stored = await db
        .insert(securityCodes)
        .values(pending.slice(i, i + STATEMENT_ROWS).map((p) => p.row))
        .onConflictDoNothing({ target: securityCodes.codeHash })
        .returning({ codeHash: securityCodes.codeHash })
      for (const row of stored) added.add(row.codeHash)
      report.inserted += stored.length
      await nextTurn()
    }
    for (const p of pending) {
      // A code twice in one statement is added once: the second is a duplicate.
      if (added.delete(p.row.codeHash)) continue
      note(p.line, 'duplicate', p.value)
    }
    pending = []
    report.lines.sort((a, b) => a.line - b.line)
    await options.onProgress?.({
      read: report.read,
      inserted: report.inserted,
      duplicates: report.duplicates,
      rejected: report.rejected,
    })
  }
  let columns: Columns | null = null
  let sliceStarted = performance.now()
  for await (const { line, cells } of rows) {
    // Checking and hashing codes is work on the server's thread: pages are served between slices.
    if (performance.now() - sliceStarted > SLICE_MS) {
      await nextTurn()
      sliceStarted = performance.now()
    }
    takeMalformed()
    if (columns === null) {
      columns = headerColumns(cells)
      if (columns) continue
      columns = guessColumns(cells)
    }
    const rawCode = cleanCell(cells[columns.code] ?? '')
    const product = cleanCell(cells[columns.product] ?? '')
    const lot = cleanCell(cells[columns.batch] ?? '') || options.batch || ''
    if (!rawCode && !product && !lot) continue
    report.read++
    const value = cells.map(cleanCell).join(',').slice(0, 100)
    const code = normalizeSecurityCode(rawCode)
    if (!SECURITY_CODE_LENGTHS.includes(code.length)) {
      note(line, 'length', value)
      continue
    }
    if (!/^[A-Z0-9]+$/.test(code)) {
      note(line, 'characters', value)
      continue
    }
    const productId = product ? productOf(product, known) : (options.productId ?? Number.NaN)
    if (!product && options.productId === undefined) {
      note(line, 'product-missing', value)
      continue
    }
    if (!Number.isInteger(productId) || !known.ids.has(productId)) {
      note(line, 'product-unknown', value)
      continue
    }
    if (!lot) {
      note(line, 'batch-missing', value)
      continue
    }
    if (lot.length > 50) {
      note(line, 'batch-too-long', value)
      continue
    }
    batches.add(lot)
    pending.push({ line, value, row: { codeHash: hashSecurityCode(code), productId, batch: lot } })
    if (pending.length >= INSERT_BATCH) await flush()
  }
  takeMalformed()
  await flush()
  report.lines.sort((a, b) => a.line - b.line)
  report.batches = [...batches].sort()
  return report
}

/**
 * Imports a file of codes: XLSX when it is one, else CSV. A file in memory is read by a worker
 * thread (rows-reader.ts): parsing it never holds the web server's thread. A stream of bytes is
 * parsed here, as it comes.
 */
export async function importCodeFile(
  db: Db,
  file: Buffer | AsyncIterable<Uint8Array | string>,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const limits = options.xlsxLimits ?? XLSX_LIMITS
  if (Buffer.isBuffer(file) && isXlsx(file)) {
    if (!options.xlsxChecked) await checkXlsx(file, limits)
    return importCodeRows(db, rowsInWorker('xlsx', file, limits), { ...options, format: 'xlsx' })
  }
  const malformed: ReportedLine[] = []
  const onMalformed = (line: number, raw: string) =>
    malformed.push({ line, reason: 'malformed', value: raw })
  const rows = Buffer.isBuffer(file)
    ? rowsInWorker('csv', file, limits, onMalformed)
    : csvRows(file, onMalformed)
  return importCodeRows(db, rows, { ...options, format: 'csv', malformed })
}

/**
 * Streams CSV lines (code,product,batch, as `npm run codes:import` reads them) into
 * security_codes. The lines go through the same parser as files: BOM, quotes, header row.
 */
export async function importCodes(
  db: Db,
  lines: AsyncIterable<string>,
  options: ImportOptions = {},
): Promise<ImportReport> {
  async function* withNewlines() {
    for await (const line of lines) yield `${line}\n`
  }
  return importCodeFile(db, withNewlines(), options)
}

/** Code counts of one batch (anti-counterfeit statistics). */
export async function batchStatistics(db: Db, batch: string) {
  const [totals] = await db
    .select({
      codes: sql<number>`count(*)`.mapWith(Number),
      checked: sql<number>`count(*) filter (where ${securityCodes.checkCount} > 0)`.mapWith(Number),
      repeats: sql<number>`count(*) filter (where ${securityCodes.checkCount} > 1)`.mapWith(Number),
      checks: sql<number>`coalesce(sum(${securityCodes.checkCount}), 0)`.mapWith(Number),
      firstCheck: sql<string | null>`min(${securityCodes.firstCheckedAt})`,
      lastFirstCheck: sql<string | null>`max(${securityCodes.firstCheckedAt})`,
    })
    .from(securityCodes)
    .where(sql`${securityCodes.batch} = ${batch}`)
  const byMonth = await db
    .select({
      month: sql<string>`to_char(${securityCodes.firstCheckedAt} at time zone 'Asia/Shanghai', 'YYYY-MM')`,
      firstChecks: sql<number>`count(*)`.mapWith(Number),
    })
    .from(securityCodes)
    .where(sql`${securityCodes.batch} = ${batch} and ${securityCodes.firstCheckedAt} is not null`)
    .groupBy(sql`1`)
    .orderBy(sql`1`)
  // An aggregate always answers one row; the defaults only tell the type so.
  const none = {
    codes: 0,
    checked: 0,
    repeats: 0,
    checks: 0,
    firstCheck: null,
    lastFirstCheck: null,
  }
  return { ...none, ...totals, byMonth }
}
