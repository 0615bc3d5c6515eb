import AxeBuilder from '@axe-core/playwright'
import { expect, gotoHydrated, test } from './fixtures'
import { prefixes, staticRoutes, withPrefix } from './routes'

const details = [
  '/about/news/detail/1',
  '/product/detail/1',
  '/recruits/detail/1',
  '/service/download/detail/1',
  '/service/explain/detail/31',
]

test.describe('accessibility (axe): no serious or critical violation', () => {
  for (const prefix of prefixes) {
    for (const path of [...staticRoutes, ...details]) {
      const url = withPrefix(prefix, path)
      test(url, async ({ page }) => {
        await gotoHydrated(page, url)
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
