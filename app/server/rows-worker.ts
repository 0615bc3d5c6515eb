// The thread that reads an uploaded file of codes into rows (rows-reader.ts starts one per
// file): parsing a CSV file or inflating and scanning an XLSX workbook of a million rows is
// seconds of work that would otherwise run on the web server's thread. It sends the rows in
// pieces and stays a few pieces ahead of the import, no more. Node runs this file as it is under
// the tests (TypeScript whose types are stripped) and as dist/server/rows-worker.js in the
// build: it imports nothing of the app but these readers.
import { parentPort, workerData } from 'node:worker_threads'
import { csvRows, type SourceRow } from './code-rows.ts'
import {
  type FromRowsWorker,
  MESSAGES_AHEAD,
  ROWS_PER_MESSAGE,
  type RowsStart,
} from './rows-messages.ts'
import { xlsxSheetRows } from './xlsx-rows.ts'

const port = parentPort
if (!port) throw new Error('rows-worker.ts runs as a worker thread (rows-reader.ts starts it)')
const start: RowsStart = workerData

let credits = MESSAGES_AHEAD
let wake: (() => void) | undefined
port.on('message', () => {
  credits++
  wake?.()
})

const send = (message: FromRowsWorker) => port.postMessage(message)

async function main() {
  const bytes = new Uint8Array(start.bytes)
  let malformed: Array<{ line: number; raw: string }> = []
  const rows =
    start.format === 'xlsx'
      ? xlsxSheetRows(bytes, start.limits)
      : csvRows([bytes], (line, raw) => malformed.push({ line, raw }))
  let count = 0
  let piece: SourceRow[] = []
  const flush = async () => {
    if (credits === 0) await new Promise<void>((done) => (wake = done))
    wake = undefined
    credits--
    send({ rows: piece, malformed })
    piece = []
    malformed = []
  }
  for await (const row of rows) {
    count++
    if (start.countOnly) continue
    piece.push(row)
    if (piece.length >= ROWS_PER_MESSAGE) await flush()
  }
  if (piece.length > 0 || malformed.length > 0) await flush()
  send({ done: true, count })
}

main().catch((error: unknown) => {
  const failed =
    error instanceof Error
      ? { name: error.constructor.name, message: error.message, limit: Reflect.get(error, 'limit') }
      : { name: 'Error', message: String(error) }
  send({ failed })
})
