import { expect, gotoHydrated, languageInTurn, languageTwin, test } from './fixtures'

test.describe('locale routing (spec §2)', () => {
  test('English is unprefixed and Chinese lives under /zh, with matching <html lang>', async ({
    page,
  }) => {
    await gotoHydrated(page, '/about/about-us')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Company Profile')

    await gotoHydrated(page, '/zh/about/about-us')
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('公司简介')
  })

  test('/en/... redirects permanently to the unprefixed path', async ({ request }) => {
    const response = await request.get('/en/about/culture?x=1', { maxRedirects: 0 })
    expect([301, 308]).toContain(response.status())
    expect(response.headers().location).toBe('/about/culture?x=1')
    const home = await request.get('/en', { maxRedirects: 0 })
    expect([301, 308]).toContain(home.status())
    expect(home.headers().location).toBe('/')
  })

  for (const path of ['/fr/about/about-us', '/xx', '/de', '/no/such/page', '/zh/no-such-page']) {
    test(`${path} is a 404 with the not-found screen`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(
        page.getByText('This page could not be found.').or(page.getByText('找不到此页面。')),
      ).toBeVisible()
      await expect(page.getByRole('link', { name: /Back to home|返回首页/ })).toBeVisible()
    })
  }

  test('the language link sets the lang cookie and / then sends the visitor to /zh', async ({
    page,
    context,
  }) => {
    await gotoHydrated(page, '/about/honor')
    const link = page.getByTestId('language-link')
    await expect.poll(() => languageTwin(page)).toBe('/zh/about/honor')
    await link.click()
    await page.waitForURL('**/zh/about/honor')
    const lang = (await context.cookies()).find((c) => c.name === 'lang')
    expect(lang?.value).toBe('zh')
    expect(lang && lang.expires - Date.now() / 1000).toBeGreaterThan(604_800 - 120)

    await page.goto('/')
    await page.waitForURL(/\/zh$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')

    await page.waitForSelector('html[data-hydrated="true"]')
    const back = page.getByTestId('language-link')
    await expect.poll(() => languageTwin(page)).toBe('/')
    await back.click()
    await page.waitForURL((url) => url.pathname === '/')
    expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('en')
  })

  test('pages link their other-language twin with hreflang alternates', async ({ page }) => {
    await page.goto('/service/download')
    const alternates = page.locator('link[rel="alternate"][hreflang]')
    await expect(alternates).toHaveCount(3)
    const hrefs = await alternates.evaluateAll((links) =>
      links.map((l) => [
        l.getAttribute('hreflang'),
        new URL(l.getAttribute('href') ?? '').pathname,
      ]),
    )
    expect(hrefs).toEqual(
      expect.arrayContaining([
        ['en', '/service/download'],
        ['zh-CN', '/zh/service/download'],
        ['x-default', '/service/download'],
      ]),
    )
  })

  for (const [from, to] of [
    ['', '/zh'],
    ['/zh', ''],
  ] as const) {
    // Each kind of detail from one side, by turns: a test goes to the twin and back.
    for (const [index, list] of [
      '/about/news',
      '/product/list',
      '/recruits/recruit',
      '/service/explain',
    ].entries()) {
      if (!languageInTurn(index, from ? 'zh' : 'en')) continue
      test(`a detail's language switch and hreflang lead to its twin (${from}${list} → ${to || '/'})`, async ({
        page,
        request,
      }) => {
        test.slow()
        await gotoHydrated(page, `${from}${list}`)
        const first = page.locator(`main a[href*="/detail/"]`).first()
        await gotoHydrated(page, (await first.getAttribute('href')) ?? '')
        const link = page.getByTestId('language-link')
        // The header follows once the detail has loaded.
        await expect
          .poll(() => languageTwin(page), list)
          .toMatch(new RegExp(`^${to}/.+/detail/\\d+$`))
        const heading = await page.getByRole('heading', { level: 1 }).textContent()
        const href = await languageTwin(page)
        const lang = to ? 'zh-CN' : 'en'
        const alternate = page.locator(`link[rel="alternate"][hreflang="${lang}"]`)
        expect(new URL((await alternate.getAttribute('href')) ?? '').pathname).toBe(href)
        expect((await request.get(href)).status()).toBe(200)
        await link.click()
        await page.waitForURL((url) => url.pathname === href)
        await page.waitForSelector('html[data-hydrated="true"]')
        await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(heading ?? '')
        // And back: the twin's own switch leads to where we came from.
        const back = new URL(page.url()).pathname
        expect(back).toBe(href)
        const returnHref = await languageTwin(page)
        expect(returnHref).toMatch(new RegExp(`^${from}/.+/detail/\\d+$`))
      })
    }
  }

  test('switching language keeps a list filter: the other language shows the same items', async ({
    page,
  }) => {
    test.slow()
    await gotoHydrated(page, '/product/list')
    await page.getByLabel('Category').selectOption({ label: 'Angle Grinders (3)' })
    await page.getByLabel('Brand').selectOption({ label: 'Ruifeng' })
    await page.getByRole('button', { name: 'Filter' }).click()
    await page.waitForURL(/category=\d+&brand=\d+/)
    await expect(page.getByTestId('result-count')).toHaveText('2 products')
    await expect
      .poll(() => languageTwin(page))
      .toMatch(/^\/zh\/product\/list\?category=\d+&brand=\d+$/)
    await page.getByTestId('language-link').click()
    await page.waitForURL(/\/zh\/product\/list\?category=\d+&brand=\d+/)
    await page.waitForSelector('html[data-hydrated="true"]')
    await expect(page.getByTestId('result-count')).toHaveText('共 2 款产品')
    await expect(page.getByLabel('类别')).toHaveValue(/\d+/)
    const selected = page.getByLabel('类别').locator('option:checked')
    await expect(selected).toHaveText(/角磨机/)

    await gotoHydrated(page, '/zh/about/news')
    const tab = page.getByRole('navigation', { name: '新闻分类' }).getByRole('link').nth(2)
    await tab.click()
    await page.waitForURL(/category=\d+/)
    await expect(tab).toHaveAttribute('aria-current', 'page')
    const zhCount = await page.getByTestId('news-list').getByRole('listitem').count()
    await expect.poll(() => languageTwin(page)).toMatch(/^\/about\/news\?category=\d+$/)
    await page.getByTestId('language-link').click()
    await page.waitForURL(/^[^?]*\/about\/news\?category=\d+$/)
    await expect(page.getByTestId('news-list').getByRole('listitem')).toHaveCount(zhCount)
  })
})
