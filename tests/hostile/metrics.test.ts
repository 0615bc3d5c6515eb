// GET /metrics: Prometheus's text format with the families an operator graphs, never from the
// page cache, and only for a local caller or one with METRICS_TOKEN.
import { describe, expect, inject, it } from 'vitest'
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
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="[\d.+Inf]+",method="GET",route="\/zh\/product\/list",status="200"\} \d+$/m,
    )
    // Unknown paths are one pattern, so a crawler cannot make a family of its own per URL.
    expect(text).toContain('route="(not found)",status="404"')
    expect(text).not.toContain('no-such-page')
    expect(text).toMatch(/^page_cache_requests_total\{state="(HIT|MISS)"\} \d+$/m)
    expect(text).toMatch(/^page_cache_entries \d+$/m)
    expect(text).toMatch(/^page_cache_bytes \d+$/m)
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds [\d.e-]+$/m)
    expect(text).toMatch(/^process_resident_memory_bytes \d+$/m)
    expect(text).toContain('# TYPE upstream_requests_total counter')
  })

  it('refuses a caller that came through a proxy, and any method but GET and HEAD', async () => {
    const proxied = await fetch(`${base()}/metrics`, {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    })
    expect(proxied.status).toBe(403)
    expect(await proxied.text()).not.toContain('http_request_duration_seconds')
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
      server.child.kill('SIGTERM')
      await server.exited
    }
  })
})
