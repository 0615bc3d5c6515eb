import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test'
import sharp from 'sharp'
import { expect, gotoHydrated, test } from './fixtures'

// The first admin comes from STAFF_ADMIN_EMAIL / STAFF_ADMIN_PASSWORD (playwright.config.ts).
const ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' }
const unique = () => Math.random().toString(36).slice(2, 8)
const ownAddress = (page: Page) =>
  page.setExtraHTTPHeaders({
    'x-forwarded-for': `10.11.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  })

/** What each console language calls the controls of this journey. */
const WORDS = {
  en: {
    signIn: 'Staff sign-in',
    email: 'Email',
    password: 'Password',
    signInButton: 'Sign in',
    news: 'News',
    newNews: 'New: News item',
    category: 'Category',
    chooseCover: 'Choose or upload: Cover image',
    newImage: 'New image',
    upload: 'Upload and use',
    cover: 'Cover image',
    title: (lang: string) => `Title (${lang})`,
    summary: (lang: string) => `Summary (${lang})`,
    text: (lang: string) => `Text (${lang})`,
    english: 'English',
    chinese: 'Chinese',
    submit: 'Submit for review',
    inReview: 'In review',
    dashboard: 'Dashboard',
    review: 'Review',
    approveAt: 'Publish at (China time)',
    approve: 'Approve',
    approved: 'Approved: it shows from',
    chinaTime: 'China time',
  },
  zh: {
    signIn: '员工登录',
    email: '邮箱',
    password: '密码',
    signInButton: '登录',
    news: '新闻资讯',
    newNews: '新建：新闻',
    category: '类别',
    chooseCover: '选择或上传：封面图片',
    newImage: '新图片',
    upload: '上传并使用',
    cover: '封面图片',
    title: (lang: string) => `标题 (${lang})`,
    summary: (lang: string) => `摘要 (${lang})`,
    text: (lang: string) => `正文 (${lang})`,
    english: '英文',
    chinese: '中文',
    submit: '提交审核',
    inReview: '待审核',
    dashboard: '概览',
    review: '审核',
    approveAt: '发布时间（北京时间）',
    approve: '批准',
    approved: '已批准：将于',
    chinaTime: '北京时间',
  },
} as const
type Lang = keyof typeof WORDS

/** A page whose console speaks `lang` (the console's own language cookie). */
async function consolePage(browser: Browser, baseURL: string, lang: Lang) {
  const context = await browser.newContext({ baseURL })
  await context.addCookies([{ name: 'staff_lang', value: lang, url: `${baseURL}/staff` }])
  const page = await context.newPage()
  await ownAddress(page)
  return page
}

async function adminToken(request: APIRequestContext) {
  const res = await request.post('/api/staff/session', {
    data: { email: ADMIN.email, password: ADMIN.password },
  })
  expect(res.status()).toBe(200)
  return { authorization: `Bearer ${(await res.json()).data.token}` }
}

/** Counts what a person does: each click (a choice in a list, a file chosen) is one. */
function counter() {
  let clicks = 0
  return {
    click: async (target: Locator) => {
      clicks++
      await target.click()
    },
    select: async (target: Locator, index: number) => {
      clicks++
      await target.selectOption({ index })
    },
    /** A field typed into: the click that puts the caret there. */
    type: async (target: Locator, text: string) => {
      clicks++
      await target.fill(text)
    },
    files: async (target: Locator, file: { name: string; mimeType: string; buffer: Buffer }) => {
      clicks++
      await target.setInputFiles(file)
    },
    get clicks() {
      return clicks
    },
  }
}

async function signIn(
  page: Page,
  lang: Lang,
  email: string,
  password: string,
  act: ReturnType<typeof counter>,
) {
  const w = WORDS[lang]
  await gotoHydrated(page, '/staff')
  const form = page.getByRole('form', { name: w.signIn })
  await act.type(form.getByLabel(w.email), email)
  await act.type(form.getByLabel(w.password), password)
  await act.click(form.getByRole('button', { name: w.signInButton }))
  await expect(page.getByRole('heading', { name: w.dashboard })).toBeVisible()
}

/** 9:00 tomorrow, China time: the `datetime-local` text the console takes and the ISO time. */
function tomorrowNineChina() {
  const china = new Date(Date.now() + 8 * 3_600_000 + 86_400_000)
  const day = china.toISOString().slice(0, 10)
  return { input: `${day}T09:00`, iso: `${day}T01:00:00.000Z` }
}

for (const [authorLang, publisherLang] of [
  ['zh', 'en'],
  ['en', 'zh'],
] as const) {
  test(`an author (${authorLang}) writes a bilingual news item with a picture and submits it; a publisher (${publisherLang}) approves it for 9:00 tomorrow China time`, async ({
    browser,
    baseURL,
    request,
  }, testInfo) => {
    // Two signed-in browsers, an upload and argon2 per sign-in, on a shared machine.
    test.slow()
    const tag = unique()
    const headers = await adminToken(request)
    const accounts = {
      author: { email: `author-${tag}@e2e.test`, password: 'author-password-1' },
      publisher: { email: `publisher-${tag}@e2e.test`, password: 'publisher-password-1' },
    }
    for (const [role, account, collections] of [
      ['author', accounts.author, ['news']],
      ['editor', accounts.publisher, null],
    ] as const) {
      const made = await request.post('/api/staff/users', {
        headers,
        data: { ...account, role, collections },
      })
      expect(made.status()).toBe(200)
    }
    const title = { en: `Brushless impact driver ${tag}`, zh: `无刷冲击起子 ${tag}` }

    // ---- The author ----
    const a = WORDS[authorLang]
    const authorActs = counter()
    const author = await consolePage(browser, baseURL ?? '', authorLang)
    await signIn(author, authorLang, accounts.author.email, accounts.author.password, authorActs)
    // An author has no Review screen and no site settings.
    await expect(author.getByRole('link', { name: a.review, exact: true })).toHaveCount(0)
    await authorActs.click(author.getByRole('link', { name: a.news, exact: true }))
    await authorActs.click(author.getByRole('link', { name: a.newNews }))
    const item = author.getByRole('form', { name: a.newNews })
    await authorActs.select(item.getByLabel(a.category), 1)
    await authorActs.click(item.getByRole('button', { name: a.chooseCover }))
    const picker = author.getByRole('dialog')
    const image = await sharp({
      create: { width: 1200, height: 675, channels: 3, background: '#0f766e' },
    })
      .jpeg()
      .toBuffer()
    await authorActs.files(picker.getByLabel(a.newImage), {
      name: `driver-${tag}.jpg`,
      mimeType: 'image/jpeg',
      buffer: image,
    })
    await authorActs.click(picker.getByRole('button', { name: a.upload }))
    await expect(picker).toBeHidden()
    await expect(item.getByLabel(a.cover)).toHaveValue(/^\/media\/u\/[0-9a-f]{32}\/1200\.webp$/)
    await authorActs.type(item.getByLabel(a.title(a.english)), title.en)
    await authorActs.type(item.getByLabel(a.summary(a.english)), 'Three speeds, one hand.')
    await authorActs.type(
      item.getByRole('textbox', { name: a.text(a.english) }),
      'The new driver sets 200 screws on one charge.',
    )
    await authorActs.type(item.getByLabel(a.title(a.chinese)), title.zh)
    await authorActs.type(
      item.getByRole('textbox', { name: a.text(a.chinese) }),
      '一次充电拧入两百颗螺丝。',
    )
    await authorActs.click(item.getByRole('button', { name: a.submit }))
    await expect(author.getByTestId('item-state')).toHaveText(a.inReview)
    const key = new URL(author.url()).pathname.split('/').pop() ?? ''
    expect(key).toMatch(/^[\w-]{10,}$/)
    // Submitted, not published: visitors do not see it in either language.
    const submitted = await request.get(`/api/staff/news/${key}`, { headers })
    const stored = (await submitted.json()).data
    expect(stored).toMatchObject({ status: 'review', review: { state: 'submitted' } })
    expect(stored.cover).toMatch(/^\/media\/u\//)
    expect((await request.get(`/about/news/detail/${stored.en.id}`)).status()).toBe(404)
    expect((await request.get(`/zh/about/news/detail/${stored.zh.id}`)).status()).toBe(404)
    await author.context().close()

    // ---- The publisher ----
    const p = WORDS[publisherLang]
    const publisherActs = counter()
    const publisher = await consolePage(browser, baseURL ?? '', publisherLang)
    await signIn(
      publisher,
      publisherLang,
      accounts.publisher.email,
      accounts.publisher.password,
      publisherActs,
    )
    await expect(publisher.getByTestId('review-count')).toHaveText(/^[1-9]\d*$/)
    await publisherActs.click(publisher.getByRole('link', { name: p.review, exact: true }))
    const queue = publisher.getByTestId('review-queue')
    const row = queue.getByRole('row').filter({ hasText: title.en })
    await expect(row).toContainText(accounts.author.email)
    await expect(row).toContainText(p.chinaTime)
    await publisherActs.click(row.getByRole('link'))
    const panel = publisher.getByTestId('review-panel')
    await expect(panel).toContainText(accounts.author.email)
    const nine = tomorrowNineChina()
    await publisherActs.type(panel.getByLabel(p.approveAt), nine.input)
    await publisherActs.click(panel.getByRole('button', { name: p.approve, exact: true }))
    await expect(publisher.getByText(p.approved)).toContainText('09:00')
    await expect(publisher.getByTestId('review-panel')).toHaveCount(0)

    const approved = (await (await request.get(`/api/staff/news/${key}`, { headers })).json()).data
    expect(approved).toMatchObject({
      status: 'published',
      state: 'scheduled',
      publishedAt: nine.iso,
      review: null,
    })
    // Still not shown before its time; the queue no longer holds it.
    expect((await request.get(`/about/news/detail/${approved.en.id}`)).status()).toBe(404)
    const after = await request.get('/api/staff/review', { headers })
    expect((await after.json()).data.list.map((r: { id: string }) => r.id)).not.toContain(key)
    const audit = await request.get(`/api/staff/audit?entityId=${key}`, { headers })
    const actions = (await audit.json()).data.list.map((e: { action: string }) => e.action)
    expect(actions).toEqual(expect.arrayContaining(['content.submit', 'content.approve']))
    await publisher.context().close()

    testInfo.annotations.push({
      type: 'clicks',
      description: `author (${authorLang}): ${authorActs.clicks}, publisher (${publisherLang}): ${publisherActs.clicks}`,
    })
    console.log(
      `clicks: author (${authorLang}) ${authorActs.clicks}, publisher (${publisherLang}) ${publisherActs.clicks}`,
    )
  })
}
