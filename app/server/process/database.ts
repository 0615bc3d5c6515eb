// The database the server process opened (app/server/db/client.ts getDb), as the HTTP server
// sees it: to close it on SIGTERM and to take a backup through the admin socket.

export type DatabaseHandle = {
  engine: 'pglite' | 'postgres'
  /** PGlite: a consistent copy of the data directory (a gzipped tar), taken while it runs. */
  backup?: () => Promise<Blob>
  /** PostgreSQL: the pool's connections now (for /metrics). */
  poolStats?: () => PoolStats
  close(): Promise<void>
}

export type PoolStats = { total: number; idle: number; waiting: number; max: number }

let current: DatabaseHandle | undefined

export function processDatabase(): DatabaseHandle | undefined {
  return current
}

export function setProcessDatabase(handle: DatabaseHandle | undefined) {
  current = handle
}
