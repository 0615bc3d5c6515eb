import { createHash } from 'node:crypto'
import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { purgeCovers } from '../process/purge-bus'
import {
  cachedResponse,
  canonicalPageRedirect,
  decodedPagePath,
  endsStaleCopy,
  inlineScriptHashes,
  isShareable,
  PageCache,
  pageCacheKey,
  pageCacheKeyOf,
  shareabilityOf,
  sharedRenderRequest,
  toCachedPage,
  toSharedPage,
} from './page-cache'

const html = (body: string, init?: ResponseInit) =>
  new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' }, ...init })

const cached = async (body: string, now = 0) => toCachedPage(await toSharedPage(html(body)), now)

const options = { ttlMs: 1000, staleMs: 1000, maxEntries: 100, maxBytes: 10_000_000 }

describe('pageCacheKey', () => {
  it('keys anonymous GETs by path and query, and the home page by the lang cookie too', () => {
    expect(pageCacheKey(new Request('http://x/about/news?page=2'))).toBe('/about/news?page=2|')
    const home = new Request('http://x/', { headers: { cookie: 'a=1; lang=zh' } })
    expect(pageCacheKey(home)).toBe('/|zh')
    const other = new Request('http://x/zh/about', { headers: { cookie: 'lang=en' } })
    expect(pageCacheKey(other)).toBe('/zh/about|')
  })

  it('ignores a lang cookie that is not a locale (no choice made)', () => {
    expect(pageCacheKeyOf('GET', '/', 'lang=zh|evil')).toBe('/|')
    expect(pageCacheKeyOf('GET', '/', 'lang=fr')).toBe('/|')
  })

  it('never shares what a member, a form post or an API call gets', () => {
    const member = new Request('http://x/about/news', { headers: { cookie: 'lang=en; token=abc' } })
    expect(pageCacheKey(member)).toBeNull()
    expect(pageCacheKey(new Request('http://x/about', { method: 'POST', body: 'x' }))).toBeNull()
    for (const path of ['/api/cmsapi/x', '/_serverFn/abc', '/member/user', '/zh/member/user']) {
      expect(pageCacheKey(new Request(`http://x${path}`))).toBeNull()
    }
    // An absolute-form request target is no page path.
    expect(pageCacheKeyOf('GET', 'http://evil.example/', null)).toBeNull()
  })

  it('never serves from or stores for a visitor who carries a one-time message', () => {
    const flashed = new Request('http://x/contact/join', { headers: { cookie: 'flash=abc' } })
    expect(pageCacheKey(flashed)).toBeNull()
    expect(pageCacheKeyOf('GET', '/zh/contact/join', 'lang=zh; flash=x')).toBeNull()
    // An emptied cookie (deleted by the page that showed it) is no message.
    expect(pageCacheKeyOf('GET', '/contact/join', 'flash=')).toBe('/contact/join|')
  })

  it('keys raw node requests the same way', () => {
    expect(pageCacheKeyOf('GET', '/zh/about?x=1', 'token=')).toBe('/zh/about?x=1|')
    expect(pageCacheKeyOf('GET', '/', 'lang=zh; token=abc')).toBeNull()
  })
})

describe('decodedPagePath', () => {
  it('decodes a path percent-encoded for nothing, keeping the query as it came', () => {
    expect(decodedPagePath('/about/news/detail/%31')).toBe('/about/news/detail/1')
    expect(decodedPagePath('/about/%6Eews?q=%31')).toBe('/about/news?q=%31')
    expect(decodedPagePath('/About/News%2FDetail')).toBe('/About/News/Detail')
  })

  it('leaves plain paths, and paths that decode to more than a plain path, as they came', () => {
    expect(decodedPagePath('/about/news?q=%31')).toBeNull()
    expect(decodedPagePath('/media/a%20b.jpg')).toBeNull()
    expect(decodedPagePath('/media/%E4%B8%AD.jpg')).toBeNull()
    expect(decodedPagePath('/%2Fevil.example')).toBeNull()
    expect(decodedPagePath('/a/%2E%2E/b')).toBeNull()
    expect(decodedPagePath('/a/%ZZ')).toBeNull()
  })

  it('is a 308 before the cache for GET and HEAD only', () => {
    const answer = canonicalPageRedirect(new Request('http://site/Product/%31?x=1'))
    expect(answer?.status).toBe(308)
    expect(answer?.headers.get('location')).toBe('/Product/1?x=1')
    expect(
      canonicalPageRedirect(new Request('http://site/product/%31', { method: 'POST' })),
    ).toBeNull()
    expect(canonicalPageRedirect(new Request('http://site/product/1'))).toBeNull()
  })
})

describe('sharedRenderRequest', () => {
  it('carries the key and nothing a visitor sent', () => {
    const request = sharedRenderRequest('/about/news?page=2|', 'https://www.example.com')
    expect(request.url).toBe('https://www.example.com/about/news?page=2')
    expect(request.method).toBe('GET')
    expect([...request.headers.keys()]).toEqual(['accept'])
  })

  it('stays on the site for paths that look like another host', () => {
    for (const path of ['//evil.example/x', '/\\evil.example', '///x']) {
      expect(new URL(sharedRenderRequest(`${path}|`, 'https://www.example.com').url).origin).toBe(
        'https://www.example.com',
      )
    }
  })

  it('keeps the lang cookie where the key holds it', () => {
    const request = sharedRenderRequest('/|zh', 'https://www.example.com')
    expect(request.headers.get('cookie')).toBe('lang=zh')
  })
})

describe('shareability', () => {
  it('keeps complete HTML pages without cookies; shares real not-founds without keeping them', () => {
    expect(isShareable(html('ok'))).toBe(true)
    expect(shareabilityOf(html('missing', { status: 404 }))).toBe('not-found')
    expect(shareabilityOf(html('err', { status: 500 }))).toBe('own')
    expect(shareabilityOf(new Response(null, { status: 307, headers: { location: '/zh' } }))).toBe(
      'own',
    )
    const withCookie = html('ok')
    withCookie.headers.append('set-cookie', 'token=1')
    expect(shareabilityOf(withCookie)).toBe('own')
    // The app marks a not-found caused by an upstream failure: never shared.
    const failed = html('missing', { status: 404 })
    failed.headers.set('cache-control', 'no-store')
    expect(shareabilityOf(failed)).toBe('own')
    expect(
      isShareable(new Response('{}', { headers: { 'content-type': 'application/json' } })),
    ).toBe(false)
  })
})

describe('toSharedPage', () => {
  it('takes the nonce out and lets the inline scripts run by their hashes', async () => {
    const script = 'window.$x=1;\r\nconsole.log("a")'
    const rendered = html(
      `<html><head><link rel="modulepreload" href="/a.js" nonce="N0nce=="/>` +
        `<script nonce="N0nce==">${script}</script>` +
        `<script type="module" src="/b.js" nonce="N0nce=="></script>` +
        `<script type="application/ld+json" nonce="N0nce==">{"a":1}</script></head></html>`,
    )
    rendered.headers.set('content-security-policy', "script-src 'self' 'nonce-N0nce=='")
    const page = await toSharedPage(rendered)
    const body = new TextDecoder().decode(page.body)
    expect(body).not.toContain('N0nce')
    const csp = Object.fromEntries(page.headers)['content-security-policy'] ?? ''
    expect(csp).not.toContain('nonce')
    const expected = createHash('sha256').update(script.replace('\r\n', '\n')).digest('base64')
    expect(csp).toContain(`'sha256-${expected}'`)
    // Only executable inline scripts are listed.
    expect(inlineScriptHashes(body)).toHaveLength(1)
  })
})

describe('PageCache', () => {
  it('serves fresh, then stale, then forgets; and evicts the least recently used', async () => {
    const cache = new PageCache({ ...options, maxEntries: 2 })
    cache.store('a', await cached('A'))
    expect(cache.lookup('a', 500)?.state).toBe('HIT')
    expect(cache.lookup('a', 1500)?.state).toBe('STALE')
    expect(cache.lookup('a', 2500)).toBeNull()

    cache.store('a', await cached('A'))
    cache.store('b', await cached('B'))
    cache.lookup('a', 1)
    cache.store('c', await cached('C'))
    expect(cache.lookup('b', 1)).toBeNull()
    expect(cache.lookup('a', 1)).not.toBeNull()
    expect(cache.size).toBe(2)
  })

  it('forgets a page whose refresh found it gone, and keeps it through a failure of the moment', async () => {
    for (const status of [301, 307, 308, 400, 404, 410]) expect(endsStaleCopy(status)).toBe(true)
    for (const status of [200, 500, 502, 503, 504]) expect(endsStaleCopy(status)).toBe(false)
    const cache = new PageCache(options)
    cache.store('a', await cached('A'))
    const bytes = cache.bytes
    cache.delete('a')
    expect(cache.lookup('a', 1)).toBeNull()
    expect(cache.bytes).toBe(0)
    expect(bytes).toBeGreaterThan(0)
  })

  it('holds at most maxBytes, counting every encoding, and refuses a page bigger than that', async () => {
    const big = await cached('x'.repeat(20_000))
    expect(big.bytes).toBeGreaterThan(20_000 + big.gzip.byteLength + big.br.byteLength - 1)
    const cache = new PageCache({ ...options, maxBytes: big.bytes * 3 + 100 })
    for (const key of ['a', 'b', 'c', 'd', 'e']) cache.store(key, big)
    expect(cache.size).toBe(3)
    expect(cache.bytes).toBeLessThanOrEqual(big.bytes * 3 + 100)
    expect(cache.lookup('a', 1)).toBeNull()
    expect(cache.lookup('e', 1)).not.toBeNull()
    const tiny = new PageCache({ ...options, maxBytes: 1000 })
    tiny.store('big', big)
    expect(tiny.size).toBe(0)
    expect(tiny.bytes).toBe(0)
  })

  it('renders a key once for concurrent misses', async () => {
    const cache = new PageCache({ ...options, staleMs: 0 })
    let renders = 0
    const produce = async () => {
      renders++
      await new Promise((r) => setTimeout(r, 20))
      return cached('page', Date.now())
    }
    const pages = await Promise.all([1, 2, 3].map(() => cache.render('k', produce)))
    expect(renders).toBe(1)
    expect(new Set(pages).size).toBe(1)
    expect(cache.size).toBe(1)
  })

  it('purges the pages a content change covers, and keeps no render begun before it', async () => {
    const cache = new PageCache(options)
    const keys = [
      '/about/news|',
      '/about/news?page=2|',
      '/about/news/detail/7|',
      '/zh/about/news|',
      '/about/newsletter|',
      '/|',
      '/|zh',
      '/product/list|',
    ]
    for (const key of keys) cache.store(key, await cached(key))
    const purge = { paths: ['/about/news/*', '/'] }
    cache.purge((path) => purgeCovers(purge, path))
    const left = keys.filter((k) => cache.lookup(k, 1) !== null)
    expect(left).toEqual(['/zh/about/news|', '/about/newsletter|', '/product/list|'])

    // A render that started before the purge may hold the old content: not stored.
    let finish: (page: Awaited<ReturnType<typeof cached>>) => void = () => {}
    const rendering = cache.render('/product/list|', () => new Promise((r) => (finish = r)))
    cache.clear()
    finish(await cached('old'))
    await rendering
    expect(cache.lookup('/product/list|', 1)).toBeNull()
  })

  it('answers with the encoding the client accepts and the shared cache headers', async () => {
    const page = await cached('<p>héllo</p>')
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
})
