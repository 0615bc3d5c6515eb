import { gzipSync } from 'node:zlib'
import { type Browser, type BrowserContextOptions, devices, type Page } from '@playwright/test'
import { loginVia, phone, registerVia } from '../e2e/accounts'
import { expect, test } from '../e2e/fixtures'
import { memberPages } from '../e2e/routes'
import { LANGUAGES, PAGE_TYPES, pathOf } from './pages'

/**
 * Speed budgets of the visitor's pages, against the production build: only what the machine
 * running them cannot move (docs/decisions/0013-budgets-the-machine-cannot-move.md). Timings
 * (Lighthouse's score, LCP, TBT) depend on the machine and its neighbours; `bench/lighthouse.ts`
 * shows them against their targets.
 *
 * Every page is loaded as a visitor's first page, in a browser context of its own (nothing
 * cached), on Lighthouse's phone screen, and must:
 * - load at most 140 KB gzip of JavaScript before the visitor does anything (decision 0004);
 * - not shift its layout;
 * - for the page types of the speed targets, in both languages, also:
 *   - paint from few, small requests: what the server's HTML and its CSS make the browser fetch
 *     while the page's code is held back (the loader starts the code after the first paint,
 *     decision 0010);
 *   - name no script in its HTML (no render-blocking script, no preload of the code before
 *     the paint) and have no render-blocking resource but its stylesheet;
 *   - have the expected element as its largest paint (the banner, a product's picture);
 *   - lazy-load no image that is in the first screen.
 */
const JS_BUDGET_BYTES = 140 * 1024
/** The first paint's requests (the document included) and their bytes as sent (compressed). */
const FIRST_PAINT_REQUESTS = 14
const FIRST_PAINT_BYTES = 80 * 1024

/**
 * Cumulative layout shift: a quarter of Web Vitals' "good" (0.1). What moves a page visibly
 * fails; the header's reflow of a few pixels while its controls hydrate (0.004–0.014 as
 * measured) does not, whatever the machine's speed.
 */
const MAX_LAYOUT_SHIFT = 0.025

/** Lighthouse's phone (its default mobile settings): the screen the fold is measured on. */
const LIGHTHOUSE_PHONE: BrowserContextOptions = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
}
test.use(LIGHTHOUSE_PHONE)
// Nothing here is timed, so the pages load side by side.
test.describe.configure({ mode: 'parallel' })

/** Gzip sizes of the scripts fetched so far (a file's name changes with its content). */
const gzipSizes = new Map<string, number>()

/**
 * The screen the other pages were always measured on (the e2e suite's), so that their budget
 * guards the same as before.
 */
const DESKTOP: BrowserContextOptions = {
  viewport: devices['Desktop Chrome'].viewport,
  deviceScaleFactor: 1,
  isMobile: false,
  hasTouch: false,
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

type Visit = { scripts: number; jsBytes: number; cls: number; shifts: string[] }

/**
 * Loads a page as a visitor's first page (a new context: nothing cached) and returns the
 * JavaScript it downloaded before any interaction (gzip) and its layout shifts; `inspect` runs
 * on the loaded page before it closes.
 */
async function visit(
  browser: Browser,
  path: string,
  options: BrowserContextOptions = {},
  inspect?: (page: Page) => Promise<void>,
): Promise<Visit> {
  const context = await browser.newContext(options)
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (err) => errors.push(err.message))
  try {
    // Until the page's code has run and the network is quiet after it: the loader starts the
    // code only after the first paint (decision 0010), however long that takes on this machine.
    await page.goto(path)
    await page.waitForSelector('html[data-hydrated="true"]')
    await page.waitForLoadState('networkidle')
    // Every script the page asked for (the browser's own list), each fetched once more and
    // compressed here: the same figure whatever the server's compression or the browser's cache.
    const urls = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((r) => r.name)
        .filter((url) => /\.m?js$/.test(new URL(url).pathname)),
    )
    const sizes = await Promise.all(
      [...new Set(urls)].map(async (url) => {
        let size = gzipSizes.get(url)
        if (size === undefined) {
          const body = await (await context.request.get(url)).body()
          size = gzipSync(body).length
          gzipSizes.set(url, size)
        }
        return size
      }),
    )
    const jsBytes = sizes.reduce((a, b) => a + b, 0)
    const { cls, shifts } = await page.evaluate(
      () =>
        new Promise<{ cls: number; shifts: string[] }>((resolve) => {
          let sum = 0
          const shifts: string[] = []
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
                shifts.push(`${value.toFixed(4)} ${where}`)
              }
            }
          }).observe({ type: 'layout-shift', buffered: true })
          setTimeout(() => resolve({ cls: sum, shifts }), 300)
        }),
    )
    await inspect?.(page)
    expect(errors, `${path}: errors of the page's code`).toEqual([])
    return { scripts: sizes.length, jsBytes, cls, shifts }
  } finally {
    await context.close()
  }
}

/** Checks a visit against the JavaScript budget and layout shift, printing its figures. */
function checkVisit(label: string, v: Visit) {
  console.log(`${label}: ${v.scripts} scripts, ${kb(v.jsBytes)} gzip`)
  if (v.shifts.length) console.log(`${label} layout shifts: ${v.shifts.join('; ')}`)
  expect
    .soft(v.jsBytes, `${label}: JavaScript before any interaction (gzip)`)
    .toBeLessThanOrEqual(JS_BUDGET_BYTES)
  expect.soft(v.cls, `${label}: cumulative layout shift`).toBeLessThan(MAX_LAYOUT_SHIFT)
}

for (const { name: language, prefix } of LANGUAGES) {
  for (const type of PAGE_TYPES) {
    test(`${type.name} (${language}): first paint, largest paint, JavaScript, layout shift`, async ({
      browser,
      baseURL,
    }) => {
      const path = await pathOf(baseURL ?? '', type, prefix)

      // The visitor's page, its code and all.
      let largest: { matches: boolean; element: string } | undefined
      let lazyInFirstScreen: string[] = []
      const v = await visit(browser, path, {}, async (page) => {
        largest = await page.evaluate(
          (selector) =>
            new Promise<{ matches: boolean; element: string }>((resolve) => {
              let last: Element | null = null
              new PerformanceObserver((list) => {
                for (const entry of list.getEntries()) last = Reflect.get(entry, 'element') ?? null
              }).observe({ type: 'largest-contentful-paint', buffered: true })
              setTimeout(() => {
                const element = last as Element | null
                resolve({
                  matches: element?.matches(selector) ?? false,
                  element: element ? element.outerHTML.slice(0, 160) : '(none)',
                })
              }, 100)
            }),
          type.lcp,
        )
        lazyInFirstScreen = await page.evaluate(() =>
          [...document.querySelectorAll('img[loading="lazy"]')]
            .filter((img) => {
              const box = img.getBoundingClientRect()
              return box.width > 0 && box.height > 0 && box.top < window.innerHeight
            })
            .map((img) => img.getAttribute('src') ?? '?'),
        )
      })
      checkVisit(path, v)
      console.log(`${path}: largest paint ${largest?.element}`)
      expect.soft(largest?.matches, `${path}: largest paint is ${type.lcp}`).toBe(true)
      expect.soft(lazyInFirstScreen, `${path}: lazy images in the first screen`).toEqual([])

      // What the first paint is made of: the page with its code held back, as the browser has
      // it until the loader starts the code after the first paint (decision 0010), on the same
      // phone screen.
      const context = await browser.newContext(LIGHTHOUSE_PHONE)
      try {
        const page = await context.newPage()
        await page.route('**/*', (route) =>
          route.request().resourceType() === 'script' ? route.abort() : route.continue(),
        )
        const response = await page.goto(path, { waitUntil: 'networkidle' })
        const html = (await response?.text()) ?? ''
        const first = await page.evaluate(() => {
          const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
          const resources = (
            performance.getEntriesByType('resource') as PerformanceResourceTiming[]
          )
            // The tab's icon is the browser's, asked for after the page has loaded.
            .filter((r) => !/\/favicon\.[a-z]+$/.test(new URL(r.name).pathname))
            // The code the loader asks for after the paint, held back here.
            .filter((r) => !/\.m?js$/.test(new URL(r.name).pathname))
          // Lazy pictures below the first screen that the browser fetched ahead of a scroll
          // (Chrome looks 1,250 px or more past the screen). They are not painted first, and
          // which they are depends on the content of the moment (the latest news, the featured
          // products), not on how the page is built: printed, not counted.
          const ahead = new Set(
            [...document.querySelectorAll('img[loading="lazy"]')]
              .filter((img) => img.getBoundingClientRect().top >= window.innerHeight)
              .map((img) => (img as HTMLImageElement).currentSrc)
              .filter(Boolean)
              .map((src) => new URL(src).pathname),
          )
          const all = [
            { url: location.pathname, bytes: nav.encodedBodySize, blocking: 'document' },
            ...resources.map((r) => ({
              url: new URL(r.name).pathname,
              bytes: r.encodedBodySize,
              blocking: Reflect.get(r, 'renderBlockingStatus') as string | undefined,
            })),
          ]
          return {
            requests: all.filter((r) => !ahead.has(r.url)),
            ahead: all.filter((r) => ahead.has(r.url)).map((r) => r.url),
          }
        })
        // A picture fetched in two widths (`x.w960.webp` and `x.w1280.webp`) is one picture: on a
        // busy machine the browser's look-ahead parser sometimes picks a width before the page's
        // viewport is applied and the parser picks again. The page needs one of them: the
        // larger counts, the other is printed.
        const widest = new Map<string, { url: string; bytes: number }>()
        for (const r of first.requests) {
          const stem = /^(.*)\.w\d+\.webp$/.exec(r.url)?.[1]
          if (stem && (widest.get(stem)?.bytes ?? -1) < r.bytes) widest.set(stem, r)
        }
        const twice = first.requests.filter((r) => {
          const stem = /^(.*)\.w\d+\.webp$/.exec(r.url)?.[1]
          return stem !== undefined && widest.get(stem) !== r
        })
        if (twice.length)
          console.log(
            `${path}: fetched in a second width too: ${twice.map((r) => r.url).join(', ')}`,
          )
        first.requests = first.requests.filter((r) => !twice.includes(r))
        const bytes = first.requests.reduce((a, r) => a + r.bytes, 0)
        console.log(
          `${path}: first paint ${first.requests.length} requests, ${kb(bytes)} (${first.requests
            .map((r) => `${r.url} ${kb(r.bytes)}`)
            .join(', ')}); fetched ahead of a scroll: ${first.ahead.join(', ') || 'none'}`,
        )
        expect
          .soft(first.requests.length, `${path}: requests of the first paint`)
          .toBeLessThanOrEqual(FIRST_PAINT_REQUESTS)
        expect
          .soft(bytes, `${path}: bytes of the first paint`)
          .toBeLessThanOrEqual(FIRST_PAINT_BYTES)
        expect
          .soft(
            first.requests.filter((r) => r.blocking === 'blocking' && !r.url.endsWith('.css')),
            `${path}: render-blocking requests besides the stylesheet`,
          )
          .toEqual([])
        // The page's code is started by the loader, never by the HTML parser.
        expect
          .soft(
            [
              ...html.matchAll(/<script\b[^>]*\bsrc=[^>]*>|<link\b[^>]*\bmodulepreload\b[^>]*>/g),
            ].map((m) => m[0]),
            `${path}: scripts and preloads of code in the HTML`,
          )
          .toEqual([])
      } finally {
        await context.close()
      }
    })
  }

  // The other pages six to a test, so that no test holds a worker for minutes on a loaded
  // machine.
  const others = [
    [
      '/service/reservation',
      '/service/modules/fwcheck',
      '/login',
      '/register',
      '/contact/network',
      // The comparison's code is the same with or without products to compare.
      '/product/compare',
    ],
    // Member pages as a visitor who is not logged in sees them: a login prompt, with the page's
    // own code loaded behind it by the router.
    [
      '/member/subscribe',
      '/member/user',
      '/member/warranty',
      '/member/evaluate',
      '/member/feedback',
      '/member/edit-evalute',
    ],
    // The parts search, empty and with its answer (its tools and parts).
    ['/service/parts', '/service/parts?q=RF-DD20B', '/service/parts?q=armature'],
  ]
  // These pages in one language each, by turns (a page's languages differ only by the catalogue
  // chunk it loads): the byte report counts both languages of every page from the build, the
  // page types above are loaded in both.
  const inTurn = (index: number) => (index % 2 === 0) === (prefix === '/zh')
  for (const pages of others.filter((_, index) => inTurn(index))) {
    test(`other pages (${language}), logged out: ${pages.join(', ')}: JavaScript and layout shift`, async ({
      browser,
    }) => {
      test.setTimeout(120_000)
      for (const page of pages) {
        const path = `${prefix}${page}`
        checkVisit(path, await visit(browser, path, DESKTOP))
      }
    })
  }

  const memberGroups = [memberPages.slice(0, 6), memberPages.slice(6)]
  for (const members of memberGroups.filter((_, index) => inTurn(index))) {
    test(`a member's own pages (${language}): ${members.join(', ')}: JavaScript and layout shift`, async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000)
      const account = phone()
      await registerVia(page, account, 'budget-secret')
      await loginVia(page, account, 'budget-secret')
      const storageState = await page.context().storageState()
      for (const member of members) {
        const path = `${prefix}${member}`
        const v = await visit(browser, path, { ...DESKTOP, storageState }, async (p) => {
          await expect(p.getByTestId('login-form'), `${path}: logged in`).toHaveCount(0)
        })
        checkVisit(`${path} (logged in)`, v)
      }
    })
  }
}
