import type { Page } from '@playwright/test'
import { accountPastItsCeiling } from './accounts'
import { accountName, captchaLoaded, expect, gotoHydrated, test } from './fixtures'

/** Fills the login form; the service asks for the captcha, which then logs the owner in. */
async function logInWithCaptcha(page: Page, account: string, password: string) {
  const form = page.getByTestId('login-form')
  await form.getByRole('textbox', { name: /Phone number/ }).fill(account)
  await form.getByLabel('Password').fill(password)
  await form.getByRole('button', { name: 'Log in' }).click()
  await expect(form.getByTestId('captcha-field')).toBeVisible()
  await expect(form.getByText('Please enter the verification code')).toBeVisible()
  await expect(form.getByTestId('captcha').locator('img')).toBeVisible()
  await captchaLoaded(form)
  // A click before the form's code arrived was the browser's own post, whose answer never holds
  // the password (decision 0011): the owner types it again, as a visitor would. After the code's
  // call it is still in the field, and typing it again changes nothing. That answer is a new
  // page: once its code runs, a submit waits for the form's code (the proof of work needs it),
  // but a submit before would be the browser's own post again, which the service refuses.
  await page.waitForSelector('html[data-hydrated="true"]')
  await form.getByLabel('Password').fill(password)
  await form.getByRole('textbox', { name: 'Verification code' }).fill('e2e-test')
  await form.getByRole('button', { name: 'Log in' }).click()
}

test.describe('hardening', () => {
  test('an account guessed at from many addresses asks its owner for the captcha, on the login page and in the dialog', async ({
    page,
    request,
    browser,
  }) => {
    test.slow()
    const account = await accountPastItsCeiling(request, 'Owner#Pass1')
    await gotoHydrated(page, '/login')
    await logInWithCaptcha(page, account, 'Owner#Pass1')
    await page.waitForURL('**/member/user')
    await expect(accountName(page)).toHaveText(account)

    const other = await browser.newPage()
    await gotoHydrated(other, '/about/honor')
    await other.getByTestId('login-button').click()
    await expect(other.getByRole('dialog')).toBeVisible()
    await logInWithCaptcha(other, account, 'Owner#Pass1')
    await expect(accountName(other)).toHaveText(account)
    await other.close()
  })

  test('the browser keeps a compact menu cookie in each language, and the server renders without it', async ({
    page,
    context,
  }) => {
    for (const [path, name] of [
      ['/about/culture', 'menuList_en'],
      ['/zh/about/culture', 'menuList_zh'],
    ] as const) {
      await gotoHydrated(page, path)
      await expect
        .poll(async () => (await context.cookies()).find((c) => c.name === name)?.value ?? '')
        .not.toBe('')
      const value = (await context.cookies()).find((c) => c.name === name)?.value ?? ''
      expect(value.length).toBeLessThan(3800)
      const menu: unknown = JSON.parse(decodeURIComponent(value))
      expect(Array.isArray(menu) && menu.length > 5).toBe(true)
    }
    // A forged cookie changes nothing the server renders.
    await context.addCookies([
      {
        name: 'menuList_en',
        value: encodeURIComponent(JSON.stringify([['PHISHING', 'https://evil.example', 1]])),
        url: page.url(),
      },
    ])
    await gotoHydrated(page, '/about/honor?forged=1')
    await expect(page.getByTestId('site-header')).not.toContainText('PHISHING')
  })
})
