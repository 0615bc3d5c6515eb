import { expect, languageTwin, test } from '../e2e/fixtures'
import { staffToken, tag } from './helpers'

/**
 * A detail's id belongs to one language: opened under the other one (an English id under /zh,
 * or the reverse), the server answers with a permanent redirect to the item's translation, or
 * with the page language's 404 when it has none. No script is needed for either.
 */

test.beforeEach(() => test.slow())

async function createNews(
  request: Parameters<typeof staffToken>[0],
  title: string,
  withChinese: boolean,
) {
  const headers = { authorization: `Bearer ${await staffToken(request)}` }
  const categories = await request.get('/api/staff/news-categories', { headers })
  const categoryId: string = (await categories.json()).data.list[0].id
  const res = await request.post('/api/staff/news', {
    headers,
    data: {
      en: { title, summary: '', content: '<p>In English.</p>' },
      zh: withChinese ? { title: `中文 ${title}`, summary: '', content: '<p>中文。</p>' } : null,
      categoryId,
      status: 'published',
    },
  })
  expect(res.status()).toBe(200)
  const item = (await res.json()).data
  return { en: item.en.id as number, zh: (item.zh?.id ?? null) as number | null }
}

test('a news id of the other language redirects (301) to its translation', async ({
  page,
  request,
}) => {
  const title = `Twin ${tag()}`
  const { en, zh } = await createNews(request, title, true)
  expect(zh).not.toBeNull()
  const toZh = await request.get(`/zh/about/news/detail/${en}`, { maxRedirects: 0 })
  expect(toZh.status()).toBe(301)
  expect(toZh.headers().location).toBe(`/zh/about/news/detail/${zh}`)
  const toEn = await request.get(`/about/news/detail/${zh}`, { maxRedirects: 0 })
  expect(toEn.status()).toBe(301)
  expect(toEn.headers().location).toBe(`/about/news/detail/${en}`)

  const landed = await page.goto(`/zh/about/news/detail/${en}`)
  expect(landed?.status()).toBe(200)
  expect(new URL(page.url()).pathname).toBe(`/zh/about/news/detail/${zh}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`中文 ${title}`)
  // The language switch of the translation leads back to the English item.
  await expect.poll(() => languageTwin(page)).toBe(`/about/news/detail/${en}`)
})

test('a news id without a translation is the 404 of the page language', async ({
  page,
  request,
}) => {
  const { en } = await createNews(request, `Alone ${tag()}`, false)
  const missing = await page.goto(`/zh/about/news/detail/${en}`)
  expect(missing?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('找不到此页面。')
})

test('a product id of the other language redirects (301) to its translation', async ({
  page,
  request,
}) => {
  await page.goto('/product/list')
  const href = await page.locator('a[href^="/product/detail/"]').first().getAttribute('href')
  expect(href).toMatch(/^\/product\/detail\/\d+$/)
  await page.goto(href ?? '')
  const twin = await languageTwin(page)
  expect(twin).toMatch(/^\/zh\/product\/detail\/\d+$/)
  expect(twin).not.toBe(`/zh${href}`)
  const res = await request.get(`/zh${href}`, { maxRedirects: 0 })
  expect(res.status()).toBe(301)
  expect(res.headers().location).toBe(twin)
})

for (const [kind, list] of [
  ['download', '/service/download'],
  ['manual', '/service/explain'],
] as const) {
  test(`a ${kind} id of the other language redirects (301) to its translation`, async ({
    page,
    request,
  }) => {
    await page.goto(list)
    const href = await page.locator(`a[href^="${list}/detail/"]`).first().getAttribute('href')
    expect(href).toMatch(new RegExp(`^${list}/detail/\\d+$`))
    await page.goto(href ?? '')
    const twin = await languageTwin(page)
    expect(twin).toMatch(new RegExp(`^/zh${list}/detail/\\d+$`))
    expect(twin).not.toBe(`/zh${href}`)
    const res = await request.get(`/zh${href}`, { maxRedirects: 0 })
    expect(res.status()).toBe(301)
    expect(res.headers().location).toBe(twin)
    // The translation's own language link leads back to the English item.
    await page.goto(`/zh${href}`)
    expect(new URL(page.url()).pathname).toBe(twin)
    await expect.poll(() => languageTwin(page)).toBe(href ?? '')
  })
}
