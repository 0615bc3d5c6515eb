import { expect, test } from './fixtures'
import { expectWhereToBuy, firstProductPath, STORE_NAMES } from './where-to-buy-checks'

// Where to buy a tool: its page lists the brand's official online stores (Tmall, JD) and leads
// to the outlets that sell and service it; the mall page lists every brand's stores.
// app/features/products/where-to-buy.test.ts checks the data against the database.

for (const { prefix, lang } of [
  { prefix: '', lang: 'en' },
  { prefix: '/zh', lang: 'zh' },
] as const) {
  test(`a product's page says where to buy it (${lang})`, async ({ page, request }) => {
    await page.goto(await firstProductPath(request, prefix))
    await expectWhereToBuy(page, lang)
    // The finder link leads to the outlets, in the page's language.
    await page.locator('section#where-to-buy').getByTestId('store-finder-link').click()
    await page.waitForURL((url) => url.pathname === `${prefix}/service/network`)
  })

  test(`the mall page lists each brand's online stores (${lang})`, async ({ page }) => {
    await page.goto(`${prefix}/product/mall`)
    const stores = page.getByTestId('brand-stores').first()
    for (const name of STORE_NAMES[lang]) {
      const link = stores.getByRole('link', { name, exact: true })
      await expect(link).toHaveAttribute('href', /^https:\/\//)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/)
    }
  })
}
