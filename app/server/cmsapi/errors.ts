/** A failed /cmsapi call: an HTTP error, a non-200 envelope code, or an unreachable upstream. */
export class CmsApiError extends Error {
  /** The HTTP status the site should answer with (404, 400, 502, 504…). */
  readonly status: number
  /** The envelope code, when the service answered with one. */
  readonly code: number | undefined
  /** The response body, data defaulted to empty (spec §8). */
  readonly body: unknown

  constructor(status: number, message: string, body: unknown, code?: number) {
    super(message)
    this.name = 'CmsApiError'
    this.status = status
    this.code = code
    this.body = body
  }

  get isNotFound(): boolean {
    return this.status === 404
  }
}
