/** How a /cmsapi call failed. */
export type CmsFailure =
  /** No connection to the content service. */
  | 'unreachable'
  /** No (complete) answer within CMS_API_TIMEOUT_MS. */
  | 'timeout'
  /** Not sent: an earlier call of the same request had timed out (a 504 at once). */
  | 'skipped'
  /** An HTTP error status (other than a 404 for a call the service lacks). */
  | 'http'
  /** HTTP 404: the service has no such call (an old CMS without an extension). */
  | 'missing-call'
  /** An envelope code other than 200 and 1500 (404: no such record). */
  | 'code'
  /** An answer the site cannot read: no envelope, or data without what the page needs. */
  | 'shape'
  /** An answer larger than UPSTREAM_MAX_BYTES: its connection was closed while it arrived. */
  | 'too-large'

/** A failed /cmsapi call: an HTTP error, a non-200 envelope code, or an unreachable upstream. */
export class CmsApiError extends Error {
  /** The HTTP status the site should answer with (404, 400, 502, 504…). */
  readonly status: number
  /** The envelope code, when the service answered with one. */
  readonly code: number | undefined
  /** The response body, data defaulted to empty (spec §8). */
  readonly body: unknown
  readonly failure: CmsFailure
  /** The HTTP status the service answered with; undefined when it did not answer. */
  readonly httpStatus: number | undefined

  constructor(
    status: number,
    message: string,
    body: unknown,
    code?: number,
    detail: { failure?: CmsFailure; httpStatus?: number } = {},
  ) {
    super(message)
    this.name = 'CmsApiError'
    this.status = status
    this.code = code
    this.body = body
    this.failure = detail.failure ?? (code === undefined ? 'http' : 'code')
    this.httpStatus = detail.httpStatus
  }

  /** The page is a 404: the record does not exist, or the service gave nothing for it. */
  get isNotFound(): boolean {
    return this.status === 404
  }

  /**
   * The service said plainly that the record does not exist (envelope code 404 in an HTTP 200
   * answer): a not-found a cache may hold for a short while. Any other 404 came from how the
   * service answered at the time, and is never kept.
   */
  get isRecordNotFound(): boolean {
    return this.failure === 'code' && this.code === 404
  }
}

/**
 * The upstream CMS lacks the call itself (it answered HTTP 404): one of the site's extensions
 * an old CMS does not have. What it serves is then left out, not an error (docs/cmsapi.md).
 */
export function isMissingCall(error: unknown): boolean {
  return error instanceof CmsApiError && error.failure === 'missing-call'
}

/** The call's answer, or `fallback` when the upstream CMS lacks the call (`isMissingCall`). */
export async function unlessMissing<T, F>(work: Promise<T>, fallback: F): Promise<T | F> {
  try {
    return await work
  } catch (error) {
    if (isMissingCall(error)) return fallback
    throw error
  }
}
