import { test as base, expect, type Page } from '@playwright/test'

/** Waits until React has hydrated the page: clicks before that would do nothing. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path)
  await page.waitForSelector('html[data-hydrated="true"]')
  return response
}

/**
 * Every test fails on console errors and hydration warnings, which catches mismatches between
 * the server render and the client early.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('console', (msg) => {
        const text = msg.text()
        if (msg.type() === 'error' || /hydrat/i.test(text)) errors.push(text)
      })
      page.on('pageerror', (err) => errors.push(err.message))
      await use(errors)
      const unexpected = errors.filter(
        // A 404 page load and deliberate 4xx answers log a resource error in Chromium.
        (e) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(e),
      )
      expect(unexpected, 'console errors').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
