import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/**
 * Every spec row of the comparison has a cell for each product, none of them blank (a value,
 * or the dash of a spec the product does not state): the columns line up. With JavaScript and
 * without (tests/e2e/compare.spec.ts, tests/e2e-nojs/compare.spec.ts).
 */
export async function expectAligned(page: Page, products: number) {
  const rows = page.getByTestId('spec-row')
  await expect(rows.first()).toBeVisible()
  for (const row of await rows.all()) {
    await expect(row.getByRole('rowheader')).toHaveCount(1)
    await expect(row.getByRole('cell')).toHaveCount(products)
    await expect(row.getByRole('cell').filter({ hasText: /^\s*$/ })).toHaveCount(0)
  }
}
