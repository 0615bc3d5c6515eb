import { createIsomorphicFn } from '@tanstack/react-start'
import { log } from '~/server/log'

/**
 * Logs a failure on the server (with the request's id). For modules a page's code also imports:
 * in the browser it does nothing, and the logger never reaches the bundle.
 */
export const logError = createIsomorphicFn()
  .server((error: unknown, message: string) => {
    log.error({ err: error }, message)
  })
  .client((_error: unknown, _message: string) => {})
