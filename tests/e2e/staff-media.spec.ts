import type { APIRequestContext, Browser, Page } from '@playwright/test'
import sharp from 'sharp'
import { expect, gotoHydrated, test } from './fixtures'

// The first admin comes from STAFF_ADMIN_EMAIL / STAFF_ADMIN_PASSWORD (playwright.config.ts).
const ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' }
const unique = () => Math.random().toString(36).slice(2, 8)

const SAY = {
  en: {
    signIn: 'Staff sign-in',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    details: 'Uses, focal point, delete',
    delete: 'Delete',
    item: 'News item',
    refused: 'The image was not deleted',
    language: 'English',
    focal: 'Focal point',
    focalX: 'Focal point from the left (%)',
    focalY: 'Focal point from the top (%)',
    saveFocal: 'Save focal point',
    saved: 'Focal point saved.',
  },
  zh: {
    signIn: '员工登录',
    email: '邮箱',
    password: '密码',
    submit: '登录',
    details: '使用位置、焦点、删除',
    delete: '删除',
    item: '新闻',
    refused: '图片未删除',
    language: '英文',
    focal: '焦点',
    focalX: '焦点距左边（%）',
    focalY: '焦点距顶部（%）',
    saveFocal: '保存焦点',
    saved: '焦点已保存。',
  },
} as const

async function apiToken(request: APIRequestContext) {
  const res = await request.post('/api/staff/session', { data: ADMIN })
  expect(res.status()).toBe(200)
  return (await res.json()).data.token as string
}

async function consolePage(browser: Browser, baseURL: string, lang: 'en' | 'zh') {
  const context = await browser.newContext({ baseURL })
  await context.addCookies([{ name: 'staff_lang', value: lang, url: `${baseURL}/staff` }])
  return context.newPage()
}

async function signIn(page: Page, lang: 'en' | 'zh') {
  await gotoHydrated(page, '/staff')
  const form = page.getByRole('form', { name: SAY[lang].signIn })
  await form.getByLabel(SAY[lang].email).fill(ADMIN.email)
  await form.getByLabel(SAY[lang].password).fill(ADMIN.password)
  await form.getByRole('button', { name: SAY[lang].submit }).click()
}

for (const lang of ['en', 'zh'] as const) {
  test(`the media library (${lang}) shows where an image is used and refuses its delete naming the news item`, async ({
    browser,
    baseURL,
    request,
    clientAddress,
  }) => {
    const tag = unique()
    const token = await apiToken(request)
    const auth = { authorization: `Bearer ${token}` }
    // An image of its own (a colour no other test uploads) as a news item's cover.
    const png = await sharp({
      create: {
        width: 800,
        height: 400,
        channels: 3,
        background: { r: 10 + Math.floor(Math.random() * 200), g: 40, b: 90 },
      },
    })
      .png()
      .toBuffer()
    const fileName = `cover-${tag}.png`
    const uploaded = await request.post('/api/staff/media', {
      headers: auth,
      multipart: { file: { name: fileName, mimeType: 'image/png', buffer: png } },
    })
    expect(uploaded.status()).toBe(200)
    const [image] = (await uploaded.json()).data
    const cover = `/media/u/${image.hash}/${image.width}.webp`
    const categories = await request.get('/api/staff/news-categories', { headers: auth })
    const categoryId = (await categories.json()).data.list[0].id
    const title = `Cover test ${tag}`
    const news = await request.post('/api/staff/news', {
      headers: auth,
      data: { en: { title }, categoryId, cover, status: 'draft' },
    })
    expect(news.status()).toBe(200)

    const page = await consolePage(browser, baseURL ?? '', lang)
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress })
    await signIn(page, lang)
    await expect(page.getByRole('navigation').first()).toBeVisible()
    await gotoHydrated(page, `/staff/media?q=${fileName}`)
    const card = page.getByRole('listitem', { name: fileName })
    await card.getByText(SAY[lang].details).click()
    const usage = card.getByTestId('media-usage')
    await expect(usage).toContainText(`${SAY[lang].item} “${title}”`)

    page.once('dialog', (dialog) => void dialog.accept())
    await card.getByRole('button', { name: SAY[lang].delete, exact: true }).click()
    await expect(card).toContainText(SAY[lang].refused)
    await expect(card).toContainText(`“${title}”`)
    // Still in the library and still served.
    await page.reload()
    await expect(page.getByRole('listitem', { name: fileName })).toBeVisible()
    expect((await request.get(cover)).status()).toBe(200)

    // A focal point: a click on the picture fills the two number fields, which are saved.
    const again = page.getByRole('listitem', { name: fileName })
    await again.getByText(SAY[lang].details).click()
    // Aimed once the uses are in: what arrives above the picture moves it.
    await expect(again.getByTestId('media-usage')).toContainText(`“${title}”`)
    const focal = again.getByRole('form', { name: SAY[lang].focal })
    const picture = focal.locator('button[type="button"]')
    const box = await picture.boundingBox()
    await picture.click({ position: { x: (box?.width ?? 0) * 0.2, y: (box?.height ?? 0) * 0.7 } })
    const x = focal.getByLabel(SAY[lang].focalX)
    await expect(x).toHaveValue(/^(19|20|21)$/)
    await expect(focal.getByLabel(SAY[lang].focalY)).toHaveValue(/^(69|70|71)$/)
    await x.fill('25')
    await focal.getByRole('button', { name: SAY[lang].saveFocal }).click()
    await expect(again).toContainText(SAY[lang].saved)
    const listed = await request.get(`/api/staff/media?q=${fileName}`, { headers: auth })
    const saved = (await listed.json()).data.list[0]
    expect(saved.focalX).toBe(25)
    expect(String(saved.focalY)).toMatch(/^(69|70|71)$/)
    await page.context().close()
  })
}

test('a focal point set in the library crops the news cover around it on the public page', async ({
  page,
  request,
}) => {
  const tag = unique()
  const token = await apiToken(request)
  const auth = { authorization: `Bearer ${token}` }
  const png = await sharp({
    create: {
      width: 1200,
      height: 400,
      channels: 3,
      background: { r: 200, g: 10 + Math.floor(Math.random() * 200), b: 30 },
    },
  })
    .png()
    .toBuffer()
  const uploaded = await request.post('/api/staff/media', {
    headers: auth,
    multipart: { file: { name: `wide-${tag}.png`, mimeType: 'image/png', buffer: png } },
  })
  const [image] = (await uploaded.json()).data
  const cover = `/media/u/${image.hash}/${image.width}.webp`
  const categories = await request.get('/api/staff/news-categories', { headers: auth })
  const categoryId = (await categories.json()).data.list[0].id
  const created = await request.post('/api/staff/news', {
    headers: auth,
    data: { en: { title: `Focal cover ${tag}` }, categoryId, cover, status: 'published' },
  })
  const item = (await created.json()).data
  const focal = await request.patch(`/api/staff/media/${image.id}`, {
    headers: auth,
    data: { focalX: 15, focalY: 80 },
  })
  expect(focal.status()).toBe(200)

  await page.goto(`/about/news/detail/${item.en.id}`)
  const shown = page.locator(`img[src="${cover}"]`)
  await expect(shown).toHaveCSS('object-position', '15% 80%')
  await expect(shown).toHaveCSS('object-fit', 'cover')
})
