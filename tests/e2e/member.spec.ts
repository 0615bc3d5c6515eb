import { loginVia, phone, registerVia } from './accounts'
import { accountName, captchaLoaded, expect, gotoHydrated, test } from './fixtures'

/** What a log-in refused by a limit says, in each language. */
const TOO_MANY = {
  en: 'Too many attempts, please try again in a few minutes',
  zh: '尝试次数过多，请几分钟后再试',
}

test.describe('membership', () => {
  test('register → log in → header → profile → password (other sessions end) → log out', async ({
    page,
    browser,
  }) => {
    // Ten page loads, two browsers and five password hashes: three times the usual time.
    test.slow()
    const account = phone()
    await registerVia(page, account, 'secret-1')
    await expect(page.getByText('Registration successful, please log in')).toBeVisible()
    await loginVia(page, account, 'secret-1')
    await expect(page.getByTestId('profile-account')).toHaveText(account)
    await expect(accountName(page)).toHaveText(account)

    const token = (await page.context().cookies()).find((c) => c.name === 'token')
    expect(token?.httpOnly).toBe(true)
    expect(token?.sameSite).toBe('Lax')
    expect(await page.evaluate(() => document.cookie)).not.toContain('token=')

    await page.getByLabel('Nickname').fill('Lei')
    await page.getByLabel('Address', { exact: true }).fill('Qidong, Jiangsu')
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
    await expect(accountName(page)).toHaveText(account)
    // Signing out reloads the page (spec §4): the next visit waits for that load to end.
    const reloaded = page.waitForEvent('load')
    await page.getByRole('button', { name: 'Sign out' }).click()
    await reloaded
    await expect(page.getByTestId('login-button')).toBeVisible()
    expect((await page.context().cookies()).find((c) => c.name === 'token')).toBeUndefined()
    await loginVia(page, account, 'secret-2')
  })

  test('every validation message of §5, in both languages', async ({ page }) => {
    await gotoHydrated(page, '/register')
    const form = page.getByTestId('register-form')
    await form.getByRole('checkbox').check()
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
    await page.getByTestId('register-form').getByRole('checkbox').check()
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
    await form.getByRole('checkbox').check()
    const picture = form.getByTestId('captcha').locator('img')
    const used = (await picture.getAttribute('src')) ?? ''
    await form.getByRole('button', { name: 'Register', exact: true }).click()
    await expect(form.getByTestId('error-verCode')).toHaveText('Wrong verification code')
    // The used challenge is replaced by a new image, whose loading gives the next try its
    // challenge: the next answer waits for it (on a busy machine the idle network came first).
    await expect(picture).not.toHaveAttribute('src', used)
    await captchaLoaded(form)

    await form.getByRole('textbox', { name: 'Phone number' }).fill(account)
    // The first click may have been the browser's own post, before the form's code arrived: its
    // answer never holds a password (decision 0011), so they are typed again.
    await form.getByLabel(/^\*?Password$/).fill('secret-1')
    await form.getByLabel('Confirm password').fill('secret-1')
    await form.getByRole('textbox', { name: 'Verification code' }).fill('e2e-test')
    await form.getByRole('checkbox').check()
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
    // One click, one attempt: each waits for its answer, so the test spends only what it needs.
    // The form's code loads on first interaction: a click before it arrives posts the form
    // itself (the page comes back with the account kept and the password empty), after it the
    // code calls the server function. Both are one attempt with the same answer.
    const attempt = async () => {
      await form.getByLabel('Password').fill('wrong-password')
      const answer = page.waitForResponse(
        (r) =>
          r.request().method() === 'POST' &&
          (r.url().includes('/_serverFn/') || new URL(r.url()).pathname === '/login'),
      )
      await form.getByRole('button', { name: 'Log in' }).click()
      return (await answer).status()
    }
    expect(await attempt()).toBe(401)
    await expect(form.getByRole('alert')).toHaveText('Login Failed')
    let status = 401
    for (let i = 0; i < 8 && status === 401; i++) status = await attempt()
    expect(status).toBe(429)
    await expect(form.getByRole('alert')).toHaveText(TOO_MANY.en)
  })

  test('a log-in refused by the address limit says so on the page and in the dialog, in both languages', async ({
    page,
  }) => {
    // Thirty password checks to spend the allowance, then four page loads and two dialogs.
    test.slow()
    // This test's own address (the fixture's X-Forwarded-For) spends its log-in attempts
    // through the content API; the site's log-in counts the same address.
    const statuses: number[] = []
    for (let batch = 0; batch < 8 && !statuses.includes(429); batch++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          page.request.post('/api/cmsapi/common/cmsApiMember/login', {
            data: { account: phone(), password: 'wrong-password' },
          }),
        ),
      )
      statuses.push(...answers.map((a) => a.status()))
    }
    expect(statuses).toContain(429)

    const cases = [
      { prefix: '', login: 'Log in', phone: 'Phone number', password: 'Password', lang: 'en' },
      { prefix: '/zh', login: '登录', phone: '手机号码', password: '密码', lang: 'zh' },
    ] as const
    for (const c of cases) {
      await gotoHydrated(page, `${c.prefix}/login`)
      const form = page.getByTestId('login-form')
      await form.getByRole('textbox', { name: c.phone }).fill(phone())
      await form.getByLabel(c.password).fill('secret-1')
      await form.getByRole('button', { name: c.login }).click()
      await expect(form.getByRole('alert')).toHaveText(TOO_MANY[c.lang])
      await expect(page).toHaveURL(new RegExp(`${c.prefix}/login$`))

      await gotoHydrated(page, `${c.prefix}/about/about-us`)
      await page.getByTestId('login-button').click()
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('textbox', { name: c.phone }).fill(phone())
      await dialog.getByLabel(c.password).fill('secret-1')
      await dialog.getByRole('button', { name: c.login, exact: true }).click()
      await expect(dialog.getByRole('alert')).toHaveText(TOO_MANY[c.lang])
      await expect(dialog).toBeVisible()
    }
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
