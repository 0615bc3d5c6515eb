import type { Page } from '@playwright/test'
import { logIn, registerMember } from './accounts'
import { seriousViolations } from './axe'
import { expect, gotoHydrated, languageInTurn, languages, serverPartsLive, test } from './fixtures'
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

/** A route's language by its prefix. */
const langOf = (prefix: string) => (prefix ? 'zh' : 'en')

test.describe('every route in one of its languages by turns: 200, a heading, the title template, the server’s HTML hydrated in place, no serious or critical axe violation', () => {
  for (const prefix of prefixes) {
    for (const [index, sitePage] of sitePages(prefix).entries()) {
      if (!languageInTurn(index, langOf(prefix))) continue
      const { name, path } = sitePage
      test(name, async ({ page, request, clientAddress }) => {
        await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress })
        const response = await gotoObserved(page, await urlOf(request, sitePage, clientAddress))
        // The 400 page answers 400 (spec §2: the target of a 400 answer), never indexed.
        expect(response?.status()).toBe(path === '/400' ? 400 : 200)
        await expect(page.locator('h1').first()).toBeVisible()
        await expect(page).toHaveTitle(titlePattern(prefix, path))
        expect(await partsRemoved(page)).toEqual([])
        expect(await seriousViolations(page)).toEqual([])
      })
    }
  }

  // A member's own pages, four to a test, each test a member of its own in one language by
  // turns: twelve pages in one test held a worker for two and a half minutes on a loaded two-core
  // machine, last in the run.
  const groups = [memberPages.slice(0, 4), memberPages.slice(4, 8), memberPages.slice(8)]
  for (const [turn, group] of groups.entries()) {
    const { prefix, lang } =
      languages.find(({ lang }) => languageInTurn(turn, lang)) ?? languages[0]
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
        expect(await seriousViolations(page), path).toEqual([])
      }
    })
  }
})

// The other language of each route, from the server's HTML alone (no browser: the page load is
// the slow part): 200, a heading and the title template. The browser checks above read the
// same template with the other language's words.
test('every route in its other language answers from the server with a heading and the title template', async ({
  request,
  clientAddress,
}) => {
  const headers = { 'x-forwarded-for': clientAddress }
  for (const prefix of prefixes) {
    for (const [index, sitePage] of sitePages(prefix).entries()) {
      if (languageInTurn(index, langOf(prefix))) continue
      const url = await urlOf(request, sitePage, clientAddress)
      const response = await request.get(url, { headers })
      expect(response.status(), url).toBe(sitePage.path === '/400' ? 400 : 200)
      const html = await response.text()
      expect(html, url).toMatch(/<h1[\s>]/)
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''
      expect(title, url).toMatch(titlePattern(prefix, sitePage.path))
    }
  }
})

/** The title template (the site's name alone on the home page). */
function titlePattern(prefix: string, path: string): RegExp {
  const siteTitle = prefix ? '瑞丰工具' : 'Ruifeng Tools'
  return path === '/' ? new RegExp(`^${siteTitle}$`) : new RegExp(` - ${siteTitle}$`)
}
