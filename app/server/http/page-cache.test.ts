import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import {
  cachedResponse,
  isShareable,
  PageCache,
  pageCacheKey,
  pageCacheKeyOf,
  toCachedPage,
} from './page-cache'

const html = (body: string, init?: ResponseInit) =>
  new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' }, ...init })

describe('pageCacheKey', () => {
  it('keys anonymous GETs by path and query, and the home page by the lang cookie too', () => {
    expect(pageCacheKey(new Request('http://x/about/news?page=2'))).toBe('/about/news?page=2|')
    const home = new Request('http://x/', { headers: { cookie: 'a=1; lang=zh' } })
    expect(pageCacheKey(home)).toBe('/|zh')
    const other = new Request('http://x/zh/about', { headers: { cookie: 'lang=en' } })
    expect(pageCacheKey(other)).toBe('/zh/about|')
  })

  it('never shares what a member, a form post or an API call gets', () => {
    const member = new Request('http://x/about/news', { headers: { cookie: 'lang=en; token=abc' } })
    expect(pageCacheKey(member)).toBeNull()
    expect(pageCacheKey(new Request('http://x/about', { method: 'POST', body: 'x' }))).toBeNull()
    for (const path of ['/api/cmsapi/x', '/_serverFn/abc', '/member/user', '/zh/member/user']) {
      expect(pageCacheKey(new Request(`http://x${path}`))).toBeNull()
    }
  })
})

describe('isShareable', () => {
  it('shares complete HTML pages without cookies only', () => {
    expect(isShareable(html('ok'))).toBe(true)
    expect(isShareable(html('missing', { status: 404 }))).toBe(true)
    expect(isShareable(html('err', { status: 500 }))).toBe(false)
    expect(isShareable(new Response(null, { status: 307, headers: { location: '/zh' } }))).toBe(
      false,
    )
    const withCookie = html('ok')
    withCookie.headers.append('set-cookie', 'token=1')
    expect(isShareable(withCookie)).toBe(false)
    expect(
      isShareable(new Response('{}', { headers: { 'content-type': 'application/json' } })),
    ).toBe(false)
  })
})

describe('PageCache', () => {
  it('serves fresh, then stale, then forgets; and evicts the least recently used', async () => {
    const cache = new PageCache({ ttlMs: 1000, staleMs: 1000, maxEntries: 2 })
    cache.store('a', await toCachedPage(html('A'), 0))
    expect(cache.lookup('a', 500)?.state).toBe('HIT')
    expect(cache.lookup('a', 1500)?.state).toBe('STALE')
    expect(cache.lookup('a', 2500)).toBeNull()

    cache.store('a', await toCachedPage(html('A'), 0))
    cache.store('b', await toCachedPage(html('B'), 0))
    cache.lookup('a', 1)
    cache.store('c', await toCachedPage(html('C'), 0))
    expect(cache.lookup('b', 1)).toBeNull()
    expect(cache.lookup('a', 1)).not.toBeNull()
    expect(cache.size).toBe(2)
  })

  it('renders a key once for concurrent misses', async () => {
    const cache = new PageCache({ ttlMs: 1000, staleMs: 0, maxEntries: 10 })
    let renders = 0
    const produce = async () => {
      renders++
      await new Promise((r) => setTimeout(r, 20))
      return toCachedPage(html('page'), Date.now())
    }
    const pages = await Promise.all([1, 2, 3].map(() => cache.render('k', produce)))
    expect(renders).toBe(1)
    expect(new Set(pages).size).toBe(1)
    expect(cache.size).toBe(1)
  })

  it('answers with the encoding the client accepts and the shared cache headers', async () => {
    const page = await toCachedPage(html('<p>héllo</p>'), 0)
    const gz = cachedResponse(page, { method: 'GET', acceptEncoding: 'gzip, deflate' }, 'HIT', {
      'cache-control': 'public, s-maxage=60',
    })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gz.headers['x-cache']).toBe('HIT')
    expect(gz.headers['cache-control']).toBe('public, s-maxage=60')
    expect(gz.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(gunzipSync(Buffer.from(gz.body ?? new Uint8Array())).toString()).toBe('<p>héllo</p>')
    const plain = cachedResponse(page, { method: 'GET', acceptEncoding: null }, 'MISS', {})
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(Buffer.from(plain.body ?? new Uint8Array()).toString()).toBe('<p>héllo</p>')
    expect(plain.headers['content-length']).toBe(String(plain.body?.byteLength))
    expect(
      cachedResponse(page, { method: 'HEAD', acceptEncoding: 'br' }, 'HIT', {}).body,
    ).toBeNull()
  })

  it('keys raw node requests the same way', () => {
    expect(pageCacheKeyOf('GET', '/zh/about?x=1', 'token=')).toBe('/zh/about?x=1|')
    expect(pageCacheKeyOf('GET', '/', 'lang=zh; token=abc')).toBeNull()
  })
})
