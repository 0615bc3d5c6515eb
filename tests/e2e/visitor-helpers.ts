import type { APIRequestContext, Page } from '@playwright/test'
import { expect, gotoHydrated } from './fixtures'

/** Both languages of the site: English without a prefix, Chinese under /zh. */
export const languages = [
  { prefix: '', lang: 'en' },
  { prefix: '/zh', lang: 'zh' },
] as const

export const phoneNumber = () => `13${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`

/** Each test its own address: the per-address limits of log-in and register stay out of the way. */
export const randomIp = () =>
  `10.${20 + Math.floor(Math.random() * 200)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`

/** A new member, registered through the content API (the test captcha answer is e2e-test). */
export async function registerMember(request: APIRequestContext, password = 'secret-1') {
  const headers = { 'x-forwarded-for': randomIp() }
  const account = phoneNumber()
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

/** Logs in through the site's log-in page, as a visitor does; lands on the member profile. */
export async function logIn(
  page: Page,
  member: { account: string; password: string },
  prefix = '',
) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': randomIp() })
  await gotoHydrated(page, `${prefix}/login`)
  const form = page.getByTestId('login-form')
  await form.getByRole('textbox', { name: /Phone number|手机号码/ }).fill(member.account)
  await form.getByLabel(/^\*?(Password|密码)$/).fill(member.password)
  await form.getByRole('button', { name: /^(Log in|登录)$/ }).click()
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

/** Page width beyond the viewport: a phone page must not scroll sideways. */
export function horizontalOverflow(page: Page) {
  const width = page.viewportSize()?.width ?? 0
  return page.evaluate(
    (viewport) => (document.scrollingElement?.scrollWidth ?? 0) - viewport,
    width,
  )
}
