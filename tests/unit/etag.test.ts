// Pages from the shared cache carry a weak ETag, and a visitor who holds the page already gets
// 304 without a body (app/server/http/page-cache.ts), whatever encoding either copy was in. The
// ETag is made of what the page shows: two renders of the same content, in one process or two,
// have the same one (tests/hostile/etag.test.ts checks it on the production build).
import { describe, expect, it } from 'vitest'
import { cachedResponse, etagMatches, toCachedPage, toSharedPage } from '~/server/http/page-cache'

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

/**
 * A page as the renderer writes it: the render's nonce on every tag and in the csp-nonce meta,
 * the router's hydration data with the moments its loaders ran and its queries were fetched.
 */
function render(options: { nonce: string; at: number; title: string; order?: 'ab' | 'ba' }) {
  const { nonce, at, title } = options
  const query = (key: string, offset: number) =>
    `{dehydratedAt:${at + 9},state:{data:"${key}",dataUpdateCount:1,dataUpdatedAt:${at + offset},errorUpdatedAt:0},queryHash:"${key}"}`
  const queries = [query('a', 1), query('b', 2)]
  const html =
    `<!doctype html><html><head><meta charSet="utf-8" nonce="${nonce}"/>` +
    `<meta property="csp-nonce" content="${nonce}"/><title>${title}</title></head>` +
    `<body><h1>${title}</h1><p>Published 2026-10-28</p>` +
    `<script nonce="${nonce}">$_TSR.router={matches:[{i:"__root__#",u:${at},s:"success"}],` +
    `initial:[${queries.join(',')}]}</script>` +
    `<script type="module" src="/assets/index-B2cU9PrC.js" nonce="${nonce}"></script></body></html>`
  return new Response(html, {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': `script-src 'self' 'nonce-${nonce}'`,
    },
  })
}

async function etagOfRender(options: Parameters<typeof render>[0]) {
  const shared = await toSharedPage(render(options))
  return { shared, page: toCachedPage(shared, 0) }
}

describe('the ETag of a rendered page', () => {
  it('is the same for two renders of the same content, at other moments with other nonces', async () => {
    const first = await etagOfRender({
      nonce: 'WxCGuccaHy8qau7/+vrDSg==',
      at: 1796191630762,
      title: 'News',
    })
    const second = await etagOfRender({
      nonce: 'ui2MvElOxnHb/4qNmpDegg==',
      at: 1796191631651,
      title: 'News',
    })
    // The bytes differ (the render times, and with them the CSP's script hashes)…
    expect(Buffer.from(first.shared.body).equals(Buffer.from(second.shared.body))).toBe(false)
    // …the page does not.
    expect(second.page.etag).toBe(first.page.etag)
    const body = new TextDecoder().decode(first.shared.body)
    expect(body).not.toContain('WxCGuccaHy8qau7')
    expect(body).toContain('<meta property="csp-nonce" content=""/>')
  })

  it('changes with what the page shows', async () => {
    const news = await etagOfRender({ nonce: 'n1', at: 1796191630762, title: 'News' })
    const changed = await etagOfRender({ nonce: 'n1', at: 1796191630762, title: 'Newsroom' })
    expect(changed.page.etag).not.toBe(news.page.etag)
  })

  it('answers a revalidation with 304 and no header of the other render’s bytes', async () => {
    const kept = await etagOfRender({ nonce: 'n1', at: 1796191630762, title: 'News' })
    const now = await etagOfRender({ nonce: 'n2', at: 1796191639999, title: 'News' })
    const csp = (page: typeof now.page) =>
      Object.fromEntries(page.headers)['content-security-policy']
    // Each render's CSP lists its own inline script's hash.
    expect(csp(now.page)).not.toBe(csp(kept.page))
    const answer = cachedResponse(
      now.page,
      { method: 'GET', acceptEncoding: 'br', ifNoneMatch: kept.page.etag },
      'HIT',
      { 'cache-control': 'public, max-age=0' },
    )
    expect(answer.status).toBe(304)
    expect(answer.body).toBeNull()
    // A cache updates its copy's headers from a 304: this render's CSP would block the
    // scripts of the copy it keeps.
    expect(answer.headers['content-security-policy']).toBeUndefined()
    expect(answer.headers['content-type']).toBeUndefined()
    expect(answer.headers.etag).toBe(kept.page.etag)
    expect(answer.headers['cache-control']).toBe('public, max-age=0')
    expect(answer.headers.vary).toBe('Accept-Encoding')
  })
})
