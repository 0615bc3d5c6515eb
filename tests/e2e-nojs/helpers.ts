import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expect, type languages } from '../e2e/fixtures'

export { languages } from '../e2e/fixtures'

export type Lang = (typeof languages)[number]['lang']

/** The e2e server's fixed SMS code (SMS_TEST_CODE in playwright.config.ts). */
export const SMS_CODE = '246802'

export const tag = () => Math.random().toString(36).slice(2, 8)

/** The first staff admin of the e2e database (playwright.config.ts). */
const ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' }

export async function staffToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/staff/session', { data: ADMIN })
  expect(res.status()).toBe(200)
  return (await res.json()).data.token
}

/** The submissions of `type` the staff inbox finds for `q` (the staff API, as the console). */
export async function inbox(request: APIRequestContext, type: string, q: string) {
  const res = await request.get(`/api/staff/submissions?type=${type}&q=${encodeURIComponent(q)}`, {
    headers: { authorization: `Bearer ${await staffToken(request)}` },
  })
  expect(res.status()).toBe(200)
  const list: Array<{ type: string; reference: string | null; fields: Record<string, unknown> }> = (
    await res.json()
  ).data.list
  return list
}

/** Security codes of our own, imported through the staff API: no other test checks them. */
export async function importCode(request: APIRequestContext): Promise<string> {
  const code = `NJ${tag()}${tag()}${tag()}`.toUpperCase().slice(0, 16).padEnd(16, 'Q')
  const csv = `"code","product","batch"\r\n"${code}","1","NOJS-${code.slice(2, 8)}"\r\n`
  const res = await request.post('/api/staff/codes/import', {
    headers: { authorization: `Bearer ${await staffToken(request)}` },
    multipart: { file: { name: 'codes.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } },
  })
  expect(res.status(), await res.text()).toBe(200)
  return code
}

/** The form's button, by its name in either language. */
export function button(scope: Page | Locator, name: RegExp) {
  return scope.getByRole('button', { name })
}

/** Logs in on the /login page with the browser's own post; lands on the member profile. */
export async function logInNoJs(
  page: Page,
  member: { account: string; password: string },
  prefix: string,
) {
  await page.goto(`${prefix}/login`)
  const form = page.getByTestId('login-form')
  await form.getByRole('textbox', { name: /^\*?(Phone number|手机号码)$/ }).fill(member.account)
  await form.getByLabel(/^\*?(Password|密码)$/).fill(member.password)
  await button(form, /^(Log in|登录)$/).click()
  await page.waitForURL(`**${prefix}/member/user`)
  await expect(page.getByTestId('profile-account')).toHaveText(member.account)
}
