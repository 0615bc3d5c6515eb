import type { Page } from '@playwright/test'
import { logIn, registerMember } from './accounts'
import { seriousViolations } from './axe'
import { expect, gotoHydrated, languages, serverPartsLive, test } from './fixtures'
import { memberPages, prefixes, sitePages, urlOf } from './routes'

// One visit per page checks what every page owes a visitor: a page load is the slow part.
// Each worker keeps one browser context for its routes (Playwright's `reuseContext`): between two
// tests Playwright clears its cookies and storage and sends its page back to about:blank, but its
// cache keeps the site's scripts, which every route would otherwise fetch and compile again. A
// reused context cannot carry the test's own address in its options, so the page and the request
// send it themselves.
test.use({ reuseContext: true, extraHTTPHeaders: {} })

/**
 * The server's HTML is the page the visitor uses: the parts that wait for the first interaction
 * (decision 0004) hydrate in place. React draws a part afresh instead when it receives an update
 * while it waits (new props, a catalogue loaded loudly), without a word: the part vanishes for a
 * moment, what was typed into it and a press spanning that moment are lost. A part streamed
 * after the document is moved into place by a script the same way. Either removes a piece of
 * the server's HTML, which this notes from the first byte on: each removed element of at least
 * eight elements (a part, not a detail of one).
 */
function noteRemovedParts() {
  const removed: string[] = []
  Object.assign(window, { removedParts: removed })
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.removedNodes) {
        if (!(node instanceof Element) || node.querySelectorAll('*').length < 7) continue
        const testId = node.getAttribute('data-testid')
        removed.push(`<${node.tagName.toLowerCase()}${testId ? ` data-testid="${testId}"` : ''}>`)
      }
    }
  }).observe(document, { childList: true, subtree: true })
}

const observed = new WeakSet<Page>()

/** Opens `url` with the removals noted from the first byte on, and waits for it to hydrate. */
async function gotoObserved(page: Page, url: string) {
  if (!observed.has(page)) {
    observed.add(page)
    await page.addInitScript(noteRemovedParts)
  }
  return await gotoHydrated(page, url)
}

/** The first interaction made and every part live: what was removed from the server's HTML. */
async function partsRemoved(page: Page): Promise<string[]> {
  // A key that does nothing else: the first interaction, on which the waiting parts load.
  await page.keyboard.press('Shift')
  await serverPartsLive(page)
  return await page.evaluate(() => Reflect.get(window, 'removedParts'))
}

/**
 * Axe checks each route in one language, English and Chinese by turns: a route's two languages
 * are one template with other words (the catalogues' check keeps every message translated), and
 * axe took 40 % of this file's CPU when it read both.
 */
const axeIn = (prefix: string, index: number) => (index % 2 === 0) === (prefix === '')

test.describe('every route in both languages: 200, a heading, the title template, the server’s HTML hydrated in place; in one of them by turns, no serious or critical axe violation', () => {
  for (const prefix of prefixes) {
    for (const [index, sitePage] of sitePages(prefix).entries()) {
      const { name, path } = sitePage
      test(name, async ({ page, request, clientAddress }) => {
        await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress })
        const response = await gotoObserved(page, await urlOf(request, sitePage, clientAddress))
        // The 400 page answers 400 (spec §2: the target of a 400 answer), never indexed.
        expect(response?.status()).toBe(path === '/400' ? 400 : 200)
        await expect(page.locator('h1').first()).toBeVisible()
        const siteTitle = prefix ? '瑞丰工具' : 'Ruifeng Tools'
        await expect(page).toHaveTitle(path === '/' ? siteTitle : new RegExp(` - ${siteTitle}$`))
        expect(await partsRemoved(page)).toEqual([])
        if (axeIn(prefix, index)) expect(await seriousViolations(page)).toEqual([])
      })
    }
  }

  // A member's pages four to a test, each test a member of its own: twelve pages in one test
  // held a worker for two and a half minutes on a loaded two-core machine, last in the run.
  const groups = [memberPages.slice(0, 4), memberPages.slice(4, 8), memberPages.slice(8)]
  for (const { prefix, lang } of languages) {
    for (const group of groups) {
      test(`a member's own pages (${lang}): ${group.join(', ')}`, async ({
        page,
        request,
        clientAddress,
      }) => {
        // A log-in and four pages.
        test.slow()
        await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress })
        await logIn(page, await registerMember(request), prefix)
        for (const path of group) {
          await gotoObserved(page, `${prefix}${path}`)
          expect(await partsRemoved(page), path).toEqual([])
          if (axeIn(prefix, memberPages.indexOf(path))) {
            expect(await seriousViolations(page), path).toEqual([])
          }
        }
      })
    }
  }
})
