import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/**
 * The spare parts pages' words in each language, and the checks the browser specs share
 * (tests/e2e/parts.spec.ts, tests/e2e-nojs/parts.spec.ts).
 */
export const PARTS_WORDS = {
  en: {
    field: 'Model or part number',
    search: 'Search',
    tools: 'Tools',
    parts: 'Parts',
    section: 'Spare parts',
    empty: 'Enter a model or a part number',
    terminal: 'Battery terminal block',
    brushes: 'Carbon brush set',
    outlet: 'after-sales outlet',
  },
  zh: {
    field: '型号或配件号',
    search: '搜索',
    tools: '工具',
    parts: '配件',
    section: '配件',
    empty: '请输入型号或配件号',
    terminal: '电池端子座',
    brushes: '碳刷组',
    outlet: '售后网点',
  },
} as const

/** The parts page's search form. */
export const partsForm = (page: Page) => page.locator('form[action$="/service/parts"]')

/** Types `query` into the parts search and sends it (with the button: a native GET form). */
export async function searchParts(page: Page, lang: 'en' | 'zh', query: string) {
  const form = partsForm(page)
  await form.getByLabel(PARTS_WORDS[lang].field).fill(query)
  await form.getByRole('button', { name: PARTS_WORDS[lang].search }).click()
}

/** The rows of the product page's parts list: number, part number, name, quantity. */
export async function partRows(page: Page) {
  const rows = page.locator('section#parts tbody tr')
  await expect(rows.first()).toBeVisible()
  return (await rows.allInnerTexts()).map((text) => text.split('\t').map((cell) => cell.trim()))
}

/**
 * A callout of the drawing leads to its row, and the row's number back to the callout: each is
 * then the page's target (`:target`) and looks it, the others do not.
 */
export async function expectCalloutsLinked(page: Page, n: number) {
  const section = page.locator('section#parts')
  const callout = section.locator(`svg a#callout-${n}`)
  await expect(callout).toHaveAttribute('href', `#part-${n}`)
  await callout.click()
  await expect(page).toHaveURL(new RegExp(`#part-${n}$`))
  const row = section.locator(`tr#part-${n}`)
  await expect(section.locator('tr:target')).toHaveAttribute('id', `part-${n}`)
  await expect(row).toBeInViewport()
  const plain = await section
    .locator('tbody tr:not(:target)')
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor)
  await expect(row).not.toHaveCSS('background-color', plain)

  await row.getByRole('link', { name: String(n), exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`#callout-${n}$`))
  await expect(section.locator('svg a:target')).toHaveAttribute('id', `callout-${n}`)
  await expect(section.locator('tr:target')).toHaveCount(0)
  const other = await section
    .locator('svg a:not(:target) circle')
    .first()
    .evaluate((el) => getComputedStyle(el).fill)
  await expect(callout.locator('circle')).not.toHaveCSS('fill', other)
}
