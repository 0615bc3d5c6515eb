import { readFile } from 'node:fs/promises'
import { registerMember } from '../e2e/accounts'
import { expect, test } from '../e2e/fixtures'
import { button, importCode, languages, logInNoJs } from './helpers'

/**
 * Product registration with JavaScript off: the code check offers "Register this product", the
 * warranty form posts to its page, refused posts come back with the translated message on the
 * field and the input kept, and a registered tool is listed with its warranty's end.
 */

test.beforeEach(() => test.slow())

for (const { prefix, lang } of languages) {
  const zh = lang === 'zh'

  test(`a member registers a tool from a genuine code check (${lang})`, async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    const code = await importCode(request)
    const member = await registerMember(request)
    await logInNoJs(page, member, prefix)

    await page.goto(`${prefix}/service/modules/fwcheck`)
    await page.getByLabel(/Security code|防伪码/).fill(code)
    await button(page, /^(Check|查询)$/).click()
    await expect(page.getByTestId('fwcheck-result')).toContainText(
      zh ? '此产品为正品。' : 'This is a genuine product.',
    )
    await button(page, /^(Register this product|登记此产品)$/).click()
    await page.waitForURL(`**${prefix}/member/warranty`)
    const form = page.getByRole('form', { name: zh ? '登记产品' : 'Register a product' })
    await expect(form.getByLabel(/^(Anti-counterfeit code|防伪码)$/)).toHaveValue(code)

    // No purchase date: refused with the field's message, the code kept.
    await button(form, /^(Register product|提交登记)$/).click()
    await expect(form.getByText(zh ? '请输入购买日期' : 'Enter the purchase date')).toBeVisible()
    await expect(form.getByLabel(/^(Anti-counterfeit code|防伪码)$/)).toHaveValue(code)
    await form.getByLabel(/^\*?(Purchase date|购买日期)$/).fill('2026-03-08')
    await form.getByLabel(/^(Dealer|经销商)$/).fill('Ruifeng Tools Shanghai')
    await button(form, /^(Register product|提交登记)$/).click()
    await page.waitForURL(`**${prefix}/member/warranty`)
    await expect(page.getByRole('status')).toHaveText(
      zh
        ? '产品登记成功，保修信息见下方列表。'
        : 'Your product is registered. Its warranty is listed below.',
    )
    const list = page.getByTestId('warranty-list')
    await expect(list.getByRole('listitem')).toHaveCount(1)
    await expect(list).toContainText('Ruifeng Tools Shanghai')
    await expect(list.getByTestId('warranty-state')).toHaveText(zh ? '保修期内' : 'In warranty')
    await expect(list.getByTestId('warranty-expires')).toContainText('2028')
    expect(new URL(page.url()).search).toBe('')

    // The certificate: a plain link that downloads the member's PDF.
    const link = list.getByTestId('warranty-certificate')
    await expect(link).toHaveText(
      zh ? '下载保修凭证（PDF）' : 'Download the warranty certificate (PDF)',
    )
    const href = (await link.getAttribute('href')) ?? ''
    expect(href).toMatch(new RegExp(`^${prefix}/member/warranty/certificate/\\d+$`))
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
    expect(download.suggestedFilename()).toMatch(new RegExp(`^warranty-W\\d{8}-${lang}\\.pdf$`))
    const pdf = await readFile((await download.path()) ?? '')
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(pdf.toString('latin1')).toContain(zh ? 'STSong-Light' : '/Helvetica')
    // Only its owner gets it: another member and a visitor get a 404.
    const stranger = await browser.newContext({ javaScriptEnabled: false, baseURL })
    expect((await stranger.request.get(href)).status()).toBe(404)
    const other = await stranger.newPage()
    await logInNoJs(other, await registerMember(request), prefix)
    const refused = await other.request.get(href)
    expect(refused.status()).toBe(404)
    expect(refused.headers()['content-type']).not.toContain('pdf')
    await stranger.close()

    // The same code again is refused on the code field.
    await page.getByLabel(/^(Anti-counterfeit code|防伪码)$/).fill(code)
    await page.getByLabel(/^\*?(Purchase date|购买日期)$/).fill('2026-03-08')
    await button(page, /^(Register product|提交登记)$/).click()
    await expect(
      page.getByText(zh ? '您已登记过此产品' : 'You have registered this product already'),
    ).toBeVisible()
    await expect(page.getByTestId('warranty-list').getByRole('listitem')).toHaveCount(1)
  })

  test(`a tool registered by model and serial; another member cannot take it (${lang})`, async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    const serial = `SN-${Math.random().toString(36).slice(2, 10)}`
    const member = await registerMember(request)
    await logInNoJs(page, member, prefix)
    await page.goto(`${prefix}/member/warranty`)
    const submit = () => button(page, /^(Register product|提交登记)$/).click()
    await page.getByLabel(/^\*?(Purchase date|购买日期)$/).fill('2099-01-01')
    await submit()
    await expect(
      page.getByText(
        zh
          ? '请输入防伪码，或型号和序列号'
          : 'Enter the anti-counterfeit code, or the model and serial number',
      ),
    ).toBeVisible()
    await expect(
      page.getByText(zh ? '购买日期不能晚于今天' : 'The purchase date cannot be in the future'),
    ).toBeVisible()
    await page.getByLabel(/^(Model|型号)$/).fill('rf-dd20b')
    await page.getByLabel(/^(Serial number|序列号)$/).fill(serial)
    await page.getByLabel(/^\*?(Purchase date|购买日期)$/).fill('2020-01-10')
    await submit()
    const list = page.getByTestId('warranty-list')
    await expect(list).toContainText('RF-DD20B')
    await expect(list).toContainText(serial.toUpperCase())
    await expect(list.getByTestId('warranty-state')).toHaveText(zh ? '已过保' : 'Expired')

    const other = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const second = await other.newPage()
    await logInNoJs(second, await registerMember(request), prefix)
    await second.goto(`${prefix}/member/warranty`)
    await second.getByLabel(/^(Model|型号)$/).fill('RF-DD20B')
    await second.getByLabel(/^(Serial number|序列号)$/).fill(serial)
    await second.getByLabel(/^\*?(Purchase date|购买日期)$/).fill('2020-01-10')
    const answer = second.waitForResponse((r) => r.request().method() === 'POST')
    await button(second, /^(Register product|提交登记)$/).click()
    expect((await answer).status()).toBe(409)
    await expect(
      second.getByText(
        zh ? '此产品已由其他会员登记' : 'This product is registered to another member',
      ),
    ).toBeVisible()
    await expect(second.getByTestId('warranty-list').getByRole('listitem')).toHaveCount(0)
    await other.close()
  })
}
