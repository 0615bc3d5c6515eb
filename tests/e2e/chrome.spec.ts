import { expect, gotoHydrated, languages, test } from './fixtures'

test.describe('header', () => {
  test('logo goes home, login button goes to /login, in the visitor language', async ({ page }) => {
    await gotoHydrated(page, '/zh/about/culture')
    await expect(page.getByTestId('login-button')).toHaveAttribute('href', '/zh/login')
    await page.getByRole('link', { name: '首页' }).first().click()
    await page.waitForURL(/\/zh$/)
  })

  test('the menu from the server collapses single-child items into their parent', async ({
    page,
  }) => {
    await gotoHydrated(page, '/about/about-us')
    const nav = page.getByRole('navigation', { name: 'Main menu' })
    // The seeded "Official Store" item has exactly one child: the own brand's first official
    // online store.
    const mall = nav.getByRole('link', { name: 'Official Store', exact: true })
    await expect(mall).toHaveAttribute('href', 'https://ruifeng.tmall.com/')
    await expect(mall).not.toHaveAttribute('aria-haspopup', 'true')
    // Items with several children keep a drop-down of in-app links in the same language.
    const about = nav.getByRole('link', { name: 'About Us', exact: true })
    await expect(about).toHaveAttribute('aria-haspopup', 'true')
    await about.hover()
    await expect(nav.getByRole('link', { name: 'News', exact: true })).toBeVisible()
  })

  test('on the home page the header turns translucent-white past 100 px', async ({ page }) => {
    await gotoHydrated(page, '/')
    const header = page.getByTestId('site-header')
    await expect(header).toHaveAttribute('data-translucent', 'false')
    await page.evaluate(() => window.scrollTo(0, 60))
    await expect(header).toHaveAttribute('data-translucent', 'false')
    await page.evaluate(() => window.scrollTo(0, 400))
    await expect(header).toHaveAttribute('data-translucent', 'true')
    await expect(header).toHaveClass(/bg-white\/85/)
  })

  test('small screens get a drawer menu and no login button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    await gotoHydrated(page, '/about/about-us')
    await expect(page.getByTestId('login-button')).toBeHidden()
    await expect(page.getByTestId('side-bar')).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    const drawer = page.getByTestId('mobile-menu')
    await expect(drawer).toBeVisible()
    await drawer.getByRole('link', { name: 'Contact Us', exact: true }).first().click()
    await expect(drawer).toBeHidden()
  })

  test('navigating scrolls back to the top', async ({ page }) => {
    await gotoHydrated(page, '/about/about-us')
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.getByTestId('site-footer').getByRole('link', { name: 'Honors' }).click()
    await page.waitForURL('**/about/honor')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    // The title and description follow the page in client-side navigation too.
    await expect(page).toHaveTitle('Honors - Ruifeng Tools')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Honors/)
  })
})

test.describe('side bar', () => {
  test('hotline is a tel: link and QR codes show on hover and focus', async ({ page }) => {
    await gotoHydrated(page, '/')
    const hotline = page.getByTestId('hotline')
    await expect(hotline).toHaveAttribute('href', 'tel:4001825988')
    await expect(hotline).toContainText('400-182-5988')
    const triggers = page.getByTestId('side-bar').getByRole('button')
    await expect(triggers).toHaveCount(3)
    await triggers.first().hover()
    const qr = page.getByRole('img', { name: /QR code/ })
    await expect(qr).toBeVisible()
    const src = await qr.getAttribute('src')
    const image = await page.request.get(src ?? '')
    expect(image.status()).toBe(200)
    expect(image.headers()['content-type']).toContain('image/svg+xml')
    await page.mouse.move(0, 0)
    await expect(qr).toBeHidden()
    await triggers.nth(1).focus()
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible()
  })
})

test.describe('footer', () => {
  test('share buttons carry the page URL and the page title to the channel', async ({
    page,
    baseURL,
  }) => {
    await gotoHydrated(page, '/zh/about/news')
    // The page's own title, as the tab shows it (the site's name after the page's).
    const title = await page.title()
    expect(title).toMatch(/ - 瑞丰工具$/)
    const hosts = { weibo: 'service.weibo.com', qq: 'connect.qq.com', qzone: 'sns.qzone.qq.com' }
    for (const [key, host] of Object.entries(hosts)) {
      // A form posted to the site (it records a member's share), opened in a new tab.
      const form = page.locator('form', { has: page.getByTestId(`share-${key}`) })
      await expect(form).toHaveAttribute('action', '/share')
      await expect(form).toHaveAttribute('target', '_blank')
      const fields = Object.fromEntries(
        await Promise.all(
          ['channel', 'url', 'title'].map(async (name) => [
            name,
            (await form.locator(`input[name="${name}"]`).getAttribute('value')) ?? '',
          ]),
        ),
      )
      expect(new URL(fields.url ?? '').pathname).toBe('/zh/about/news')
      expect(fields.title).toBe(title)
      const answer = await page.request.post('/share', {
        headers: { origin: baseURL ?? '' },
        form: fields,
        maxRedirects: 0,
      })
      expect(answer.status()).toBe(303)
      const to = new URL(answer.headers().location ?? '')
      expect(to.host).toBe(host)
      expect(new URL(to.searchParams.get('url') ?? '').pathname).toBe('/zh/about/news')
      expect(to.searchParams.get('title')).toBe(title)
    }
  })

  test('WeChat QR popover (width 200) opens on a click and closes on Esc, focus back on its button', async ({
    page,
  }) => {
    await gotoHydrated(page, '/about/about-us')
    const trigger = page.getByTestId('share-wechat')
    const popover = page.getByTestId('wechat-popover')
    await expect(popover).toBeHidden()
    await trigger.click()
    await expect(popover).toBeVisible()
    expect((await popover.boundingBox())?.width).toBe(200)
    await page.keyboard.press('Escape')
    await expect(popover).toBeHidden()
    await expect(trigger).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(popover).toBeVisible()
  })

  test('copy link puts the page URL on the clipboard and says so', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await gotoHydrated(page, '/about/honor')
    // The clipboard serves only the page in focus, and a worker's browser has held other tests'
    // pages before this one: the visitor's tab is the one in front.
    await page.bringToFront()
    await page.getByTestId('copy-link').click()
    await expect(page.getByText('Link copied to clipboard')).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/about\/honor$/)
  })

  test('columns come from the server menu with a login link opening the fourth group', async ({
    page,
  }) => {
    await gotoHydrated(page, '/')
    const groups = page.getByTestId('footer-group')
    const count = await groups.count()
    expect(count).toBeGreaterThanOrEqual(4)
    await expect(groups.nth(3).getByRole('link').first()).toHaveAttribute('href', '/login')
    // The first server menu item (Home) is dropped.
    await expect(groups.first().getByRole('heading')).not.toHaveText('Home')
  })

  test('the filing record is rendered as sanitized HTML', async ({ page }) => {
    await gotoHydrated(page, '/zh')
    const filing = page.getByTestId('filing-record')
    await expect(filing).toContainText('©')
    await expect(filing.locator('a').first()).toHaveAttribute('href', /^https?:/)
    expect(await filing.locator('script').count()).toBe(0)
  })
})

test.describe('prefetch on intent (spec §2)', () => {
  const connections = [
    { name: 'a fast connection', connection: undefined, prefetches: true },
    { name: 'save-data', connection: { saveData: true, effectiveType: '4g' }, prefetches: false },
    { name: '2g', connection: { saveData: false, effectiveType: '2g' }, prefetches: false },
  ]
  for (const { name, connection, prefetches } of connections) {
    test(`hovering a link ${prefetches ? 'loads' : 'does not load'} its page ahead on ${name}`, async ({
      page,
    }) => {
      if (connection) {
        await page.addInitScript((c) => {
          Object.defineProperty(Navigator.prototype, 'connection', { get: () => c })
        }, connection)
      }
      await gotoHydrated(page, '/about/about-us')
      const ahead: string[] = []
      page.on('request', (r) => {
        if (['script', 'fetch'].includes(r.resourceType())) ahead.push(r.url())
      })
      // A link of the header's menu (the footer's links are plain links until the visitor
      // first interacts: the footer hydrates then, decision 0004).
      await page.locator('header a[href="/recruits/recruit"]').first().hover()
      if (prefetches) {
        await expect.poll(() => ahead.length).toBeGreaterThan(0)
      } else {
        await page.waitForTimeout(1500)
        expect(ahead).toEqual([])
      }
    })
  }
})

test.describe('section tabs', () => {
  // The member area has the most tabs; its English words are the longest.
  for (const { prefix, lang } of languages) {
    for (const { screen, viewport } of [
      { screen: 'desktop', viewport: { width: 1280, height: 720 } },
      { screen: 'phone', viewport: { width: 412, height: 823 } },
    ]) {
      test(`every member tab is on the screen, the last one too (${lang}, ${screen})`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport)
        // As the server draws it: nothing the page's code does is needed to see a tab.
        await page.goto(`${prefix}/member/privacy`)
        const tabs = page.getByRole('navigation', { name: /^(Section navigation|栏目导航)$/ })
        const links = tabs.getByRole('link')
        await expect(links.first()).toBeVisible()
        expect(await links.count()).toBeGreaterThanOrEqual(10)
        for (const link of await links.all()) {
          const box = await link.boundingBox()
          expect(box, (await link.textContent()) ?? '').not.toBeNull()
          expect(box?.x ?? -1).toBeGreaterThanOrEqual(0)
          expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.width)
        }
      })
    }
  }
})
