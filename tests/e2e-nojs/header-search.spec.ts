import { expect, test } from '../e2e/fixtures'
import { languages } from './helpers'

/**
 * The header's search box with JavaScript off, on a wide screen: a plain GET form that leads
 * to the search page with its `keyword`, from any page, in the page's language.
 */
test.use({ viewport: { width: 1600, height: 900 } })
test.beforeEach(() => test.slow())

for (const { prefix, lang } of languages) {
  const zh = lang === 'zh'
  test(`the header's search box finds a product from any page (${lang})`, async ({ page }) => {
    await page.goto(`${prefix}/about/about-us`)
    const header = page.getByTestId('site-header')
    const box = header.getByRole('searchbox', { name: zh ? '搜索' : 'Search' })
    await expect(box).toBeVisible()
    await box.fill('RF-DD20B')
    await header
      .getByRole('button', { name: zh ? '搜索' : 'Search' })
      .last()
      .click()
    await page.waitForURL(`**${prefix}/service/search?keyword=RF-DD20B`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(zh ? '搜索' : 'Search')
    await expect(page.getByRole('link', { name: /RF-DD20B/ }).first()).toBeVisible()
    // An empty search asks for the product name (spec §5).
    await page.goto(`${prefix}/contact/contact-us`)
    await page
      .getByTestId('site-header')
      .getByRole('button', { name: zh ? '搜索' : 'Search' })
      .last()
      .click()
    await page.waitForURL(`**${prefix}/service/search?keyword=`)
    await expect(page.getByTestId('search-error')).toHaveText(
      zh ? '请输入产品名称' : 'Please enter your product name',
    )
  })
}
