import { devices } from '@playwright/test'
import { seriousViolations } from './axe'
import { expect, gotoHydrated, horizontalOverflow, inTurn, languages, test } from './fixtures'
import { expectCalloutsLinked, PARTS_WORDS, partRows, partsForm, searchParts } from './parts-checks'

/**
 * Spare parts: the parts page finds a tool by its model and a part by its number, each leading
 * to the tool's parts on its page; there the drawing's callouts and the parts list lead to each
 * other; the site search finds parts by name. On a desktop and on a phone, in both languages
 * (each test on each screen and in each language: `inTurn`). Without JavaScript: tests/e2e-nojs/parts.spec.ts. The data: app/features/products/parts.test.ts.
 */

const { defaultBrowserType: _, ...pixel7 } = devices['Pixel 7']

const screens = [
  { screen: 'desktop', use: { viewport: { width: 1280, height: 720 } } },
  { screen: 'phone', use: { ...pixel7 } },
] as const

for (const { screen, use } of screens) {
  test.describe(screen, () => {
    test.use(use)

    for (const { prefix, lang } of languages) {
      const say = PARTS_WORDS[lang]

      if (inTurn(0, screen, lang))
        test(`finds a tool by its model and shows its drawing and parts (${lang})`, async ({
          page,
        }) => {
          await gotoHydrated(page, `${prefix}/service/parts`)
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
          expect(await seriousViolations(page)).toEqual([])
          // As people type a model: lower case, a space for the dash.
          await searchParts(page, lang, 'rf dd20b')
          await expect(page).toHaveURL(new RegExp(`${prefix}/service/parts\\?q=rf(\\+|%20)dd20b$`))
          const tools = page.getByTestId('parts-tools')
          await expect(tools.getByRole('link')).toHaveCount(1)
          await expect(partsForm(page).getByLabel(say.field)).toHaveValue('rf dd20b')
          expect(await horizontalOverflow(page)).toBe(0)

          await tools.getByRole('link', { name: /RF-DD20B/ }).click()
          await expect(page).toHaveURL(new RegExp(`${prefix}/product/detail/\\d+#parts$`))
          const section = page.locator('section#parts')
          await expect(section.getByRole('heading', { level: 2 })).toHaveText(say.section)
          await expect(section).toBeInViewport()
          // The drawing is the tool's own, a callout on it for each row of the list.
          await expect(section.locator('img')).toHaveAttribute('src', '/media/parts/RF-DD20B.svg')
          const rows = await partRows(page)
          expect(rows.length).toBeGreaterThanOrEqual(8)
          expect(rows.map((r) => r[0])).toEqual(rows.map((_, i) => String(i + 1)))
          expect(rows[0]?.[2]).toBe(say.terminal)
          await expect(section.locator('svg a')).toHaveCount(rows.length)
          // Where to get a part: an outlet in the page's language and the brand's online stores.
          const sources = section.getByTestId('parts-sources')
          await expect(sources.getByRole('link', { name: say.outlet })).toHaveAttribute(
            'href',
            `${prefix}/service/network`,
          )
          expect(
            await sources
              .locator('a[target="_blank"]')
              .evaluateAll((links) =>
                links.map((a) => a.getAttribute('href')?.startsWith('https://')),
              ),
          ).toEqual([true, true])
          expect(await seriousViolations(page, 'section#parts')).toEqual([])
          expect(await horizontalOverflow(page)).toBe(0)

          await expectCalloutsLinked(page, 3)
        })

      if (inTurn(1, screen, lang))
        test(`finds a part by its number: every tool it fits, at its row (${lang})`, async ({
          page,
        }) => {
          // The part number as the drawing's list of one tool gives it.
          await gotoHydrated(page, `${prefix}/service/parts?q=RF-DD20B`)
          await page.getByTestId('parts-tools').getByRole('link').click()
          const [terminal] = await partRows(page)
          const partNumber = terminal?.[1] ?? ''
          expect(partNumber).toMatch(/^1619RF\d{4}$/)

          await gotoHydrated(page, `${prefix}/service/parts`)
          // Typed in lower case, with a space: the number is found as it is written on the part.
          await searchParts(
            page,
            lang,
            `${partNumber.slice(0, 4)} ${partNumber.slice(4).toLowerCase()}`,
          )
          const found = page.getByTestId('parts-found').getByRole('listitem')
          await expect(found).toHaveCount(1)
          await expect(found).toContainText(partNumber)
          await expect(found).toContainText(say.terminal)
          // The maker's 20 V tools share the terminal block.
          const fits = found.getByRole('link')
          await expect(fits).toHaveText(['RF-DD20B', 'RF-AG20B', 'RF-IW20B', 'RF-CS20B'])
          await fits.filter({ hasText: 'RF-IW20B' }).click()
          await expect(page).toHaveURL(new RegExp(`${prefix}/product/detail/\\d+#part-1$`))
          const row = page.locator('section#parts tr:target')
          await expect(row).toHaveAttribute('id', 'part-1')
          await expect(row).toContainText(partNumber)
          await expect(row).toBeInViewport()
        })

      if (inTurn(2, screen, lang))
        test(`asks for a model or part number when the search is empty, and says when nothing fits (${lang})`, async ({
          page,
        }) => {
          await gotoHydrated(page, `${prefix}/service/parts`)
          await searchParts(page, lang, '   ')
          await expect(page.getByRole('alert')).toHaveText(say.empty)
          await searchParts(page, lang, 'ZZ-NOTHING-42')
          await expect(page.getByTestId('parts-results')).toContainText('ZZ-NOTHING-42')
          await expect(page.getByTestId('parts-found')).toHaveCount(0)
          await expect(page.getByTestId('parts-tools')).toHaveCount(0)
        })

      if (inTurn(3, screen, lang))
        test(`the site search finds parts by name, each at its tool's row (${lang})`, async ({
          page,
        }) => {
          await gotoHydrated(
            page,
            `${prefix}/service/search?keyword=${encodeURIComponent(say.brushes)}`,
          )
          const group = page.locator('section').filter({
            has: page.getByRole('heading', { name: new RegExp(`^${say.section}`) }),
          })
          const links = group.getByRole('link')
          await expect(links.first()).toContainText(say.brushes)
          expect(await links.count()).toBeGreaterThan(5)
          await links.first().click()
          await expect(page).toHaveURL(new RegExp(`${prefix}/product/detail/\\d+#part-\\d+$`))
          await expect(page.locator('section#parts tr:target')).toContainText(say.brushes)
        })
    }
  })
}

test('the service section lists the parts page beside its siblings, in both languages', async ({
  page,
}) => {
  for (const { prefix, lang } of languages) {
    await page.goto(`${prefix}/service/network`)
    const link = page
      .getByRole('navigation')
      .getByRole('link', { name: lang === 'zh' ? '配件查询' : 'Spare Parts', exact: true })
      .first()
    await expect(link).toHaveAttribute('href', `${prefix}/service/parts`)
  }
})

test('the sitemap lists the parts page in both languages, and the drawings are served as pictures', async ({
  request,
}) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname)
  expect(locs).toContain('/service/parts')
  expect(locs).toContain('/zh/service/parts')
  const drawing = await request.get('/media/parts/KX-CH30.svg')
  expect(drawing.status()).toBe(200)
  expect(drawing.headers()['content-type']).toMatch(/^image\/svg\+xml/)
  expect(await drawing.text()).toMatch(/^<svg [^>]*viewBox="0 0 800 500"/)
  expect((await request.get('/media/parts/NO-SUCH.svg')).status()).toBe(404)
})
