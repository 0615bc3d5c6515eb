import { devices, type Page } from '@playwright/test'
import { seriousViolations } from './axe'
import { expectAligned } from './compare-table'
import {
  expect,
  gotoHydrated,
  horizontalOverflow,
  inTurn,
  languages,
  languageTwin,
  test,
} from './fixtures'

/**
 * The product comparison: products ticked on the list, compared side by side (one column
 * each, one row per spec name, the rows that differ marked), one removed, the differences
 * alone; on a phone the table scrolls inside its region, never the page; on paper it is the
 * page alone. On a desktop in English and a phone in Chinese (`inTurn`). Without JavaScript:
 * tests/e2e-nojs/compare.spec.ts.
 */

const { defaultBrowserType: _, ...pixel7 } = devices['Pixel 7']

const screens = [
  { screen: 'desktop', use: { viewport: { width: 1280, height: 720 } } },
  // Lighthouse's phone, as the budgets measure it.
  { screen: 'phone', use: { ...pixel7, viewport: { width: 412, height: 823 } } },
] as const

const words = {
  en: {
    compareSelected: 'Compare selected',
    heading: 'Compare products',
    differs: 'Differs',
    onlyDifferences: 'Show only differences',
    allSpecs: 'Show all specifications',
    remove: /^Remove /,
    choose: 'Tick two to four products on the product list to compare them side by side.',
    back: 'Back to the products',
  },
  zh: {
    compareSelected: '对比所选产品',
    heading: '产品对比',
    differs: '不同',
    onlyDifferences: '只看不同项',
    allSpecs: '显示全部参数',
    remove: /^移除 /,
    choose: '请在产品列表中勾选二至四款产品进行对比。',
    back: '返回产品列表',
  },
} as const

/** The ids in the comparison's address, in order. */
function idsInAddress(page: Page): string | null {
  return new URL(page.url()).searchParams.get('ids')
}

/** A name as a literal part of a pattern. */
function literally(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

for (const { screen, use } of screens) {
  test.describe(screen, () => {
    test.use(use)

    for (const { prefix, lang } of languages) {
      const say = words[lang]

      if (inTurn(0, screen, lang))
        test(`products ticked on the list are compared, one removed, the differences alone (${lang}, ${screen})`, async ({
          page,
        }) => {
          // Three pages and a filtered view, each read from the content service.
          test.slow()
          await gotoHydrated(page, `${prefix}/product/list`)
          const cards = page.getByTestId('product-list').getByRole('listitem')
          const picked: Array<{ id: string; name: string }> = []
          for (const n of [0, 1, 2]) {
            const card = cards.nth(n)
            const box = card.getByRole('checkbox')
            const name = ((await card.getByRole('heading').textContent()) ?? '').trim()
            // The box is named by its card's product, for a screen reader among twelve.
            await expect(box).toHaveAccessibleName(new RegExp(literally(name)))
            await box.check()
            picked.push({ id: (await box.getAttribute('value')) ?? '', name })
          }
          await page.getByRole('button', { name: say.compareSelected }).click()
          await page.waitForURL((url) => url.pathname === `${prefix}/product/compare`)
          expect(idsInAddress(page)).toBe(picked.map((p) => p.id).join(','))

          await expect(page.getByRole('heading', { level: 1 })).toHaveText(say.heading)
          const columns = page.getByTestId('compare-product')
          await expect(columns).toHaveText(picked.map((p) => new RegExp(`^${literally(p.name)}`)))
          // Each name leads to its product's page.
          await expect(
            columns.first().getByRole('link', { name: picked[0]?.name, exact: true }),
          ).toHaveAttribute('href', `${prefix}/product/detail/${picked[0]?.id}`)
          await expectAligned(page, 3)
          const differing = page.locator('[data-testid="spec-row"][data-differs="true"]')
          await expect(differing.first()).toBeVisible()
          await expect(differing.first().getByRole('rowheader')).toContainText(say.differs)
          const allRows = await page.getByTestId('spec-row').count()
          expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
          if (screen === 'phone') {
            // Three columns are wider than the phone: the table scrolls in its region.
            const region = page.getByTestId('compare-region')
            expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
          }
          expect(await seriousViolations(page)).toEqual([])
          // The language switch compares the same products in the other language.
          const other = prefix ? '' : '/zh'
          await expect
            .poll(() => languageTwin(page))
            .toMatch(new RegExp(`^${other}/product/compare\\?ids=\\d+,\\d+,\\d+$`))
          await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
          await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)

          // Removing the first product leaves the other two, in their order.
          await columns.first().getByRole('link', { name: say.remove }).click()
          await page.waitForURL(
            (url) => url.searchParams.get('ids') === `${picked[1]?.id},${picked[2]?.id}`,
          )
          await expect(columns).toHaveCount(2)
          await expect(columns.first()).toContainText(picked[1]?.name ?? '')
          await expectAligned(page, 2)

          // The differences alone: every row shown is marked, and there are no more than before.
          await page.getByRole('link', { name: say.onlyDifferences }).click()
          await page.waitForURL(/[?&]diff=1/)
          await expect(page.getByRole('link', { name: say.allSpecs })).toBeVisible()
          await expect(
            page.locator('[data-testid="spec-row"]:not([data-differs="true"])'),
          ).toHaveCount(0)
          const rows = page.getByTestId('spec-row')
          await expect(rows.first()).toBeVisible()
          expect(await rows.count()).toBeLessThanOrEqual(allRows)
          for (const row of await rows.all()) {
            await expect(row.getByRole('rowheader')).toContainText(say.differs)
          }
          await expectAligned(page, 2)
          expect(idsInAddress(page)).toBe(`${picked[1]?.id},${picked[2]?.id}`)

          // Removing one more leaves a single product: nothing to compare, and the way back.
          await columns.first().getByRole('link', { name: say.remove }).click()
          await expect(page.getByTestId('compare-notice')).toHaveText(say.choose)
          await expect(page.getByRole('link', { name: say.back })).toHaveAttribute(
            'href',
            `${prefix}/product/list`,
          )
        })
    }
  })
}

test.describe('on paper', () => {
  for (const { prefix, lang } of languages) {
    test(`the comparison prints alone, as wide as the page (${lang})`, async ({ page }) => {
      await gotoHydrated(page, `${prefix}/product/list`)
      const ids = await page
        .getByTestId('product-list')
        .getByRole('checkbox')
        .evaluateAll((boxes) => boxes.slice(0, 4).map((box) => (box as HTMLInputElement).value))
      expect(ids).toHaveLength(4)
      await gotoHydrated(page, `${prefix}/product/compare?ids=${ids.join(',')}`)
      await expect(page.getByTestId('compare-product')).toHaveCount(4)
      // An A4 page's printable width at 96 px an inch, with the browser's default margins.
      await page.setViewportSize({ width: 700, height: 990 })
      await page.emulateMedia({ media: 'print' })
      for (const chrome of ['site-header', 'site-footer', 'section-banner']) {
        await expect(page.getByTestId(chrome)).toBeHidden()
      }
      await expect(
        page.getByRole('navigation', { name: /Section navigation|栏目导航/ }),
      ).toBeHidden()
      await expect(page.getByTestId('compare-remove').first()).toBeHidden()
      const table = page.getByTestId('compare-table')
      await expect(table).toBeVisible()
      const region = page.getByTestId('compare-region')
      expect(await region.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
      const box = await table.boundingBox()
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 700).toBe(true)
      // Other pages print as they are shown.
      await gotoHydrated(page, `${prefix}/product/list`)
      await expect(page.getByTestId('site-header')).toBeVisible()
    })
  }
})
