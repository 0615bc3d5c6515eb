import {
  test as base,
  type ConsoleMessage,
  expect,
  type Locator,
  type Page,
} from '@playwright/test'

/**
 * The page the header's language link leads to: it goes through `/lang`, which records the
 * choice in the `lang` cookie, with the page in `to`.
 */
export async function languageTwin(page: Page): Promise<string> {
  const url = new URL(
    (await page.getByTestId('language-link').getAttribute('href')) ?? '',
    'http://x',
  )
  if (url.pathname !== '/lang') throw new Error(`the language link goes to ${url.pathname}`)
  return url.searchParams.get('to') ?? ''
}

/** Waits until React has hydrated the page: clicks before that would do nothing. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path)
  await page.waitForSelector('html[data-hydrated="true"]')
  return response
}

let addressesGiven = 0

/**
 * A visitor address no other test of this run uses: 10.<worker>.<n>. Every worker process has
 * its own index (a retry runs in a new one), so two tests never share a rate-limit key, whatever
 * their order or the number of workers.
 */
export function uniqueAddress(): string {
  addressesGiven += 1
  const worker = test.info().workerIndex
  if (worker > 255 || addressesGiven > 65_535) throw new Error('out of test addresses')
  return `10.${worker}.${addressesGiven >> 8}.${addressesGiven & 255}`
}

/**
 * Every test is a visitor of its own: each browser context and API request it makes (`page`,
 * `context`, `request`, `browser.newContext()`) sends `X-Forwarded-For: <clientAddress>`. The
 * e2e server trusts that header (TRUST_PROXY=1), so the per-address limits (log-in attempts,
 * captchas, registrations, SMS sends and checks, form posts, code checks and the unknown-code
 * gate) count this test alone, whatever runs before or beside it. A single address: the leftmost
 * and the rightmost entry are the same, whichever end the server believes.
 *
 * A test's `page` fails it on console errors and hydration warnings, which catches mismatches
 * between the server render and the client early (a test that provokes errors on purpose removes
 * them from `consoleErrors`). Tests that only make requests open no page.
 */
export const test = base.extend<{ clientAddress: string; consoleErrors: string[] }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern
  clientAddress: async ({}, use) => {
    await use(uniqueAddress())
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders, clientAddress }, use) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': clientAddress })
  },
  // What the page logged as errors; a test that provokes some on purpose takes them out.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern
  consoleErrors: async ({}, use) => {
    await use([])
  },
  page: async ({ page, consoleErrors: errors }, use) => {
    const onConsole = (msg: ConsoleMessage) => {
      const text = msg.text()
      if (msg.type() === 'error' || /hydrat/i.test(text)) errors.push(text)
    }
    const onPageError = (err: Error) => errors.push(err.message)
    page.on('console', onConsole)
    page.on('pageerror', onPageError)
    await use(page)
    // A spec that reuses its context (routes.spec.ts) gets the same page in its next test.
    page.off('console', onConsole)
    page.off('pageerror', onPageError)
    const unexpected = errors.filter(
      // A 404 page load and deliberate 4xx answers log a resource error in Chromium.
      (e) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(e),
    )
    expect(unexpected, 'console errors').toEqual([])
  },
})

export { expect }

/** Both languages of the site: English without a prefix, Chinese under /zh. */
export const languages = [
  { prefix: '', lang: 'en' },
  { prefix: '/zh', lang: 'zh' },
] as const

/**
 * Whether a check that would run once in each language runs in `lang`: in one language by turns,
 * English on even turns. A page's two languages are one template with other words (the
 * catalogues' check keeps every message translated in both), so each check runs once and the
 * file as a whole covers both languages: what a language changes (its words, its prefix, its
 * catalogue) is checked on every other test. A browser page load costs about a CPU-second of a
 * two-core CI machine; each check twice was a third of the browser suites.
 */
export function languageInTurn(turn: number, lang: 'en' | 'zh'): boolean {
  return lang === (turn % 2 === 0 ? 'en' : 'zh')
}

/**
 * Registers the tests written once per language in one language each, by turns
 * (`languageInTurn`): one per file, and in its loops over `languages`,
 * `if (inTurn(lang)) test(…)`. Each language counts its own tests, so a file's n-th test runs
 * in English or in Chinese, never in both.
 */
export function languageTurns(): (lang: 'en' | 'zh') => boolean {
  const next = { en: 0, zh: 0 }
  return (lang) => languageInTurn(next[lang]++, lang)
}

/**
 * Whether a test that runs on both screens in both languages runs on `screen` in `lang`: twice,
 * not four times, once on each screen and once in each language. Its `turn` (its place in the
 * file) swaps the pairs, so a file holds both pairings: a desktop in English and a phone in
 * Chinese, then a desktop in Chinese and a phone in English. What differs by screen (the layout)
 * and what differs by language (the words) are each checked on both.
 */
export function inTurn(turn: number, screen: 'desktop' | 'phone', lang: 'en' | 'zh'): boolean {
  return (screen === 'desktop') === (lang === (turn % 2 === 0 ? 'en' : 'zh'))
}

/** Page width beyond the viewport: a phone page must not scroll sideways. */
export function horizontalOverflow(page: Page) {
  const width = page.viewportSize()?.width ?? 0
  return page.evaluate(
    (viewport) => (document.scrollingElement?.scrollWidth ?? 0) - viewport,
    width,
  )
}

/**
 * Waits until the captcha picture inside `scope` has loaded. Each challenge takes one answer, and
 * the key the next answer is checked against comes with its picture: a visitor answers what the
 * picture shows once it is there (visible is not enough: a new picture may still be loading).
 */
export async function captchaLoaded(scope: Locator | Page) {
  await expect
    .poll(() =>
      scope
        .getByTestId('captcha')
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true)
}

/**
 * The header's account name, the one a visitor sees: the phone drawer holds a second one, in
 * the page but hidden, and it joins once the drawer's code has hydrated (after the first
 * interaction), so a page-wide lookup would find one or two depending on timing.
 */
export function accountName(page: Page): Locator {
  return page.getByTestId('account-name').filter({ visible: true })
}

/**
 * Waits until every part the server drew is live: each Suspense boundary of the server's HTML
 * (`<!--$-->`) holds elements React has hydrated. The parts that hydrate on the first
 * interaction (decision 0004: forms, the finder's list, the phone menu, the footer) wait for one,
 * so a test makes one first.
 */
export async function serverPartsLive(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const hydrated = (element: Element) =>
            Object.keys(element).some((key) => key.startsWith('__reactFiber$'))
          const marks = document.createTreeWalker(document.body, NodeFilter.SHOW_COMMENT)
          let waiting = 0
          for (let mark = marks.nextNode(); mark; mark = marks.nextNode()) {
            if (!(mark instanceof Comment) || !mark.data.startsWith('$')) continue
            let node = mark.nextSibling
            while (node && !(node instanceof Element) && !(node instanceof Comment)) {
              node = node.nextSibling
            }
            if (node instanceof Element && !hydrated(node)) waiting += 1
          }
          return waiting
        }),
      { message: 'parts of the server’s HTML still waiting to hydrate' },
    )
    .toBe(0)
}
