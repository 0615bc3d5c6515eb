import { phone, registerMember } from '../e2e/accounts'
import { expect, languageTurns, test } from '../e2e/fixtures'
import {
  button,
  importCode,
  inbox,
  languages,
  logInNoJs,
  SMS_CODE,
  staffToken,
  tag,
} from './helpers'

// Each test written once per language runs in one of them, by turns (tests/e2e/fixtures.ts).
const inTurn = languageTurns()

/**
 * Every form works with JavaScript off (the `no-js` project): the browser posts it to its page,
 * the server answers with a redirect and a one-time message, or the page again with the
 * translated field messages and the input kept (never a password). Nothing a visitor types
 * ends up in an address.
 */

// Each test walks several pages and password hashes (three times the time).
test.beforeEach(() => test.slow())

for (const { prefix, lang } of languages) {
  const zh = lang === 'zh'

  if (inTurn(lang))
    test(`log in and log out (${lang})`, async ({ page, request }) => {
      const member = await registerMember(request)
      await page.goto(`${prefix}/login`)
      const form = page.getByTestId('login-form')
      await form.getByRole('textbox', { name: /Phone number|手机号码/ }).fill(member.account)
      await form.getByLabel(/^\*?(Password|密码)$/).fill('wrong-password')
      await button(form, /^(Log in|登录)$/).click()
      // Refused: the page again, the account kept, the password never.
      await expect(form.getByRole('alert')).toHaveText(zh ? '登录失败' : 'Login Failed')
      await expect(form.getByRole('textbox', { name: /Phone number|手机号码/ })).toHaveValue(
        member.account,
      )
      await expect(form.getByLabel(/^\*?(Password|密码)$/)).toHaveValue('')
      expect(new URL(page.url()).search).toBe('')
      await logInNoJs(page, member, prefix)
      await page.getByTestId('sign-out').click()
      await page.waitForURL((url) => url.pathname === (prefix || '/'))
      await page.goto(`${prefix}/member/user`)
      await expect(page.getByTestId('login-prompt')).toBeVisible()
      expect((await page.context().cookies()).find((c) => c.name === 'token')).toBeUndefined()
    })

  if (inTurn(lang))
    test(`register: refused with the fields' messages, then registered and logged in (${lang})`, async ({
      page,
    }) => {
      const account = phone()
      await page.goto(`${prefix}/register`)
      const form = page.getByTestId('register-form')
      // The captcha is a plain image (its key in an HttpOnly cookie), inside a link for a new one.
      await expect(form.getByTestId('captcha').locator('img')).toBeVisible()
      await form.getByRole('textbox', { name: /Phone number|手机号码/ }).fill(account)
      await form.getByLabel(/^\*?(Password|密码)$/).fill('secret-1')
      await form.getByLabel(/Confirm password|确认密码/).fill('secret-2')
      await form.getByRole('textbox', { name: /Email|邮箱/ }).fill('not-an-email')
      await form.getByRole('checkbox').check()
      await button(form, /^(Register|注册)$/).click()
      await expect(form.getByTestId('error-savePassword')).toHaveText(
        zh ? '两次输入的密码不一致！' : 'The Passwords Are Inconsistent!',
      )
      await expect(form.getByTestId('error-email')).toHaveText(
        zh ? '请输入有效的邮箱' : 'Please Enter Your Vaild Email',
      )
      await expect(form.getByTestId('error-verCode')).toHaveText(
        zh ? '请输入验证码' : 'Please Enter Verification Code',
      )
      await expect(form.getByRole('textbox', { name: /Phone number|手机号码/ })).toHaveValue(
        account,
      )
      await expect(form.getByRole('textbox', { name: /Email|邮箱/ })).toHaveValue('not-an-email')
      await expect(form.getByLabel(/^\*?(Password|密码)$/)).toHaveValue('')
      await expect(form.getByLabel(/Confirm password|确认密码/)).toHaveValue('')
      expect(new URL(page.url()).pathname).toBe(`${prefix}/register`)

      await form.getByLabel(/^\*?(Password|密码)$/).fill('secret-1')
      await form.getByLabel(/Confirm password|确认密码/).fill('secret-1')
      await form.getByRole('textbox', { name: /Email|邮箱/ }).fill(`${account}@example.com`)
      await form.getByRole('textbox', { name: /Verification code|验证码/ }).fill('e2e-test')
      await form.getByRole('checkbox').check()
      await button(form, /^(Register|注册)$/).click()
      await page.waitForURL(`**${prefix}/login`)
      await expect(page.getByTestId('login-form').getByRole('status')).toHaveText(
        zh ? '注册成功，请登录' : 'Registration successful, please log in',
      )
      // The message is shown once.
      await page.reload()
      await expect(page.getByTestId('login-form').getByRole('status')).toHaveCount(0)
      await logInNoJs(page, { account, password: 'secret-1' }, prefix)
    })

  if (inTurn(lang))
    test(`forget: the code is sent, then the password reset with it (${lang})`, async ({
      page,
      request,
    }) => {
      const member = await registerMember(request)
      await page.goto(`${prefix}/forget`)
      const form = page.getByTestId('forget-form')
      await form.getByRole('textbox', { name: /Phone number|手机号码/ }).fill(member.account)
      await button(form, /^(Send code|发送验证码)$/).click()
      await expect(form.getByRole('status')).toHaveText(zh ? '发送成功' : 'Sent Successfully')
      // The number stays in the form (not in the address).
      await expect(form.getByRole('textbox', { name: /Phone number|手机号码/ })).toHaveValue(
        member.account,
      )
      expect(new URL(page.url()).search).toBe('')
      await form.getByRole('textbox', { name: /SMS code|短信验证码/ }).fill(SMS_CODE)
      await form.getByLabel(/^\*?(New password|新密码)$/).fill('new-secret-1')
      await form.getByLabel(/Confirm password|确认密码/).fill('new-secret-2')
      await button(form, /^(Reset password|重置密码)$/).click()
      await expect(form.getByTestId('error-savePassword')).toHaveText(
        zh ? '两次输入的密码不一致！' : 'The Passwords Are Inconsistent!',
      )
      await expect(form.getByRole('textbox', { name: /SMS code|短信验证码/ })).toHaveValue(SMS_CODE)
      await expect(form.getByLabel(/^\*?(New password|新密码)$/)).toHaveValue('')
      await form.getByLabel(/^\*?(New password|新密码)$/).fill('new-secret-1')
      await form.getByLabel(/Confirm password|确认密码/).fill('new-secret-1')
      await button(form, /^(Reset password|重置密码)$/).click()
      await page.waitForURL(`**${prefix}/login`)
      await expect(page.getByTestId('login-form').getByRole('status')).toHaveText(
        zh ? '密码重置成功' : 'Password Reset Successful',
      )
      await logInNoJs(page, { account: member.account, password: 'new-secret-1' }, prefix)
    })

  if (inTurn(lang))
    test(`profile and password are changed (${lang})`, async ({ page, request }) => {
      const member = await registerMember(request)
      await logInNoJs(page, member, prefix)
      const profile = page
        .locator('form')
        .filter({ has: page.getByRole('textbox', { name: /Nickname|昵称/ }) })
      await profile.getByRole('textbox', { name: /Nickname|昵称/ }).fill(`Nick ${lang}`)
      await profile.getByRole('textbox', { name: /Email|邮箱/ }).fill('broken@')
      await button(profile, /^(Save|保存)$/).click()
      await expect(profile.getByTestId('error-email')).toHaveText(
        zh ? '请输入有效的邮箱' : 'Please Enter Your Vaild Email',
      )
      await expect(profile.getByRole('textbox', { name: /Nickname|昵称/ })).toHaveValue(
        `Nick ${lang}`,
      )
      await profile.getByRole('textbox', { name: /Email|邮箱/ }).fill(`nick-${lang}@example.com`)
      await button(profile, /^(Save|保存)$/).click()
      await expect(profile.getByRole('status')).toHaveText(
        zh ? '修改成功' : 'Successfully Modified',
      )
      await expect(profile.getByRole('textbox', { name: /Nickname|昵称/ })).toHaveValue(
        `Nick ${lang}`,
      )

      await page.goto(`${prefix}/member/update-password`)
      const form = page.locator('form').filter({ has: page.getByLabel(/Old password|原密码/) })
      await form.getByLabel(/Old password|原密码/).fill('not-my-password')
      await form.getByLabel(/^\*?(New password|新密码)$/).fill('changed-1')
      await form.getByLabel(/Confirm password|确认密码/).fill('changed-1')
      await button(form, /^(Change password|修改密码)$/).click()
      await expect(form.getByTestId('error-oldPassword')).toBeVisible()
      for (const field of [/Old password|原密码/, /^\*?(New password|新密码)$/]) {
        await expect(form.getByLabel(field)).toHaveValue('')
      }
      await form.getByLabel(/Old password|原密码/).fill(member.password)
      await form.getByLabel(/^\*?(New password|新密码)$/).fill('changed-1')
      await form.getByLabel(/Confirm password|确认密码/).fill('changed-1')
      await button(form, /^(Change password|修改密码)$/).click()
      await expect(form.getByRole('status')).toHaveText(zh ? '修改成功' : 'Successfully Modified')
      await page.context().clearCookies()
      await logInNoJs(page, { account: member.account, password: 'changed-1' }, prefix)
    })

  if (inTurn(lang))
    test(`each public form is stored and reaches the staff inbox (${lang})`, async ({ page }) => {
      const t = tag()
      const success = zh ? '提交成功' : 'Submitted Successfully'
      const phoneBox = (type: string) =>
        page.getByTestId(`form-${type}`).getByRole('textbox', { name: /^\*?(Phone|电话)$/ })

      // Join: refused first (translated messages, answers kept), then stored.
      await page.goto(`${prefix}/contact/join`)
      const join = page.getByTestId('form-join')
      await join.getByLabel(/Your name|您的姓名/).fill(`Join ${t}`)
      await phoneBox('join').fill('12345')
      await button(join, /^(Submit|提交)$/).click()
      await expect(join.getByTestId('error-phone')).toHaveText(
        zh ? '请输入有效的电话号码' : 'Please enter a valid phone number',
      )
      await expect(join.getByTestId('error-brand')).toHaveText(
        zh ? '请选择一项' : 'Please choose one',
      )
      await expect(join.getByLabel(/Your name|您的姓名/)).toHaveValue(`Join ${t}`)
      await phoneBox('join').fill('13800138000')
      await join.getByLabel(/Store address|门店地址/).fill('12 Market Road')
      await join.getByLabel('DCK').check()
      await join.getByLabel(/Build an exclusive corner|建立专卖专柜/).check()
      await button(join, /^(Submit|提交)$/).click()
      await page.waitForURL(`**${prefix}/contact/join`)
      await expect(page.getByTestId('form-join').getByRole('status')).toHaveText(success)
      expect(await inbox(page.request, 'join', `Join ${t}`)).toHaveLength(1)

      await page.goto(`${prefix}/contact/business`)
      const business = page.getByTestId('form-business')
      await business.getByLabel(/Company name|公司名称/).fill(`Business ${t}`)
      await business.getByLabel(/Contact person|联系人/).fill('Wang')
      await phoneBox('business').fill('0513-80000001')
      await business.getByLabel(/^\*?(Message|留言)$/).fill('Let us work together')
      await button(business, /^(Submit|提交)$/).click()
      await expect(page.getByTestId('form-business').getByRole('status')).toHaveText(success)
      expect(await inbox(page.request, 'business', `Business ${t}`)).toHaveLength(1)

      await page.goto(`${prefix}/contact/feedback`)
      const feedback = page.getByTestId('form-feedback')
      await feedback.getByLabel(/Theme|主题/).fill(`Feedback ${t}`)
      await feedback.getByLabel(/Suggestion|建议/).check()
      await feedback.getByLabel(/Contact person|联系人/).fill('Li')
      await phoneBox('feedback').fill('13800138001')
      await feedback.getByLabel(/^\*?(Content|内容)$/).fill('More colours, please')
      await button(feedback, /^(Submit|提交)$/).click()
      await expect(page.getByTestId('form-feedback').getByRole('status')).toHaveText(success)
      expect(await inbox(page.request, 'feedback', `Feedback ${t}`)).toHaveLength(1)

      // A reservation: its number, which the look-up finds with the phone (posted, never in the URL).
      await page.goto(`${prefix}/service/reservation`)
      const number = phone()
      const reservation = page.getByTestId('form-reservation')
      await reservation.getByLabel(/Customer name|客户姓名/).fill(`Reserve ${t}`)
      await phoneBox('reservation').fill(number)
      await reservation.getByLabel(/Product model|产品型号/).fill('DC-NOJS1')
      await reservation.getByLabel(/Maintenance service|维修服务/).check()
      await reservation.getByLabel(/Warranty repair|保修维修/).check()
      await reservation.getByLabel(/Fault symptom|故障现象/).fill('Stops under load')
      await button(reservation, /^(Submit|提交)$/).click()
      const status = page.getByTestId('form-reservation').getByRole('status')
      await expect(status).toContainText(zh ? '预约单号' : 'reservation number')
      const reference = /R\d{14}/.exec((await status.textContent()) ?? '')?.[0] ?? ''
      expect(reference).toMatch(/^R\d{14}$/)
      const stored = await inbox(page.request, 'reservation', reference)
      expect(stored).toHaveLength(1)
      expect(stored[0]?.fields).toMatchObject({
        customerName: `Reserve ${t}`,
        productModel: 'DC-NOJS1',
      })
      await page.getByLabel(/^(Reservation number|预约单号)$/).fill(reference)
      await page
        .getByRole('textbox', { name: /^(Phone|电话)$/ })
        .last()
        .fill(number)
      await button(page, /^(Look up|查询)$/).click()
      await expect(page.getByTestId('reservation-found')).toContainText('DC-NOJS1')
      expect(page.url()).not.toContain(number)
    })

  if (inTurn(lang))
    test(`a member's evaluation and its edit (${lang})`, async ({ page, request }) => {
      const t = tag()
      const member = await registerMember(request)
      await logInNoJs(page, member, prefix)
      await page.goto(`${prefix}/member/evaluate`)
      const form = page.getByTestId('form-evaluation')
      await form.getByLabel(/Customer name|客户姓名/).fill(`Eval ${t}`)
      await button(form, /^(Submit|提交)$/).click()
      await expect(form.getByTestId('error-model')).toHaveText(
        zh ? '此项为必填项' : 'This field is required',
      )
      await expect(form.getByLabel(/Customer name|客户姓名/)).toHaveValue(`Eval ${t}`)
      await form.getByRole('textbox', { name: /^\*?(Phone|电话)$/ }).fill(member.account)
      await form.getByLabel(/^\*?(Model|型号)$/).fill('RF-EVAL')
      for (const group of await form.getByRole('group').all()) {
        await group.getByLabel(/^(Satisfied|满意)$/).check()
      }
      await button(form, /^(Submit|提交)$/).click()
      await expect(page.getByTestId('form-evaluation').getByRole('status')).toHaveText(
        zh ? '提交成功' : 'Submitted Successfully',
      )
      await expect(page.getByTestId('my-evaluations')).toContainText('RF-EVAL')
      expect(await inbox(page.request, 'evaluation', `Eval ${t}`)).toHaveLength(1)

      await page.getByTestId('my-evaluations').getByRole('link').first().click()
      const edit = page.getByTestId('form-evaluation')
      await edit.getByLabel(/^\*?(Model|型号)$/).fill('RF-EDITED')
      await button(edit, /^(Submit|提交)$/).click()
      await expect(page.getByTestId('form-evaluation').getByRole('status')).toHaveText(
        zh ? '修改成功' : 'Successfully Modified',
      )
      expect((await inbox(page.request, 'evaluation', `Eval ${t}`))[0]?.fields.model).toBe(
        'RF-EDITED',
      )
    })

  if (inTurn(lang))
    test(`a member's feedback and subscriptions (${lang})`, async ({ page, request }) => {
      const t = tag()
      const member = await registerMember(request)
      await logInNoJs(page, member, prefix)
      await page.goto(`${prefix}/member/feedback`)
      const feedback = page.getByTestId('form-feedback')
      await feedback.getByLabel(/Theme|主题/).fill(`Member ${t}`)
      await feedback.getByLabel(/Complaint|投诉/).check()
      await feedback.getByLabel(/Contact person|联系人/).fill('Member')
      await feedback.getByLabel(/^\*?(Content|内容)$/).fill('Late delivery')
      await button(feedback, /^(Submit|提交)$/).click()
      await expect(page.getByTestId('form-feedback').getByRole('status')).toHaveText(
        zh ? '提交成功' : 'Submitted Successfully',
      )
      await expect(page.getByTestId('my-feedback')).toContainText(`Member ${t}`)

      await page.goto(`${prefix}/member/subscribe`)
      const boxes = page.getByTestId('subscriptions')
      await boxes.getByLabel(/^(Company news|公司新闻)$/).check()
      await boxes.getByLabel(/^(New products|新品资讯)$/).check()
      await button(page, /^(Save|保存)$/).click()
      await expect(page.locator('form').filter({ has: boxes }).getByRole('status')).toHaveText(
        zh ? '修改成功' : 'Successfully Modified',
      )
      await expect(boxes.getByLabel(/^(Company news|公司新闻)$/)).toBeChecked()
      await boxes.getByLabel(/^(Company news|公司新闻)$/).uncheck()
      // The post comes back to the same address (redirect after post): the reload waits for it.
      const saved = page.waitForEvent('framenavigated')
      await button(page, /^(Save|保存)$/).click()
      await saved
      await page.waitForLoadState('load')
      await page.reload()
      await expect(boxes.getByLabel(/^(Company news|公司新闻)$/)).not.toBeChecked()
      await expect(boxes.getByLabel(/^(New products|新品资讯)$/)).toBeChecked()
    })

  if (inTurn(lang))
    test(`a member's share from the footer is kept in their share list (${lang})`, async ({
      page,
      context,
      request,
    }) => {
      const member = await registerMember(request)
      await logInNoJs(page, member, prefix)
      // The channel is another site: answered here, as nothing leaves the test machine.
      await context.route('https://service.weibo.com/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Weibo</title>' }),
      )
      await page.goto(`${prefix}/about/honor`)
      // The new tab's post is answered with the channel's address, read from the site's answer:
      // Chromium's headless shell shows an error page in that tab for the other site, although
      // the test answers it.
      const tab = context.waitForEvent('page')
      const answer = context.waitForEvent('response', (r) => new URL(r.url()).pathname === '/share')
      await page.getByTestId('share-weibo').click()
      expect((await answer).status()).toBe(303)
      const channel = new URL((await answer).headers().location ?? '')
      expect(channel.host).toBe('service.weibo.com')
      const shared = new URL(channel.searchParams.get('url') ?? '')
      expect(shared.pathname).toBe(`${prefix}/about/honor`)
      await (await tab).close()
      await page.goto(`${prefix}/member/shareList`)
      await expect(page.getByTestId('share-list').getByTestId('share-channel')).toHaveText(
        zh ? '微博' : 'Weibo',
      )
    })

  if (inTurn(lang))
    test(`the code check: genuine, then repeated, and an unknown code (${lang})`, async ({
      page,
      request,
    }) => {
      const code = await importCode(request)
      const check = async (value: string) => {
        await page.goto(`${prefix}/service/modules/fwcheck`)
        await page.getByLabel(/Security code|防伪码/).fill(value)
        await button(page, /^(Check|查询)$/).click()
        expect(new URL(page.url()).search).toBe('')
        return page.getByTestId('fwcheck-result')
      }
      await expect(await check(code.toLowerCase())).toContainText(
        zh ? '此产品为正品。' : 'This is a genuine product.',
      )
      const again = await check(code)
      await expect(again).toContainText(
        zh ? '此防伪码已被查询过。' : 'This code has been checked before.',
      )
      await expect(again.getByTestId('check-count')).toHaveText('2')
      await expect(await check('ZZZZ9999ZZZZ9999')).toContainText(
        zh ? '您输入的防伪码不存在' : 'The Security Code You Entered Does Not Exist',
      )
      await expect(page.getByLabel(/Security code|防伪码/)).toHaveValue('ZZZZ9999ZZZZ9999')
      // The refused check's page puts the focus on the field to fix (the HTML's autofocus).
      await expect(page.getByLabel(/Security code|防伪码/)).toBeFocused()
      await expect(await check('')).toContainText(
        zh ? '请输入防伪码' : 'Please Enter The Security Code',
      )
      await expect(await check('ABC')).toContainText(
        zh
          ? '请输入16位或20位防伪码！'
          : 'Please Enter A 16 Bit Or 20 Bit Anti-Counterfeiting Code!',
      )
    })
}

test('a form post from another site is refused, and the staff API saw none of it', async ({
  request,
}) => {
  const t = tag()
  const res = await request.post('/contact/business', {
    headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    form: { company: `Forged ${t}`, contact: 'x', phone: '13800138000', message: 'm' },
    maxRedirects: 0,
  })
  expect(res.status()).toBe(403)
  await staffToken(request)
  expect(await inbox(request, 'business', `Forged ${t}`)).toHaveLength(0)
})
