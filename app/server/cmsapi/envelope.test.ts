import { describe, expect, it } from 'vitest'
import { CmsApiError } from '~/shared/cmsapi/errors.isomorphic'
import { unwrapEnvelope } from './envelope'

function rejection(status: number, body: unknown): CmsApiError {
  try {
    unwrapEnvelope(status, body)
  } catch (error) {
    if (error instanceof CmsApiError) return error
    throw error
  }
  throw new Error('expected a rejection')
}

describe('envelope rules (spec §8)', () => {
  it('passes a bare 1 or 0 through', () => {
    expect(unwrapEnvelope(200, 1)).toBe(1)
    expect(unwrapEnvelope(200, 0)).toBe(0)
  })

  it('gives the data of code 200', () => {
    expect(unwrapEnvelope(200, { code: 200, data: { a: 1 }, message: 'ok' })).toEqual({ a: 1 })
    expect(unwrapEnvelope(200, { code: 200, data: null })).toBeNull()
  })

  it('treats code 1500 as success, with empty data when it is missing', () => {
    expect(unwrapEnvelope(200, { code: 1500, message: 'x' })).toEqual({})
    expect(unwrapEnvelope(200, { code: 1500, data: [1] })).toEqual([1])
  })

  it('rejects any other code with the body, data defaulted to empty', () => {
    const error = rejection(200, { code: 404, message: 'Not Found' })
    expect(error.isNotFound).toBe(true)
    expect(error.code).toBe(404)
    expect(error.body).toEqual({ code: 404, message: 'Not Found', data: {} })
    expect(error.message).toBe('Not Found')
    const business = rejection(200, { code: 1001, message: 'Login Failed', data: null })
    expect(business.status).toBe(502)
    expect(business.code).toBe(1001)
    expect(business.body).toEqual({ code: 1001, message: 'Login Failed', data: {} })
  })

  it('rejects HTTP errors with the response body; 400 keeps its status for the /400 page', () => {
    const bad = rejection(400, { code: 400, message: 'pageNo: Invalid' })
    expect(bad.status).toBe(400)
    expect(bad.body).toEqual({ code: 400, message: 'pageNo: Invalid' })
    expect(rejection(503, 'Service Unavailable').status).toBe(503)
  })

  it('reads a code sent as text and a message sent as msg; the service’s own failures are a 502', () => {
    expect(unwrapEnvelope(200, { code: '200', data: [1] })).toEqual([1])
    const failed = rejection(200, { code: 500, msg: '系统内部错误' })
    expect(failed).toMatchObject({ status: 502, code: 500, message: '系统内部错误' })
    expect(rejection(500, '<html>').status).toBe(502)
    expect(rejection(504, '').status).toBe(504)
  })

  it('takes HTTP 404 as a call the service lacks, never as a not-found record', () => {
    const missing = rejection(404, '<html><body>Whitelabel Error Page</body></html>')
    expect(missing).toMatchObject({ status: 502, failure: 'missing-call', isNotFound: false })
    const record = rejection(200, { code: 404, message: 'Not Found' })
    expect(record).toMatchObject({ isNotFound: true, isRecordNotFound: true })
  })

  it('rejects a body that is no envelope as a bad upstream answer', () => {
    expect(rejection(200, '<html>').status).toBe(502)
    expect(rejection(200, null).status).toBe(502)
  })
})
