import { createSerializationAdapter } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { setResponseHeader, setResponseStatus } from '@tanstack/react-start/server'
import { currentRequestId } from '~/server/log'

/** On the server, the id of the request being served (X-Request-Id); none in the browser. */
const serverRequestId = createIsomorphicFn()
  .server((): string | undefined => currentRequestId())
  .client((): string | undefined => undefined)

/** An error that knows the HTTP status the visitor should get (e.g. 502 when the CMS is down). */
export class HttpError extends Error {
  readonly status: number
  /**
   * A failure of ours (5xx) names the request it happened in, so the visitor can quote it from
   * the error screen and it can be found in the log. Such answers are never shared-cached.
   */
  readonly requestId: string | undefined

  constructor(status: number, message: string, requestId?: string) {
    super(message)
    this.name = 'HttpError'
    this.status = status
    this.requestId = status >= 500 ? (requestId ?? serverRequestId()) : undefined
  }
}

export function statusOfError(error: unknown): number {
  if (typeof error === 'object' && error !== null) {
    const status = Reflect.get(error, 'status')
    if (typeof status === 'number' && status >= 400 && status < 600) return status
  }
  return 500
}

/**
 * During a server render, make the page answer with the error's status (the router alone would
 * say 500 for every failure). In the browser the status is only shown on the error screen.
 */
export const markResponseStatus = createIsomorphicFn()
  .server((status: number) => {
    setResponseStatus(status)
  })
  .client((_status: number) => {})

/**
 * During a server render or server-function call: no cache may keep this answer (a section
 * fell back because the content service failed just now, or a not-found the service did not
 * state). The next visitor gets a fresh try.
 */
export const markUncacheable = createIsomorphicFn()
  .server(() => {
    setResponseHeader('cache-control', 'no-store')
  })
  .client(() => {})

/** Keeps an error's status across the server → browser boundary (loader errors, server fns). */
export const httpErrorAdapter = createSerializationAdapter({
  key: 'http-error',
  test: (value): value is HttpError => value instanceof HttpError,
  toSerializable: (error) => ({
    status: error.status,
    message: error.message,
    requestId: error.requestId,
  }),
  fromSerializable: (value) => new HttpError(value.status, value.message, value.requestId),
})

/** The error to throw from a loader: keeps the failure's status (404 → caller decides). */
export function asHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error
  const message = error instanceof Error ? error.message : 'Unexpected error'
  return new HttpError(statusOfError(error), message)
}
