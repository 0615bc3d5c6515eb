import type { Page } from '@playwright/test'
import { expect, gotoHydrated, test } from './fixtures'
import { type OwnSite, seededSiteDatabase, startSite } from './upstream-site'

// The site settings show on every page: this spec changes them on a site of its own (its own
// database), so the suite's other specs, running beside it, keep the hotline they expect.
const ADMIN = { email: 'admin@settings.test', password: 'settings-admin-password' }
let site: OwnSite

test.describe.configure({ timeout: 180_000 })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  site = await startSite({
    ...(await seededSiteDatabase()),
    STAFF_ADMIN_EMAIL: ADMIN.email,
    STAFF_ADMIN_PASSWORD: ADMIN.password,
    TRUST_PROXY: '1',
  })
})

test.afterAll(() => site?.stop())

const footerOf = (page: Page) => page.locator('footer')

test('staff change a social link and the hotline of one language; the public footer shows them in that language', async ({
  browser,
}) => {
  // A visitor's Chinese home page is in the shared page cache before the change.
  const visitor = await browser.newPage({ baseURL: site.url })
  await visitor.goto('/zh')
  await expect(visitor.getByTestId('footer-hotline')).toContainText('400-182-5988')
  const weibo = visitor.getByTestId('footer-social-weibo')
  await expect(weibo).toHaveText('新浪微博')
  await expect(footerOf(visitor).getByRole('navigation', { name: '关注我们' })).toBeVisible()

  const staff = await browser.newPage({ baseURL: site.url })
  await gotoHydrated(staff, '/staff')
  const signIn = staff.getByRole('form', { name: 'Staff sign-in' })
  await signIn.getByLabel('Email').fill(ADMIN.email)
  await signIn.getByLabel('Password').fill(ADMIN.password)
  await signIn.getByRole('button', { name: 'Sign in' }).click()
  await staff.getByRole('link', { name: 'Site settings' }).click()
  await expect(staff.getByRole('heading', { name: 'Site settings', level: 1 })).toBeVisible()

  const zh = staff.getByRole('form', { name: 'Site settings (Chinese)' })
  await zh.getByLabel('Hotline').fill('400-800-1234')
  const row = zh.getByTestId('social-row-1')
  await expect(row.getByLabel('Identifier')).toHaveValue('weibo')
  const address = row.getByLabel('Address')

  // An address that is not https is refused on its field, and nothing is saved.
  await address.fill('http://weibo.com/ruifeng')
  await zh.getByRole('button', { name: 'Save' }).click()
  await expect(address).toHaveAttribute('aria-invalid', 'true')
  await expect(row).toContainText('Enter an https:// address or a site path (/…)')
  await expect(address).toBeFocused()

  await address.fill('https://weibo.com/ruifeng-official')
  await row.getByLabel('Name').fill('瑞丰官方微博')
  await zh.getByRole('button', { name: 'Save' }).click()
  await expect(staff.getByText('Saved')).toBeVisible()
  await expect(address).not.toHaveAttribute('aria-invalid', 'true')

  // The save purged the cached page: the visitor's next request shows the new frame.
  await visitor.reload()
  await expect(visitor.getByTestId('footer-hotline')).toContainText('400-800-1234')
  await expect(visitor.getByTestId('footer-hotline')).toHaveAttribute('href', 'tel:4008001234')
  await expect(weibo).toHaveText('瑞丰官方微博')
  await expect(weibo).toHaveAttribute('href', 'https://weibo.com/ruifeng-official')
  await expect(weibo).toHaveAttribute('target', '_blank')
  // The other language keeps its own.
  await visitor.goto('/')
  await expect(visitor.getByTestId('footer-hotline')).toContainText('400-182-5988')
  await expect(visitor.getByTestId('footer-social-weibo')).toHaveText('Weibo')

  // The console shows what was stored, after a reload too.
  await staff.reload()
  const again = staff.getByRole('form', { name: 'Site settings (Chinese)' })
  await expect(again.getByLabel('Hotline')).toHaveValue('400-800-1234')
  await expect(again.getByTestId('social-row-1').getByLabel('Address')).toHaveValue(
    'https://weibo.com/ruifeng-official',
  )
})
