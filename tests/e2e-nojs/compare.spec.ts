import type { APIRequestContext } from '@playwright/test'
import { expectAligned } from '../e2e/compare-table'
import { expect, languageTwin, test } from '../e2e/fixtures'
import { languages } from './helpers'

/**
 * The product comparison without JavaScript: the list's checkboxes belong to a GET form, so
 * the browser itself sends `?ids=1&ids=3`, and the server answers with the comparison's own
 * address (`?ids=1,3`); removing a product and the differences alone are plain links. Whatever
 * the address holds (repeated, bad, unknown or too many ids), the page answers, never a 500.
 */

test.beforeEach(() => test.slow())

/** The ids of the first `count` products the list shows, as its checkboxes carry them. */
async function listedIds(request: APIRequestContext, prefix: string, count: number) {
  const html = await (await request.get(`${prefix}/product/list`)).text()
  const ids = [...html.matchAll(/<input[^>]*\bname="ids"[^>]*\bvalue="(\d+)"/g)].map((m) => m[1])
  expect(ids.length).toBeGreaterThanOrEqual(count)
  return ids.slice(0, count) as string[]
}

for (const { prefix, lang } of languages) {
  const zh = lang === 'zh'
  const compare = `${prefix}/product/compare`

  test(`products ticked on the list are compared, one removed, the differences alone (${lang})`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/product/list`)
    const cards = page.getByTestId('product-list').getByRole('listitem')
    const picked: string[] = []
    for (const n of [0, 1, 2]) {
      const box = cards.nth(n).getByRole('checkbox')
      await box.check()
      picked.push((await box.getAttribute('value')) ?? '')
    }
    await page.getByRole('button', { name: zh ? '对比所选产品' : 'Compare selected' }).click()
    await page.waitForURL(
      (url) => url.pathname === compare && url.searchParams.get('ids') === picked.join(','),
    )
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      zh ? '产品对比' : 'Compare products',
    )
    const columns = page.getByTestId('compare-product')
    await expect(columns).toHaveCount(3)
    await expectAligned(page, 3)
    const differing = page.locator('[data-testid="spec-row"][data-differs="true"]')
    await expect(differing.first()).toContainText(zh ? '不同' : 'Differs')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
    expect(await languageTwin(page)).toMatch(
      new RegExp(`^${zh ? '' : '/zh'}/product/compare\\?ids=\\d+,\\d+,\\d+$`),
    )

    await columns
      .first()
      .getByRole('link', { name: zh ? /^移除 / : /^Remove / })
      .click()
    await page.waitForURL((url) => url.searchParams.get('ids') === picked.slice(1).join(','))
    await expect(columns).toHaveCount(2)
    await expectAligned(page, 2)

    await page.getByRole('link', { name: zh ? '只看不同项' : 'Show only differences' }).click()
    await page.waitForURL(/[?&]diff=1/)
    await expect(page.getByTestId('spec-row').first()).toBeVisible()
    await expect(page.locator('[data-testid="spec-row"]:not([data-differs="true"])')).toHaveCount(0)
    await expectAligned(page, 2)
    await page.getByRole('link', { name: zh ? '显示全部参数' : 'Show all specifications' }).click()
    await page.waitForURL((url) => !url.searchParams.has('diff'))
    await expect(
      page.getByRole('link', { name: zh ? '只看不同项' : 'Show only differences' }),
    ).toBeVisible()
  })

  test(`the comparison's address: repeated, bad, unknown and too many ids (${lang})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const [a, b, c, d, e] = await listedIds(request, prefix, 5)

    // The browser's spelling is answered with the comparison's own address.
    const repeated = await request.get(`${compare}?ids=${a}&ids=${b}&diff=1`, { maxRedirects: 0 })
    expect(repeated.status()).toBeGreaterThanOrEqual(300)
    expect(repeated.status()).toBeLessThan(400)
    const there = new URL(repeated.headers().location ?? '', baseURL)
    expect(there.pathname).toBe(compare)
    expect(there.searchParams.get('ids')).toBe(`${a},${b}`)
    expect(there.searchParams.get('diff')).toBe('1')
    // Its own spelling is the page itself.
    expect((await request.get(`${compare}?ids=${a},${b}`, { maxRedirects: 0 })).status()).toBe(200)

    // More than four: the first four.
    await page.goto(`${compare}?ids=${[a, b, c, d, e].join(',')}`)
    expect(new URL(page.url()).searchParams.get('ids')).toBe([a, b, c, d].join(','))
    await expect(page.getByTestId('compare-product')).toHaveCount(4)
    await expectAligned(page, 4)

    // An id no product has, and bad ones, are left out; the visitor is told that one was.
    const unknown = await page.goto(`${compare}?ids=${a},999999999,x,-1,${b}`)
    expect(unknown?.status()).toBe(200)
    await expect(page.getByTestId('compare-product')).toHaveCount(2)
    await expect(page.getByTestId('compare-left-out')).toBeVisible()

    // Fewer than two products: the page says how to choose them, and leads to the list.
    const notice = zh
      ? '请在产品列表中勾选二至四款产品进行对比。'
      : 'Tick two to four products on the product list to compare them side by side.'
    for (const query of [
      '',
      `?ids=${a}`,
      `?ids=${a},${a}`,
      '?ids=abc',
      '?ids=0,99999999999',
      `?ids=${a},999999999`,
      '?ids=%00&diff=%ff',
      '?ids[]=1&ids=[[2]]',
    ]) {
      const response = await page.goto(`${compare}${query}`)
      expect(response?.status(), query).toBe(200)
      await expect(page.getByTestId('compare-notice'), query).toHaveText(notice)
    }
    await expect(
      page.getByRole('link', { name: zh ? '返回产品列表' : 'Back to the products' }),
    ).toHaveAttribute('href', `${prefix}/product/list`)
  })
}

test('ids of the other language are left out, never an error', async ({ page, request }) => {
  const [a, b] = await listedIds(request, '', 2)
  const response = await page.goto(`/zh/product/compare?ids=${a},${b}`)
  expect(response?.status()).toBe(200)
  // The seed's ids differ by language: an English product's id names none in Chinese.
  await expect(page.getByTestId('compare-notice')).toBeVisible()
})
