import type { APIRequestContext, Page } from '@playwright/test'
import { expect } from './fixtures'

/**
 * Battery platforms as the seed makes them (app/server/db/seed-platforms.ts): the Ruifeng 20V MAX
 * platform's tools, battery and charger, and a corded tool on none.
 */
export const RF_20V = {
  code: 'rf-20v-max',
  name: { en: 'Ruifeng 20V MAX', zh: '瑞丰 20V MAX' },
  models: ['RF-DD20B', 'RF-AG20B', 'RF-IW20B', 'RF-CS20B', 'RF-BP2040', 'RF-FC20'],
  corded: 'RF-AG125',
} as const

export const words = {
  en: {
    platform: 'Battery platform',
    filter: 'Filter',
    count: (n: number) => `${n} products`,
    worksWith: 'Works with',
    province: 'Outlets that sell and service it, by province',
    showOutlets: 'Show outlets',
    nearest: 'Nearest first',
    sorted: 'Nearest to you first.',
  },
  zh: {
    platform: '电池平台',
    filter: '筛选',
    count: (n: number) => `共 ${n} 款产品`,
    worksWith: '配套产品',
    province: '按省份查找销售及维修网点',
    showOutlets: '查看网点',
    nearest: '由近及远',
    sorted: '已按与您的距离由近及远排列。',
  },
} as const

/** The address of the product of `model` in `prefix`'s language. */
export async function productPath(request: APIRequestContext, prefix: string, model: string) {
  const html = await (await request.get(`${prefix}/product/list?keyword=${model}`)).text()
  const id = /href="(?:\/zh)?\/product\/detail\/(\d+)"/.exec(html)?.[1]
  expect(id, model).toBeDefined()
  return `${prefix}/product/detail/${id}`
}

/** The list shows the platform's products alone, and says how many. */
export async function expectPlatformList(page: Page, lang: 'en' | 'zh') {
  await expect(page.getByTestId('result-count')).toHaveText(words[lang].count(RF_20V.models.length))
  const list = page.getByTestId('product-list')
  for (const model of RF_20V.models) {
    await expect(list.getByText(model, { exact: true })).toHaveCount(1)
  }
  await expect(list.getByText(RF_20V.corded, { exact: true })).toHaveCount(0)
}

/**
 * On a product's page, picks the first province of "Where to buy" and shows its outlets (the
 * form's GET, whether or not the page's code runs): the section and the province picked.
 */
export async function showProvinceOutlets(page: Page, lang: 'en' | 'zh') {
  const say = words[lang]
  const where = page.locator('section#where-to-buy')
  const select = where.getByLabel(say.province)
  const province = (await select.locator('option').nth(1).textContent()) ?? ''
  expect(province).not.toBe('')
  await select.selectOption(province)
  await where.getByRole('button', { name: say.showOutlets }).click()
  await page.waitForURL((url) => url.searchParams.get('province') === province)
  return { where, province }
}
