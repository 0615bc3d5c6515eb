import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../e2e/fixtures'

export { languages } from '../e2e/fixtures'

/** How late every script of the site arrives: a phone on a slow network. */
export const SCRIPT_DELAY_MS = 5000

/** Every `.js` file the page asks for is answered `SCRIPT_DELAY_MS` late. */
export async function delayScripts(page: Page) {
  await page.route('**/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS))
    await route.continue().catch(() => {})
  })
}

/** Opens a page without waiting for its code, which is still on its way. */
export async function openEarly(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'domcontentloaded' })
}

/**
 * Waits until half a second after the page's navigation began (the moment a visitor taps; later
 * when the page's HTML itself came later) and checks that the page's code has not taken over
 * yet: what the tap does is the HTML's own. The moment is noted in the test's report (a figure,
 * not a check: a busy machine serves the HTML later).
 */
export async function atHalfASecond(page: Page) {
  await page.waitForFunction(() => performance.now() >= 500, undefined, { polling: 25 })
  await beforeTheCode(page)
  const now = await page.evaluate(() => performance.now())
  test.info().annotations.push({ type: 'tap at', description: `${Math.round(now)} ms` })
}

/** Whether React has hydrated `element` (its fiber is attached): the part's code is there. */
export function hydrated(element: Locator) {
  return element.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber$')))
}

/** The code has not arrived: the page is still the server's HTML. */
export async function beforeTheCode(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
}
