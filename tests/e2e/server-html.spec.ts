import type { Page } from '@playwright/test'
import { logIn, registerMember } from './accounts'
import { expect, gotoHydrated, languages, serverPartsLive, test } from './fixtures'
import { memberPages, prefixes, sitePages, urlOf } from './routes'

/**
 * The server's HTML is the page the visitor uses: the parts that wait for the first interaction
 * (decision 0004) hydrate in place. React draws a part afresh instead when it receives an update
 * while it waits (new props, a catalogue loaded loudly), without a word: the part vanishes for a
 * moment, what was typed into it and a press spanning that moment are lost. A part streamed
 * after the document is moved into place by a script the same way. Either removes a piece of
 * the server's HTML, which this counts from the first byte on.
 */

/** Notes each removed element of at least eight elements (a part, not a detail of one). */
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

// As in routes.spec.ts: one browser context per worker, its cache keeping the site's scripts.
test.use({ reuseContext: true, extraHTTPHeaders: {} })
const observed = new WeakSet<Page>()

/** The page at `url`, its first interaction made and every part live: what was removed. */
async function partsRemovedOn(page: Page, url: string): Promise<string[]> {
  if (!observed.has(page)) {
    observed.add(page)
    await page.addInitScript(noteRemovedParts)
  }
  await gotoHydrated(page, url)
  // A key that does nothing else: the first interaction, on which the waiting parts load.
  await page.keyboard.press('Shift')
  await serverPartsLive(page)
  return await page.evaluate(() => Reflect.get(window, 'removedParts'))
}

test.describe('every page hydrates the server’s HTML in place after the first interaction, in both languages', () => {
  for (const prefix of prefixes) {
    for (const sitePage of sitePages(prefix)) {
      test(sitePage.name, async ({ page, request, clientAddress }) => {
        await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress })
        const url = await urlOf(request, sitePage, clientAddress)
        expect(await partsRemovedOn(page, url)).toEqual([])
      })
    }
  }

  for (const { prefix, lang } of languages) {
    test(`a member's own pages (${lang})`, async ({ page, request, clientAddress }) => {
      // A log-in and twelve pages.
      test.slow()
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress })
      await logIn(page, await registerMember(request), prefix)
      for (const path of memberPages) {
        expect(await partsRemovedOn(page, `${prefix}${path}`), path).toEqual([])
      }
    })
  }
})
