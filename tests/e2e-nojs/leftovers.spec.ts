import { registerMember } from '../e2e/accounts'
import { expect, languageTurns, languageTwin, test } from '../e2e/fixtures'
import { button, languages, logInNoJs } from './helpers'

// Each test written once per language runs in one of them, by turns (tests/e2e/fixtures.ts).
const inTurn = languageTurns()

/**
 * Details of the spec a visitor meets without JavaScript: the 404 page's title, the 400 page's
 * status, the language switch keeping the page and the keyword, a share naming the page, and
 * the public repair form asking only what a visitor knows.
 */

test.beforeEach(() => test.slow())

for (const { prefix, lang } of languages) {
  const zh = lang === 'zh'
  const site = zh ? '瑞丰工具' : 'Ruifeng Tools'

  if (inTurn(lang))
    test(`404 says "page not found" in its title; /400 answers 400, not indexed (${lang})`, async ({
      page,
    }) => {
      const missing = await page.goto(`${prefix}/no-such-page`)
      expect(missing?.status()).toBe(404)
      await expect(page).toHaveTitle(`${zh ? '页面未找到' : 'Page not found'} - ${site}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        zh ? '找不到此页面。' : 'This page could not be found.',
      )
      const bad = await page.goto(`${prefix}/400`)
      expect(bad?.status()).toBe(400)
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
    })

  if (inTurn(lang))
    test(`sign-in and member pages are not indexed; public pages are (${lang})`, async ({
      page,
    }) => {
      for (const path of ['/login', '/register', '/forget', '/member/user']) {
        await page.goto(`${prefix}${path}`)
        await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute(
          'content',
          'noindex',
        )
        await expect(page.locator('link[rel="canonical"]'), path).toHaveCount(0)
      }
      await page.goto(`${prefix}/about/news`)
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1)
    })

  if (inTurn(lang))
    test(`the language switch keeps ?page and ?keyword (${lang})`, async ({ page }) => {
      const other = zh ? '' : '/zh'
      await page.goto(`${prefix}/about/news?page=2`)
      await expect.poll(() => languageTwin(page)).toBe(`${other}/about/news?page=2`)
      await page.goto(`${prefix}/service/search?keyword=RF-DD20B`)
      await expect.poll(() => languageTwin(page)).toBe(`${other}/service/search?keyword=RF-DD20B`)
    })

  if (inTurn(lang))
    test(`a member logged in without JavaScript sees their account in the header and signs out there (${lang})`, async ({
      page,
      request,
    }) => {
      const member = await registerMember(request)
      await logInNoJs(page, member, prefix)
      await page.goto(`${prefix}/about/honor`)
      const header = page.getByRole('banner')
      // (The phone menu, closed, names them too.)
      const area = header.locator('[data-testid="account-area"]:visible')
      await expect(area.getByTestId('account-name')).toHaveText(member.account)
      await expect(header.getByTestId('login-button')).toHaveCount(0)
      // A page drawn for a member is that member's alone.
      const answer = await page.request.get(`${prefix}/about/honor`)
      expect(answer.headers()['cache-control']).toBe('private, no-store')
      await button(area, /^(Sign out|退出登录)$/).click()
      await page.waitForURL((url) => url.pathname === (prefix || '/'))
      await page.goto(`${prefix}/about/honor`)
      await expect(header.getByTestId('login-button')).toBeVisible()
      await expect(header.getByTestId('account-name')).toHaveCount(0)
    })

  if (inTurn(lang))
    test(`a share names the page, not only the site (${lang})`, async ({ page }) => {
      await page.goto(`${prefix}/about/about-us`)
      const title = await page.title()
      expect(title).not.toBe(site)
      const form = page.getByTestId('share-links').locator('form').first()
      await expect(form.locator('input[name="title"]')).toHaveValue(title)
    })

  if (inTurn(lang))
    test(`the repair form asks a visitor only what a visitor knows (${lang})`, async ({ page }) => {
      await page.goto(`${prefix}/service/reservation`)
      const form = page.getByTestId('form-reservation')
      await expect(form.getByLabel(zh ? /客户姓名/ : /Customer name/)).toBeVisible()
      await expect(form.getByLabel(zh ? /故障现象/ : /Fault symptom/)).toBeVisible()
      for (const staff of zh
        ? ['维修人员', '接待人员', '服务时间节点', '故障点']
        : ['Repair staff', 'Reception staff', 'Service time node', 'Fault point']) {
        await expect(form.getByText(staff, { exact: true })).toHaveCount(0)
      }
    })
}

test('the outlet and store finders keep their place filters across the language switch', async ({
  page,
}) => {
  test.slow()
  await page.goto('/service/network?area=East+China&province=Zhejiang&city=Hangzhou')
  const link = page.getByTestId('language-link')
  const href = await languageTwin(page)
  const zh = new URL(href, 'http://x')
  expect(zh.pathname).toBe('/zh/service/network')
  expect(Object.fromEntries(zh.searchParams)).toEqual({
    area: '华东',
    province: '浙江',
    city: '杭州',
  })
  const places = page.getByTestId('result-count')
  const count = (await places.textContent())?.match(/\d+/)?.[0]
  expect(Number(count)).toBeGreaterThan(0)
  await link.click()
  await page.waitForURL('**/zh/service/network?**')
  await expect(page.getByTestId('result-count')).toContainText(count ?? 'x')
  // And back to English with the English names.
  const back = new URL(await languageTwin(page), 'http://x')
  expect(Object.fromEntries(back.searchParams)).toEqual({
    area: 'East China',
    province: 'Zhejiang',
    city: 'Hangzhou',
  })

  await page.goto(`/zh/contact/network?province=${encodeURIComponent('北京')}`)
  const store = new URL(await languageTwin(page), 'http://x')
  expect(store.pathname).toBe('/contact/network')
  expect(store.searchParams.get('province')).toBe('Beijing')
})

for (const { prefix, lang } of languages) {
  const zh = lang === 'zh'
  if (inTurn(lang))
    test(`the product section's tabs are its pages, the current one marked (${lang})`, async ({
      page,
    }) => {
      test.slow()
      const tabs = () =>
        page.getByRole('navigation', { name: zh ? '栏目导航' : 'Section navigation' })
      const all = zh ? '全部产品' : 'All Products'
      const mall = zh ? '网上商城' : 'Online Mall'
      await page.goto(`${prefix}/product/list`)
      await expect(tabs().getByRole('link')).toHaveText([all, mall])
      await expect(tabs().getByRole('link', { name: all })).toHaveAttribute('aria-current', 'page')
      const detail = page.locator('main a[href*="/product/detail/"]').first()
      await page.goto((await detail.getAttribute('href')) ?? '')
      await expect(tabs().getByRole('link', { name: all })).toHaveAttribute('aria-current', 'page')
      await page.goto(`${prefix}/product/mall`)
      await expect(tabs().getByRole('link', { name: mall })).toHaveAttribute('aria-current', 'page')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(mall)
      // One name per thing: the menu's way to the mall page says what the page says.
      const menu = page.getByRole('navigation', { name: zh ? '主菜单' : 'Main menu' })
      await expect(menu.locator(`a[href="${prefix}/product/mall"]`).first()).toHaveText(mall)
    })
}

test('the language chosen without JavaScript is remembered: / opens in that language', async ({
  page,
  context,
}) => {
  await page.goto('/about/honor')
  await page.getByTestId('language-link').click()
  await page.waitForURL('**/zh/about/honor')
  expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('zh')
  await page.goto('/')
  expect(new URL(page.url()).pathname).toBe('/zh')
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
  // And back to English, remembered as well.
  await page.getByTestId('language-link').click()
  await page.waitForURL((url) => url.pathname === '/')
  await page.goto('/')
  expect(new URL(page.url()).pathname).toBe('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})
