import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expect, gotoHydrated, uniqueAddress } from './fixtures'

/** A mobile number no other test registers (eleven digits, 13…). */
export const phone = () => `13${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`

/** How long a submitted form may take to answer: a password hash and a page load. */
const ANSWER_TIMEOUT = 20_000

/**
 * Waits for `done` or for a message on `form`, whichever comes first; a message fails the test
 * at once with its text, instead of a wait for a page that will not come.
 */
async function doneOrRefused(what: string, done: Locator, form: Locator) {
  const message = form.getByRole('alert').or(form.locator('[data-testid^="error-"]')).first()
  await expect(done.or(message).first(), `${what}: no answer`).toBeVisible({
    timeout: ANSWER_TIMEOUT,
  })
  if (await message.isVisible()) {
    throw new Error(`${what} refused: "${(await message.textContent())?.trim()}"`)
  }
}

/** Registers through the form (the e2e server's captcha answer is e2e-test). */
export async function registerVia(page: Page, account: string, password: string, prefix = '') {
  await gotoHydrated(page, `${prefix}/register`)
  const form = page.getByTestId('register-form')
  await form.getByRole('textbox', { name: /Phone number|手机号码/ }).fill(account)
  // The captcha image shows before the form's code has loaded (the page asks for it).
  await expect(form.getByTestId('captcha').locator('img')).toBeVisible()
  await form.getByLabel(/^\*?(Password|密码)$/).fill(password)
  await form.getByLabel(/Confirm password|确认密码/).fill(password)
  await form.getByRole('textbox', { name: /Email|邮箱/ }).fill(`${account}@example.com`)
  await form.getByRole('textbox', { name: /Verification code|验证码/ }).fill('e2e-test')
  await form.getByRole('checkbox').check()
  await form.getByRole('button', { name: /^(Register|注册)$/ }).click()
  await doneOrRefused(
    'registration',
    page.locator('[data-testid="auth-panel"][data-mode="login"]'),
    form,
  )
}

/** Logs in on the /login page and waits for the member page; a refusal fails with its message. */
export async function loginVia(page: Page, account: string, password: string, prefix = '') {
  await gotoHydrated(page, `${prefix}/login`)
  const form = page.getByTestId('login-form')
  await form.getByRole('textbox', { name: /^(Phone number|手机号码)$/ }).fill(account)
  await form.getByLabel(/^\*?(Password|密码)$/).fill(password)
  await form.getByRole('button', { name: /^(Log in|登录)$/ }).click()
  await doneOrRefused('log-in', page.getByTestId('profile-account'), form)
  await page.waitForURL('**/member/user')
}

/**
 * A new member, registered through the content API by a visitor of its own (`uniqueAddress`:
 * the registrations per address count it alone); the test captcha answer is e2e-test.
 */
export async function registerMember(request: APIRequestContext, password = 'secret-1') {
  const headers = { 'x-forwarded-for': uniqueAddress() }
  const account = phone()
  const challenge = await request.get('/api/cmsapi/common/cmsApiMember/kaptcha', { headers })
  expect(challenge.ok()).toBe(true)
  const verKey = challenge.headers().verkey
  const answer = await request.post('/api/cmsapi/common/cmsApiMember/register', {
    headers,
    data: {
      account,
      password,
      savePassword: password,
      email: `${account}@example.com`,
      verCode: 'e2e-test',
      verKey,
    },
  })
  expect((await answer.json()).code).toBe(200)
  return { account, password }
}

/** Logs in through the site's log-in page (loginVia) and sees the member's own profile. */
export async function logIn(
  page: Page,
  member: { account: string; password: string },
  prefix = '',
) {
  await loginVia(page, member.account, member.password, prefix)
  await page.waitForURL(`**${prefix}/member/user`)
  await expect(page.getByTestId('profile-account')).toHaveText(member.account)
}

/** What local storage remembers of the member (spec §4), parsed. */
export function storedUser(page: Page) {
  return page.evaluate(() => {
    const raw = window.localStorage.getItem('userInfo')
    return raw === null ? null : JSON.parse(raw)
  })
}

/** A member registered through the API, then hit with 50 wrong passwords from 50 addresses. */
export async function accountPastItsCeiling(request: APIRequestContext, password: string) {
  const { account } = await registerMember(request, password)
  for (let i = 0; i < 50; i++) {
    const wrong = await request.post('/api/cmsapi/common/cmsApiMember/login', {
      headers: { 'x-forwarded-for': uniqueAddress() },
      data: { account, password: `wrong-${i}` },
    })
    expect(wrong.status()).toBe(401)
  }
  return account
}
