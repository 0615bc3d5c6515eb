import { gzipSync } from 'node:zlib'
import { type APIRequestContext, expect, type Page, type Response, test } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { loginVia, phone, registerVia } from '../e2e/accounts'

/**
 * Speed budgets of the visitor's pages, measured against the production build after the
 * functional suite (docs/decisions/0004-javascript-budget.md, 0005-lighthouse-in-ci.md):
 * - the JavaScript a page loads before a visitor does anything (gzip), and no layout shift;
 * - Lighthouse (mobile, its default simulated throttling) as a person runs it from the command
 *   line: a fresh Chromium for every run, against a warm server; the median of five runs of
 *   every page type in both languages.
 * Form pages are measured as a visitor first sees them: their form's code loads on the first
 * interaction (decision 0004).
 */
const JS_BUDGET_BYTES = 150 * 1024
const LIGHTHOUSE_RUNS = 5
/**
 * Medians every page must reach: score, largest contentful paint, total blocking time. On
 * 2026-11-25 the medians were 99–100, LCP 0.9–1.2 s and TBT 0–94 ms (decision 0005); the test
 * holds them with room for a busy CI machine, and prints where a page misses the aims of a
 * score of 100 and a TBT of 50 ms.
 */
const LIGHTHOUSE_SCORE = 0.97
const LCP_MS = 1500
const TBT_MS = 150
const AIM = { score: 1, tbt: 50 }

/** The first detail page a list links to, in the list's language (ids differ by language). */
async function firstDetail(request: APIRequestContext, list: string): Promise<string> {
  const html = await (await request.get(list)).text()
  const href = /href="([^"]*\/detail\/\d+)"/.exec(html)?.[1]
  if (!href) throw new Error(`${list} links to no detail`)
  return href
}

/** One page of each type, in both languages. */
async function pageTypes(request: APIRequestContext): Promise<string[]> {
  const pages: string[] = []
  for (const prefix of ['', '/zh']) {
    pages.push(
      prefix || '/',
      `${prefix}/product/list`,
      await firstDetail(request, `${prefix}/product/list`),
      `${prefix}/about/news`,
      await firstDetail(request, `${prefix}/about/news`),
      `${prefix}/service/download`,
      // The outlet finder: its list and map load on demand (decision 0008).
      `${prefix}/service/network`,
      `${prefix}/contact/join`,
    )
  }
  return pages
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN

/**
 * Loads each page as a visitor's first page, prints the JavaScript it downloaded before any
 * interaction (gzip) and checks that nothing shifted the layout; returns the pages over budget.
 */
async function measurePages(page: Page, paths: string[], who = ''): Promise<string[]> {
  const over: string[] = []
  for (const path of paths) {
    const scripts = new Map<string, number>()
    const onResponse = async (response: Response) => {
      if (response.request().resourceType() !== 'script') return
      const body = await response.body().catch(() => Buffer.alloc(0))
      scripts.set(response.url(), gzipSync(body).length)
    }
    page.on('response', onResponse)
    await page.goto(path, { waitUntil: 'networkidle' })
    page.off('response', onResponse)
    const total = [...scripts.values()].reduce((a, b) => a + b, 0)
    const kb = (total / 1024).toFixed(1)
    console.log(`${path}${who}: ${scripts.size} scripts, ${kb} KB gzip`)
    if (total > JS_BUDGET_BYTES) over.push(`${path}${who} ${kb} KB`)

    const { cls, sources } = await page.evaluate(
      () =>
        new Promise<{ cls: number; sources: string[] }>((resolve) => {
          let sum = 0
          const sources: string[] = []
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) {
              const value = Reflect.get(entry, 'value')
              if (Reflect.get(entry, 'hadRecentInput') || typeof value !== 'number') continue
              sum += value
              // Name what moved, so that a failure says where to look.
              for (const source of Reflect.get(entry, 'sources') ?? []) {
                const node = source.node as Element | null
                const where = node
                  ? `${node.nodeName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${String(node.className).split(' ').slice(0, 3).join('.')}`
                  : '(removed node)'
                sources.push(`${value.toFixed(4)} ${where}`)
              }
            }
          }).observe({ type: 'layout-shift', buffered: true })
          setTimeout(() => resolve({ cls: sum, sources }), 300)
        }),
    )
    if (sources.length) console.log(`${path}${who} layout shifts: ${sources.join('; ')}`)
    expect(cls, `${path}${who} cumulative layout shift`).toBeLessThan(0.01)
  }
  return over
}

test.describe('budgets', () => {
  test('initial JavaScript stays within the budget and nothing shifts the layout', async ({
    page,
  }) => {
    const pages = [
      ...(await pageTypes(page.request)),
      '/service/reservation',
      '/zh/login',
      '/register',
      '/zh/contact/network',
      // Member pages as a visitor who is not logged in sees them: a login prompt, with the
      // page's own code loaded behind it by the router.
      '/member/subscribe',
      '/zh/member/user',
      '/member/evaluate',
      '/zh/member/feedback',
      '/member/edit-evalute',
    ]
    const over = await measurePages(page, pages)
    expect(over, `pages over ${JS_BUDGET_BYTES / 1024} KB gzip`).toEqual([])
  })

  test("a member's own pages stay within the budget too", async ({ page }) => {
    const account = phone()
    await registerVia(page, account, 'budget-secret')
    await loginVia(page, account, 'budget-secret')
    const over = await measurePages(
      page,
      [
        '/member/user',
        '/zh/member/subscribe',
        '/member/reservations',
        '/member/notifications',
        '/member/evaluate',
        '/zh/member/feedback',
        '/member/edit-evalute',
      ],
      ' (logged in)',
    )
    expect(over, `member pages over ${JS_BUDGET_BYTES / 1024} KB gzip`).toEqual([])
  })

  test('Lighthouse (mobile), as run from the command line: every page type in both languages', async ({
    request,
    baseURL,
  }) => {
    const pages = await pageTypes(request)
    test.setTimeout(pages.length * LIGHTHOUSE_RUNS * 30_000)
    const failures: string[] = []
    for (const path of pages) {
      // A warm server, as a visitor finds a live site: the page is in the shared cache and the
      // server's code is optimized (the pictures are drawn on their first request).
      for (let i = 0; i < 3; i++) await request.get(path)
      const runs: Array<{ score: number; lcp: number; tbt: number; fcp: number }> = []
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
        // What `npx lighthouse URL` does: launch a Chromium of its own (chrome-launcher's default
        // flags), measure one page load, close it. Debian's Chromium, headless, as in CI.
        const chrome = await chromeLauncher.launch({
          chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
          chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
        })
        try {
          const result = await lighthouse(`${baseURL}${path}`, {
            port: chrome.port,
            onlyCategories: ['performance'],
            output: 'json',
            logLevel: 'error',
          })
          const audits = result?.lhr.audits
          runs.push({
            score: result?.lhr.categories.performance?.score ?? 0,
            fcp: audits?.['first-contentful-paint']?.numericValue ?? Number.NaN,
            lcp: audits?.['largest-contentful-paint']?.numericValue ?? Number.NaN,
            tbt: audits?.['total-blocking-time']?.numericValue ?? Number.NaN,
          })
        } finally {
          chrome.kill()
        }
      }
      const m = {
        score: median(runs.map((r) => r.score)),
        fcp: median(runs.map((r) => r.fcp)),
        lcp: median(runs.map((r) => r.lcp)),
        tbt: median(runs.map((r) => r.tbt)),
      }
      const each = runs
        .map((r) => `${Math.round(r.score * 100)}/${Math.round(r.lcp)}/${Math.round(r.tbt)}`)
        .join(' ')
      console.log(
        `Lighthouse ${path}: median ${Math.round(m.score * 100)}, FCP ${Math.round(m.fcp)} ms, LCP ${Math.round(m.lcp)} ms, TBT ${Math.round(m.tbt)} ms (runs score/LCP/TBT: ${each})`,
      )
      if (m.score < AIM.score || m.tbt > AIM.tbt) {
        console.log(`Lighthouse ${path}: short of the aim (score 100, TBT ≤ ${AIM.tbt} ms)`)
      }
      if (m.score < LIGHTHOUSE_SCORE) failures.push(`${path}: score ${Math.round(m.score * 100)}`)
      if (m.lcp > LCP_MS) failures.push(`${path}: LCP ${Math.round(m.lcp)} ms`)
      if (m.tbt > TBT_MS) failures.push(`${path}: TBT ${Math.round(m.tbt)} ms`)
    }
    expect(failures, 'medians of five Lighthouse runs below the budget').toEqual([])
  })
})
