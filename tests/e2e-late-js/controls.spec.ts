import { accountPastItsCeiling, registerMember } from '../e2e/accounts'
import { expect, languageTurns, test } from '../e2e/fixtures'
import { firstProductPath } from '../e2e/where-to-buy-checks'
import { atHalfASecond, beforeTheCode, delayScripts, hydrated, languages, openEarly } from './late'

// Each test written once per language runs in one of them, by turns (tests/e2e/fixtures.ts).
const inTurn = languageTurns()

/**
 * A phone on a slow network: every script of the site arrives 5 s late, and the visitor taps a
 * control half a second after the page began to load. Each control does its native thing
 * (a link, a popover, a form post) before the page's code, so no tap is lost (decision 0012).
 */
test.beforeEach(async ({ page }) => {
  // Every test waits for late scripts on its later pages too.
  test.slow()
  await delayScripts(page)
})

/** The URL's path and query, whatever the origin. */
const at = (path: string) => (url: URL) => url.pathname + url.search === path

for (const { prefix, lang } of languages) {
  const zh = lang === 'zh'

  if (inTurn(lang))
    test(`/login: Register and Forgot Password are links that work at once (${lang})`, async ({
      page,
    }) => {
      await openEarly(page, `${prefix}/login`)
      const register = page
        .getByTestId('login-form')
        .getByRole('link', { name: zh ? '注册' : 'Register', exact: true })
      await atHalfASecond(page)
      await register.tap()
      await page.waitForURL(at(`${prefix}/register`), { waitUntil: 'commit' })
      await expect(page.getByTestId('register-form')).toBeVisible()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(zh ? '注册' : 'Register')

      // Back to log in from the register page, then on to the password page.
      await atHalfASecond(page)
      await page
        .getByTestId('register-form')
        .getByRole('link', { name: zh ? /已有账号/ : /Already registered/ })
        .tap()
      await page.waitForURL(at(`${prefix}/login`), { waitUntil: 'commit' })
      await atHalfASecond(page)
      await page
        .getByTestId('login-form')
        .getByRole('link', { name: zh ? '忘记密码' : 'Forgot Password', exact: true })
        .tap()
      await page.waitForURL(at(`${prefix}/forget`), { waitUntil: 'commit' })
      await expect(page.getByTestId('forget-form')).toBeVisible()
      await beforeTheCode(page)
    })

  if (inTurn(lang))
    test(`the phone menu opens, closes and leads on before the code (${lang})`, async ({
      page,
    }) => {
      await openEarly(page, `${prefix}/about/about-us`)
      const open = page.getByRole('button', { name: zh ? '打开菜单' : 'Open menu' })
      const drawer = page.getByTestId('mobile-menu')
      await expect(drawer).toBeHidden()
      await atHalfASecond(page)
      await open.tap()
      await expect(drawer).toBeVisible()
      await expect(drawer.getByRole('heading')).toHaveText(zh ? '菜单' : 'Menu')
      // Its close button, then Esc, close it.
      await drawer.getByRole('button', { name: zh ? '关闭菜单' : 'Close menu' }).tap()
      await expect(drawer).toBeHidden()
      await open.tap()
      await expect(drawer).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(drawer).toBeHidden()
      // A link of the drawer goes to its page.
      await open.tap()
      const login = drawer.getByRole('link', { name: zh ? '登录' : 'Log in', exact: true })
      await expect(login).toHaveAttribute('href', `${prefix}/login`)
      // A page of another section (the menu comes from the content service).
      const hrefs = await drawer
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
      const href = hrefs.find((h) => h.startsWith(`${prefix}/`) && !h.includes('/about/')) ?? ''
      expect(href, `a page of another section among ${hrefs.join(' ')}`).not.toBe('')
      const section = drawer.locator(`a[href="${href}"]`).first()
      await beforeTheCode(page)
      await section.tap()
      await page.waitForURL(at(href), { waitUntil: 'commit' })
      await expect(drawer).toBeHidden()
    })

  if (inTurn(lang))
    test(`the WeChat QR code shows and Copy link copies on a tap before the code (${lang})`, async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      await openEarly(page, `${prefix}/about/honor`)
      const qr = page.getByTestId('wechat-popover')
      await expect(qr).toBeHidden()
      await atHalfASecond(page)
      await page.getByTestId('share-wechat').tap()
      await expect(qr).toBeVisible()
      const image = qr.getByRole('img', { name: zh ? /微信/ : /WeChat/ })
      await expect
        .poll(() => image.evaluate((i) => (i as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0)
      // Esc closes it (the browser's own, as is a tap outside).
      await page.keyboard.press('Escape')
      await expect(qr).toBeHidden()

      // Copy link, before the code: the first tap puts the address on the clipboard, and a box
      // says so with the address (to copy by hand where the clipboard refuses).
      const box = page.getByTestId('copy-link-box')
      await page.getByTestId('copy-link').tap()
      await expect(box).toBeVisible()
      await expect(box.getByRole('status')).toHaveText(zh ? '链接已复制' : 'Link copied')
      expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
        new RegExp(`${prefix}/about/honor$`),
      )
      await expect(box.getByRole('textbox')).toHaveValue(new RegExp(`${prefix}/about/honor$`))
      await expect(box.getByRole('textbox')).toHaveAttribute('readonly', '')
      await beforeTheCode(page)
      // The word goes with the box.
      await page.keyboard.press('Escape')
      await expect(box).toBeHidden()
      await expect(box.getByRole('status', { includeHidden: true })).toBeHidden()
    })

  if (inTurn(lang))
    test(`a share button posts to the site before the code (${lang})`, async ({ page }) => {
      await openEarly(page, `${prefix}/about/honor`)
      await atHalfASecond(page)
      const posted = page
        .context()
        .waitForEvent('response', (r) => new URL(r.url()).pathname === '/share')
      await page.getByTestId('share-weibo').tap()
      const answer = await posted
      expect(answer.request().method()).toBe('POST')
      expect(answer.status()).toBe(303)
      const to = new URL(answer.headers().location ?? '')
      expect(to.host).toBe('service.weibo.com')
      expect(new URL(to.searchParams.get('url') ?? '').pathname).toBe(`${prefix}/about/honor`)
    })
}

test.describe('large screens', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false })

  for (const { prefix, lang } of languages) {
    if (inTurn(lang))
      test(`a sub-menu of the header opens on hover and its links go before the code (${lang})`, async ({
        page,
      }) => {
        await openEarly(page, `${prefix}/about/about-us`)
        const item = page
          .locator('#main-menu > li')
          .filter({ has: page.locator('ul') })
          .first()
        const submenu = item.locator('ul')
        await expect(submenu).toBeHidden()
        await atHalfASecond(page)
        await item.getByRole('link').first().hover()
        await expect(submenu).toBeVisible()
        const child = submenu.getByRole('link').last()
        const href = (await child.getAttribute('href')) ?? ''
        await child.click()
        await page.waitForURL(at(href), { waitUntil: 'commit' })
        await beforeTheCode(page)
      })
  }
})

for (const { prefix, lang } of languages) {
  const zh = lang === 'zh'

  if (inTurn(lang))
    test(`what is typed into a form before the page's code counts once the code is there (${lang})`, async ({
      page,
      request,
    }) => {
      const member = await registerMember(request)
      await openEarly(page, `${prefix}/login`)
      const form = page.getByTestId('login-form')
      const account = form.getByRole('textbox', { name: zh ? '手机号码' : 'Phone number' })
      const password = form.getByLabel(zh ? /^\*?密码$/ : /^\*?Password$/)
      // Typed into the server's HTML while every script is still on its way.
      await atHalfASecond(page)
      await account.fill(member.account)
      await password.fill(member.password)
      await beforeTheCode(page)
      // The page's code arrives; a first interaction brings the form's own code.
      await page.waitForSelector('html[data-hydrated="true"]', { timeout: 30_000 })
      await page.keyboard.press('Shift')
      await expect
        .poll(() => hydrated(form), {
          message: 'the form hydrated',
          timeout: 30_000,
        })
        .toBe(true)
      await expect(account).toHaveValue(member.account)
      await expect(password).toHaveValue(member.password)
      // The form's code has them too: its log-in goes through.
      await form.getByRole('button', { name: zh ? /^登录$/ : /^Log in$/ }).click()
      await page.waitForURL(`**${prefix}/member/user`)
      await expect(page.getByTestId('profile-account')).toHaveText(member.account)
    })
}

for (const { prefix, lang } of languages) {
  const zh = lang === 'zh'

  if (inTurn(lang))
    test(`a log-in past the captcha's ceiling, sent before the form's code, goes through once the code is there (${lang})`, async ({
      page,
      request,
    }) => {
      const account = await accountPastItsCeiling(request, 'Owner#Pass1')
      await openEarly(page, `${prefix}/login`)
      const form = page.getByTestId('login-form')
      const password = form.getByLabel(zh ? /^\*?密码$/ : /^\*?Password$/)
      const logIn = form.getByRole('button', { name: zh ? /^登录$/ : /^Log in$/ })
      // Before any code: the browser's own post, answered with the captcha the account needs.
      await atHalfASecond(page)
      await form.getByRole('textbox', { name: zh ? '手机号码' : 'Phone number' }).fill(account)
      await password.fill('Owner#Pass1')
      await logIn.click()
      await expect(form.getByTestId('captcha-field')).toBeVisible()
      await beforeTheCode(page)
      // That page's code runs; the form's own code (and the proof of work's) is on its way when
      // the owner types and sends: the submit waits for it instead of posting again.
      await page.waitForSelector('html[data-hydrated="true"]', { timeout: 30_000 })
      await password.fill('Owner#Pass1')
      await form
        .getByRole('textbox', { name: zh ? '验证码' : 'Verification code' })
        .fill('e2e-test')
      expect(await hydrated(form), 'the form is still the server HTML').toBe(false)
      await logIn.click()
      await page.waitForURL(`**${prefix}/member/user`)
      await expect(page.getByTestId('profile-account')).toHaveText(account)
    })
}

for (const { prefix, lang } of languages) {
  const zh = lang === 'zh'

  if (inTurn(lang))
    test(`an area chosen on the outlet finder before the page's code counts once the code is there (${lang})`, async ({
      page,
    }) => {
      await openEarly(page, `${prefix}/service/network`)
      const filter = page.getByRole('form', { name: zh ? '筛选网点' : 'Filter outlets' })
      const area = filter.getByLabel(zh ? '大区' : 'Area')
      const province = filter.getByLabel(zh ? '省份' : 'Province')
      await expect(province).toBeDisabled()
      // Chosen in the server's HTML while every script is still on its way.
      await atHalfASecond(page)
      const choice = zh ? '华东' : 'East China'
      await area.selectOption({ label: choice })
      await beforeTheCode(page)
      // The page's code arrives: the choice applies, as if it had been made then.
      await page.waitForURL((url) => url.searchParams.get('area') === choice, { timeout: 30_000 })
      await expect(area).toHaveValue(choice)
      await expect(province).toBeEnabled()
      await province.selectOption({ label: zh ? '浙江' : 'Zhejiang' })
      await page.waitForURL(
        (url) => url.searchParams.get('province') === (zh ? '浙江' : 'Zhejiang'),
      )
      await expect(page.getByTestId('result-count')).toContainText(/\d/)
    })
}

test('a page scrolled before its code arrives stays where the visitor scrolled it, and its links go on', async ({
  page,
  request,
}) => {
  const path = await firstProductPath(request, '/zh')
  await openEarly(page, path)
  const finder = page.locator('section#where-to-buy').getByTestId('store-finder-link')
  await atHalfASecond(page)
  await finder.scrollIntoViewIfNeeded()
  // The highest the page is scrolled from here on.
  const scrolled = await page.evaluate(() => {
    const seen = window as unknown as { highest: number }
    seen.highest = window.scrollY
    addEventListener('scroll', () => {
      seen.highest = Math.min(seen.highest, window.scrollY)
    })
    return window.scrollY
  })
  expect(scrolled).toBeGreaterThan(0)
  await beforeTheCode(page)
  // The code arrives and renders the page for the first time: the visitor is not thrown back
  // to the top, so the link they aim at is where it was.
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 30_000 })
  expect(await page.evaluate(() => (window as unknown as { highest: number }).highest)).toBe(
    scrolled,
  )
  await finder.click()
  await page.waitForURL((url) => url.pathname === '/zh/service/network')
})
