import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
// Failing loads log console errors on purpose here, so the plain Playwright test is used.
import { expect, test } from '@playwright/test'
import { freePort, type OwnSite, startSite } from './upstream-site'

/**
 * The site in front of an upstream CMS (CMS_API_URL): a dead or stalling upstream gives the
 * error screen with 502/504 within the timeout, and pages come back when the upstream does.
 */
test.describe.configure({ mode: 'serial' })

const sites: OwnSite[] = []
const servers: Server[] = []

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  servers.push(server)
  return (server.address() as AddressInfo).port
}

/**
 * The site in front of `upstream`, with no database and no page cache of its own. `timeoutMs`:
 * short where the upstream never answers, the production default where it answers through a
 * loaded test machine (a call over it makes the page a 504).
 */
async function startUpstreamSite(upstream: string, timeoutMs = 1500): Promise<string> {
  const site = await startSite({
    DATABASE_URL: 'memory://',
    SEED_ON_START: '0',
    CMS_API_URL: upstream,
    CMS_API_TIMEOUT_MS: String(timeoutMs),
    PAGE_CACHE_TTL: '0',
  })
  sites.push(site)
  return site.url
}

test.afterAll(() => {
  for (const site of sites) site.stop()
  for (const server of servers) {
    server.closeAllConnections()
    server.close()
  }
})

test('an unreachable upstream gives the error screen with 502; a page without content reads still renders', async ({
  page,
}) => {
  const site = await startUpstreamSite(`http://127.0.0.1:${await freePort()}`)
  const response = await page.goto(`${site}/about/news`)
  expect(response?.status()).toBe(502)
  await expect(page.getByTestId('error-status')).toHaveText('502')
  // The request's id, for the visitor to quote: the same as the answer's header, and the same
  // after hydration (a mismatch would fail the test through the console).
  const id = response?.headers()['x-request-id'] ?? ''
  expect(id).toMatch(/^[0-9a-f-]{36}$/)
  await expect(page.getByTestId('error-request-id')).toContainText(id)
  // The log-in page needs no content call (the company pages read theirs now): its frame falls
  // back (docs/cmsapi.md), and no cache keeps the page meanwhile.
  const about = await page.goto(`${site}/login`)
  expect(about?.status()).toBe(200)
  expect(about?.headers()['cache-control']).toContain('no-store')
  await expect(page.getByTestId('footer-group')).toHaveCount(6)
})

test('a stalling upstream gives 504 within the timeout', async ({ page }) => {
  // The upstream never answers; it notes when each call reached it.
  const arrivals: number[] = []
  const stall = createServer(() => arrivals.push(Date.now()))
  // Long enough that the page's calls are all made well within it, whatever the machine's load.
  const timeoutMs = 4000
  const site = await startUpstreamSite(`http://127.0.0.1:${await listen(stall)}`, timeoutMs)
  // Without the timeout the page would wait for the test's own limit.
  const response = await page.goto(`${site}/zh/about/news`)
  expect(response?.status()).toBe(504)
  await expect(page.getByTestId('error-status')).toHaveText('504')
  // Once a call of the request has timed out, its later calls fail without asking the upstream
  // (each would wait out a timeout of its own): every call that reached it was made before the
  // first timed out. Counted on the upstream's side, not on a clock the machine's load moves: a
  // call made after the first timed out would arrive a whole timeout after it.
  expect(arrivals.length).toBeGreaterThan(0)
  const first = Math.min(...arrivals)
  expect(arrivals.map((at) => at - first).filter((late) => late >= timeoutMs)).toEqual([])
  // The site counts them as they were: calls that waited out the timeout, and calls not sent.
  const metrics = await (await fetch(`${site}/metrics`)).text()
  expect(metrics).toMatch(/upstream_requests_total\{outcome="timeout"\} [1-9]/)
  expect(metrics).toMatch(/upstream_requests_total\{outcome="skipped"\} [1-9]/)
})

test('pages come back when the upstream does', async ({ page, baseURL }) => {
  const upstreamPort = await freePort()
  const site = await startUpstreamSite(`http://127.0.0.1:${upstreamPort}`, 5000)
  expect((await page.goto(`${site}/about/news`))?.status()).toBe(502)
  // The upstream returns: a proxy to the embedded content service of the main test server.
  const target = new URL(baseURL ?? '')
  const proxy = createServer((req, res) => {
    const forward = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers: req.headers,
      },
      (upstream) => {
        res.writeHead(upstream.statusCode ?? 502, upstream.headers)
        upstream.pipe(res)
      },
    )
    req.pipe(forward)
  })
  await new Promise<void>((resolve) => proxy.listen(upstreamPort, '127.0.0.1', resolve))
  servers.push(proxy)
  const response = await page.goto(`${site}/about/news`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News')
  await expect(page.getByTestId('site-footer')).toContainText('Ruifeng')
})
