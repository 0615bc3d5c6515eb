import { devices } from '@playwright/test'
import { expect, gotoHydrated, inTurn, languages, test } from './fixtures'
import {
  expectPlatformList,
  productPath,
  RF_20V,
  showProvinceOutlets,
  words,
} from './platforms-checks'

/**
 * Battery platforms on the pages: the product list filtered by one, a tool's "Works with" (its
 * batteries, chargers and other tools) and a battery's tools, linked both ways; "Where to buy"
 * by province, and nearest first from the visitor's position; each test on a desktop and on a
 * phone, in both languages (`inTurn`). Without JavaScript:
 * tests/e2e-nojs/platforms.spec.ts; the data against the database:
 * app/features/products/platforms.test.ts.
 */

const { defaultBrowserType: _, ...pixel7 } = devices['Pixel 7']

const screens = [
  { screen: 'desktop', use: { viewport: { width: 1280, height: 720 } } },
  { screen: 'phone', use: pixel7 },
] as const

for (const { screen, use } of screens) {
  test.describe(screen, () => {
    test.use(use)

    for (const { prefix, lang } of languages) {
      const say = words[lang]

      if (inTurn(0, screen, lang))
        test(`the product list filters by battery platform (${lang})`, async ({ page }) => {
          await gotoHydrated(page, `${prefix}/product/list`)
          await page.getByLabel(say.platform).selectOption({ label: RF_20V.name[lang] })
          await page.getByRole('button', { name: say.filter, exact: true }).click()
          await page.waitForURL((url) => url.searchParams.get('platform') === RF_20V.code)
          await expectPlatformList(page, lang)
          // The platform stays chosen in the form, and an unknown one lists nothing.
          await expect(page.getByLabel(say.platform)).toHaveValue(RF_20V.code)
          await gotoHydrated(page, `${prefix}/product/list?platform=no-such-platform`)
          await expect(page.getByTestId('result-count')).toHaveText(say.count(0))
        })

      if (inTurn(1, screen, lang))
        test(`a tool and its battery link to each other (${lang})`, async ({ page, request }) => {
          await gotoHydrated(page, await productPath(request, prefix, 'RF-DD20B'))
          // "Buy in the official store" is the brand's first online store, not the store list.
          const store = page.getByTestId('official-store')
          await expect(store).toHaveAttribute('href', 'https://ruifeng.tmall.com/')
          await expect(store).toHaveAttribute('target', '_blank')
          const section = page.locator('section#works-with')
          await expect(section.getByRole('heading', { level: 2 })).toHaveText(say.worksWith)
          await expect(section.getByTestId('platform-chargers').getByRole('link')).toHaveText(
            /RF-FC20$/,
          )
          await expect(section.getByTestId('platform-tools').getByRole('link')).toHaveCount(3)
          await section
            .getByTestId('platform-batteries')
            .getByRole('link', { name: /RF-BP2040$/ })
            .click()
          await page.waitForURL(/\/product\/detail\/\d+$/)
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(/RF-BP2040$/)
          // The battery's page lists the tools it powers: back to the drill.
          const tools = page.locator('section#works-with').getByTestId('platform-tools')
          await expect(tools.getByRole('link')).toHaveCount(4)
          await tools.getByRole('link', { name: /RF-DD20B$/ }).click()
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(/RF-DD20B$/)
          // The platform's name leads to its products.
          await page.locator('section#works-with').getByTestId('platform-link').click()
          await page.waitForURL((url) => url.searchParams.get('platform') === RF_20V.code)
          await expectPlatformList(page, lang)
        })

      if (inTurn(2, screen, lang))
        test(`a tool's page lists the outlets of a province, and the nearest (${lang})`, async ({
          page,
          context,
          request,
        }) => {
          const path = await productPath(request, prefix, 'RF-IW20B')
          await gotoHydrated(page, path)
          const { where, province } = await showProvinceOutlets(page, lang)
          const outlets = where.getByTestId('outlet-list').getByRole('listitem')
          await expect(outlets.first()).toBeVisible()
          // Every outlet listed is one of the province's, as the outlet finder has them.
          const api = await request.post('/api/cmsapi/common/cmsBusiness/list', {
            headers: { lang },
            data: { province, pageSize: 100 },
          })
          const names: string[] = (await api.json()).data.list.map(
            (o: { dealerName: string }) => o.dealerName,
          )
          await expect(outlets).toHaveCount(names.length)
          for (const name of names)
            await expect(where.getByText(name, { exact: true })).toHaveCount(1)

          // Nearest first, from a position in Shanghai: the outlets nearest it, with distances.
          await context.grantPermissions(['geolocation'])
          await context.setGeolocation({ latitude: 31.23, longitude: 121.47 })
          await where.getByRole('button', { name: say.nearest }).click()
          await expect(where.getByRole('status')).toHaveText(say.sorted)
          await expect(outlets).toHaveCount(5)
          await expect(outlets.first()).toContainText(/ · \d+ km/)
          // The first is the nearest of the whole network, wherever the province.
          const list: Array<{ dealerName: string; lat: number; lng: number }> = []
          for (let pageNo = 1; ; pageNo++) {
            const all = await request.post('/api/cmsapi/common/cmsBusiness/list', {
              headers: { lang },
              data: { pageNo, pageSize: 100 },
            })
            const { data } = await all.json()
            list.push(...data.list)
            if (list.length >= data.total || data.list.length === 0) break
          }
          const away = (o: { lat: number; lng: number }) =>
            Math.hypot(o.lat - 31.23, (o.lng - 121.47) * Math.cos((31.23 * Math.PI) / 180))
          const nearest = [...list].sort((a, b) => away(a) - away(b))[0]
          await expect(outlets.first()).toContainText(nearest?.dealerName ?? '-')
        })
    }
  })
}
