import { Worker } from 'node:worker_threads'
import type { SourceRow } from './code-rows.ts'
import { workerThread } from './process/worker-thread.ts'
import type { FromRowsWorker, RowsStart } from './rows-messages.ts'
import { XlsxFormatError, XlsxLimitError, type XlsxLimits } from './xlsx-rows.ts'

/** The worker's failure as the error the reader on this thread would have thrown. */
function rebuilt(failed: { name: string; message: string; limit?: string }): Error {
  if (failed.name === 'XlsxLimitError') {
    return new XlsxLimitError((failed.limit ?? 'rows') as XlsxLimitError['limit'])
  }
  if (failed.name === 'XlsxFormatError') return new XlsxFormatError(failed.message)
  return new Error(failed.message)
}

/**
 * The rows of a file of codes, read by a worker thread (rows-worker.ts) so that parsing never
 * holds this thread: XLSX or CSV (lines the CSV parser could not read go to `onMalformed`).
 * With `countOnly`, the file is walked and nothing but the number of rows comes back. Leaving
 * the loop early ends the worker.
 */
export async function* rowsInWorker(
  format: 'csv' | 'xlsx',
  file: Uint8Array,
  limits: XlsxLimits,
  onMalformed: (line: number, raw: string) => void = () => {},
  countOnly = false,
): AsyncGenerator<SourceRow, number> {
  // A copy is handed over: the caller's buffer may be a view of a larger one (Node's pool).
  const copy = new Uint8Array(file.byteLength)
  copy.set(file)
  const bytes = copy.buffer
  const start: RowsStart = { format, bytes, limits, countOnly }
  const thread = workerThread('rows-worker', import.meta.url)
  const worker = new Worker(thread.file, {
    workerData: start,
    transferList: [bytes],
    execArgv: thread.execArgv,
  })
  const queue: FromRowsWorker[] = []
  let wake: (() => void) | undefined
  let ended: Error | undefined
  worker.on('message', (message: FromRowsWorker) => {
    queue.push(message)
    wake?.()
  })
  worker.on('error', (error) => {
    ended = error
    wake?.()
  })
  worker.on('exit', () => {
    ended ??= new Error('the rows worker ended before the file was read')
    wake?.()
  })
  try {
    for (;;) {
      const message = queue.shift()
      if (!message) {
        if (ended) throw ended
        await new Promise<void>((done) => (wake = done))
        wake = undefined
        continue
      }
      if ('failed' in message) throw rebuilt(message.failed)
      if ('done' in message) return message.count
      worker.postMessage('more')
      for (const m of message.malformed) onMalformed(m.line, m.raw)
      yield* message.rows
    }
  } finally {
    await worker.terminate()
  }
}
