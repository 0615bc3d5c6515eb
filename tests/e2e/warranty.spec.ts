import sharp from 'sharp'
import { importCode } from '../e2e-nojs/helpers'
import { logIn, registerMember } from './accounts'
import { expect, gotoHydrated, languageTurns, test } from './fixtures'

/**
 * Product registration with the page's code: from the member centre's side menu, and from a
 * genuine result of the code check (checked by the page's code, registered by the form's post).
 */
test.describe.configure({ timeout: 90_000 })

// Each test written once per language runs in one of them, by turns (tests/e2e/fixtures.ts).
const inTurn = languageTurns()

for (const { prefix, zh } of [
  { prefix: '', zh: false },
  { prefix: '/zh', zh: true },
]) {
  if (inTurn(zh ? 'zh' : 'en'))
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
      await expect(item.getByText(zh ? '保修期内' : 'In warranty', { exact: true })).toBeVisible()
      await expect(item.getByRole('definition').filter({ hasText: '2027-' })).toBeVisible()
      await expect(item).toContainText(code)
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        item
          .getByRole('link', {
            name: /^(Download the warranty certificate \(PDF\)|下载保修凭证（PDF）)$/,
          })
          .click(),
      ])
      expect(download.suggestedFilename()).toMatch(zh ? /-zh\.pdf$/ : /-en\.pdf$/)

      // The certificate's QR opens the code check with the code filled in (in the fragment).
      await gotoHydrated(page, `${prefix}/service/modules/fwcheck#code=${code}`)
      await expect(page.getByLabel(zh ? '防伪码' : 'Security code')).toHaveValue(code)
    })

  if (inTurn(zh ? 'zh' : 'en'))
    test(`a dealer picked from the outlets and a receipt photo, with the page's code (${zh ? 'zh' : 'en'})`, async ({
      page,
      request,
    }) => {
      await logIn(page, await registerMember(request), prefix)
      await gotoHydrated(page, `${prefix}/member/warranty`)
      // What is typed before the dealer is picked is there when the picker leads back.
      const serial = `SN-${Math.random().toString(36).slice(2, 10)}`
      await page.getByLabel(zh ? '型号' : 'Model').fill('RF-DD20B')
      await page.getByLabel(zh ? '序列号' : 'Serial number').fill(serial)
      await page.getByLabel(zh ? '购买日期' : 'Purchase date').fill('2025-12-01')
      await page
        .getByRole('button', { name: /pick it from our service outlets|从我们的服务网点中选择/ })
        .click()
      await page.waitForURL(/\/member\/warranty\/dealers\?/)
      const outlet = page.getByTestId('dealer-list').getByRole('link').first()
      const dealer = (await outlet.textContent()) ?? ''
      expect(dealer).not.toBe('')
      await outlet.click()
      await page.waitForURL(`**${prefix}/member/warranty?dealer=*`)
      await expect(page.getByLabel(zh ? '经销商' : 'Dealer')).toHaveValue(dealer)
      await expect(page.getByLabel(zh ? '型号' : 'Model')).toHaveValue('RF-DD20B')
      await expect(page.getByLabel(zh ? '序列号' : 'Serial number')).toHaveValue(serial)
      await expect(page.getByLabel(zh ? '购买日期' : 'Purchase date')).toHaveValue('2025-12-01')
      await page.getByLabel(zh ? '购买凭证照片' : 'Receipt photo').setInputFiles({
        name: 'receipt.webp',
        mimeType: 'image/webp',
        buffer: await sharp({ create: { width: 80, height: 60, channels: 3, background: '#eee' } })
          .webp()
          .toBuffer(),
      })
      await page.getByRole('button', { name: zh ? '提交登记' : 'Register product' }).click()
      await expect(page.getByRole('status')).toHaveText(
        zh
          ? '产品登记成功，保修信息见下方列表。'
          : 'Your product is registered. Its warranty is listed below.',
      )
      const item = page.getByTestId('warranty-list').getByRole('listitem')
      await expect(item).toContainText(dealer)
      const href =
        (await item
          .getByRole('link', { name: /^(Receipt photo|购买凭证照片)$/ })
          .getAttribute('href')) ?? ''
      const photo = await page.request.get(href)
      expect(photo.headers()['content-type']).toBe('image/jpeg')
      expect(photo.headers()['cache-control']).toBe('private, no-store')
    })
}
