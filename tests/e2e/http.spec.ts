import { createHash } from 'node:crypto'
import { expect, test } from './fixtures'

test.describe('caching and headers (production server)', () => {
  test('anonymous pages come from the shared cache with CDN-friendly headers', async ({
    request,
  }) => {
    const first = await request.get('/about/culture?cache-test=1')
    expect(first.status()).toBe(200)
    expect(first.headers()['cache-control']).toMatch(
      /public.*s-maxage=\d+.*stale-while-revalidate=\d+/,
    )
    const second = await request.get('/about/culture?cache-test=1')
    expect(second.headers()['x-cache']).toBe('HIT')
    expect(await second.text()).toBe(await first.text())
  })

  test('a member session is never served from or stored in the shared cache', async ({
    request,
  }) => {
    const page = await request.get('/about/honor', { headers: { cookie: 'token=abc' } })
    expect(page.headers()['cache-control']).toBe('private, no-store')
    expect(page.headers()['x-cache']).toBeUndefined()
  })

  test('HTML and JSON are compressed for clients that accept it; tiny answers are not', async ({
    request,
  }) => {
    const page = await request.get('/about/about-us', { headers: { 'accept-encoding': 'br' } })
    expect(page.headers()['content-encoding']).toBe('br')
    const gz = await request.get('/about/about-us', { headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers()['content-encoding']).toBe('gzip')
    const list = await request.post('/api/cmsapi/common/cmsProduct/productlist', {
      data: { pageNo: 1, pageSize: 20 },
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(list.headers()['content-encoding']).toBe('gzip')
    expect((await list.json()).data.list.length).toBeGreaterThan(0)
    const health = await request.get('/api/health', { headers: { 'accept-encoding': 'gzip' } })
    expect(health.headers()['content-encoding']).toBeUndefined()
    expect(await health.json()).toMatchObject({ ok: true })
  })

  test('hashed assets are immutable and long-cached', async ({ request, page }) => {
    await page.goto('/')
    const css = await page.locator('link[rel="stylesheet"]').first().getAttribute('href')
    const asset = await request.get(css ?? '')
    expect(asset.status()).toBe(200)
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  test('every response carries the security headers; shared pages a hash CSP', async ({
    request,
    page,
  }) => {
    for (const path of ['/', '/zh/about/news', '/favicon.svg', '/no-such-page']) {
      const response = await request.get(path)
      const h = response.headers()
      expect(h['x-content-type-options'], path).toBe('nosniff')
      expect(h['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
      expect(h['x-frame-options'], path).toBe('SAMEORIGIN')
    }
    // Start's inline scripts remove themselves once run: check the HTML as served. A page the
    // cache shares holds no nonce: its inline scripts run by their hashes.
    const response = await request.get('/about/about-us?csp=1')
    const csp = response.headers()['content-security-policy'] ?? ''
    expect(csp).toContain("frame-ancestors 'self'")
    expect(csp).not.toContain('unsafe-eval')
    expect(csp).not.toContain('nonce-')
    const html = await response.text()
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter((m) => !(m[1] ?? '').includes('ld+json'))
      .map((m) =>
        createHash('sha256')
          .update(m[2] ?? '')
          .digest('base64'),
      )
    expect(inline.length).toBeGreaterThan(0)
    for (const hash of inline) expect(csp).toContain(`'sha256-${hash}'`)
    await page.goto('/about/about-us?csp=2')
    await expect(page.locator('h1')).toBeVisible()
  })
})

test.describe('CSRF', () => {
  test('a cross-origin server-function call is refused; the same call from the site works', async ({
    page,
    request,
  }) => {
    await page.goto('/about/about-us')
    await page.waitForSelector('html[data-hydrated="true"]')
    // A client-side navigation loads the next page's SEO through a server function.
    const call = page.waitForRequest((r) => r.url().includes('/_serverFn/'))
    await page.getByRole('banner').getByRole('link', { name: 'Careers' }).click()
    const fnUrl = (await call).url()
    const sameOrigin = await request.get(fnUrl, {
      headers: { 'sec-fetch-site': 'same-origin', origin: new URL(fnUrl).origin },
    })
    expect(sameOrigin.status()).toBe(200)
    const crossSite = await request.get(fnUrl, {
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example.com' },
    })
    expect(crossSite.status()).toBe(403)
  })
})
