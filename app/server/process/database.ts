// The database the server process opened (app/server/db/client.ts getDb), as the HTTP server
// sees it: to close it on SIGTERM and to take a backup through the admin socket.
import { getProcessShared, setProcessShared } from './shared.ts'

export type DatabaseHandle = {
  engine: 'pglite' | 'postgres'
  /** PGlite: a consistent copy of the data directory (a gzipped tar), taken while it runs. */
  backup?: () => Promise<Blob>
  close(): Promise<void>
}

function isDatabaseHandle(value: unknown): value is DatabaseHandle {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'close') === 'function' &&
    typeof Reflect.get(value, 'engine') === 'string'
  )
}

export function processDatabase(): DatabaseHandle | undefined {
  return getProcessShared('database', isDatabaseHandle)
}

export function setProcessDatabase(handle: DatabaseHandle | undefined) {
  setProcessShared('database', handle)
}
