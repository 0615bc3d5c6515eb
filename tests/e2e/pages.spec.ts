import { expect, gotoHydrated, test } from './fixtures'

test.describe('public pages with the seeded content', () => {
  test('news: a category filter narrows the list, paging works, details open with neighbours', async ({
    page,
  }) => {
    await gotoHydrated(page, '/about/news')
    const items = page.getByTestId('news-list').getByRole('listitem')
    await expect(items).toHaveCount(9)
    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('link', { name: 'Page 2' })
      .click()
    await page.waitForURL('**/about/news?page=2')
    await expect(items).toHaveCount(3)
    const category = page
      .getByRole('navigation', { name: 'News categories' })
      .getByRole('link')
      .nth(1)
    const name = await category.textContent()
    await category.click()
    await page.waitForURL(/category=\d+/)
    // The new list has rendered once its tab is the current one.
    await expect(category).toHaveAttribute('aria-current', 'page')
    await expect(items.first()).toBeVisible()
    const first = items.first().getByRole('heading')
    const title = await first.textContent()
    await first.click()
    await page.waitForURL(/\/about\/news\/detail\/\d+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '')
    await expect(page.getByText(name ?? '')).toBeVisible()
    await expect(page.getByRole('link', { name: /Previous|Next/ }).first()).toBeVisible()
  })

  test('products: filters by category, brand and keyword; a detail shows specs and files', async ({
    page,
  }) => {
    await gotoHydrated(page, '/product/list')
    await expect(page.getByTestId('result-count')).toHaveText('34 products')
    await page.getByLabel('Category').selectOption({ index: 1 })
    await page.getByRole('button', { name: 'Filter' }).click()
    await page.waitForURL(/category=\d+/)
    // The URL changes before the filtered list renders: wait for the new count.
    await expect(page.getByTestId('result-count')).not.toHaveText('34 products')
    const count = Number((await page.getByTestId('result-count').textContent())?.split(' ')[0])
    expect(count).toBeGreaterThan(0)
    expect(count).toBeLessThan(34)
    await page.getByTestId('product-list').getByRole('link').first().click()
    await expect(page.getByTestId('specs').getByRole('row').first()).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Specifications' })).toBeVisible()
    await gotoHydrated(page, '/zh/product/list?keyword=zzz-no-such-model')
    await expect(page.getByText('没有符合条件的产品。')).toBeVisible()
  })

  test('positions by type with details; downloads and manuals with their file links', async ({
    page,
    request,
  }) => {
    await gotoHydrated(page, '/zh/recruits/recruit')
    await page.getByTestId('position-list').getByRole('link').first().click()
    await expect(page.getByTestId('headcount')).toHaveText(/\d+/)
    await expect(page.getByRole('heading', { name: '岗位职责' })).toBeVisible()

    await gotoHydrated(page, '/service/explain')
    await page.getByTestId('file-list').getByRole('link').first().click()
    const file = page.getByTestId('file-link')
    const href = await file.getAttribute('href')
    const pdf = await request.get(href ?? '')
    expect(pdf.status()).toBe(200)
    expect(pdf.headers()['content-type']).toBe('application/pdf')
  })

  test('after-sales outlets narrow from area to province to city, with tap-to-call', async ({
    page,
  }) => {
    await gotoHydrated(page, '/service/network')
    const total = Number((await page.getByTestId('result-count').textContent())?.split(' ')[0])
    expect(total).toBeGreaterThanOrEqual(120)
    await page.getByLabel('Area').selectOption({ index: 1 })
    await page.waitForURL(/area=/)
    await page.getByLabel('Province').selectOption({ index: 1 })
    await page.waitForURL(/province=/)
    const province = await page.getByLabel('Province').inputValue()
    const outlets = page.getByTestId('outlet-list').getByRole('listitem')
    await expect(outlets.first()).toContainText(province)
    // The area's list stays until the province's has loaded: every outlet, once it has.
    await expect
      .poll(async () => (await outlets.allTextContents()).filter((t) => !t.includes(province)))
      .toEqual([])
    await expect(outlets.first().locator('a[href^="tel:"]')).toBeVisible()
  })

  test('videos of each kind are playable, each kind its own clip with captions', async ({
    page,
    request,
  }) => {
    const clips = new Set<string>()
    for (const kind of ['product', 'aftersale', 'activity']) {
      await gotoHydrated(page, `/service/maintain?kind=${kind}`)
      const video = page.getByTestId('video-list').locator('video').first()
      const src = (await video.locator('source').getAttribute('src')) ?? ''
      clips.add(src)
      const file = await request.get(src)
      expect(file.status()).toBe(200)
      expect(file.headers()['content-type']).toContain('video/webm')
      const captions = await request.get((await video.locator('track').getAttribute('src')) ?? '')
      expect(captions.status()).toBe(200)
      expect(await captions.text()).toMatch(/^WEBVTT/)
    }
    expect(clips.size).toBe(3)
  })

  test('search rejects an empty keyword and finds products, downloads and manuals', async ({
    page,
  }) => {
    await gotoHydrated(page, '/service/search')
    // The page's own form (the header has a search button too).
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click()
    await expect(page.getByTestId('search-error')).toHaveText('Please enter your product name')
    await gotoHydrated(page, '/zh/service/search')
    await page.getByRole('main').getByRole('button', { name: '搜索' }).click()
    await expect(page.getByTestId('search-error')).toHaveText('请输入产品名称')
    await page.getByLabel('产品名称或型号').fill('DK-')
    await page.getByRole('main').getByRole('button', { name: '搜索' }).click()
    await expect(page.getByTestId('search-results')).toBeVisible()
    await expect(page.getByTestId('search-results').getByRole('link').first()).toBeVisible()
  })

  for (const path of [
    '/about/news/detail/99999',
    '/zh/product/detail/99999',
    '/recruits/detail/99999',
    '/service/download/detail/99999',
    '/zh/service/explain/detail/99999',
  ]) {
    test(`unknown id ${path} is a 404`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
    })
  }

  test('a detail id of the other language leads to its translation in this one', async ({
    request,
  }) => {
    const list = await request.post('/api/cmsapi/common/cmsContent/list', {
      data: { pageSize: 1 },
      headers: { lang: 'en' },
    })
    const id = (await list.json()).data.list[0].id
    expect((await request.get(`/about/news/detail/${id}`)).status()).toBe(200)
    const moved = await request.get(`/zh/about/news/detail/${id}`, { maxRedirects: 0 })
    expect(moved.status()).toBe(301)
    const twin = moved.headers().location ?? ''
    expect(twin).toMatch(/^\/zh\/about\/news\/detail\/\d+$/)
    expect(twin).not.toBe(`/zh/about/news/detail/${id}`)
    expect((await request.get(twin)).status()).toBe(200)
  })
})

test.describe('SEO artefacts', () => {
  test('the sitemap lists pages and details of both languages, and they exist', async ({
    request,
  }) => {
    const xml = await (await request.get('/sitemap.xml')).text()
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname)
    expect(locs).toContain('/about/news')
    expect(locs).toContain('/zh/about/news')
    expect(xml).toContain('hreflang="zh-CN"')
    for (const prefix of ['/about/news/detail/', '/zh/product/detail/', '/recruits/detail/']) {
      const sample = locs.find((l) => l.startsWith(prefix))
      expect(sample, prefix).toBeTruthy()
      expect((await request.get(sample ?? '')).status()).toBe(200)
    }
    expect(locs.some((l) => l.startsWith('/member'))).toBe(false)
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toContain('Disallow: /member/')
    expect(robots).toMatch(/Sitemap: http.+\/sitemap\.xml/)
  })

  test('details carry JSON-LD of their type; the home page an Organization', async ({
    request,
  }) => {
    const types: Record<string, string> = {
      '/': 'Organization',
      '/about/news/detail/1': 'NewsArticle',
      '/product/detail/1': 'Product',
    }
    for (const [path, type] of Object.entries(types)) {
      const html = await (await request.get(path)).text()
      const blocks = [
        ...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs),
      ]
      const parsed = blocks.map((b) => JSON.parse(b[1] ?? '{}'))
      expect(
        parsed.map((p) => p['@type']),
        path,
      ).toContain(type)
    }
  })

  test('pages have a description and Open Graph title from the CMS page SEO', async ({ page }) => {
    await page.goto('/zh/service/download')
    await expect(page).toHaveTitle('资料下载 - 瑞丰工具')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /资料下载/)
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', '资料下载')
  })
})
