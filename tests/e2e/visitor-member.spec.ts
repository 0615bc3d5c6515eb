import { logIn, phone, registerMember, storedUser } from './accounts'
import {
  accountName,
  captchaLoaded,
  expect,
  gotoHydrated,
  languages,
  languageTurns,
  test,
} from './fixtures'

// Each test written once per language runs in one of them, by turns (tests/e2e/fixtures.ts).
const inTurn = languageTurns()

// Several pages, members made and logged in: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 })

test.describe('local storage keeps the logged-in state (spec §4)', () => {
  for (const { prefix, lang } of languages) {
    if (inTurn(lang))
      test(`log-in stores the user info, never the token; sign-out clears it (${lang})`, async ({
        page,
        request,
      }) => {
        const member = await registerMember(request)
        await logIn(page, member, prefix)
        // The page's code writes the storage once it has hydrated after the log-in's redirect.
        await expect.poll(() => storedUser(page)).toEqual({ account: member.account, nickname: '' })
        const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value
        expect(token).toBeTruthy()
        const stored = await page.evaluate(() => JSON.stringify({ ...window.localStorage }))
        expect(stored).not.toContain(token)

        // The remembered member shows in the header of every page.
        await gotoHydrated(page, `${prefix}/about/culture`)
        await expect(accountName(page)).toHaveText(member.account)
        // Signing out reloads the page (spec §4): read the storage once that load has ended.
        const reloaded = page.waitForEvent('load')
        await page.getByRole('button', { name: /^(Sign out|退出登录)$/ }).click()
        await reloaded
        await expect(page.getByTestId('login-button')).toBeVisible()
        await expect.poll(() => storedUser(page)).toBeNull()
      })
  }

  test('a session that ended elsewhere: the user-info call forgets the member', async ({
    page,
    request,
  }) => {
    const member = await registerMember(request)
    await logIn(page, member)
    await page.context().clearCookies({ name: 'token' })
    await gotoHydrated(page, '/zh/about/honor')
    await expect(page.getByTestId('login-button')).toBeVisible()
    await expect.poll(() => storedUser(page)).toBeNull()
  })

  for (const { prefix, lang } of languages) {
    if (inTurn(lang))
      test(`a member call answering "not logged in" (401) forgets the member (${lang})`, async ({
        page,
        request,
      }) => {
        const member = await registerMember(request)
        await logIn(page, member, prefix)
        await gotoHydrated(page, `${prefix}/member/subscribe`)
        const box = page.getByTestId('subscriptions').getByRole('checkbox').first()
        await expect(box).toBeEnabled()
        await page.context().clearCookies({ name: 'token' })
        // The toggle's call is a POST; a query of the page (a GET) may be refetched meanwhile.
        const answer = page.waitForResponse(
          (r) => r.url().includes('/_serverFn/') && r.request().method() === 'POST',
        )
        await box.click()
        expect((await answer).status()).toBe(401)
        await expect(page.getByTestId('login-prompt')).toBeVisible()
        await expect(page.getByTestId('login-button')).toBeVisible()
        await expect.poll(() => storedUser(page)).toBeNull()
      })
  }
})

test.describe('spec §8 messages', () => {
  for (const { prefix, lang } of languages) {
    const registrationFailed = lang === 'zh' ? '注册失败' : 'Registration Failed'

    if (inTurn(lang))
      test(`register: a taken number and a wrong captcha keep their field error and say ${registrationFailed} (${lang})`, async ({
        page,
        request,
      }) => {
        const taken = await registerMember(request)
        await gotoHydrated(page, `${prefix}/register`)
        const form = page.getByTestId('register-form')
        await form.getByRole('textbox', { name: /Phone number|手机号码/ }).fill(taken.account)
        await form.getByLabel(/^\*?(Password|密码)$/).fill('secret-1')
        await form.getByLabel(/Confirm password|确认密码/).fill('secret-1')
        await form.getByRole('textbox', { name: /Email|邮箱/ }).fill('a@example.com')
        await form.getByRole('textbox', { name: /Verification code|验证码/ }).fill('wrong')
        await form.getByRole('checkbox').check()
        await form.getByRole('button', { name: /^(Register|注册)$/ }).click()
        await expect(form.getByTestId('error-verCode')).toBeVisible()
        // Shown in the success style (spec §8), announced as an alert.
        const alert = form.getByRole('alert')
        await expect(alert).toHaveText(registrationFailed)
        await expect(alert).toHaveAttribute('data-kind', 'success')

        // A wrong answer spends its challenge: the new picture brings the key the next answer is
        // checked against, so the visitor answers once it has loaded.
        await captchaLoaded(form)
        // A click before the form's code arrived was the browser's own post, whose answer never
        // holds a password (decision 0011): the visitor types both again, as on the login form.
        await form.getByLabel(/^\*?(Password|密码)$/).fill('secret-1')
        await form.getByLabel(/Confirm password|确认密码/).fill('secret-1')
        await form.getByRole('textbox', { name: /Verification code|验证码/ }).fill('e2e-test')
        await form.getByRole('checkbox').check()
        await form.getByRole('button', { name: /^(Register|注册)$/ }).click()
        await expect(form.getByTestId('error-account')).toHaveText(
          lang === 'zh' ? '该手机号码已注册' : 'This phone number is already registered',
        )
        await expect(form.getByRole('alert')).toHaveText(registrationFailed)
        await expect(form.getByRole('alert')).toHaveAttribute('data-kind', 'success')
      })

    if (inTurn(lang))
      test(`log-in failure says ${lang === 'zh' ? '登录失败' : 'Login Failed'} in the success style, as an alert (${lang})`, async ({
        page,
      }) => {
        await gotoHydrated(page, `${prefix}/login`)
        const form = page.getByTestId('login-form')
        await form.getByRole('textbox', { name: /Phone number|手机号码/ }).fill(phone())
        await form.getByLabel(/^\*?(Password|密码)$/).fill('not-the-password')
        await form.getByRole('button', { name: /^(Log in|登录)$/ }).click()
        const alert = form.getByRole('alert')
        await expect(alert).toHaveText(lang === 'zh' ? '登录失败' : 'Login Failed')
        await expect(alert).toHaveAttribute('data-kind', 'success')
      })

    if (inTurn(lang))
      test(`a refused password reset says so in the page's language (${lang})`, async ({
        page,
      }) => {
        await gotoHydrated(page, `${prefix}/forget`)
        const form = page.getByTestId('forget-form')
        await form.getByRole('textbox', { name: /Phone number|手机号码/ }).fill(phone())
        await form.getByRole('textbox', { name: /SMS code|短信验证码/ }).fill('123456')
        await form.getByLabel(/^\*?(New password|新密码)$/).fill('secret-9')
        await form.getByLabel(/Confirm password|确认密码/).fill('secret-9')
        await form.getByRole('button', { name: /^(Reset password|重置密码)$/ }).click()
        await expect(form.getByRole('alert')).toHaveText(
          lang === 'zh' ? '重置密码失败' : 'Failed To Reset Password',
        )
      })

    if (inTurn(lang))
      test(`the share list names its channels in the page's language (${lang})`, async ({
        page,
        request,
        baseURL,
      }) => {
        const member = await registerMember(request)
        await logIn(page, member, prefix)
        const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value ?? ''
        for (const channel of ['weibo', 'copy']) {
          const added = await request.post('/api/cmsapi/cmsApiMember/shareAdd', {
            headers: { authorization: token },
            // Only pages of this site are kept: the share list renders them as links.
            data: { channel, url: `${baseURL}/about/honor`, title: 'Honors' },
          })
          expect((await added.json()).code).toBe(200)
        }
        await gotoHydrated(page, `${prefix}/member/shareList`)
        const names = page.getByTestId('share-list').getByTestId('share-channel')
        await expect(names).toHaveText(
          lang === 'zh' ? ['复制链接', '微博'] : ['Copied link', 'Weibo'],
        )
      })
  }
})

test.describe('the auth dialog and forms', () => {
  for (const { prefix, lang } of languages) {
    if (inTurn(lang))
      test(`the dialog's title follows its mode (${lang})`, async ({ page }) => {
        const titles =
          lang === 'zh'
            ? { login: '会员登录', register: '会员注册', forget: '忘记密码' }
            : { login: 'Member Login', register: 'Member Registration', forget: 'Forgot Password' }
        await gotoHydrated(page, `${prefix}/about/culture`)
        await page.getByTestId('login-button').click()
        const dialog = page.getByRole('dialog')
        await expect(dialog).toHaveAccessibleName(titles.login)
        await dialog.getByRole('link', { name: /^(Register|注册)$/ }).click()
        await expect(dialog.getByTestId('register-form')).toBeVisible()
        await expect(dialog).toHaveAccessibleName(titles.register)
        await expect(dialog.getByRole('heading')).toHaveText(titles.register)
        await dialog.getByRole('link', { name: /Already registered|已有账号/ }).click()
        await expect(dialog).toHaveAccessibleName(titles.login)
        await dialog.getByRole('link', { name: /^(Forgot Password|忘记密码)$/ }).click()
        await expect(dialog.getByTestId('forget-form')).toBeVisible()
        await expect(dialog).toHaveAccessibleName(titles.forget)
      })

    if (inTurn(lang))
      test(`the captcha stays beside its input when the field shows an error (${lang})`, async ({
        page,
      }) => {
        await gotoHydrated(page, `${prefix}/register`)
        const form = page.getByTestId('register-form')
        await form.getByRole('checkbox').check()
        await form.getByRole('button', { name: /^(Register|注册)$/ }).click()
        const error = form.getByTestId('error-verCode')
        await expect(error).toBeVisible()
        const input = form.getByRole('textbox', { name: /Verification code|验证码/ })
        const [field, captcha, message] = [
          await input.boundingBox(),
          await form.getByTestId('captcha').boundingBox(),
          await error.boundingBox(),
        ]
        if (!field || !captcha || !message) throw new Error('not laid out')
        const middle = (box: { y: number; height: number }) => box.y + box.height / 2
        expect(Math.abs(middle(captcha) - middle(field))).toBeLessThanOrEqual(3)
        expect(captcha.y + captcha.height).toBeLessThanOrEqual(message.y + 1)
      })

    if (inTurn(lang))
      test(`phone-number fields use valid autofill tokens (${lang})`, async ({ page }) => {
        for (const path of ['/login', '/member/user', '/register', '/forget']) {
          await gotoHydrated(page, `${prefix}${path}`)
          const account = page.getByRole('textbox', { name: /Phone number|手机号码/ })
          await expect(account).toHaveAttribute('autocomplete', 'username')
          await expect(account).toHaveAttribute('inputmode', 'tel')
          // HTML's autofill rules: `username` belongs to text-like inputs, never type=tel.
          const bad = await page.evaluate(() =>
            [...document.querySelectorAll('input[autocomplete="username"]')]
              .filter(
                (i) =>
                  !['text', 'email', 'search', 'hidden'].includes(i.getAttribute('type') ?? 'text'),
              )
              .map((i) => i.outerHTML),
          )
          expect(bad, path).toEqual([])
        }
      })

    if (inTurn(lang))
      test(`landmarks and lists are labelled in the page's language (${lang})`, async ({
        page,
      }) => {
        await gotoHydrated(page, prefix || '/')
        await expect(
          page.getByRole('list', { name: lang === 'zh' ? '精选' : 'Highlights' }),
        ).toBeVisible()
        await gotoHydrated(page, `${prefix}/about/news`)
        const articles = page.locator(`main a[href^="${prefix}/about/news/detail/"]`)
        await articles.nth(1).click()
        await expect(
          page.getByRole('navigation', {
            name: lang === 'zh' ? '上一篇与下一篇' : 'Previous and next',
          }),
        ).toBeVisible()
      })
  }
})

test.describe('side bar over the dark home hero', () => {
  for (const { prefix, lang } of languages) {
    if (inTurn(lang))
      test(`the QR buttons stand out from the hero and from a white page (${lang})`, async ({
        page,
      }) => {
        /** WCAG contrast of two CSS colours, converted to sRGB by the browser's own canvas. */
        const contrast = (a: string, b: string) =>
          page.evaluate(
            ([x, y]) => {
              const canvas = document.createElement('canvas')
              canvas.width = canvas.height = 1
              const context = canvas.getContext('2d', { willReadFrequently: true })
              if (!context) throw new Error('no canvas')
              const luminance = (color: string) => {
                context.clearRect(0, 0, 1, 1)
                context.fillStyle = color
                context.fillRect(0, 0, 1, 1)
                const [r, g, b] = [...context.getImageData(0, 0, 1, 1).data].map((v) => {
                  const c = v / 255
                  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
                })
                return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0)
              }
              const [l1, l2] = [luminance(x), luminance(y)].sort((m, n) => n - m)
              return ((l1 ?? 0) + 0.05) / ((l2 ?? 0) + 0.05)
            },
            [a, b] as const,
          )
        await gotoHydrated(page, prefix || '/')
        const hero = await page
          .getByTestId('home-hero')
          .evaluate((el) => getComputedStyle(el).backgroundColor)
        const buttons = page.getByTestId('side-bar').getByRole('button')
        await expect(buttons).toHaveCount(3)
        for (const button of await buttons.all()) {
          const style = await button.evaluate((el) => {
            const s = getComputedStyle(el)
            return {
              border: s.borderTopColor,
              width: parseFloat(s.borderTopWidth),
              fill: s.backgroundColor,
            }
          })
          // Over the dark hero its outline shows; over a white page its fill does.
          expect(style.width).toBeGreaterThanOrEqual(1)
          expect(await contrast(style.border, hero)).toBeGreaterThanOrEqual(3)
          expect(await contrast(style.fill, 'rgb(255, 255, 255)')).toBeGreaterThanOrEqual(3)
        }
      })
  }
})

test.describe('subscriptions by SMS, live', () => {
  test('each box saves itself: "Also by SMS" follows the topic, the topic off ends its SMS', async ({
    page,
    request,
  }) => {
    const member = await registerMember(request)
    await logIn(page, member, '/zh')
    await gotoHydrated(page, '/zh/member/subscribe')
    // Texts go only to a verified number: the code sent to it (the e2e server's fixed
    // SMS_TEST_CODE), entered on the page.
    const verify = page.getByTestId('verify-phone')
    await verify.getByRole('button', { name: '发送验证码' }).click()
    await expect(verify.getByRole('status')).toHaveText('验证码已发送到您的手机，请在下方输入。')
    await verify.getByRole('textbox', { name: '短信验证码' }).fill('246802')
    await verify.getByRole('button', { name: '验证', exact: true }).click()
    await expect(page.getByTestId('verify-phone')).toHaveCount(0)
    await gotoHydrated(page, '/zh/member/subscribe')
    const topic = page.getByRole('checkbox', { name: '公司新闻', exact: true })
    const sms = page.getByRole('checkbox', { name: '同时短信通知 (公司新闻)' })
    const saved = () =>
      page.waitForResponse(
        (r) => r.url().includes('/_serverFn/') && r.request().method() === 'POST',
      )
    // A click, not check(): the box follows the query's data a tick later (a controlled input).
    let answer = saved()
    await sms.click()
    expect((await answer).status()).toBe(200)
    await expect(topic).toBeChecked()
    // The member is told the change is saved.
    await expect(page.getByText('修改成功')).toBeVisible()
    // Stored: both still ticked on a fresh load.
    await gotoHydrated(page, '/zh/member/subscribe')
    await expect(sms).toBeChecked()
    await expect(topic).toBeChecked()
    answer = saved()
    await topic.click()
    expect((await answer).status()).toBe(200)
    await expect(sms).not.toBeChecked()
    await gotoHydrated(page, '/zh/member/subscribe')
    await expect(topic).not.toBeChecked()
    await expect(sms).not.toBeChecked()
  })
})
