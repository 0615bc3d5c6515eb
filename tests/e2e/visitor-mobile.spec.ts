import { devices } from '@playwright/test'
import { logIn, registerMember, storedUser } from './accounts'
import { expect, gotoHydrated, horizontalOverflow, languages, test } from './fixtures'

// A phone, as visitors hold one: 412 px wide, touch, mobile layout viewport.
const { defaultBrowserType: _, ...pixel7 } = devices['Pixel 7']
test.use(pixel7)
// Several pages, members made and logged in: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 })

test.describe('phones: a logged-in member', () => {
  for (const { prefix, lang } of languages) {
    test(`sees the account name and sign-out in the header and the drawer (${lang})`, async ({
      page,
      request,
    }) => {
      const member = await registerMember(request)
      await logIn(page, member, prefix)
      await gotoHydrated(page, `${prefix}/about/about-us`)
      const header = page.getByTestId('site-header')
      // The closed drawer names the member too (drawn by the server): the header's own row.
      const name = header.locator('[data-testid="account-name"]:visible')
      await expect(name).toBeVisible()
      await expect(name).toHaveText(member.account)
      await expect(name).toHaveAttribute('href', `${prefix}/member/user`)
      const signOut = header.getByRole('button', { name: /^(Sign out|退出登录)$/ })
      await expect(signOut).toBeVisible()
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)

      await header.getByRole('button', { name: /^(Open menu|打开菜单)$/ }).click()
      const drawer = page.getByTestId('mobile-menu')
      await expect(drawer.getByTestId('account-name')).toHaveText(member.account)
      await expect(drawer.getByRole('button', { name: /^(Sign out|退出登录)$/ })).toBeVisible()
      await expect(drawer.getByRole('link', { name: /^(Log in|登录)$/ })).toHaveCount(0)
      // The drawer's account name leads to the profile.
      await drawer.getByTestId('account-name').click()
      await page.waitForURL(`**${prefix}/member/user`)
      await expect(drawer).toBeHidden()

      // Signing out from the phone's header: gone from the page and from local storage, once
      // the reload that signing out does has ended.
      const reloaded = page.waitForEvent('load')
      await page
        .getByTestId('site-header')
        .getByRole('button', { name: /^(Sign out|退出登录)$/ })
        .click()
      await reloaded
      await expect(page.getByTestId('login-prompt')).toBeVisible()
      await expect(page.getByTestId('account-name')).toHaveCount(0)
      expect(await storedUser(page)).toBeNull()
      await page.getByRole('button', { name: /^(Open menu|打开菜单)$/ }).click()
      await expect(
        page.getByTestId('mobile-menu').getByRole('link', { name: /^(Log in|登录)$/ }),
      ).toBeVisible()
    })
  }
})

test.describe('phones: a logged-in member, page loads', () => {
  for (const { prefix, lang } of languages) {
    test(`the account row does not push the page down when it appears (${lang})`, async ({
      page,
      request,
    }) => {
      const member = await registerMember(request)
      await logIn(page, member, prefix)
      // Every height the header has from its first layout on: the page is drawn for the
      // member, their row in it, and the page's code keeps it where it is.
      await page.addInitScript(() => {
        const heights: number[] = []
        Reflect.set(window, '__headerHeights', heights)
        document.addEventListener('DOMContentLoaded', () => {
          const header = document.querySelector('[data-testid="site-header"]')
          if (!header) return
          new ResizeObserver(() => heights.push(header.getBoundingClientRect().height)).observe(
            header,
          )
        })
      })
      for (const path of ['/about/about-us', '/product/list', '/about/news']) {
        await gotoHydrated(page, `${prefix}${path}`)
        const name = page.getByTestId('site-header').locator('[data-testid="account-name"]:visible')
        await expect(name).toBeVisible()
        const heights = await page.evaluate(() => Reflect.get(window, '__headerHeights'))
        expect(new Set(heights).size, `${prefix}${path} header heights: ${heights}`).toBe(1)
        // The held row was the member's: it is gone once the name is there.
        await expect(page.locator('[data-member-hold]')).toHaveCount(0)
      }
    })
  }
})

test.describe('phones: layout', () => {
  for (const { prefix, lang } of languages) {
    test(`no page is wider than the phone, share channels stay on one line (${lang})`, async ({
      page,
    }) => {
      for (const path of ['/', '/about/about-us', '/about/news', '/product/list', '/register']) {
        await gotoHydrated(page, `${prefix}${path === '/' && prefix ? '' : path}`)
        expect(await horizontalOverflow(page), `${prefix}${path} overflows`).toBeLessThanOrEqual(0)
        const channels = page.getByTestId('share-links').locator('a, button')
        expect(await channels.count()).toBe(5)
        for (const channel of await channels.all()) {
          // One line of 14 px text with its padding: a wrapped name is twice as high or more.
          const box = await channel.boundingBox()
          expect(box?.height, `${await channel.textContent()} wraps`).toBeLessThan(36)
          expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 412).toBe(true)
        }
      }
    })

    test(`the home hero shows the whole banner picture (${lang})`, async ({ page }) => {
      await gotoHydrated(page, prefix || '/')
      const picture = page.getByTestId('home-hero').locator('img')
      await expect(picture).toBeVisible()
      const shown = await picture.evaluate((img: HTMLImageElement) => {
        const box = img.getBoundingClientRect()
        return {
          box: box.width / box.height,
          natural: img.naturalWidth / img.naturalHeight,
          fit: getComputedStyle(img).objectFit,
          width: box.width,
        }
      })
      // Drawn at its own proportions (not cropped into the hero's height), across the phone.
      expect(shown.natural).toBeGreaterThan(3)
      expect(Math.abs(shown.box - shown.natural) / shown.natural).toBeLessThan(0.02)
      expect(shown.fit).not.toBe('cover')
      expect(shown.width).toBeGreaterThan(400)
    })

    test(`a toast does not cover the menu button (${lang})`, async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      await gotoHydrated(page, `${prefix}/about/honor`)
      await page.getByTestId('copy-link').click()
      const toast = page.getByText(/^(Link copied to clipboard|链接已复制到剪贴板)$/)
      await expect(toast).toBeVisible()
      const menu = page.getByRole('button', { name: /^(Open menu|打开菜单)$/ })
      const [a, b] = [await toast.boundingBox(), await menu.boundingBox()]
      if (!a || !b) throw new Error('toast or menu button not laid out')
      const overlap =
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
      expect(overlap).toBe(false)
      // The menu still answers a tap while the toast shows.
      await menu.click({ trial: true })
      await menu.click()
      await expect(page.getByTestId('mobile-menu')).toBeVisible()
    })
  }
})

test.describe('phones: search and the hotline', () => {
  for (const { prefix, lang } of languages) {
    test(`the search icon opens the search box; the drawer calls the hotline (${lang})`, async ({
      page,
    }) => {
      const zh = lang === 'zh'
      await gotoHydrated(page, `${prefix}/about/about-us`)
      const header = page.getByTestId('site-header')
      const box = header.getByRole('searchbox', { name: zh ? '搜索' : 'Search' })
      await expect(box).toBeHidden()
      await header
        .getByRole('button', { name: zh ? '搜索' : 'Search' })
        .first()
        .click()
      await expect(box).toBeVisible()
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
      await box.fill('RF-DD20B')
      await box.press('Enter')
      await page.waitForURL(`**${prefix}/service/search?keyword=RF-DD20B`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(zh ? '搜索' : 'Search')

      await page.getByRole('button', { name: /^(Open menu|打开菜单)$/ }).click()
      const hotline = page.getByTestId('mobile-menu').getByTestId('drawer-hotline')
      await expect(hotline).toBeVisible()
      await expect(hotline).toHaveAttribute('href', 'tel:4001825988')
      await expect(hotline).toContainText('400-182-5988')
    })
  }
})
