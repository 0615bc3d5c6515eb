// GET /metrics: Prometheus's text format with the families an operator graphs, never from the
// page cache, and only for a local caller or one with METRICS_TOKEN.
import { describe, expect, inject, it } from 'vitest'
import { fresh } from './fresh-connection'
import { startOwnServer } from './own-server'

const base = () => inject('baseUrl')

describe('/metrics', () => {
  it('names requests by route pattern and status, the page cache, the event loop and the process', async () => {
    for (let i = 0; i < 2; i++) await (await fetch(`${base()}/zh/product/list`)).arrayBuffer()
    await (await fetch(`${base()}/no-such-page-${Date.now()}`)).arrayBuffer()
    const response = await fetch(`${base()}/metrics`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('x-cache')).toBeNull()
    const text = await response.text()
    // A page counts under its route's pattern, in both locales.
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="[\d.+Inf]+",method="GET",route="\/product\/list",status="200"\} \d+$/m,
    )
    // Unknown paths are one pattern, so a crawler cannot make a family of its own per URL.
    expect(text).toContain('route="other",status="404"')
    expect(text).not.toContain('no-such-page')
    expect(text).toMatch(/^page_cache_requests_total\{state="(HIT|MISS)"\} \d+$/m)
    expect(text).toMatch(/^page_cache_entries \d+$/m)
    expect(text).toMatch(/^page_cache_bytes \d+$/m)
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds [\d.e-]+$/m)
    expect(text).toMatch(/^process_resident_memory_bytes \d+$/m)
    expect(text).toContain('# TYPE upstream_requests_total counter')
  })

  it('keeps its labels to the routes, methods and statuses it knows, whatever arrives', async () => {
    const odd = ['PROPFIND', 'PURGE', 'SEARCH', 'MKCOL', 'LOCK', 'REPORT']
    for (let i = 0; i < 60; i++) {
      const path = `/${Math.random().toString(36).slice(2)}/${i}-${Math.random().toString(36).slice(2)}`
      await fresh(`${base()}${path}`, {}, i % 2 ? (odd[i % odd.length] ?? 'GET') : 'GET')
    }
    await fresh(`${base()}/ABOUT/News`)
    const text = await (await fetch(`${base()}/metrics`)).text()
    const series = [...text.matchAll(/^http_request_duration_seconds_count\{(.*)\} \d+$/gm)].map(
      (m) => m[1] ?? '',
    )
    const labels = series.map((s) =>
      Object.fromEntries([...s.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]])),
    )
    const routes = new Set(labels.map((l) => l.route ?? ''))
    const methods = new Set(labels.map((l) => l.method ?? ''))
    for (const route of routes)
      expect(route, route).toMatch(/^(\/[\w\-.:?*/]*|other|\(static file\))$/)
    expect(routes.has('other')).toBe(true)
    expect([...routes].filter((r) => r.includes('ABOUT'))).toEqual([])
    for (const method of methods) {
      expect(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'OTHER']).toContain(
        method,
      )
    }
    expect(methods.has('OTHER')).toBe(true)
    // Sixty random paths and six odd methods made at most a few series, not sixty.
    expect(labels.filter((l) => l.route === 'other').length).toBeLessThanOrEqual(8)
  })

  it.each([
    ['x-forwarded-for', '203.0.113.9'],
    ['x-real-ip', '203.0.113.9'],
    ['forwarded', 'for=203.0.113.9;proto=https'],
    ['x-forwarded-host', 'www.example.com'],
    ['x-forwarded-proto', 'https'],
    ['cf-connecting-ip', '203.0.113.9'],
    ['true-client-ip', '203.0.113.9'],
    ['via', '1.1 proxy'],
  ])('refuses a caller that came through a proxy (%s)', async (name, value) => {
    const proxied = await fresh(`${base()}/metrics`, { [name]: value })
    expect(proxied.status).toBe(403)
    expect(proxied.body).not.toContain('http_request_duration_seconds')
  })

  it('refuses any method but GET and HEAD', async () => {
    const posted = await fetch(`${base()}/metrics`, { method: 'POST' })
    expect(posted.status).toBe(405)
  })

  it('with METRICS_TOKEN answers only a caller that sends it', async () => {
    const token = 'metrics-token-of-the-test-0123'
    const server = await startOwnServer({
      DATABASE_URL: 'memory://',
      SEED_ON_START: '0',
      SITE_URL: 'http://127.0.0.1',
      METRICS_TOKEN: token,
    })
    try {
      expect((await server.answer('/api/health'))?.status).toBe(200)
      expect((await fetch(`${server.url}/metrics`)).status).toBe(403)
      const wrong = await fetch(`${server.url}/metrics`, {
        headers: { authorization: 'Bearer metrics-token-of-the-test-9999' },
      })
      expect(wrong.status).toBe(403)
      const right = await fetch(`${server.url}/metrics`, {
        headers: { authorization: `Bearer ${token}` },
      })
      expect(right.status).toBe(200)
      expect(await right.text()).toContain('process_cpu_seconds_total')
    } finally {
      await server.stop()
    }
  })
})
