import { expect, test } from '../e2e/fixtures'
import { expectCalloutsLinked, PARTS_WORDS, partRows, searchParts } from '../e2e/parts-checks'
import { languages } from './helpers'

// Without JavaScript the parts search is the browser's own GET form (the query in the address),
// its results lead to the tool's parts, and the drawing's callouts and the list's numbers lead
// to each other as plain links highlighted by CSS (tests/e2e/parts.spec.ts).

for (const { prefix, lang } of languages) {
  const say = PARTS_WORDS[lang]

  test(`the parts search works without JavaScript (${lang})`, async ({ page }) => {
    await page.goto(`${prefix}/service/parts`)
    await searchParts(page, lang, 'DK-RH40')
    await expect(page).toHaveURL(new RegExp(`${prefix}/service/parts\\?q=DK-RH40$`))
    const tool = page.getByTestId('parts-tools').getByRole('link')
    await expect(tool).toHaveCount(1)
    await tool.click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/product/detail/\\d+#parts$`))
    const rows = await partRows(page)
    expect(rows.some((r) => r[2] === say.brushes)).toBe(true)
    await expectCalloutsLinked(page, 2)
  })

  test(`an empty parts search asks for a model without JavaScript (${lang})`, async ({ page }) => {
    await page.goto(`${prefix}/service/parts`)
    await searchParts(page, lang, '')
    await expect(page).toHaveURL(new RegExp(`${prefix}/service/parts\\?q=$`))
    await expect(page.getByRole('alert')).toHaveText(say.empty)
  })
}
