import { gzipSync } from 'node:zlib'
import { expect, type Page, type Response, test } from '@playwright/test'
import { loginVia, phone, registerVia } from '../e2e/accounts'
import { type LighthouseRun, lighthouseRun, medians, pageTypes } from './lighthouse'

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
 * Medians every page must reach: a score of 100 (as Lighthouse shows it, rounded), largest
 * contentful paint at most 1.5 s and total blocking time at most 50 ms (decision 0005).
 */
const LIGHTHOUSE_SCORE = 0.995
const LCP_MS = 1500
const TBT_MS = 50

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
    baseURL,
  }) => {
    const pages = [
      ...(await pageTypes(baseURL ?? '')),
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
    const pages = await pageTypes(baseURL ?? '')
    test.setTimeout(pages.length * LIGHTHOUSE_RUNS * 30_000)
    const failures: string[] = []
    for (const path of pages) {
      // A warm server, as a visitor finds a live site: the page is in the shared cache and the
      // server's code is optimized (the pictures are drawn on their first request).
      for (let i = 0; i < 3; i++) await request.get(path)
      const runs: LighthouseRun[] = []
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++)
        runs.push(await lighthouseRun(`${baseURL}${path}`))
      const m = medians(runs)
      const each = runs
        .map((r) => `${Math.round(r.score * 100)}/${Math.round(r.lcp)}/${Math.round(r.tbt)}`)
        .join(' ')
      console.log(
        `Lighthouse ${path}: median ${Math.round(m.score * 100)}, FCP ${Math.round(m.fcp)} ms, LCP ${Math.round(m.lcp)} ms, TBT ${Math.round(m.tbt)} ms (runs score/LCP/TBT: ${each})`,
      )
      const missed = [
        m.score < LIGHTHOUSE_SCORE && `score ${Math.round(m.score * 100)}`,
        m.lcp > LCP_MS && `LCP ${Math.round(m.lcp)} ms`,
        m.tbt > TBT_MS && `TBT ${Math.round(m.tbt)} ms`,
      ].filter(Boolean)
      if (missed.length === 0) continue
      failures.push(`${path}: ${missed.join(', ')}`)
      // Where the time went, so that a failure says where to look (bench/lighthouse.ts prints
      // the same for a page on demand).
      for (const r of runs) console.log(`  long tasks: ${r.longTasks || 'none'}; ${r.mainThread}`)
    }
    expect(failures, 'medians of five Lighthouse runs short of the target').toEqual([])
  })
})
