// The thread that owns a PGlite database (pglite-client.ts talks to it). PGlite runs its
// statements on the thread that holds it, and a long one (an import of many codes, a member's
// large post, a backup) would stop every request of the web server; here it stops nothing but
// this thread. Node runs this file as it is under the tests and scripts (TypeScript whose types
// are stripped) and as dist/server/pglite-worker.js in the build: it imports nothing of the app.
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite'
import { resolvers, type ToWorker, type WorkerError, type WorkerStart } from './pglite-messages.ts'

const port = parentPort
if (!port) throw new Error('pglite-worker.ts runs as a worker thread (pglite-client.ts starts it)')
const start: WorkerStart = workerData

/** Transactions open in this thread, by the id the web server names them with. */
type OpenTransaction = {
  tx?: Transaction
  end: (commit: boolean) => void
  done?: Promise<void>
}
const transactions = new Map<number, OpenTransaction>()
let nextTransaction = 1

/**
 * An error as it crosses to the web server: its message, stack and every field a caller reads
 * (code, detail, constraint, table …). Values that cannot be copied (a query's parsers) stay.
 */
function serializeError(error: unknown): WorkerError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} }
  const fields: Record<string, string | number | boolean> = {}
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      fields[key] = value
    }
  }
  const params = Reflect.get(error, 'params')
  return {
    name: error.name,
    message: error.message,
    stack: error.stack,
    fields,
    params: Array.isArray(params) ? safeParams(params) : undefined,
    cause: error.cause === undefined ? undefined : serializeError(error.cause),
  }
}

function safeParams(params: unknown[]): unknown[] | undefined {
  try {
    return structuredClone(params)
  } catch {
    return undefined
  }
}

/**
 * The parsers of a query. Drizzle gives identity parsers (the text as PostgreSQL sends it) for
 * the date, time and interval types and their arrays; functions cannot cross threads, so the
 * web server names the types and the same parsers are made here.
 */
function queryOptions(rowMode: 'array' | 'object' | undefined, raw: number[] | undefined) {
  const options: QueryOptions = {}
  if (rowMode) options.rowMode = rowMode
  if (raw) options.parsers = Object.fromEntries(raw.map((type) => [type, (text: string) => text]))
  return options
}

/**
 * PostgreSQL's buffer cache: 16 MB instead of its 128 MB. PGlite zeroes the whole cache in its
 * WebAssembly memory when it starts, which was a third of a restart (about 1.0 s to open an
 * existing database, 0.6 s with 16 MB; bench/cold-start.ts). The pages it no longer keeps are
 * read again from the data directory's files, which the system's own cache holds.
 */
const START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB']

async function main() {
  const options = {
    startParams: START_PARAMS,
    ...(start.loadDataDir ? { loadDataDir: new Blob([start.loadDataDir]) } : {}),
  }
  // PGlite reads its options from the first argument when there is no directory: an undefined
  // directory first would drop them (a backup to load would open as an empty database).
  const pg = start.dataDir ? new PGlite(start.dataDir, options) : new PGlite(options)
  try {
    await pg.waitReady
  } catch (error) {
    port?.postMessage({ ready: false, error: serializeError(error) })
    return
  }
  port?.postMessage({ ready: true })

  async function answer(message: ToWorker): Promise<{ value: unknown; transfer?: ArrayBuffer[] }> {
    switch (message.op) {
      case 'query': {
        const on = message.tx === undefined ? pg : transactions.get(message.tx)?.tx
        if (!on) throw new Error(`transaction ${message.tx} is not open`)
        const result: Results = await on.query(
          message.sql,
          message.params,
          queryOptions(message.rowMode, message.rawTypes),
        )
        return {
          value: { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows },
        }
      }
      case 'exec': {
        const on = message.tx === undefined ? pg : transactions.get(message.tx)?.tx
        if (!on) throw new Error(`transaction ${message.tx} is not open`)
        const results = await on.exec(message.sql)
        return {
          value: results.map((r) => ({
            rows: r.rows,
            fields: r.fields,
            affectedRows: r.affectedRows,
          })),
        }
      }
      case 'begin': {
        // The transaction holds PGlite (other statements wait, as they would on one thread) until
        // the web server ends it with 'end'.
        const id = nextTransaction++
        const begun = resolvers<void>()
        const ended = resolvers<boolean>()
        const open: OpenTransaction = { end: ended.resolve }
        open.done = pg.transaction(async (tx) => {
          open.tx = tx
          begun.resolve()
          if (!(await ended.promise)) await tx.rollback()
        })
        // A BEGIN that failed is the caller's error.
        open.done.catch((error: unknown) => {
          transactions.delete(id)
          begun.reject(error)
        })
        transactions.set(id, open)
        await begun.promise
        return { value: id }
      }
      case 'end': {
        const open = transactions.get(message.tx)
        if (!open) throw new Error(`transaction ${message.tx} is not open`)
        transactions.delete(message.tx)
        open.end(message.commit)
        // COMMIT's own failure (a transaction that had failed is rolled back) is the caller's.
        await open.done
        return { value: undefined }
      }
      case 'dump': {
        const bytes = await (await pg.dumpDataDir(message.compression)).arrayBuffer()
        return { value: bytes, transfer: [bytes] }
      }
      case 'close': {
        await pg.close()
        return { value: undefined }
      }
    }
  }

  port?.on('message', (message: ToWorker) => {
    answer(message).then(
      ({ value, transfer }) => {
        port.postMessage({ id: message.id, ok: true, value }, transfer ?? [])
        if (message.op === 'close') port.close()
      },
      (error: unknown) =>
        port.postMessage({ id: message.id, ok: false, error: serializeError(error) }),
    )
  })
}

void main()
