import { logIn, registerMember } from './accounts'
import { expect, gotoHydrated, languages, languageTurns, test } from './fixtures'

// Each test written once per language runs in one of them, by turns (tests/e2e/fixtures.ts).
const inTurn = languageTurns()

// Several pages, members made and logged in: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 })

test.describe("a visitor's first action counts, before a form's code has loaded", () => {
  for (const { prefix, lang } of languages) {
    for (const mode of ['register', 'forget'] as const) {
      if (inTurn(lang))
        test(`/login: the first click on ${mode === 'register' ? 'Register' : 'Forgot Password'} switches the form (${lang})`, async ({
          page,
        }) => {
          const formCode: string[] = []
          page.on('request', (r) => {
            if (/\/assets\/auth-forms-[^/]+\.js$/.test(r.url())) formCode.push(r.url())
          })
          await gotoHydrated(page, `${prefix}/login`)
          // The form is still the server's HTML: its code comes with the first interaction.
          expect(formCode).toEqual([])
          const name = mode === 'register' ? /^(Register|注册)$/ : /^(Forgot Password|忘记密码)$/
          // A link to the mode's page: followed by the browser while the form's code is away.
          await page.getByTestId('login-form').getByRole('link', { name }).click()
          await expect(page.getByTestId('auth-panel')).toHaveAttribute('data-mode', mode)
          await expect(page.getByTestId(`${mode}-form`)).toBeVisible()
        })
    }

    if (inTurn(lang))
      test(`/register shows its captcha image before any interaction, and it is the one checked (${lang})`, async ({
        page,
      }) => {
        await gotoHydrated(page, `${prefix}/register`)
        const captcha = page.getByTestId('captcha').locator('img')
        await expect(captcha).toBeVisible()
        const account = `13${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`
        const form = page.getByTestId('register-form')
        await form.getByRole('textbox', { name: /Phone number|手机号码/ }).fill(account)
        await form.getByLabel(/^\*?(Password|密码)$/).fill('secret-1')
        await form.getByLabel(/Confirm password|确认密码/).fill('secret-1')
        await form.getByRole('textbox', { name: /Email|邮箱/ }).fill(`${account}@example.com`)
        await form.getByRole('textbox', { name: /Verification code|验证码/ }).fill('e2e-test')
        await form.getByRole('checkbox').check()
        await form.getByRole('button', { name: /^(Register|注册)$/ }).click()
        await expect(page.getByTestId('auth-panel')).toHaveAttribute('data-mode', 'login')
      })

    if (inTurn(lang))
      test(`/member/subscribe: a box ticked while the page loads is kept (${lang})`, async ({
        page,
        request,
      }) => {
        const member = await registerMember(request)
        await logIn(page, member, prefix)
        // A slow connection: the page's scripts arrive late, its HTML at once.
        await page.route(/\/assets\/.+\.js$/, async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 1500))
          await route.continue()
        })
        // Notes whether the page was live when the visitor clicked.
        await page.addInitScript(() => {
          window.addEventListener(
            'click',
            () => {
              if (!Reflect.has(window, 'clickedWhen')) {
                Reflect.set(
                  window,
                  'clickedWhen',
                  document.documentElement.dataset.hydrated ?? 'early',
                )
              }
            },
            true,
          )
        })
        await page.goto(`${prefix}/member/subscribe`, { waitUntil: 'commit' })
        const box = page.getByTestId('subscriptions').getByRole('checkbox').first()
        await box.click()
        expect(await page.evaluate(() => Reflect.get(window, 'clickedWhen'))).toBe('early')
        await page.waitForSelector('html[data-hydrated="true"]')
        await expect(box).toBeChecked()
        await page.unrouteAll({ behavior: 'wait' })
        // Stored: it is still ticked on a fresh load.
        await expect
          .poll(async () => {
            await gotoHydrated(page, `${prefix}/member/subscribe`)
            return page.getByTestId('subscriptions').getByRole('checkbox').first().isChecked()
          })
          .toBe(true)
      })
  }
})

test.describe('a chunk that fails to load reloads the page, at most once a minute', () => {
  for (const { prefix, lang } of languages) {
    if (inTurn(lang))
      test(`reload, then no second reload within the minute, then one again after it (${lang})`, async ({
        page,
        consoleErrors,
      }) => {
        const chunk = (name: string) => new RegExp(`/assets/${name}-[^/]+\\.js$`)
        const failChunk = (name: string, times?: number) =>
          page.route(chunk(name), (route) => route.fulfill({ status: 503, body: '' }), { times })
        const markPage = (mark: string) =>
          page.evaluate((m) => {
            Reflect.set(window, 'pageMark', m)
          }, mark)
        const pageMark = () => page.evaluate(() => Reflect.get(window, 'pageMark') ?? null)
        const linkTo = (path: string) => page.locator(`a[href="${prefix}${path}"]:visible`).first()

        await gotoHydrated(page, `${prefix}/recruits/recruit`)
        await markPage('first')
        await failChunk('welfare', 1)
        const reloaded = page.waitForEvent('load')
        await linkTo('/recruits/welfare').click()
        await reloaded
        await page.waitForSelector('html[data-hydrated="true"]')
        expect(await pageMark(), 'the page was loaded anew').toBeNull()
        const reloadedAt = Number(
          await page.evaluate(() => sessionStorage.getItem('chunk-reload-at')),
        )
        expect(Date.now() - reloadedAt).toBeLessThan(60_000)

        // Another chunk fails a few seconds later: no reload, the error screen says so.
        await gotoHydrated(page, `${prefix}/recruits/recruit`)
        await markPage('second')
        await failChunk('campus')
        await linkTo('/recruits/campus').click()
        await expect(page.getByTestId('error-status')).toBeVisible()
        expect(await pageMark(), 'no second reload within the minute').toBe('second')
        await page.unroute(chunk('campus'))

        // A minute after the reload, a failure reloads again.
        await page.evaluate(() =>
          sessionStorage.setItem('chunk-reload-at', String(Date.now() - 61_000)),
        )
        await gotoHydrated(page, `${prefix}/recruits/recruit`)
        await markPage('third')
        await failChunk('system', 1)
        const again = page.waitForEvent('load')
        await linkTo('/recruits/system').click()
        await again
        expect(await pageMark(), 'reloaded after the minute').toBeNull()

        // The failed chunk loads are what this test provokes, not errors of the site.
        // A reload leaves the failed import resolved empty: the router's reading of it fails
        // while the page reloads.
        const provoked =
          /Failed to fetch dynamically imported module|status of 503|Cannot read properties of undefined \(reading '(component|loader)'\)/
        const others = consoleErrors.filter((e) => !provoked.test(e))
        consoleErrors.splice(0, consoleErrors.length, ...others)
      })
  }
})
