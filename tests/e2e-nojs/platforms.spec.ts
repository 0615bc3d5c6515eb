import { expect, test } from '../e2e/fixtures'
import {
  expectPlatformList,
  productPath,
  RF_20V,
  showProvinceOutlets,
  words,
} from '../e2e/platforms-checks'
import { languages } from './helpers'

/**
 * Battery platforms without JavaScript: the list's platform filter is the filter form's GET, and
 * a tool's outlets by province are its page's own GET form (`?province=`), both sent by the
 * browser itself (tests/e2e/platforms.spec.ts with JavaScript).
 */

for (const { prefix, lang } of languages) {
  const say = words[lang]

  test(`the list filters by battery platform without JavaScript (${lang})`, async ({ page }) => {
    await page.goto(`${prefix}/product/list`)
    await page.getByLabel(say.platform).selectOption({ label: RF_20V.name[lang] })
    await page.getByRole('button', { name: say.filter, exact: true }).click()
    await page.waitForURL((url) => url.searchParams.get('platform') === RF_20V.code)
    await expectPlatformList(page, lang)
    await expect(page.getByLabel(say.platform)).toHaveValue(RF_20V.code)
  })

  test(`a tool's outlets by province without JavaScript (${lang})`, async ({ page, request }) => {
    const path = await productPath(request, prefix, 'RF-CS20B')
    await page.goto(path)
    const { where, province } = await showProvinceOutlets(page, lang)
    expect(new URL(page.url()).pathname).toBe(path)
    await expect(where.getByTestId('outlet-list').getByRole('listitem').first()).toBeVisible()
    await expect(where.getByLabel(say.province)).toHaveValue(province)
    // A province of no outlet says so, never an error.
    await page.goto(`${path}?province=Atlantis`)
    await expect(where.getByTestId('outlet-list').getByRole('listitem')).toHaveCount(0)
    await expect(where.getByRole('status')).toHaveText(
      lang === 'zh' ? '该省份暂无网点。' : 'No outlet in this province.',
    )
  })
}
