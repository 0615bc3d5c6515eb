import { CmsApiError } from './errors'

function messageOf(body: unknown, fallback: string): string {
  if (typeof body === 'object' && body !== null) {
    const message = Reflect.get(body, 'message')
    if (typeof message === 'string' && message) return message
  }
  return fallback
}

function statusForCode(code: number): number {
  return code >= 400 && code < 600 ? code : 502
}

/**
 * The response rules of spec §8:
 * - a bare 1 or 0 passes through;
 * - an HTTP error rejects with the response body (HTTP 400 leads the page to /400);
 * - code 1500 is success, with empty data when data is missing;
 * - any code other than 200 rejects with the body, its data defaulted to empty;
 * - code 200 gives the data.
 */
export function unwrapEnvelope(httpStatus: number, body: unknown): unknown {
  if (body === 1 || body === 0) return body
  if (httpStatus >= 400) {
    throw new CmsApiError(httpStatus, messageOf(body, `HTTP ${httpStatus}`), body)
  }
  if (typeof body !== 'object' || body === null) {
    throw new CmsApiError(502, 'The content service sent no envelope', body)
  }
  const code = Reflect.get(body, 'code')
  const data = Reflect.get(body, 'data')
  if (code === 1500) return data ?? {}
  if (code !== 200) {
    const numeric = typeof code === 'number' ? code : Number(code)
    const withData = { ...body, data: data ?? {} }
    throw new CmsApiError(
      Number.isFinite(numeric) ? statusForCode(numeric) : 502,
      messageOf(body, `code ${String(code)}`),
      withData,
      Number.isFinite(numeric) ? numeric : undefined,
    )
  }
  return data
}
