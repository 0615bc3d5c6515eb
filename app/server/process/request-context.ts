// Which request the code running now serves: its id (for the log and the error screen) and
// whether it came through the local admin socket (app/server/front/http-server.ts). Set by the
// HTTP server around each request; read anywhere on the server.
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'

export type RequestContext = {
  /** Quoted in the log lines of the request, its X-Request-Id header and its error screen. */
  id: string
  /** Came through the admin socket of the server's own machine (the staff CLIs, backups). */
  local: boolean
}

const storage = new AsyncLocalStorage<RequestContext>()

/** Runs `work` as part of the request `context`: everything it starts sees that context. */
export function withRequest<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work)
}

/** The request the running code serves, if any (none in start-up work and timers). */
export function currentRequest(): RequestContext | undefined {
  return storage.getStore()
}

/** An id a proxy may pass on: short, and only characters safe in a header, a log and HTML. */
const SANE_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/

/**
 * The id of a new request: the one a trusted proxy sent in X-Request-Id when it is sane (so
 * the proxy's log and ours name the request alike), else a fresh one.
 */
export function requestIdOf(incoming: string | string[] | null | undefined, trusted: boolean) {
  const value = Array.isArray(incoming) ? incoming[0] : incoming
  if (trusted && value && SANE_ID.test(value)) return value
  return randomUUID()
}
