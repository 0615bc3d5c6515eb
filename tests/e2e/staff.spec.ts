import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import sharp from 'sharp'
import { expect, gotoHydrated, test } from './fixtures'

// The first admin comes from STAFF_ADMIN_EMAIL / STAFF_ADMIN_PASSWORD (playwright.config.ts).
const ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' }
const unique = () => Math.random().toString(36).slice(2, 8)
const ownAddress = (page: Page) =>
  page.setExtraHTTPHeaders({
    'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  })

/** A page whose console speaks `lang` (the console's own language cookie). */
async function consolePage(browser: Browser, baseURL: string, lang: 'en' | 'zh') {
  const context = await browser.newContext({ baseURL })
  await context.addCookies([{ name: 'staff_lang', value: lang, url: `${baseURL}/staff` }])
  const page = await context.newPage()
  await ownAddress(page)
  return page
}

async function signIn(page: Page, email: string, password: string, lang: 'en' | 'zh') {
  await gotoHydrated(page, '/staff')
  const form = page.getByRole('form', { name: lang === 'zh' ? '员工登录' : 'Staff sign-in' })
  await form.getByLabel(lang === 'zh' ? '邮箱' : 'Email').fill(email)
  await form.getByLabel(lang === 'zh' ? '密码' : 'Password').fill(password)
  await form.getByRole('button', { name: lang === 'zh' ? '登录' : 'Sign in' }).click()
}

async function apiToken(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/staff/session', {
    data: { email, password },
    headers: { 'x-forwarded-for': `10.10.${Math.floor(Math.random() * 250)}.1` },
  })
  expect(res.status()).toBe(200)
  return (await res.json()).data.token as string
}

async function createStaffViaUi(page: Page, email: string, role: string, password: string) {
  await page.getByRole('button', { name: 'New staff account' }).click()
  const form = page.getByRole('form', { name: 'New staff account' })
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Role').selectOption({ label: role })
  await form.getByLabel('Initial password').fill(password)
  await form.getByRole('button', { name: 'Create' }).click()
  await expect(page.getByTestId('staff-table')).toContainText(email)
}

test.describe('staff console', () => {
  // Whole flows across several signed-in browsers (and argon2 per sign-in) on a shared machine.
  test.describe.configure({ timeout: 120_000 })

  test('an admin creates an editor and a service user; the editor publishes a news item in both languages with an image, and cannot open submissions (UI and API)', async ({
    browser,
    baseURL,
  }) => {
    const tag = unique()
    const admin = await consolePage(browser, baseURL ?? '', 'en')
    const res = await admin.goto('/staff')
    expect(res?.headers()['cache-control']).toBe('private, no-store')
    await signIn(admin, ADMIN.email, ADMIN.password, 'en')
    await expect(admin.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
    await admin.getByRole('link', { name: 'Staff', exact: true }).click()
    await createStaffViaUi(admin, `editor-${tag}@e2e.test`, 'Editor', 'editor-password-1')
    await createStaffViaUi(
      admin,
      `service-${tag}@e2e.test`,
      'Customer service',
      'service-password-1',
    )
    await admin.getByRole('link', { name: 'Audit log' }).click()
    await expect(admin.getByTestId('audit-table')).toContainText(`editor-${tag}@e2e.test`)

    // A visitor has the news list in the shared page cache before anything is published.
    const visitor = await browser.newContext({ baseURL })
    const reader = await visitor.newPage()
    await ownAddress(reader)
    const title = { en: `Brushless line ${tag}`, zh: `无刷系列 ${tag}` }
    await reader.goto('/about/news')
    await expect(reader.getByTestId('news-list')).not.toContainText(title.en)

    // The editor works in Chinese: writes a news item in both languages with an image.
    const editor = await consolePage(browser, baseURL ?? '', 'zh')
    await signIn(editor, `editor-${tag}@e2e.test`, 'editor-password-1', 'zh')
    await expect(editor.getByRole('heading', { name: '概览' })).toBeVisible()
    await editor.getByRole('link', { name: '新闻资讯' }).click()
    await editor.getByRole('link', { name: '新建：新闻' }).click()
    const item = editor.getByRole('form', { name: '新建：新闻' })
    await item.getByLabel('类别').selectOption({ index: 1 })
    await item.getByRole('button', { name: '选择或上传：封面图片' }).click()
    const picker = editor.getByRole('dialog')
    const image = await sharp({
      create: { width: 1200, height: 675, channels: 3, background: '#b91c1c' },
    })
      .jpeg()
      .toBuffer()
    await picker.getByLabel('新图片').setInputFiles({
      name: `cover-${tag}.jpg`,
      mimeType: 'image/jpeg',
      buffer: image,
    })
    await picker.getByRole('button', { name: '上传并使用' }).click()
    await expect(picker).toBeHidden()
    await expect(item.getByLabel('封面图片')).toHaveValue(/^\/media\/u\/[0-9a-f]{32}\/1200\.webp$/)
    await item.getByLabel('标题 (英文)').fill(title.en)
    await item.getByLabel('摘要 (英文)').fill('Lighter, stronger, quieter.')
    await item
      .getByRole('textbox', { name: '正文 (英文)' })
      .fill('The new brushless drills are here.')
    await item.getByLabel('标题 (中文)').fill(title.zh)
    await item.getByLabel('摘要 (中文)').fill('更轻、更强、更安静。')
    await item.getByRole('textbox', { name: '正文 (中文)' }).fill('全新无刷电钻上市。')
    // Saved as a draft first: the preview shows the page, visitors do not see it.
    await item.getByRole('button', { name: '保存草稿' }).click()
    await expect(editor.getByTestId('item-state')).toHaveText('草稿')
    const key = new URL(editor.url()).pathname.split('/').pop() ?? ''
    const preview = await editor.request.get(`/api/staff/preview/news/${key}?locale=en`)
    expect(preview.status()).toBe(200)
    expect(preview.headers()['cache-control']).toBe('private, no-store')
    expect(await preview.text()).toContain(title.en)
    const saved = editor.getByRole('form', { name: '新闻' })
    await saved.getByRole('button', { name: '发布' }).click()
    await expect(editor.getByTestId('item-state')).toHaveText('已发布')

    // At once on both lists (the cached list was purged: no waiting for its 60 s to pass),
    // with the image in responsive widths, and the language switch leads to the twin.
    await reader.goto('/about/news')
    const card = reader.getByTestId('news-list').getByRole('listitem').filter({ hasText: title.en })
    await expect(card).toBeVisible()
    await expect(card.locator('img')).toHaveAttribute('srcset', /\/media\/u\/\w+\/640\.webp 640w/)
    await card.getByRole('link').click()
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(title.en)
    await reader.getByTestId('language-link').click()
    await expect(reader).toHaveURL(/\/zh\/about\/news\/detail\/\d+$/)
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(title.zh)
    await reader.goto('/zh/about/news')
    await expect(reader.getByTestId('news-list')).toContainText(title.zh)
    await visitor.close()

    await expect(editor.getByRole('link', { name: '表单提交' })).toHaveCount(0)
    await gotoHydrated(editor, '/staff/submissions')
    await expect(editor.getByTestId('no-access')).toContainText('您的角色无权执行此操作')
    const api = await editor.request.get('/api/staff/submissions?type=join', {
      headers: { 'accept-language': 'zh' },
    })
    expect(api.status()).toBe(403)
    expect((await api.json()).message).toBe('您的角色无权执行此操作')
    await editor.context().close()
    await admin.context().close()
  })

  test('a service user moves a reservation to done: the member sees it in the member centre and in notifications', async ({
    browser,
    baseURL,
    page,
    request,
  }) => {
    const tag = unique()
    const token = await apiToken(request, ADMIN.email, ADMIN.password)
    const created = await request.post('/api/staff/users', {
      headers: { authorization: `Bearer ${token}` },
      data: { email: `svc-${tag}@e2e.test`, role: 'service', password: 'service-password-1' },
    })
    expect(created.status()).toBe(200)

    // A member registers, logs in and makes a reservation through the site.
    const account = `13${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`
    const captcha = await request.get('/api/cmsapi/common/cmsApiMember/kaptcha', {
      headers: { 'x-forwarded-for': `10.11.${Math.floor(Math.random() * 250)}.1` },
    })
    const verKey = captcha.headers().verkey ?? ''
    const registered = await request.post('/api/cmsapi/common/cmsApiMember/register', {
      data: {
        account,
        password: 'member-pass',
        savePassword: 'member-pass',
        email: `${account}@example.com`,
        verCode: 'e2e-test',
        verKey,
      },
    })
    expect((await registered.json()).code).toBe(200)
    await gotoHydrated(page, '/login')
    const login = page.getByTestId('login-form')
    await login.getByRole('textbox', { name: 'Phone number' }).fill(account)
    await login.getByLabel('Password').fill('member-pass')
    await login.getByRole('button', { name: 'Log in' }).click()
    await page.waitForURL('**/member/user')
    const memberToken = (await page.context().cookies()).find((c) => c.name === 'token')?.value
    const stored = await request.post('/api/cmsapi/common/cmsSurveyRecord/addItem', {
      headers: { authorization: `Bearer ${memberToken}`, 'x-forwarded-for': '10.12.0.1' },
      data: {
        type: 'reservation',
        fields: {
          customerName: `E2E ${tag}`,
          phone: account,
          productModel: 'RF-D18',
          serviceType: 'maintenance',
          repairType: 'warranty',
          faultSymptom: 'Stops under load',
        },
      },
    })
    const reference = (await stored.json()).data.reference as string
    await gotoHydrated(page, '/member/reservations')
    await expect(page.getByTestId('my-reservations')).toContainText(reference)
    await expect(page.getByTestId('reservation-status')).toHaveText('Received')

    // The service user handles it in the Chinese console.
    const service = await consolePage(browser, baseURL ?? '', 'zh')
    await signIn(service, `svc-${tag}@e2e.test`, 'service-password-1', 'zh')
    await service.getByRole('link', { name: '表单提交' }).click()
    await service.getByRole('link', { name: '售后预约' }).click()
    await service.getByRole('link', { name: new RegExp(reference) }).click()
    const handling = service.getByRole('form', { name: '处理' })
    await handling.getByLabel('状态').selectOption({ label: '已完成' })
    await handling.getByLabel('预约维修时间（北京时间）').fill('2026-12-03T14:30')
    await handling.getByLabel('内部备注').fill('已与客户确认时间')
    await handling.getByRole('button', { name: '保存' }).click()
    await expect(service.getByTestId('submission-status')).toHaveText('已完成')
    await expect(service.getByTestId('submission-notes')).toContainText('已与客户确认时间')
    await service.context().close()

    // The member sees the status and time, and the notification with an unread count.
    await gotoHydrated(page, '/member/reservations')
    await expect(page.getByTestId('reservation-status')).toHaveText('Done')
    await expect(page.getByTestId('reservation-scheduled')).toContainText('2026')
    await expect(page.getByTestId('unread-count')).toHaveText('1')
    await gotoHydrated(page, '/zh/member/notifications')
    await expect(page.getByTestId('notifications')).toContainText(`预约 ${reference}：已完成`)
    await expect(page.getByTestId('notifications')).toContainText('预约维修时间')
  })

  test('a batch imported from an Excel-style CSV checks as genuine on the public page', async ({
    browser,
    baseURL,
    page,
  }) => {
    const tag = unique().toUpperCase()
    const code = `E2E${tag}K2M9PQ4XT6WZ`.slice(0, 16)
    const admin = await consolePage(browser, baseURL ?? '', 'en')
    await signIn(admin, ADMIN.email, ADMIN.password, 'en')
    await admin.getByRole('link', { name: 'Security codes' }).click()
    const csv = `\uFEFF"code","product","batch"\r\n"${code}","1","XL-${tag}"\r\n"too-short","1","XL-${tag}"\r\n`
    const form = admin.getByRole('form', { name: 'Import codes' })
    await form.getByLabel('File').setInputFiles({
      name: 'codes.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv, 'utf8'),
    })
    await form.getByRole('button', { name: 'Import' }).click()
    const report = admin.getByTestId('import-report')
    await expect(report.getByTestId('import-inserted')).toHaveText('1')
    await expect(report.getByTestId('import-rejected')).toHaveText('1')
    await expect(report).toContainText('A code has 16 or 20 characters')
    await expect(admin.getByTestId('batches-table')).toContainText(`XL-${tag}`)
    await admin.context().close()

    await ownAddress(page)
    await gotoHydrated(page, '/service/modules/fwcheck')
    await page.getByLabel('Security code').fill(code.toLowerCase())
    await page.getByRole('button', { name: 'Check' }).click()
    await expect(page.getByTestId('fwcheck-result')).toContainText('This is a genuine product.')
  })

  test('an admin enrols TOTP and then signs in with a code', async ({
    browser,
    baseURL,
    request,
  }) => {
    const tag = unique()
    const email = `totp-${tag}@e2e.test`
    const token = await apiToken(request, ADMIN.email, ADMIN.password)
    await request.post('/api/staff/users', {
      headers: { authorization: `Bearer ${token}` },
      data: { email, role: 'admin', password: 'totp-admin-password' },
    })
    const page = await consolePage(browser, baseURL ?? '', 'zh')
    await signIn(page, email, 'totp-admin-password', 'zh')
    await page.getByRole('link', { name: '我的账号' }).click()
    await page.getByRole('button', { name: '设置双重验证登录' }).click()
    const secret = (await page.getByTestId('totp-secret').textContent()) ?? ''
    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 })
    const now = Date.now()
    await page.getByLabel('身份验证器验证码').fill(totp.generate({ timestamp: now }))
    await page.getByRole('button', { name: '开启' }).click()
    await expect(page.getByTestId('totp-card')).toContainText('已开启')
    await page.getByRole('button', { name: '退出' }).click()

    await signIn(page, email, 'totp-admin-password', 'zh')
    const code = page.getByLabel('身份验证器验证码')
    await expect(code).toBeVisible()
    // The code of the next time step: the one used to enrol cannot be used again.
    await code.fill(totp.generate({ timestamp: now + 30_000 }))
    await page.getByRole('button', { name: '登录' }).click()
    await expect(page.getByRole('heading', { name: '概览' })).toBeVisible()
    await page.context().close()
  })
})
