import { importCode } from '../e2e-nojs/helpers'
import { logIn, registerMember } from './accounts'
import { expect, gotoHydrated, test } from './fixtures'

/**
 * Product registration with the page's code: from the member centre's side menu, and from a
 * genuine result of the code check (checked by the page's code, registered by the form's post).
 */
test.describe.configure({ timeout: 90_000 })

for (const { prefix, zh } of [
  { prefix: '', zh: false },
  { prefix: '/zh', zh: true },
]) {
  test(`register a tool from a genuine code check (${zh ? 'zh' : 'en'})`, async ({
    page,
    request,
  }) => {
    const code = await importCode(request)
    await logIn(page, await registerMember(request), prefix)
    // The side menu leads to the page.
    await page
      .getByRole('link', { name: zh ? '产品登记' : 'Product Registration' })
      .first()
      .click()
    await page.waitForURL(`**${prefix}/member/warranty`)
    await expect(
      page.getByText(zh ? '您还没有登记产品。' : 'You have not registered a product yet.'),
    ).toBeVisible()

    await gotoHydrated(page, `${prefix}/service/modules/fwcheck`)
    await page.getByLabel(zh ? '防伪码' : 'Security code').fill(code)
    await page.getByRole('button', { name: zh ? '查询' : 'Check' }).click()
    await expect(page.getByTestId('fwcheck-result')).toContainText(
      zh ? '此产品为正品。' : 'This is a genuine product.',
    )
    await page.getByTestId('register-product').click()
    await page.waitForURL(`**${prefix}/member/warranty`)
    await expect(page.getByLabel(zh ? '防伪码' : 'Anti-counterfeit code')).toHaveValue(code)
    await page.getByLabel(zh ? '购买日期' : 'Purchase date').fill('2025-11-20')
    await page.getByRole('button', { name: zh ? '提交登记' : 'Register product' }).click()
    await expect(page.getByRole('status')).toHaveText(
      zh
        ? '产品登记成功，保修信息见下方列表。'
        : 'Your product is registered. Its warranty is listed below.',
    )
    const item = page.getByTestId('warranty-list').getByRole('listitem')
    await expect(item).toHaveCount(1)
    await expect(item.getByTestId('warranty-state')).toHaveText(zh ? '保修期内' : 'In warranty')
    await expect(item.getByTestId('warranty-expires')).toContainText('2027')
    await expect(item).toContainText(code)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      item.getByTestId('warranty-certificate').click(),
    ])
    expect(download.suggestedFilename()).toMatch(zh ? /-zh\.pdf$/ : /-en\.pdf$/)

    // The certificate's QR opens the code check with the code filled in (in the fragment).
    await gotoHydrated(page, `${prefix}/service/modules/fwcheck#code=${code}`)
    await expect(page.getByLabel(zh ? '防伪码' : 'Security code')).toHaveValue(code)
  })
}
