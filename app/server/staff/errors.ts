import type { MessageDescriptor } from '@lingui/core'

/**
 * An expected failure of a staff call: answered with its status and a message in the caller's
 * language (a descriptor is translated when the answer is written), never a 500.
 */
export class StaffError extends Error {
  readonly status: number
  readonly descriptor: MessageDescriptor | undefined
  readonly fieldErrors: Record<string, string> | undefined
  /** A machine-readable reason for callers that branch on it (e.g. 'totp_required'). */
  readonly reason: string | undefined
  /** Seconds the caller should wait (a 429's Retry-After header). */
  readonly retryAfter: number | undefined

  constructor(
    status: number,
    message: MessageDescriptor | string,
    extra: { fieldErrors?: Record<string, string>; reason?: string; retryAfter?: number } = {},
  ) {
    super(typeof message === 'string' ? message : (message.message ?? message.id))
    this.name = 'StaffError'
    this.status = status
    this.descriptor = typeof message === 'string' ? undefined : message
    this.fieldErrors = extra.fieldErrors
    this.reason = extra.reason
    this.retryAfter = extra.retryAfter
  }
}
