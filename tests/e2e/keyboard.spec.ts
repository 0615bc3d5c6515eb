import { expect, gotoHydrated, languageTurns, test } from './fixtures'

// Each test written once per language runs in one of them, by turns (tests/e2e/fixtures.ts).
const inTurn = languageTurns()

const languages = [
  { prefix: '', lang: 'en' },
  { prefix: '/zh', lang: 'zh' },
] as const

for (const { prefix, lang } of languages) {
  const zh = lang === 'zh'

  if (inTurn(lang))
    test(`the header's menu: arrows move, Esc closes a sub-menu and keeps the focus on its link (${lang})`, async ({
      page,
    }) => {
      await gotoHydrated(page, `${prefix}/about/about-us`)
      const items = page.locator('#main-menu > li')
      const item = items.filter({ has: page.locator('ul') }).first()
      const trigger = item.getByRole('link').first()
      const submenu = item.locator('ul')
      const children = submenu.getByRole('link')
      // Hidden until the item holds the focus or the pointer.
      expect(await submenu.locator('a').count()).toBeGreaterThan(1)

      await trigger.focus()
      await expect(submenu).toBeVisible()
      // The keys' code loads when the focus first enters the menu.
      await expect(async () => {
        await trigger.focus()
        await page.keyboard.press('ArrowDown')
        await expect(children.first()).toBeFocused({ timeout: 500 })
      }).toPass()
      await page.keyboard.press('ArrowDown')
      await expect(children.nth(1)).toBeFocused()
      await page.keyboard.press('ArrowUp')
      await expect(children.first()).toBeFocused()
      await page.keyboard.press('ArrowUp')
      await expect(children.last()).toBeFocused()
      await page.keyboard.press('Home')
      await expect(children.first()).toBeFocused()

      await page.keyboard.press('Escape')
      await expect(submenu).toBeHidden()
      await expect(trigger).toBeFocused()
      // Tab goes on to the next item, past the closed sub-menu.
      const index = await item.evaluate((li) => [...(li.parentElement?.children ?? [])].indexOf(li))
      const next = items
        .nth(index + 1)
        .getByRole('link')
        .first()
      await page.keyboard.press('Tab')
      await expect(next).toBeFocused()
      await page.keyboard.press('Shift+Tab')
      await expect(trigger).toBeFocused()
      // ↓ opens it again.
      await page.keyboard.press('Escape')
      await expect(submenu).toBeHidden()
      await page.keyboard.press('ArrowDown')
      await expect(submenu).toBeVisible()
      await expect(children.first()).toBeFocused()
      // → and ← go from item to item.
      await page.keyboard.press('ArrowRight')
      await expect(next).toBeFocused()
      await page.keyboard.press('ArrowLeft')
      await expect(trigger).toBeFocused()
      // The pointer opens it again after Esc.
      await page.keyboard.press('Escape')
      await expect(submenu).toBeHidden()
      await page.mouse.move(0, 400)
      await trigger.hover()
      await expect(submenu).toBeVisible()
    })

  if (inTurn(lang))
    test(`closing the login dialog gives the focus back to the log-in link (${lang})`, async ({
      page,
    }) => {
      await gotoHydrated(page, `${prefix}/about/culture`)
      const login = page.getByTestId('login-button')
      await login.focus()
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog')
      await expect(dialog).toBeVisible()
      // A switch inside the dialog puts the focus in the new form.
      await dialog.getByRole('link', { name: zh ? '注册' : 'Register', exact: true }).click()
      await expect(
        dialog.getByRole('textbox', { name: zh ? /手机号码/ : /Phone number/ }),
      ).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(login).toBeFocused()
    })

  if (inTurn(lang))
    test(`the phone menu gives the focus back to its button when closed (${lang})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 800 })
      await gotoHydrated(page, `${prefix}/about/about-us`)
      const open = page.getByRole('button', { name: zh ? '打开菜单' : 'Open menu' })
      const drawer = page.getByTestId('mobile-menu')
      await open.focus()
      await page.keyboard.press('Enter')
      await expect(drawer).toBeVisible()
      // The drawer follows its button in the Tab order.
      await page.keyboard.press('Tab')
      await expect(
        drawer.getByRole('button', { name: zh ? '关闭菜单' : 'Close menu' }),
      ).toBeFocused()
      await page.keyboard.press('Tab')
      await page.keyboard.press('Escape')
      await expect(drawer).toBeHidden()
      await expect(open).toBeFocused()
      // The close button does the same.
      await page.keyboard.press('Enter')
      await expect(drawer).toBeVisible()
      await page.keyboard.press('Tab')
      await page.keyboard.press('Enter')
      await expect(drawer).toBeHidden()
      await expect(open).toBeFocused()
    })

  if (inTurn(lang))
    test(`an invalid submit puts the focus on the first field with a message (${lang})`, async ({
      page,
    }) => {
      await gotoHydrated(page, `${prefix}/contact/join`)
      const form = page.getByTestId('form-join')
      await form.getByRole('button', { name: zh ? '提交' : 'Submit', exact: true }).click()
      await expect(form.getByLabel(zh ? /您的姓名/ : /Your name/)).toBeFocused()
      await expect(form.getByLabel(zh ? /您的姓名/ : /Your name/)).toHaveAttribute(
        'aria-invalid',
        'true',
      )

      // The log-in: the account is there, the password is not.
      await gotoHydrated(page, `${prefix}/login`)
      const login = page.getByTestId('login-form')
      const account = login.getByRole('textbox', { name: zh ? /手机号码/ : /Phone number/ })
      await account.fill('13800138000')
      await account.press('Enter')
      await expect(login.getByLabel(zh ? /^\*?密码$/ : /^\*?Password$/)).toBeFocused()
    })

  if (inTurn(lang))
    test(`a stored form says so once (${lang})`, async ({ page }) => {
      await gotoHydrated(page, `${prefix}/contact/join`)
      const form = page.getByTestId('form-join')
      await form.getByLabel(zh ? /您的姓名/ : /Your name/).fill(`Once ${Date.now()}`)
      await form.getByRole('textbox', { name: zh ? /^\*?电话$/ : /^\*?Phone$/ }).fill('13800138000')
      await form.getByLabel(zh ? /门店地址/ : /Store address/).fill('1 Quiet Street')
      await form.getByLabel('DCA').check()
      await form.getByLabel(zh ? /门店形象升级/ : /Upgrade the store image/).check()
      await form.getByRole('button', { name: zh ? '提交' : 'Submit', exact: true }).click()
      const said = zh ? '提交成功' : 'Submitted Successfully'
      await expect(form.getByRole('status')).toHaveText(said)
      // No toast besides: a screen reader hears it once.
      await expect(page.getByText(said)).toHaveCount(1)
    })
}

test.describe('the header in Tab stops', () => {
  for (const { prefix, lang } of languages) {
    if (inTurn(lang))
      test(`a keyboard crosses the header to the page in at most 12 Tab stops (${lang})`, async ({
        page,
      }) => {
        await gotoHydrated(page, `${prefix}/about/about-us`)
        const stops: string[] = []
        for (let i = 0; i < 40; i++) {
          await page.keyboard.press('Tab')
          const where = await page.evaluate(() => {
            const el = document.activeElement
            return {
              inMain: Boolean(el?.closest('main')),
              name: `${el?.tagName.toLowerCase()} ${(el?.textContent ?? '').trim().slice(0, 20)}`,
            }
          })
          if (where.inMain) break
          stops.push(where.name)
        }
        console.log(`${lang}: ${stops.length} Tab stops before the page: ${stops.join(' | ')}`)
        expect(stops.length).toBeLessThanOrEqual(12)
      })
  }
})
