import { expect, gotoHydrated, test } from './fixtures'

// Staff edit a tool's spare parts in the console: the parts (shared by the languages) and
// their names per language; a bad row is refused with its message and nothing is saved; the
// tool's page then shows the edit. The API's refusals: app/features/products/parts.test.ts.

// The first admin comes from STAFF_ADMIN_EMAIL / STAFF_ADMIN_PASSWORD (playwright.config.ts).
const ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' }

test('staff edit a tool’s parts and their names; a bad row is refused with its reason', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const session = await request.post('/api/staff/session', { data: ADMIN })
  expect(session.status()).toBe(200)
  const headers = { authorization: `Bearer ${(await session.json()).data.token}` }
  // A tool of its own, so that no other test's tool changes.
  const model = `E2E-${Math.random().toString(36).slice(2, 8).toUpperCase()}`
  const created = await request.post('/api/staff/products', {
    headers,
    data: {
      en: {
        name: `Impact Wrench ${model}`,
        partNames: [{ partNumber: '629937-8', name: 'Anvil' }],
      },
      zh: { name: `冲击扳手 ${model}`, partNames: [{ partNumber: '629937-8', name: '输出轴' }] },
      model,
      categoryId: 'wrenches',
      brandId: 'dck',
      partsDrawing: '/media/parts/DK-IW450.svg',
      parts: [{ number: 1, partNumber: '629937-8', quantity: 1, x: 9.5, y: 10.4 }],
      status: 'published',
    },
  })
  expect(created.status()).toBe(200)
  const item = (await created.json()).data

  await gotoHydrated(page, '/staff')
  const signIn = page.getByRole('form', { name: 'Staff sign-in' })
  await signIn.getByLabel('Email').fill(ADMIN.email)
  await signIn.getByLabel('Password').fill(ADMIN.password)
  await signIn.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  await gotoHydrated(page, `/staff/content/products/${item.id}`)
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Save', exact: true }) })
  await expect(form.getByLabel('Spare parts: Part number of row 1')).toHaveValue('629937-8')

  // A second part without a part number: refused, with the reason.
  await form
    .getByRole('group', { name: 'Spare parts' })
    .getByRole('button', { name: 'Add a row' })
    .click()
  await form.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Enter a part number (letters and digits)').first()).toBeVisible()
  await form.getByRole('button', { name: 'Remove row 2' }).first().click()

  await form.getByLabel('Spare parts: Quantity of row 1').fill('2')
  await form.getByLabel('Spare part names (Chinese): name of row 1').fill('冲击砧')
  await form.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Saved and published')).toBeVisible()

  await page.goto(`/zh/product/detail/${item.zh.id}#parts`)
  const row = page.locator('section#parts tr#part-1')
  await expect(row).toContainText('冲击砧')
  await expect(row).toContainText('629937-8')
  await expect(row.locator('td').last()).toHaveText('2')
  await page.goto(`/product/detail/${item.en.id}#parts`)
  await expect(page.locator('section#parts tr#part-1')).toContainText('Anvil')
})
