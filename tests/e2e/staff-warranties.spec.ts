import { readFile } from 'node:fs/promises'
import sharp from 'sharp'
import { logIn, registerMember } from './accounts'
import { expect, gotoHydrated, test, uniqueAddress } from './fixtures'

// The first admin comes from STAFF_ADMIN_EMAIL / STAFF_ADMIN_PASSWORD (playwright.config.ts).
const ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' }

test.describe.configure({ timeout: 120_000 })

test('customer service see a tool a member registered, open its receipt photo, and the CSV export holds it', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  // A member registers a tool with a receipt photo through the site.
  const member = await registerMember(request)
  await logIn(page, member)
  await gotoHydrated(page, '/member/warranty')
  const serial = `SN-${Math.random().toString(36).slice(2, 10).toUpperCase()}`
  await page.getByLabel('Model').fill('RF-DD20B')
  await page.getByLabel('Serial number').fill(serial)
  await page.getByLabel('Purchase date').fill('2025-10-07')
  await page.getByLabel('Receipt photo').setInputFiles({
    name: 'receipt.png',
    mimeType: 'image/png',
    buffer: await sharp({ create: { width: 90, height: 60, channels: 3, background: '#ddd' } })
      .png()
      .toBuffer(),
  })
  await page.getByRole('button', { name: 'Register product' }).click()
  await expect(page.getByRole('status')).toHaveText(
    'Your product is registered. Its warranty is listed below.',
  )

  // A customer service account (the role that may see members) signs in to the console.
  const address = uniqueAddress()
  const token = (
    await (
      await request.post('/api/staff/session', {
        data: ADMIN,
        headers: { 'x-forwarded-for': address },
      })
    ).json()
  ).data.token
  const email = `warranty-${Math.random().toString(36).slice(2, 8)}@e2e.test`
  const made = await request.post('/api/staff/users', {
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': address },
    data: { email, role: 'service', password: 'service-password-1' },
  })
  expect(made.status()).toBe(200)

  const context = await browser.newContext({ baseURL, acceptDownloads: true })
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueAddress() })
  const staff = await context.newPage()
  await gotoHydrated(staff, '/staff')
  const signIn = staff.getByRole('form', { name: 'Staff sign-in' })
  await signIn.getByLabel('Email').fill(email)
  await signIn.getByLabel('Password').fill('service-password-1')
  await signIn.getByRole('button', { name: 'Sign in' }).click()
  await staff.getByRole('link', { name: 'Members' }).click()
  await staff.getByLabel('Search phone, nickname or email').fill(member.account)
  await staff.getByLabel('Search phone, nickname or email').press('Enter')
  const table = staff.getByTestId('members-table')
  await table.getByRole('button', { name: member.account }).click()

  const panel = staff.getByTestId('member-panel')
  await expect(panel.getByRole('heading', { name: member.account })).toBeVisible()
  const registered = panel.getByTestId('member-warranties').getByRole('listitem')
  await expect(registered).toHaveCount(1)
  await expect(registered).toContainText(`RF-DD20B ${serial} · 2025-10-07`)
  // The receipt photo opens in a tab of its own.
  const [photo] = await Promise.all([
    context.waitForEvent('page'),
    registered.getByRole('button', { name: 'Receipt photo' }).click(),
  ])
  await photo.waitForLoadState()
  expect(photo.url()).toMatch(/^blob:/)
  await photo.close()

  // The export of every registration downloads a CSV with this one in it.
  const [download] = await Promise.all([
    staff.waitForEvent('download'),
    staff.getByRole('button', { name: 'Export registered products (CSV)' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/\.csv$/)
  const csv = await readFile((await download.path()) ?? '', 'utf8')
  const lines = csv.split(/\r?\n/)
  expect(lines[0]).toContain('Serial number')
  const row = lines.find((line) => line.includes(serial))
  expect(row).toBeDefined()
  expect(row).toContain(member.account)
  expect(row).toContain('2025-10-07')
  // Registered by code: no; with a receipt photo: yes.
  expect(row).toMatch(/,No,2025-10-07,.*,Yes$/)
  await context.close()
})
