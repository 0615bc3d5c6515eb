import AxeBuilder from '@axe-core/playwright'
import { expect, gotoHydrated, test } from './fixtures'
import { prefixes, sitePages, urlOf } from './routes'

// One visit per page checks what every page owes a visitor: a page load is the slow part.
// Each worker keeps one browser context for its routes (Playwright's `reuseContext`): between two
// tests Playwright clears its cookies and storage and sends its page back to about:blank, but its
// cache keeps the site's scripts, which every route would otherwise fetch and compile again. A
// reused context cannot carry the test's own address in its options, so the page and the request
// send it themselves.
test.use({ reuseContext: true, extraHTTPHeaders: {} })

test.describe('every route in both languages: 200, a heading, the title template, no serious or critical axe violation', () => {
  for (const prefix of prefixes) {
    for (const sitePage of sitePages(prefix)) {
      const { name, path } = sitePage
      test(name, async ({ page, request, clientAddress }) => {
        await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress })
        const response = await gotoHydrated(page, await urlOf(request, sitePage, clientAddress))
        // The 400 page answers 400 (spec §2: the target of a 400 answer), never indexed.
        expect(response?.status()).toBe(path === '/400' ? 400 : 200)
        await expect(page.locator('h1').first()).toBeVisible()
        const siteTitle = prefix ? '瑞丰工具' : 'Ruifeng Tools'
        await expect(page).toHaveTitle(path === '/' ? siteTitle : new RegExp(` - ${siteTitle}$`))
        // Without frames, axe runs in the page itself (legacy mode): the default opens a blank
        // page of its own to merge the results of frames, which about doubles the time.
        const results = await new AxeBuilder({ page })
          .setLegacyMode(page.frames().length === 1)
          .analyze()
        const bad = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map(
            (v) =>
              `${v.id}: ${v.nodes
                .map((n) => n.target.join(' '))
                .slice(0, 3)
                .join(', ')}`,
          )
        expect(bad).toEqual([])
      })
    }
  }
})
