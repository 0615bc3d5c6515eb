import { Secret, TOTP } from 'otpauth'
import { expect, gotoHydrated, test } from './fixtures'
import { type OwnSite, seededSiteDatabase, startSite } from './upstream-site'

// STAFF_REQUIRE_2FA=1 holds for the whole server: this spec runs a site of its own (its own
// database and first admin), so the suite's other staff specs keep signing in with a password.
const ADMIN = { email: 'admin@forced-2fa.test', password: 'forced-2fa-admin-password' }
let site: OwnSite

test.describe.configure({ timeout: 180_000 })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  site = await startSite({
    ...(await seededSiteDatabase()),
    STAFF_ADMIN_EMAIL: ADMIN.email,
    STAFF_ADMIN_PASSWORD: ADMIN.password,
    STAFF_REQUIRE_2FA: '1',
    TRUST_PROXY: '1',
  })
})

test.afterAll(() => site?.stop())

test('an admin made to set up two-factor sign-in sees the ten recovery codes once, then the console', async ({
  browser,
}) => {
  const page = await browser.newPage({ baseURL: site.url })
  await gotoHydrated(page, '/staff')
  const form = page.getByRole('form', { name: 'Staff sign-in' })
  await form.getByLabel('Email').fill(ADMIN.email)
  await form.getByLabel('Password').fill(ADMIN.password)
  await form.getByRole('button', { name: 'Sign in' }).click()

  await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible()
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click()
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? ''
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 })
  await page.getByLabel('Authenticator code').fill(totp.generate())
  await page.getByRole('button', { name: 'Turn on' }).click()

  // The codes stay on screen (the console used to go straight to the dashboard).
  const codes = page.getByTestId('recovery-codes')
  await expect(codes).toBeVisible()
  await expect(codes.getByRole('listitem')).toHaveCount(10)
  for (const code of await codes.getByRole('listitem').allTextContents()) {
    expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/i)
  }
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toHaveCount(0)
  await codes.getByRole('button', { name: 'I have kept them' }).click()
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  await expect(codes).toHaveCount(0)
  // Once only: the account page counts them and shows none.
  await page.getByRole('link', { name: 'My account' }).click()
  await expect(page.getByTestId('recovery-codes-left')).toHaveText('10 recovery codes left.')
  await expect(page.getByTestId('recovery-codes')).toHaveCount(0)
  await page.close()
})
