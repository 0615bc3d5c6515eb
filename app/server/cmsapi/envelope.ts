import { CmsApiError } from '~/shared/cmsapi/errors.isomorphic'

/** The service's own words of a failure (for the log, never for a visitor): `message` or `msg`. */
export function messageOf(body: unknown, fallback: string): string {
  if (typeof body === 'object' && body !== null) {
    for (const name of ['message', 'msg']) {
      const message = Reflect.get(body, name)
      if (typeof message === 'string' && message) return message
    }
  }
  return fallback
}

/**
 * The status a page or call of the site answers for a failure the service reported: its 4xx
 * keep their meaning (404 not found, 401 not logged in, 429 too many…); its own failures
 * (5xx, codes outside HTTP's range) are a bad gateway for the site, never our 500.
 */
function statusFor(code: number): number {
  if (code >= 400 && code < 500) return code
  if (code === 503 || code === 504) return code
  return 502
}

const isEnvelope = (body: unknown): body is object =>
  typeof body === 'object' && body !== null && 'code' in body

/**
 * The response rules of spec §8:
 * - a bare 1 or 0 passes through (the caller reads 0 as refused);
 * - an HTTP error rejects with the response body (HTTP 400 leads the page to /400); an HTTP 404
 *   is a call the service does not have (a 502 for the page, never its 404);
 * - code 1500 is success, with empty data when data is missing;
 * - any code other than 200 rejects with the body, its data defaulted to empty;
 * - code 200 gives the data.
 */
export function unwrapEnvelope(httpStatus: number, body: unknown): unknown {
  if (body === 1 || body === 0) return body
  if (httpStatus === 404) {
    throw new CmsApiError(502, 'The content service has no such call', body, undefined, {
      failure: 'missing-call',
      httpStatus,
    })
  }
  if (httpStatus >= 400) {
    const code = isEnvelope(body) ? Number(Reflect.get(body, 'code')) : Number.NaN
    throw new CmsApiError(
      statusFor(httpStatus),
      messageOf(body, `HTTP ${httpStatus}`),
      body,
      Number.isFinite(code) ? code : undefined,
      { failure: 'http', httpStatus },
    )
  }
  if (!isEnvelope(body)) {
    throw new CmsApiError(502, 'The content service sent no envelope', body, undefined, {
      failure: 'shape',
      httpStatus,
    })
  }
  const code = Reflect.get(body, 'code')
  const data = Reflect.get(body, 'data')
  const numeric = typeof code === 'number' ? code : Number(code)
  if (numeric === 200) return data
  if (numeric === 1500) return data ?? {}
  const withData = { ...body, data: data ?? {} }
  throw new CmsApiError(
    Number.isFinite(numeric) ? statusFor(numeric) : 502,
    messageOf(body, `code ${String(code)}`),
    withData,
    Number.isFinite(numeric) ? numeric : undefined,
    { failure: 'code', httpStatus },
  )
}
