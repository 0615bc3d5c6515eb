import type { Page } from '@playwright/test'
import { expect, gotoHydrated, test } from './fixtures'

const phone = () => `13${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`

async function registerVia(page: Page, account: string, password: string, prefix = '') {
  await gotoHydrated(page, `${prefix}/register`)
  const form = page.getByTestId('register-form')
  await form.getByRole('textbox', { name: /Phone number|手机号码/ }).fill(account)
  // The captcha image shows before the form's code has loaded (the page asks for it).
  await expect(form.getByTestId('captcha').locator('svg')).toBeVisible()
  await form.getByLabel(/^\*?(Password|密码)$/).fill(password)
  await form.getByLabel(/Confirm password|确认密码/).fill(password)
  await form.getByRole('textbox', { name: /Email|邮箱/ }).fill(`${account}@example.com`)
  await form.getByRole('textbox', { name: /Verification code|验证码/ }).fill('e2e-test')
  await form.getByRole('button', { name: /^(Register|注册)$/ }).click()
  await expect(page.getByTestId('auth-panel')).toHaveAttribute('data-mode', 'login')
}

async function loginVia(page: Page, account: string, password: string) {
  await gotoHydrated(page, '/login')
  const form = page.getByTestId('login-form')
  await form.getByRole('textbox', { name: 'Phone number' }).fill(account)
  await form.getByLabel('Password').fill(password)
  await form.getByRole('button', { name: 'Log in' }).click()
  await page.waitForURL('**/member/user')
}

test.describe('membership', () => {
  test('register → log in → header → profile → password (other sessions end) → log out', async ({
    page,
    browser,
  }) => {
    const account = phone()
    await registerVia(page, account, 'secret-1')
    await expect(page.getByText('Registration successful, please log in')).toBeVisible()
    await loginVia(page, account, 'secret-1')
    await expect(page.getByTestId('profile-account')).toHaveText(account)
    await expect(page.getByTestId('account-name')).toHaveText(account)

    const token = (await page.context().cookies()).find((c) => c.name === 'token')
    expect(token?.httpOnly).toBe(true)
    expect(token?.sameSite).toBe('Lax')
    expect(await page.evaluate(() => document.cookie)).not.toContain('token=')

    await page.getByLabel('Nickname').fill('Lei')
    await page.getByLabel('Address').fill('Qidong, Jiangsu')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Successfully Modified')).toBeVisible()
    await page.reload()
    await expect(page.getByLabel('Nickname')).toHaveValue('Lei')

    // A second browser logged in before the change.
    const other = await browser.newContext()
    const otherPage = await other.newPage()
    await loginVia(otherPage, account, 'secret-1')

    await gotoHydrated(page, '/member/update-password')
    await page.getByLabel('Old password').fill('secret-1')
    await page.getByLabel('New password').fill('secret-2')
    await page.getByLabel('Confirm password').fill('secret-2')
    await page.getByRole('button', { name: 'Change password' }).click()
    await expect(page.getByText('Successfully Modified')).toBeVisible()

    await otherPage.reload()
    await expect(otherPage.getByTestId('login-prompt')).toBeVisible()
    await other.close()

    await gotoHydrated(page, '/about/about-us')
    await expect(page.getByTestId('account-name')).toHaveText(account)
    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page.getByTestId('login-button')).toBeVisible()
    expect((await page.context().cookies()).find((c) => c.name === 'token')).toBeUndefined()
    await loginVia(page, account, 'secret-2')
  })

  test('every validation message of §5, in both languages', async ({ page }) => {
    await gotoHydrated(page, '/register')
    const form = page.getByTestId('register-form')
    await form.getByRole('button', { name: 'Register', exact: true }).click()
    await expect(form.getByTestId('error-account')).toHaveText('Please Enter Phone Number')
    await expect(form.getByTestId('error-password')).toHaveText('Please Enter New Password')
    await expect(form.getByTestId('error-savePassword')).toHaveText('Please Enter Confirm Password')
    await expect(form.getByTestId('error-email')).toHaveText('Please Input Your Email')
    await expect(form.getByTestId('error-verCode')).toHaveText('Please Enter Verification Code')
    await form.getByRole('textbox', { name: 'Email' }).fill('nope')
    await form.getByLabel(/^\*?Password$/).fill('abcdef')
    await form.getByLabel('Confirm password').fill('abcdeg')
    await expect(form.getByTestId('error-email')).toHaveText('Please Enter Your Vaild Email')
    await expect(form.getByTestId('error-savePassword')).toHaveText(
      'The Passwords Are Inconsistent!',
    )
    await form.getByLabel(/^\*?Password$/).fill('abc')
    await expect(form.getByTestId('error-password')).toHaveText(
      'Enter a password of 6 characters or more',
    )

    await gotoHydrated(page, '/zh/register')
    await page.getByTestId('register-form').getByRole('button', { name: '注册' }).click()
    await expect(page.getByTestId('error-account')).toHaveText('请输入手机号码')
    await expect(page.getByTestId('error-savePassword')).toHaveText('请输入确认密码')
  })

  test('a wrong captcha is refused and a taken number says so', async ({ page }) => {
    const account = phone()
    await registerVia(page, account, 'secret-1')
    await gotoHydrated(page, '/register')
    const form = page.getByTestId('register-form')
    await form.getByRole('textbox', { name: 'Phone number' }).fill(phone())
    await form.getByLabel(/^\*?Password$/).fill('secret-1')
    await form.getByLabel('Confirm password').fill('secret-1')
    await form.getByRole('textbox', { name: 'Email' }).fill('a@example.com')
    await form.getByRole('textbox', { name: 'Verification code' }).fill('wrong')
    await form.getByRole('button', { name: 'Register', exact: true }).click()
    await expect(form.getByTestId('error-verCode')).toHaveText('Wrong verification code')
    // The used challenge is replaced by a new image before the next try.
    await page.waitForLoadState('networkidle')

    await form.getByRole('textbox', { name: 'Phone number' }).fill(account)
    await form.getByRole('textbox', { name: 'Verification code' }).fill('e2e-test')
    await form.getByRole('button', { name: 'Register', exact: true }).click()
    await expect(form.getByTestId('error-account')).toHaveText(
      'This phone number is already registered',
    )
  })

  test('failed logins say Login Failed as an alert, then get throttled', async ({ page }) => {
    const account = phone()
    await gotoHydrated(page, '/login')
    const form = page.getByTestId('login-form')
    await form.getByRole('textbox', { name: 'Phone number' }).fill(account)
    await form.getByLabel('Password').fill('wrong-password')
    await form.getByRole('button', { name: 'Log in' }).click()
    await expect(form.getByRole('alert')).toHaveText('Login Failed')
    let throttled = false
    for (let i = 0; i < 8 && !throttled; i++) {
      await form.getByRole('button', { name: 'Log in' }).click()
      throttled = await form
        .getByText('Too many attempts, please try again in a few minutes')
        .isVisible({ timeout: 2000 })
        .catch(() => false)
    }
    expect(throttled).toBe(true)
  })

  test('member pages without a session show the login prompt and no member data', async ({
    page,
    request,
  }) => {
    for (const path of ['/member/user', '/zh/member/evaluate', '/member/shareList']) {
      await gotoHydrated(page, path)
      await expect(page.getByTestId('login-prompt')).toBeVisible()
      await expect(page.getByTestId('profile-account')).toHaveCount(0)
    }
    const detail = await request.post('/api/cmsapi/cmsApiMember/detail', {
      data: {},
      headers: { authorization: 'forged-token' },
    })
    expect(detail.status()).toBe(401)
    expect((await detail.json()).data).toBeNull()
  })
})
