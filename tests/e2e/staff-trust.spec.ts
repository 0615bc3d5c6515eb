import type { APIRequestContext, Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { expect, gotoHydrated, test, uniqueAddress } from './fixtures'

// The first admin comes from STAFF_ADMIN_EMAIL / STAFF_ADMIN_PASSWORD (playwright.config.ts).
const ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' }
const unique = () => Math.random().toString(36).slice(2, 8)
/** An address of its own per test: sign-in limits are per address. */
const ownAddress = (page: Page) =>
  page.setExtraHTTPHeaders({
    'x-forwarded-for': uniqueAddress(),
  })

async function bearer(request: APIRequestContext) {
  const res = await request.post('/api/staff/session', {
    data: { email: ADMIN.email, password: ADMIN.password },
    headers: { 'x-forwarded-for': uniqueAddress() },
  })
  expect(res.status()).toBe(200)
  return { authorization: `Bearer ${(await res.json()).data.token}` }
}

async function signIn(page: Page, email: string, password: string, code?: string) {
  await gotoHydrated(page, '/staff')
  const form = page.getByRole('form', { name: 'Staff sign-in' })
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Password').fill(password)
  await form.getByRole('button', { name: 'Sign in' }).click()
  if (code === undefined) return
  const field = form.getByLabel('Authenticator code')
  await expect(field).toBeVisible()
  await field.fill(code)
  await form.getByRole('button', { name: 'Sign in' }).click()
}

/** `YYYY-MM-DDTHH:MM` of a moment in China time (the console's date-and-time fields). */
function chinaMinute(ms: number) {
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16)
}

test.describe('a staff console to trust with a day’s work', () => {
  test.describe.configure({ timeout: 150_000 })

  test('recovery codes are shown once when TOTP is turned on, and one signs in once', async ({
    page,
    request,
  }) => {
    await ownAddress(page)
    const email = `recovery-${unique()}@e2e.test`
    const password = 'recovery-admin-password'
    const made = await request.post('/api/staff/users', {
      headers: await bearer(request),
      data: { email, role: 'admin', password },
    })
    expect(made.status()).toBe(200)
    await signIn(page, email, password)
    await page.getByRole('link', { name: 'My account' }).click()
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click()
    const secret = (await page.getByTestId('totp-secret').textContent()) ?? ''
    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 })
    await page.getByLabel('Authenticator code').fill(totp.generate())
    await page.getByRole('button', { name: 'Turn on' }).click()
    const shown = page.getByTestId('recovery-codes')
    await expect(shown).toContainText('shown only now')
    const codes = await shown.getByRole('listitem').allTextContents()
    expect(codes).toHaveLength(10)
    await page.getByRole('button', { name: 'I have kept them' }).click()
    await expect(shown).toHaveCount(0)
    await expect(page.getByTestId('recovery-codes-left')).toHaveText('10 recovery codes left.')
    await page.getByRole('button', { name: 'Sign out' }).click()

    // The phone is lost: a recovery code in place of the authenticator's code.
    const code = codes[0] ?? ''
    await signIn(page, email, password, code)
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
    await page.getByRole('link', { name: 'My account' }).click()
    await expect(page.getByTestId('recovery-codes-left')).toHaveText('9 recovery codes left.')
    await page.getByRole('button', { name: 'Sign out' }).click()

    // The same code again: refused.
    await signIn(page, email, password, code)
    await expect(page.getByRole('form', { name: 'Staff sign-in' })).toContainText(
      'The code is not right',
    )
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toHaveCount(0)
  })

  test('a company page edited in the console shows on the visitor page at once, in its language only', async ({
    page,
    request,
  }) => {
    await ownAddress(page)
    const tag = unique()
    const headers = await bearer(request)
    const before = (await (await request.get('/api/staff/pages/work', { headers })).json()).data
    const visitor = await request.get('/recruits/work')
    expect(await visitor.text()).toContain('Life at our plants and offices.')

    await signIn(page, ADMIN.email, ADMIN.password)
    await page.getByRole('link', { name: 'All content' }).click()
    await page.getByRole('link', { name: 'Company pages' }).click()
    await page.getByRole('link', { name: 'Working Here' }).click()
    const form = page.getByRole('form', { name: 'Company page' })
    await form.getByLabel('Introduction (English)').fill(`Our plants, told by the console ${tag}.`)
    await form.getByLabel('Title (English)').fill(`Working at Ruifeng ${tag}`)
    await form.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText('Saved and published')).toBeVisible()

    await gotoHydrated(page, '/recruits/work')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Working at Ruifeng ${tag}`)
    await expect(page.getByText(`Our plants, told by the console ${tag}.`)).toBeVisible()
    // The text below stays; the Chinese page is its own.
    await expect(
      page.getByText('Clean, well-lit workshops with modern assembly lines.'),
    ).toBeVisible()
    await gotoHydrated(page, '/zh/recruits/work')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('工作环境')

    // Put the page back as it was for the other tests.
    const back = await request.patch('/api/staff/pages/work', {
      headers,
      data: { en: { title: before.en.title, intro: before.en.intro } },
    })
    expect(back.status()).toBe(200)
  })

  test('a schedule set from a browser in New York publishes at the China-time minute it names', async ({
    browser,
    baseURL,
    request,
  }) => {
    const context = await browser.newContext({ baseURL, timezoneId: 'America/New_York' })
    const page = await context.newPage()
    await ownAddress(page)
    const tag = unique()
    const headers = await bearer(request)
    const categories = await request.get('/api/staff/news-categories', { headers })
    const categoryId: string = (await categories.json()).data.list[0].id
    const created = await request.post('/api/staff/news', {
      headers,
      data: {
        en: { title: `Scheduled ${tag}`, summary: '', content: '<p>On time.</p>' },
        zh: null,
        categoryId,
        status: 'published',
        publishedAt: '2030-01-01T00:00:00+08:00',
      },
    })
    expect(created.status()).toBe(200)
    const item = (await created.json()).data
    const path = `/about/news/detail/${item.en.id}`

    // The next whole minute at least 40 seconds away, as China time.
    const due = Math.ceil((Date.now() + 40_000) / 60_000) * 60_000
    await signIn(page, ADMIN.email, ADMIN.password)
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
    await gotoHydrated(page, `/staff/content/news/${item.id}`)
    const form = page.getByRole('form', { name: 'News item' })
    await form.getByLabel('Publication date').fill(chinaMinute(due))
    await form.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByTestId('item-state')).toHaveText('Scheduled')
    // The item was scheduled before the save too (for 2030), so the state alone does not show
    // that the save has landed: the stored minute is read until it has.
    await expect
      .poll(async () => {
        const stored = await request.get(`/api/staff/news/${item.id}`, { headers })
        return (await stored.json()).data.publishedAt
      })
      .toBe(new Date(due).toISOString())

    // Not before its minute (from a server that reads it the same way), and then at once.
    expect((await request.get(path)).status()).toBe(404)
    await expect
      .poll(async () => (await request.get(path)).status(), {
        timeout: due - Date.now() + 20_000,
        intervals: [2_000],
      })
      .toBe(200)
    expect(Date.now()).toBeGreaterThanOrEqual(due)
    await context.close()
  })
})
