import { expect, gotoHydrated, test } from './fixtures'

// One warranty statement: a manual, its product's page and the service overview state the
// same terms, the product category's (app/features/service/warranty-terms.test.tsx compares them with
// the database; this is what a reader sees).

test.describe('the warranty terms', () => {
  test('a manual, its product and the service overview state the same months, in both languages', async ({
    page,
  }) => {
    await gotoHydrated(page, '/service/explain?keyword=RF-DD20B')
    await page.getByTestId('file-list').getByRole('link').first().click()
    await page.waitForURL(/\/service\/explain\/detail\/\d+$/)
    const section = page.getByText(/free of charge for \d+ months? from the date of purchase/)
    await expect(section).toBeVisible()
    const [, months, accessoryMonths] =
      /for (\d+) months? from the date of purchase \(batteries and chargers: (\d+) months?\)/.exec(
        (await section.textContent()) ?? '',
      ) ?? []
    // The seed's terms, which the certificates have always stated.
    expect([months, accessoryMonths]).toEqual(['24', '12'])

    await page.getByRole('link', { name: 'See the product' }).click()
    await page.waitForURL(/\/product\/detail\/\d+$/)
    await expect(page.getByTestId('product-warranty')).toHaveText(
      `Warranty: ${months} months (batteries and chargers: ${accessoryMonths} months)`,
    )

    // Reached within the site, the overview's loader runs in the browser.
    await gotoHydrated(page, '/service/download')
    await page
      .getByRole('navigation', { name: 'Section navigation' })
      .getByRole('link', { name: 'Service Overview' })
      .click()
    await page.waitForURL(/\/service\/service$/)
    await expect(page.getByTestId('warranty-terms')).toContainText(
      `Every tool carries a warranty of ${months} months from the invoice date; batteries and chargers ${accessoryMonths} months.`,
    )
    await expect(page.getByTestId('warranty-terms')).not.toContainText(/one year|six months/)

    // Rendered by the server, in Chinese.
    await gotoHydrated(page, '/zh/service/service')
    await expect(page.getByTestId('warranty-terms')).toContainText(
      new RegExp(`${months}\\s*个月.*电池与充电器.*${accessoryMonths}\\s*个月`),
    )
    await expect(page.getByTestId('warranty-terms')).not.toContainText(/一年|六个月/)
  })
})
