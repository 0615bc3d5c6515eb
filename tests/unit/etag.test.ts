// Pages from the shared cache carry a weak ETag, and a visitor who holds the page already gets
// 304 without a body (app/server/http/page-cache.ts), whatever encoding either copy was in.
import { describe, expect, it } from 'vitest'
import { cachedResponse, etagMatches, toCachedPage } from '~/server/http/page-cache'

const page = toCachedPage(
  {
    status: 200,
    headers: [['content-type', 'text/html; charset=utf-8']],
    body: new TextEncoder().encode(`<!doctype html><p>${'Drill '.repeat(300)}</p>`),
  },
  Date.now(),
)

describe('ETag and 304 for shared pages', () => {
  it('sends the page with its ETag, then 304 without a body to a visitor who has it', () => {
    const first = cachedResponse(page, { method: 'GET', acceptEncoding: 'br' }, 'HIT', {})
    expect(first.status).toBe(200)
    const etag = first.headers.etag ?? ''
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/)

    const again = cachedResponse(
      page,
      { method: 'GET', acceptEncoding: 'gzip', ifNoneMatch: etag },
      'HIT',
      { 'cache-control': 'public, max-age=0' },
    )
    expect(again.status).toBe(304)
    expect(again.body).toBeNull()
    expect(again.headers.etag).toBe(etag)
    expect(again.headers['cache-control']).toBe('public, max-age=0')
    expect(again.headers['content-length']).toBeUndefined()
  })

  it('sends the whole page again when the visitor’s copy is another one', () => {
    const other = cachedResponse(
      page,
      { method: 'GET', acceptEncoding: null, ifNoneMatch: 'W/"an-older-copy"' },
      'HIT',
      {},
    )
    expect(other.status).toBe(200)
    expect(other.body?.byteLength).toBe(page.body.byteLength)
  })

  it('compares weakly, in lists and with *', () => {
    expect(etagMatches('"abc"', 'W/"abc"')).toBe(true)
    expect(etagMatches('W/"x", W/"abc"', 'W/"abc"')).toBe(true)
    expect(etagMatches('*', 'W/"abc"')).toBe(true)
    expect(etagMatches('W/"abd"', 'W/"abc"')).toBe(false)
    expect(etagMatches(undefined, 'W/"abc"')).toBe(false)
  })
})
