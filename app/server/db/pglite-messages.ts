// What the web server and the PGlite worker thread (pglite-worker.ts) say to each other: types
// only, so the worker imports nothing of the app at run time.

/** The worker's start: the data directory (none: in memory) and a backup to load into it. */
export type WorkerStart = { dataDir?: string; loadDataDir?: ArrayBuffer }

/** A request to the worker; `tx` names the transaction it belongs to (none: outside one). */
export type ToWorker = { id: number } & (
  | {
      op: 'query'
      sql: string
      params?: unknown[]
      rowMode?: 'array' | 'object'
      /** Types whose values come back as PostgreSQL's text (drizzle's identity parsers). */
      rawTypes?: number[]
      tx?: number
    }
  | { op: 'exec'; sql: string; tx?: number }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'dump'; compression: 'gzip' | 'none' | 'auto' }
  | { op: 'close' }
)

/** An error as it crosses: every plain field (code, detail, constraint, table, …) kept. */
export type WorkerError = {
  name: string
  message: string
  stack?: string
  fields: Record<string, string | number | boolean>
  params?: unknown[]
  cause?: WorkerError
}

export type FromWorker =
  | { ready: true }
  | { ready: false; error: WorkerError }
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: WorkerError }

/** Promise.withResolvers, which the project's TypeScript library does not declare yet. */
export function resolvers<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((yes, no) => {
    resolve = yes
    reject = no
  })
  return { promise, resolve, reject }
}
