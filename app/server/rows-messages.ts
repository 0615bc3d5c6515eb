// What the web server and the rows' worker thread (rows-worker.ts) say to each other.
import type { SourceRow } from './code-rows.ts'
import type { XlsxLimits } from './xlsx-rows.ts'

export type RowsStart = {
  format: 'csv' | 'xlsx'
  /** The file's bytes (a copy, handed over to the worker). */
  bytes: ArrayBuffer
  limits: XlsxLimits
  /** Only walk the file (an XLSX file checked before anything is written): rows are counted. */
  countOnly: boolean
}

export type FromRowsWorker =
  | { rows: SourceRow[]; malformed: Array<{ line: number; raw: string }> }
  | { done: true; count: number }
  | { failed: { name: string; message: string; limit?: string } }

/** The web server asks for the next piece of rows (the worker keeps a few ready, no more). */
export type ToRowsWorker = 'more'

/** Rows in one message. */
export const ROWS_PER_MESSAGE = 2000
/** Messages the worker may send ahead of what the web server has taken. */
export const MESSAGES_AHEAD = 4
