import type { APIRequestContext, Page } from '@playwright/test'
import { expect } from './fixtures'

/** The seeded stores of the brands, as migration 0023 and the seed name them. */
export const STORE_NAMES = {
  en: ['Tmall flagship store', 'JD flagship store'],
  zh: ['天猫旗舰店', '京东自营旗舰店'],
} as const

/** The address of the first product the list in `prefix`'s language shows. */
export async function firstProductPath(request: APIRequestContext, prefix: string) {
  const html = await (await request.get(`${prefix}/product/list`)).text()
  const id = /href="(?:\/zh)?\/product\/detail\/(\d+)"/.exec(html)?.[1]
  expect(id).toBeDefined()
  return `${prefix}/product/detail/${id}`
}

/**
 * The product page's "Where to buy": its heading, the brand's stores as links that open a new
 * tab without giving the shop the page (`noopener`), and the store finder in the same language.
 */
export async function expectWhereToBuy(page: Page, lang: 'en' | 'zh') {
  const section = page.locator('section#where-to-buy')
  await expect(section.getByRole('heading', { level: 2 })).toHaveText(
    lang === 'zh' ? '购买渠道' : 'Where to buy',
  )
  for (const name of STORE_NAMES[lang]) {
    const link = section.getByRole('link', { name, exact: true })
    await expect(link).toHaveAttribute('href', /^https:\/\//)
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', /\bnoopener\b/)
  }
  await expect(section.getByTestId('store-finder-link')).toHaveAttribute(
    'href',
    lang === 'zh' ? '/zh/service/network' : '/service/network',
  )
}
