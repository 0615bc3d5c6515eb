import { readFile } from 'node:fs/promises'
import type { Browser, Page } from '@playwright/test'
import { expect, gotoHydrated, test } from './fixtures'

// The first admin comes from STAFF_ADMIN_EMAIL / STAFF_ADMIN_PASSWORD (playwright.config.ts).
const ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' }
const unique = () => Math.random().toString(36).slice(2, 8)

/** A console page in Chinese (the console's own language cookie), from an address of its own. */
async function consolePage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, acceptDownloads: true })
  await context.addCookies([{ name: 'staff_lang', value: 'zh', url: `${baseURL}/staff` }])
  const page = await context.newPage()
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `10.11.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  })
  return page
}

async function signIn(page: Page) {
  await gotoHydrated(page, '/staff')
  const form = page.getByRole('form', { name: '员工登录' })
  await form.getByLabel('邮箱').fill(ADMIN.email)
  await form.getByLabel('密码').fill(ADMIN.password)
  await form.getByRole('button', { name: '登录' }).click()
  await expect(page.getByRole('heading', { name: '概览' })).toBeVisible()
}

test.describe('staff console: export and import', () => {
  test('an editor exports news categories, renames one in the file and imports it back; a wrong file changes nothing and says why by line', async ({
    browser,
    baseURL,
    request,
  }) => {
    const tag = unique()
    const token = (
      await (
        await request.post('/api/staff/session', {
          data: ADMIN,
          headers: { 'x-forwarded-for': `10.12.${Math.floor(Math.random() * 250)}.1` },
        })
      ).json()
    ).data.token
    const made = await request.post('/api/staff/news-categories', {
      headers: { authorization: `Bearer ${token}` },
      data: { en: { name: `Launches ${tag}` }, zh: { name: `发布 ${tag}` }, status: 'published' },
    })
    expect(made.status()).toBe(200)
    const id: string = (await made.json()).data.id

    const page = await consolePage(browser, baseURL ?? '')
    await signIn(page)
    await gotoHydrated(page, `/staff/content/news-categories?q=${tag}`)
    await expect(page.getByTestId('content-table')).toContainText(`发布 ${tag}`)

    // The export is a plain link carrying the list's search and the console's language.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: '导出 CSV' }).click(),
    ])
    const text = await readFile((await download.path()) ?? '', 'utf8')
    const [header, row, rest] = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(header).toBe('条目编号,状态,发布时间（北京时间）,名称 (en),名称 (zh),排序（小的在前）')
    expect(rest).toBeUndefined()
    expect(row).toBe(`${id},已发布,,Launches ${tag},发布 ${tag},0`)

    const form = page.getByRole('form', { name: '导入' })
    await form.getByLabel('要导入的文件（CSV 或 XLSX）').setInputFiles({
      name: 'categories.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${header}\r\n${row?.replace(`发布 ${tag}`, `新品发布 ${tag}`)}\r\n`),
    })
    await form.getByRole('button', { name: '导入', exact: true }).click()
    await expect(page.getByTestId('content-import-report')).toHaveText(
      '已读取 1 行：新建 0 条，修改 1 条，0 条未变。',
    )
    await expect(page.getByTestId('content-table')).toContainText(`新品发布 ${tag}`)

    // A row without any name, and one with an unknown status: nothing is written.
    await form.getByLabel('要导入的文件（CSV 或 XLSX）').setInputFiles({
      name: 'wrong.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `${header}\r\n${id},已发布,,Renamed ${tag},新名 ${tag},0\r\n,草稿,,,,0\r\n,maybe,,Other ${tag},,0\r\n`,
      ),
    })
    await form.getByRole('button', { name: '导入', exact: true }).click()
    const problems = page.getByTestId('content-import-problems')
    await expect(page.getByText('没有导入任何内容：2 行有问题')).toBeVisible()
    await expect(problems.getByRole('row')).toHaveCount(3)
    await expect(problems.getByRole('row').nth(1)).toContainText('3')
    await expect(problems.getByRole('row').nth(2)).toContainText('状态')
    await expect(page.getByTestId('content-table')).toContainText(`新品发布 ${tag}`)
    const after = await request.get(`/api/staff/news-categories/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect((await after.json()).data.en.name).toBe(`Launches ${tag}`)
    await page.context().close()
  })
})
