import type { Page } from '@playwright/test'
import { phone, registerMember } from '../e2e/accounts'
import { expect, languageTurns, test } from '../e2e/fixtures'
import { button, importCode, inbox, languages, tag } from './helpers'

// Each test written once per language runs in one of them, by turns (tests/e2e/fixtures.ts).
const inTurn = languageTurns()

/**
 * Every script of the site arrives 5 s late (a phone on a slow network): a form filled and
 * sent in the first second, long before its code, is posted by the browser and answered by the
 * server, not lost and not turned into an address with the fields in it (decision 0011).
 */
test.use({ javaScriptEnabled: true })
test.beforeEach(async ({ page }) => {
  test.slow()
  await page.route('**/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 5000))
    await route.continue().catch(() => {})
  })
})

/** Opens a page without waiting for its code, which is still on its way. */
async function openEarly(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'domcontentloaded' })
}

/** The code has not arrived: what the visitor did was done on the server's HTML. */
async function beforeTheCode(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
}

for (const { prefix, lang } of languages) {
  const zh = lang === 'zh'

  if (inTurn(lang))
    test(`a log-in sent before the code logs in (${lang})`, async ({ page, request }) => {
      const member = await registerMember(request)
      await openEarly(page, `${prefix}/login`)
      const form = page.getByTestId('login-form')
      await form.getByRole('textbox', { name: /Phone number|手机号码/ }).fill(member.account)
      await form.getByLabel(/^\*?(Password|密码)$/).fill(member.password)
      await beforeTheCode(page)
      await form.getByLabel(/^\*?(Password|密码)$/).press('Enter')
      await page.waitForURL(`**${prefix}/member/user`)
      expect(page.url()).not.toContain(member.password)
      await expect(page.getByTestId('profile-account')).toHaveText(member.account)
    })

  if (inTurn(lang))
    test(`a registration sent before the code registers (${lang})`, async ({ page }) => {
      const account = phone()
      await openEarly(page, `${prefix}/register`)
      const form = page.getByTestId('register-form')
      await form.getByRole('textbox', { name: /Phone number|手机号码/ }).fill(account)
      await form.getByLabel(/^\*?(Password|密码)$/).fill('secret-1')
      await form.getByLabel(/Confirm password|确认密码/).fill('secret-1')
      await form.getByRole('textbox', { name: /Email|邮箱/ }).fill(`${account}@example.com`)
      // The image is the page's own: it needs no code.
      await expect(form.getByTestId('captcha').locator('img')).toBeVisible()
      await form.getByRole('textbox', { name: /Verification code|验证码/ }).fill('e2e-test')
      await beforeTheCode(page)
      await form.getByRole('checkbox').check()
      await button(form, /^(Register|注册)$/).click()
      await page.waitForURL(`**${prefix}/login`)
      await expect(page.getByTestId('login-form').getByRole('status')).toHaveText(
        zh ? '注册成功，请登录' : 'Registration successful, please log in',
      )
    })

  if (inTurn(lang))
    test(`a join application sent before the code is stored once (${lang})`, async ({ page }) => {
      const name = `Early ${tag()}`
      await openEarly(page, `${prefix}/contact/join`)
      const form = page.getByTestId('form-join')
      await form.getByLabel(/Your name|您的姓名/).fill(name)
      await form.getByRole('textbox', { name: /^\*?(Phone|电话)$/ }).fill('13800138000')
      await form.getByLabel(/Store address|门店地址/).fill('1 Early Street')
      await form.getByLabel('DCA').check()
      await form.getByLabel(/Upgrade the store image|门店形象升级/).check()
      await beforeTheCode(page)
      await button(form, /^(Submit|提交)$/).click()
      await expect(page.getByTestId('form-join').getByRole('status')).toHaveText(
        zh ? '提交成功' : 'Submitted Successfully',
      )
      expect(new URL(page.url()).search).toBe('')
      expect(await inbox(page.request, 'join', name)).toHaveLength(1)
    })

  if (inTurn(lang))
    test(`a code checked before the code arrives gets its answer (${lang})`, async ({
      page,
      request,
    }) => {
      const code = await importCode(request)
      await openEarly(page, `${prefix}/service/modules/fwcheck`)
      await page.getByLabel(/Security code|防伪码/).fill(code)
      await beforeTheCode(page)
      await button(page, /^(Check|查询)$/).click()
      await expect(page.getByTestId('fwcheck-result')).toContainText(
        zh ? '此产品为正品。' : 'This is a genuine product.',
      )
      expect(page.url()).not.toContain(code)
    })

  if (inTurn(lang))
    test(`an empty code check sent before the code says what is missing (${lang})`, async ({
      page,
    }) => {
      await openEarly(page, `${prefix}/service/modules/fwcheck`)
      await beforeTheCode(page)
      await button(page, /^(Check|查询)$/).click()
      await expect(page.getByTestId('fwcheck-result')).toHaveText(
        zh ? '请输入防伪码' : 'Please Enter The Security Code',
      )
    })
}
