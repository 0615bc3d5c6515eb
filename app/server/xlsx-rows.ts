import { setImmediate as nextTurn } from 'node:timers/promises'
import { createInflateRaw } from 'node:zlib'

/**
 * The rows of an XLSX workbook's first sheet, read as a stream: the ZIP's entries are inflated
 * a few kilobytes at a time and the sheet's XML is scanned as it comes, so neither the
 * uncompressed sheet nor the rows are ever held whole (zlib inflates on the thread pool), and the reader hands the event loop back
 * between pieces (a page is served while a million-row file is read). A file past the limits
 * (uncompressed bytes, rows, cells, one row's size) is refused with an XlsxLimitError; a file
 * that is no workbook with an XlsxFormatError.
 */

export type XlsxLimits = {
  /** Bytes of XML inflated in all (a ZIP bomb stops here). */
  maxUncompressedBytes: number
  /** Non-empty rows of the sheet. */
  maxRows: number
  /** Cells of the sheet, and of the shared-strings table. */
  maxCells: number
}

export const XLSX_LIMITS: XlsxLimits = {
  maxUncompressedBytes: 512 * 1024 * 1024,
  maxRows: 1_100_000,
  maxCells: 5_000_000,
}

/** The workbook passes one of the limits: which one. */
export class XlsxLimitError extends Error {
  // Fields written out, not as constructor parameters: the rows' worker thread runs this file
  // with its types stripped, which cannot rewrite those.
  readonly limit: 'uncompressed' | 'rows' | 'cells' | 'row-size'
  constructor(limit: 'uncompressed' | 'rows' | 'cells' | 'row-size') {
    super(`XLSX limit passed: ${limit}`)
    this.limit = limit
  }
}

/** The bytes are not a workbook this reader understands. */
export class XlsxFormatError extends Error {}

type Entry = { name: string; method: number; compressedSize: number; offset: number }

/** Stored (uncompressed) entries are handed on in pieces of this size. */
const INPUT_CHUNK = 128 * 1024
/** A single row (or shared string) larger than this is refused. */
const MAX_PENDING_TEXT = 4 * 1024 * 1024
/** Hand the event loop back after this many milliseconds of work. */
const SLICE_MS = 8

/** The entries of a ZIP's central directory (no ZIP64: such files are past the limits). */
function zipEntries(bytes: Uint8Array): Map<string, Entry> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let end = -1
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 65_557); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      end = i
      break
    }
  }
  if (end < 0) throw new XlsxFormatError('no ZIP directory')
  const count = view.getUint16(end + 10, true)
  let at = view.getUint32(end + 16, true)
  if (count > 10_000) throw new XlsxFormatError('too many ZIP entries')
  const entries = new Map<string, Entry>()
  const names = new TextDecoder()
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) {
      throw new XlsxFormatError('broken ZIP directory')
    }
    const method = view.getUint16(at + 10, true)
    const compressedSize = view.getUint32(at + 20, true)
    const nameLength = view.getUint16(at + 28, true)
    const extraLength = view.getUint16(at + 30, true)
    const commentLength = view.getUint16(at + 32, true)
    const offset = view.getUint32(at + 42, true)
    const name = names.decode(bytes.subarray(at + 46, at + 46 + nameLength))
    entries.set(name.replace(/^\/+/, ''), { name, method, compressedSize, offset })
    at += 46 + nameLength + extraLength + commentLength
  }
  return entries
}

/** Counts inflated bytes across all entries of one file against the limit. */
class Budget {
  used = 0
  readonly max: number
  constructor(max: number) {
    this.max = max
  }
  take(n: number) {
    this.used += n
    if (this.used > this.max) throw new XlsxLimitError('uncompressed')
  }
}

/** The inflated text of an entry, piece by piece. */
async function* entryText(bytes: Uint8Array, entry: Entry, budget: Budget): AsyncGenerator<string> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const at = entry.offset
  if (at + 30 > bytes.length || view.getUint32(at, true) !== 0x04034b50) {
    throw new XlsxFormatError('broken ZIP entry')
  }
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true)
  const data = bytes.subarray(start, start + entry.compressedSize)
  if (data.length !== entry.compressedSize) throw new XlsxFormatError('truncated ZIP entry')
  const decoder = new TextDecoder('utf-8')
  if (entry.method === 0) {
    for (let i = 0; i < data.length; i += INPUT_CHUNK) {
      const piece = data.subarray(i, i + INPUT_CHUNK)
      budget.take(piece.length)
      yield decoder.decode(piece, { stream: true })
    }
    yield decoder.decode()
    return
  }
  if (entry.method !== 8) throw new XlsxFormatError('unknown ZIP compression')
  if (data.length === 0) throw new XlsxFormatError('empty ZIP entry')
  // zlib inflates on the thread pool: the event loop only sees the pieces arrive.
  const inflater = createInflateRaw({ chunkSize: 64 * 1024 })
  inflater.end(data)
  try {
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      budget.take(chunk.length)
      yield decoder.decode(chunk, { stream: true })
    }
  } catch (error) {
    if (error instanceof XlsxLimitError) throw error
    throw new XlsxFormatError('broken deflate data')
  } finally {
    inflater.destroy()
  }
  yield decoder.decode()
}

/**
 * Splits streamed XML into complete elements named `tag` (e.g. every `<row …>…</row>`),
 * with any namespace prefix. Text between them is dropped; an element larger than
 * MAX_PENDING_TEXT is refused.
 */
async function* elements(source: AsyncIterable<string>, tag: string): AsyncGenerator<string> {
  const open = new RegExp(`<(?:[\\w.-]+:)?${tag}[\\s>/]`, 'g')
  const close = new RegExp(`</(?:[\\w.-]+:)?${tag}\\s*>|<(?:[\\w.-]+:)?${tag}\\b[^>]*/>`, 'g')
  let buffer = ''
  let count = 0
  let started = performance.now()
  for await (const text of source) {
    buffer += text
    let from = 0
    for (;;) {
      open.lastIndex = from
      const o = open.exec(buffer)
      if (!o) {
        // Keep a tail that may hold the start of a tag cut in two.
        from = Math.max(from, buffer.length - 64)
        break
      }
      close.lastIndex = o.index
      const c = close.exec(buffer)
      if (!c) {
        from = o.index
        break
      }
      yield buffer.slice(o.index, c.index + c[0].length)
      from = c.index + c[0].length
      if (++count % 64 === 0 && performance.now() - started > SLICE_MS) {
        await nextTurn()
        started = performance.now()
      }
    }
    buffer = buffer.slice(from)
    if (buffer.length > MAX_PENDING_TEXT) throw new XlsxLimitError('row-size')
    if (performance.now() - started > SLICE_MS) {
      await nextTurn()
      started = performance.now()
    }
  }
}

const ENTITY = /&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi

function unescapeXml(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(ENTITY, (_, name: string) => {
    const lower = name.toLowerCase()
    if (lower === 'amp') return '&'
    if (lower === 'lt') return '<'
    if (lower === 'gt') return '>'
    if (lower === 'quot') return '"'
    if (lower === 'apos') return "'"
    const code = lower.startsWith('#x')
      ? Number.parseInt(lower.slice(2), 16)
      : Number(lower.slice(1))
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ''
  })
}

/** The text of every <t> of a string item or inline string (phonetic runs left out). */
function textOf(xml: string): string {
  const body = xml.replace(/<(?:[\w.-]+:)?rPh\b[\s\S]*?<\/(?:[\w.-]+:)?rPh\s*>/g, '')
  let text = ''
  for (const m of body.matchAll(/<(?:[\w.-]+:)?t(?:\s[^>]*)?>([\s\S]*?)<\/(?:[\w.-]+:)?t\s*>/g)) {
    text += m[1] ?? ''
  }
  return unescapeXml(text)
}

const attributePatterns = new Map<string, RegExp>()

function attribute(tag: string, name: string): string | undefined {
  let pattern = attributePatterns.get(name)
  if (!pattern) {
    pattern = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`)
    attributePatterns.set(name, pattern)
  }
  const m = pattern.exec(tag)
  return m ? unescapeXml(m[1] ?? m[2] ?? '') : undefined
}

/** A small entry read whole (workbook, relationships, styles): 4 MB at most. */
async function smallEntry(
  bytes: Uint8Array,
  entries: Map<string, Entry>,
  name: string,
  budget: Budget,
): Promise<string | undefined> {
  const entry = entries.get(name)
  if (!entry) return undefined
  let text = ''
  for await (const piece of entryText(bytes, entry, budget)) {
    text += piece
    if (text.length > MAX_PENDING_TEXT) throw new XlsxLimitError('row-size')
  }
  return text
}

function resolveTarget(target: string): string {
  if (target.startsWith('/')) return target.slice(1)
  const parts = `xl/${target}`.split('/')
  const out: string[] = []
  for (const p of parts) {
    if (p === '..') out.pop()
    else if (p !== '.' && p !== '') out.push(p)
  }
  return out.join('/')
}

/** Where the first sheet and the shared strings are, from the workbook and its relationships. */
async function workbookParts(bytes: Uint8Array, entries: Map<string, Entry>, budget: Budget) {
  const workbook = (await smallEntry(bytes, entries, 'xl/workbook.xml', budget)) ?? ''
  const rels = (await smallEntry(bytes, entries, 'xl/_rels/workbook.xml.rels', budget)) ?? ''
  const targets = new Map<string, { type: string; target: string }>()
  for (const m of rels.matchAll(/<(?:[\w.-]+:)?Relationship\b[^>]*>/g)) {
    const id = attribute(m[0], 'Id')
    const target = attribute(m[0], 'Target')
    if (id && target) targets.set(id, { type: attribute(m[0], 'Type') ?? '', target })
  }
  const firstSheet = /<(?:[\w.-]+:)?sheet\b[^>]*>/.exec(workbook)?.[0]
  const sheetId = firstSheet ? /\s[\w.-]*:?id\s*=\s*"([^"]*)"/.exec(firstSheet)?.[1] : undefined
  const sheetTarget = sheetId ? targets.get(sheetId)?.target : undefined
  const shared = [...targets.values()].find((t) => t.type.endsWith('/sharedStrings'))
  const styles = [...targets.values()].find((t) => t.type.endsWith('/styles'))
  return {
    sheet: sheetTarget ? resolveTarget(sheetTarget) : 'xl/worksheets/sheet1.xml',
    sharedStrings: shared ? resolveTarget(shared.target) : 'xl/sharedStrings.xml',
    styles: styles ? resolveTarget(styles.target) : 'xl/styles.xml',
  }
}

/** Styles (by index) whose number format shows a date: their numbers are read as dates. */
function dateStyles(styles: string): Set<number> {
  const custom = new Map<number, string>()
  for (const m of styles.matchAll(/<(?:[\w.-]+:)?numFmt\b[^>]*>/g)) {
    const id = Number(attribute(m[0], 'numFmtId'))
    custom.set(id, attribute(m[0], 'formatCode') ?? '')
  }
  const isDateFormat = (id: number) => {
    if ((id >= 14 && id <= 22) || (id >= 45 && id <= 47)) return true
    const code = custom.get(id)
    if (!code) return false
    return /[dmy]/i.test(code.replace(/"[^"]*"|\[[^\]]*\]|\\./g, ''))
  }
  const dates = new Set<number>()
  const xfs = /<(?:[\w.-]+:)?cellXfs\b[\s\S]*?<\/(?:[\w.-]+:)?cellXfs\s*>/.exec(styles)?.[0] ?? ''
  let index = 0
  for (const m of xfs.matchAll(/<(?:[\w.-]+:)?xf\b[^>]*>/g)) {
    if (isDateFormat(Number(attribute(m[0], 'numFmtId') ?? 0))) dates.add(index)
    index++
  }
  return dates
}

/** A spreadsheet's date serial (days since 1899-12-30) as YYYY-MM-DD. */
function serialDate(text: string): string {
  const days = Number(text)
  if (!Number.isFinite(days) || days < 0 || days > 2_958_465) return text
  return new Date(Date.UTC(1899, 11, 30) + Math.round(days * 86_400_000)).toISOString().slice(0, 10)
}

/** "C12" → column 2 (0-based); undefined when the reference is missing. */
function columnOf(ref: string | undefined): number | undefined {
  const letters = ref ? /^([A-Z]{1,3})/i.exec(ref)?.[1] : undefined
  if (!letters) return undefined
  let n = 0
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64)
  return n - 1
}

const CELL = /<(?:[\w.-]+:)?c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:[\w.-]+:)?c\s*>)/g
const VALUE = /<(?:[\w.-]+:)?v(?:\s[^>]*)?>([\s\S]*?)<\/(?:[\w.-]+:)?v\s*>/

/** One row of the first sheet: its number (1-based, as a spreadsheet shows it) and its cells. */
export type XlsxRow = { line: number; cells: string[] }

/**
 * The non-empty rows of the first sheet of an XLSX file, cells as text: shared and inline
 * strings, numbers as written (a 16-digit code stays exact), booleans as TRUE/FALSE, dates as
 * YYYY-MM-DD. Trailing spaces are trimmed.
 */
export async function* xlsxSheetRows(
  bytes: Uint8Array,
  limits: XlsxLimits = XLSX_LIMITS,
): AsyncGenerator<XlsxRow> {
  const entries = zipEntries(bytes)
  const budget = new Budget(limits.maxUncompressedBytes)
  const parts = await workbookParts(bytes, entries, budget)
  const sheet = entries.get(parts.sheet)
  if (!sheet) throw new XlsxFormatError('no sheet')
  const dates = dateStyles((await smallEntry(bytes, entries, parts.styles, budget)) ?? '')
  const shared: string[] = []
  const sharedEntry = entries.get(parts.sharedStrings)
  if (sharedEntry) {
    for await (const si of elements(entryText(bytes, sharedEntry, budget), 'si')) {
      if (shared.length >= limits.maxCells) throw new XlsxLimitError('cells')
      shared.push(textOf(si))
    }
  }
  let rows = 0
  let cells = 0
  let previous = 0
  for await (const row of elements(entryText(bytes, sheet, budget), 'row')) {
    const head = /^<[^>]*>/.exec(row)?.[0] ?? ''
    const line = Number(attribute(head, 'r')) || previous + 1
    previous = line
    const values: string[] = []
    let next = 0
    for (const c of row.matchAll(CELL)) {
      if (++cells > limits.maxCells) throw new XlsxLimitError('cells')
      const attrs = c[1] ?? ''
      const body = c[2] ?? ''
      const column = columnOf(attribute(attrs, 'r')) ?? next
      next = column + 1
      if (column > 16_383) throw new XlsxFormatError('column out of range')
      const type = attribute(attrs, 't') ?? 'n'
      const raw = VALUE.exec(body)?.[1]
      let text: string
      if (type === 's') text = shared[Number(raw)] ?? ''
      else if (type === 'inlineStr') text = textOf(body)
      else if (type === 'b') text = raw === '1' ? 'TRUE' : raw === '0' ? 'FALSE' : ''
      else if (raw === undefined) text = ''
      else {
        text = unescapeXml(raw)
        if (type === 'n' && dates.has(Number(attribute(attrs, 's') ?? 0))) text = serialDate(text)
      }
      while (values.length < column) values.push('')
      values[column] = text.trim()
    }
    if (values.every((v) => v === '')) continue
    if (++rows > limits.maxRows) throw new XlsxLimitError('rows')
    yield { line, cells: values }
  }
}
