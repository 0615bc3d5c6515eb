// PGlite in a worker thread, seen from the web server. PGlite runs every statement on the
// thread that holds it; on the web server's thread one long statement (an import of 150,000
// codes, a member's post with hundreds of topics, a backup) stopped every other request, cached
// pages too. The database is opened by a worker (pglite-worker.ts) and this client posts to it:
// it has what drizzle's PGlite driver calls (query, exec, transaction, waitReady) and what the
// backup needs (dumpDataDir), so the rest of the app sees the same database.
import { Worker } from 'node:worker_threads'
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite'
import { workerThread } from '../process/worker-thread.ts'
import { resolvers, type ToWorker, type WorkerError, type WorkerStart } from './pglite-messages.ts'

type Reply<T> = { ok: true; value: T } | { ok: false; error: WorkerError }

/** What the worker's answers settle. */
type Settle<T> = (reply: Reply<T>) => void

/** Requests without their id (the client numbers them). */
type Request = ToWorker extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never

/** An error of the worker's thread, as the caller would have had it on its own: fields and all. */
function rebuildError(crossed: WorkerError): Error {
  const error = new Error(crossed.message, {
    cause: crossed.cause ? rebuildError(crossed.cause) : undefined,
  })
  Object.assign(error, crossed.fields)
  error.name = crossed.name
  if (crossed.params) Object.assign(error, { params: crossed.params })
  if (crossed.stack) error.stack = crossed.stack
  return error
}

/** The worker is gone (it failed, or the database was closed): callers see a lost connection. */
function stoppedError(reason: string): Error {
  return Object.assign(new Error(`the database worker stopped: ${reason}`), { code: '08006' })
}

/**
 * A client of the worker's database. Outside a transaction it is also what PGlite calls a
 * Transaction (query, sql, exec), which is the type drizzle's session takes.
 */
export class PgliteWorkerClient implements Transaction {
  readonly waitReady: Promise<void>
  readonly #worker: Worker
  readonly #pending = new Map<number, Settle<never>>()
  #nextId = 1
  #stopped: Error | undefined

  private constructor(start: WorkerStart) {
    const { file, execArgv } = workerThread('pglite-worker', import.meta.url)
    this.#worker = new Worker(file, {
      workerData: start,
      transferList: start.loadDataDir ? [start.loadDataDir] : [],
      execArgv,
    })
    const ready = resolvers<void>()
    this.waitReady = ready.promise
    this.#worker.on('message', (message) => {
      if ('ready' in message) {
        if (message.ready) {
          ready.resolve()
          this.#idle()
        } else ready.reject(rebuildError(message.error))
        return
      }
      const settle = this.#pending.get(message.id)
      this.#pending.delete(message.id)
      this.#idle()
      settle?.(message)
    })
    const stop = (error: Error) => {
      this.#stopped ??= error
      ready.reject(error)
      for (const settle of this.#pending.values()) {
        settle({
          ok: false,
          error: { name: 'Error', message: error.message, fields: { code: '08006' } },
        })
      }
      this.#pending.clear()
    }
    this.#worker.on('error', (error) => stop(stoppedError(error.message)))
    this.#worker.on('exit', (code) => stop(stoppedError(`exit code ${code}`)))
    // A start that failed is the opener's error; nobody else waits on it.
    this.waitReady.catch(() => {})
  }

  /** Opens the database of `dataDir` (none: in memory), loaded from a backup when given. */
  static async open(options: {
    dataDir?: string
    loadDataDir?: Blob
  }): Promise<PgliteWorkerClient> {
    const loadDataDir = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined
    const client = new PgliteWorkerClient({ dataDir: options.dataDir, loadDataDir })
    try {
      await client.waitReady
    } catch (error) {
      await client.#worker.terminate()
      throw error
    }
    return client
  }

  /**
   * A worker with nothing to do keeps no process alive (a command ends when its work does); one
   * that owes an answer does.
   */
  #idle() {
    if (this.#pending.size === 0) this.#worker.unref()
  }

  #call<T>(request: Request): Promise<T> {
    if (this.#stopped) return Promise.reject(this.#stopped)
    const id = this.#nextId++
    return new Promise<T>((resolve, reject) => {
      const settle: Settle<T> = (reply) =>
        reply.ok ? resolve(reply.value) : reject(rebuildError(reply.error))
      this.#pending.set(id, settle)
      this.#worker.ref()
      this.#worker.postMessage({ ...request, id })
    })
  }

  query<T>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
    tx?: number,
  ): Promise<Results<T>> {
    return this.#call<Results<T>>({
      op: 'query',
      sql,
      params,
      rowMode: options?.rowMode,
      // Drizzle's parsers keep the text of these types (dates, times, intervals): the worker
      // makes the same ones (functions cannot cross threads).
      rawTypes: options?.parsers ? Object.keys(options.parsers).map(Number) : undefined,
      tx,
    })
  }

  exec(sql: string, _options?: QueryOptions, tx?: number): Promise<Results[]> {
    return this.#call<Results[]>({ op: 'exec', sql, tx })
  }

  /**
   * Runs `work` in a transaction the worker holds open: its statements go to it by id, every
   * other statement waits (PGlite runs one transaction at a time anyway). It commits when
   * `work` resolves and rolls back when it throws.
   */
  async transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = await this.#call<number>({ op: 'begin' })
    let closed = false
    const tx: Transaction = {
      query: (sql, params, options) => this.query(sql, params, options, id),
      sql: (strings, ...params) =>
        this.query(
          strings.reduce((text, part, i) => `${text}$${i}${part}`),
          params,
          undefined,
          id,
        ),
      exec: (sql, options) => this.exec(sql, options, id),
      rollback: async () => {
        closed = true
        await this.#call({ op: 'end', tx: id, commit: false })
      },
      listen: () => Promise.reject(new Error('LISTEN is not offered through the worker')),
      get closed() {
        return closed
      },
    }
    let result: T
    try {
      result = await work(tx)
    } catch (error) {
      if (!closed) {
        closed = true
        await this.#call({ op: 'end', tx: id, commit: false }).catch(() => {})
      }
      throw error
    }
    if (!closed) {
      closed = true
      await this.#call({ op: 'end', tx: id, commit: true })
    }
    return result
  }

  sql<T>(strings: TemplateStringsArray, ...params: unknown[]): Promise<Results<T>> {
    return this.query(
      strings.reduce((text, part, i) => `${text}$${i}${part}`),
      params,
    )
  }

  /** Outside a transaction there is nothing to roll back. */
  rollback(): Promise<void> {
    return Promise.reject(new Error('rollback() belongs to a transaction'))
  }

  listen(): Promise<() => Promise<void>> {
    return Promise.reject(new Error('LISTEN is not offered through the worker'))
  }

  get closed(): boolean {
    return this.#stopped !== undefined
  }

  /** A copy of the data directory, written out first (CHECKPOINT) so it needs no log replay. */
  async dumpDataDir(compression: 'gzip' | 'none' | 'auto' = 'gzip'): Promise<Blob> {
    const bytes = await this.#call<ArrayBuffer>({ op: 'dump', compression })
    return new Blob([bytes], { type: 'application/gzip' })
  }

  async close(): Promise<void> {
    if (this.#stopped) return
    try {
      await this.#call({ op: 'close' })
    } finally {
      this.#stopped = stoppedError('the database was closed')
      await this.#worker.terminate()
    }
  }
}
