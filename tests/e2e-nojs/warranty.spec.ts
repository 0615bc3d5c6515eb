import { readFile } from 'node:fs/promises'
import sharp from 'sharp'
import { registerMember } from '../e2e/accounts'
import { expect, languageTurns, test } from '../e2e/fixtures'
import { button, importCode, languages, logInNoJs } from './helpers'

// Each test written once per language runs in one of them, by turns (tests/e2e/fixtures.ts).
const inTurn = languageTurns()

/**
 * Product registration with JavaScript off: the code check offers "Register this product", the
 * warranty form posts to its page, refused posts come back with the translated message on the
 * field and the input kept, and a registered tool is listed with its warranty's end.
 */

test.beforeEach(() => test.slow())

for (const { prefix, lang } of languages) {
  const zh = lang === 'zh'

  if (inTurn(lang))
    test(`a receipt photo added to a tool registered without one (${lang})`, async ({
      page,
      request,
    }) => {
      await logInNoJs(page, await registerMember(request), prefix)
      await page.goto(`${prefix}/member/warranty`)
      const serial = `SN-${Math.random().toString(36).slice(2, 10).toUpperCase()}`
      await page.getByLabel(/^(Model|型号)$/).fill('RF-DD20B')
      await page.getByLabel(/^(Serial number|序列号)$/).fill(serial)
      await page.getByLabel(/^\*?(Purchase date|购买日期)$/).fill('2026-01-15')
      await button(page, /^(Register product|提交登记)$/).click()
      await page.waitForURL(`**${prefix}/member/warranty`)
      const item = page.getByTestId('warranty-list').getByRole('listitem')
      await expect(item).toHaveCount(1)
      await expect(item.getByRole('link', { name: /^(Receipt photo|购买凭证照片)$/ })).toHaveCount(
        0,
      )
      const file = item.getByLabel(zh ? '此工具的购买凭证' : 'Photo of its receipt')
      const add = button(item, zh ? /^添加购买凭证照片$/ : /^Add the receipt photo$/)

      // A file that is no picture: refused under that tool's form, nothing kept.
      await file.setInputFiles({
        name: 'receipt.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.from('this is no picture'),
      })
      const refused = page.waitForResponse((r) => r.request().method() === 'POST')
      await add.click()
      expect((await refused).status()).toBe(400)
      await expect(
        item.getByLabel(zh ? '此工具的购买凭证' : 'Photo of its receipt'),
      ).toHaveAttribute('aria-invalid', 'true')
      await expect(item).toContainText(
        zh
          ? '购买凭证照片须为 JPEG、PNG 或 WebP 格式的图片'
          : 'The receipt photo must be a JPEG, PNG or WebP image',
      )

      // A photo: kept, said once, and the registration now links to it instead of the form.
      await file.setInputFiles({
        name: 'receipt.png',
        mimeType: 'image/png',
        buffer: await sharp({ create: { width: 120, height: 90, channels: 3, background: '#eee' } })
          .png()
          .toBuffer(),
      })
      await add.click()
      await page.waitForURL(`**${prefix}/member/warranty`)
      await expect(item.getByRole('status')).toHaveText(
        zh ? '购买凭证照片已随您的登记保存。' : 'The receipt photo is kept with your registration.',
      )
      const link = item.getByRole('link', { name: /^(Receipt photo|购买凭证照片)$/ })
      const photo = await page.request.get((await link.getAttribute('href')) ?? '')
      expect(photo.status()).toBe(200)
      expect(photo.headers()['content-type']).toBe('image/jpeg')
      await expect(add).toHaveCount(0)
    })

  if (inTurn(lang))
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
      await expect(list.getByText(zh ? '保修期内' : 'In warranty', { exact: true })).toBeVisible()
      await expect(list.getByRole('definition').filter({ hasText: '2028-' })).toBeVisible()
      expect(new URL(page.url()).search).toBe('')

      // The certificate: a plain link that downloads the member's PDF.
      const link = list.getByRole('link', {
        name: /^(Download the warranty certificate \(PDF\)|下载保修凭证（PDF）)$/,
      })
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

  if (inTurn(lang))
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
      await expect(list.getByText(zh ? '已过保' : 'Expired', { exact: true })).toBeVisible()

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

  if (inTurn(lang))
    test(`a tool registered with a receipt photo and a dealer from the picker; only its owner sees the photo (${lang})`, async ({
      page,
      request,
      browser,
      baseURL,
    }) => {
      const serial = `SN-${Math.random().toString(36).slice(2, 10)}`
      const member = await registerMember(request)
      await logInNoJs(page, member, prefix)
      await page.goto(`${prefix}/member/warranty`)

      // The dealer: picked on the outlets page, by province, and back in the form with what was
      // typed before (a code of digits stays as typed).
      const code = '12345678901234567890'
      let form = page.getByRole('form', { name: zh ? '登记产品' : 'Register a product' })
      await form.getByLabel(/^(Anti-counterfeit code|防伪码)$/).fill(code)
      await form.getByLabel(/^(Model|型号)$/).fill('RF-DD20B')
      await form.getByLabel(/^(Serial number|序列号)$/).fill(serial)
      // Enter registers (the picker's button is not the form's default): refused for the date.
      await form.getByLabel(/^(Serial number|序列号)$/).press('Enter')
      await expect(form.getByLabel(/^\*?(Purchase date|购买日期)$/)).toHaveAttribute(
        'aria-invalid',
        'true',
      )
      // The focus is on the first field with a message, without any code.
      await expect(form.getByLabel(/^\*?(Purchase date|购买日期)$/)).toBeFocused()
      expect(new URL(page.url()).pathname).toBe(`${prefix}/member/warranty`)
      await button(form, /pick it from our service outlets|从我们的服务网点中选择/).click()
      await page.waitForURL(/\/member\/warranty\/dealers\?/)
      const filter = page.getByRole('form', { name: zh ? '筛选网点' : 'Filter outlets' })
      const province = filter.getByLabel(/^(Province|省份)$/)
      const options = await province.locator('option').allTextContents()
      expect(options.length).toBeGreaterThan(2)
      await province.selectOption({ label: options[1] ?? '' })
      await button(filter, /^(Show|显示)$/).click()
      await page.waitForURL(/\/member\/warranty\/dealers\?province=/)
      const sections = page.getByTestId('dealer-list').getByRole('region')
      await expect(sections).toHaveCount(1)
      await expect(sections).toHaveAccessibleName(options[1] ?? '')
      const outlet = sections.getByRole('link').first()
      const dealer = (await outlet.textContent()) ?? ''
      expect(dealer).not.toBe('')
      await outlet.click()
      await page.waitForURL(`**${prefix}/member/warranty?dealer=*`)
      form = page.getByRole('form', { name: zh ? '登记产品' : 'Register a product' })
      await expect(form.getByLabel(/^(Dealer|经销商)$/)).toHaveValue(dealer)
      await expect(form.getByLabel(/^(Anti-counterfeit code|防伪码)$/)).toHaveValue(code)
      await expect(form.getByLabel(/^(Model|型号)$/)).toHaveValue('RF-DD20B')
      await expect(form.getByLabel(/^(Serial number|序列号)$/)).toHaveValue(serial)
      // The code was only carried: this registration goes by model and serial.
      await form.getByLabel(/^(Anti-counterfeit code|防伪码)$/).fill('')

      // The registration with its receipt photo, without JavaScript.
      const photo = await sharp({
        create: { width: 300, height: 200, channels: 3, background: '#ddd' },
      })
        .withExif({ IFD0: { Make: 'PhoneMaker' } })
        .png()
        .toBuffer()
      await form.getByLabel(/^(Model|型号)$/).fill('RF-DD20B')
      await form.getByLabel(/^(Serial number|序列号)$/).fill(serial)
      await form.getByLabel(/^\*?(Purchase date|购买日期)$/).fill('2026-02-10')
      await form
        .getByLabel(/^(Receipt photo|购买凭证照片)$/)
        .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: photo })
      await button(form, /^(Register product|提交登记)$/).click()
      await page.waitForURL(`**${prefix}/member/warranty`)
      await expect(page.getByRole('status')).toHaveText(
        zh
          ? '产品登记成功，保修信息见下方列表。'
          : 'Your product is registered. Its warranty is listed below.',
      )
      const list = page.getByTestId('warranty-list')
      await expect(list).toContainText(dealer)
      const link = list.getByRole('link', { name: /^(Receipt photo|购买凭证照片)$/ })
      await expect(link).toHaveText(zh ? '购买凭证照片' : 'Receipt photo')
      const href = (await link.getAttribute('href')) ?? ''
      expect(href).toMatch(new RegExp(`^${prefix}/member/warranty/receipt/\\d+$`))
      const own = await page.request.get(href)
      expect(own.status()).toBe(200)
      expect(own.headers()['content-type']).toBe('image/jpeg')
      expect(own.headers()['cache-control']).toBe('private, no-store')
      const kept = await sharp(await own.body()).metadata()
      expect([kept.format, kept.width, kept.exif]).toEqual(['jpeg', 300, undefined])

      // Another member and a visitor get a 404.
      const stranger = await browser.newContext({ javaScriptEnabled: false, baseURL })
      expect((await stranger.request.get(href)).status()).toBe(404)
      const other = await stranger.newPage()
      await logInNoJs(other, await registerMember(request), prefix)
      expect((await other.request.get(href)).status()).toBe(404)
      // Logged out, a post with a photo is refused (401) and keeps nothing.
      await stranger.clearCookies()
      const loggedOut = await stranger.request.post(`${prefix}/member/warranty`, {
        multipart: {
          model: 'RF-DD20B',
          serial: `${serial}-2`,
          purchasedAt: '2026-02-10',
          receipt: { name: 'r.png', mimeType: 'image/png', buffer: photo },
        },
        headers: { origin: baseURL ?? '' },
        maxRedirects: 0,
      })
      expect(loggedOut.status()).toBe(401)
      await stranger.close()

      // A file that is no photo (whatever its name says): refused with a message on the field,
      // the input kept, nothing registered.
      await form.getByLabel(/^(Model|型号)$/).fill('RF-DD20B')
      await form.getByLabel(/^(Serial number|序列号)$/).fill(`${serial}-3`)
      await form.getByLabel(/^\*?(Purchase date|购买日期)$/).fill('2026-02-11')
      await form.getByLabel(/^(Receipt photo|购买凭证照片)$/).setInputFiles({
        name: 'receipt.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.from('this is no picture'),
      })
      const refusedAnswer = page.waitForResponse((r) => r.request().method() === 'POST')
      await button(form, /^(Register product|提交登记)$/).click()
      expect((await refusedAnswer).status()).toBe(400)
      await expect(
        form.getByText(
          zh
            ? '购买凭证照片须为 JPEG、PNG 或 WebP 格式的图片'
            : 'The receipt photo must be a JPEG, PNG or WebP image',
        ),
      ).toBeVisible()
      await expect(form.getByLabel(/^(Serial number|序列号)$/)).toHaveValue(`${serial}-3`)
      await expect(list.getByRole('listitem')).toHaveCount(1)
      // Too large: refused before it is read.
      const big = Buffer.concat([photo, Buffer.alloc(9 * 1024 * 1024)])
      const tooBig = await page.request.post(`${prefix}/member/warranty`, {
        multipart: {
          model: 'RF-DD20B',
          serial: `${serial}-4`,
          purchasedAt: '2026-02-10',
          receipt: { name: 'r.png', mimeType: 'image/png', buffer: big },
        },
        headers: { origin: baseURL ?? '' },
        maxRedirects: 0,
      })
      expect(tooBig.status()).toBe(413)
      expect(await tooBig.text()).toContain(
        zh ? '购买凭证照片过大（最大 8 MB）' : 'The receipt photo is too large (8 MB at most)',
      )
      await page.reload()
      await expect(page.getByTestId('warranty-list').getByRole('listitem')).toHaveCount(1)
    })
}

for (const { prefix, lang } of languages) {
  const zh = lang === 'zh'

  if (inTurn(lang))
    test(`the dealer field suggests the after-sales outlets and takes a typed name (${lang})`, async ({
      page,
      request,
    }) => {
      const member = await registerMember(request)
      await logInNoJs(page, member, prefix)
      await page.goto(`${prefix}/member/warranty`)
      const dealer = page.getByLabel(/^(Dealer|经销商)$/)
      await expect(dealer).toHaveAttribute('list', 'warranty-dealers')
      const options = page.getByTestId('dealer-suggestions').locator('option')
      expect(await options.count()).toBeGreaterThan(1)
      // The outlets of the page's language, as the service network lists them.
      const picked = (await options.first().getAttribute('value')) ?? ''
      expect(picked).toMatch(zh ? /[\u4e00-\u9fff]/ : /^[\x20-\x7e]+$/)
      await expect(
        page.getByText(
          zh ? '选填；仅您本人和我们的工作人员可见。' : 'Optional; only you and our staff see it.',
        ),
      ).toBeVisible()

      await page.getByLabel(/^(Model|型号)$/).fill('RF-DD20B')
      await page
        .getByLabel(/^(Serial number|序列号)$/)
        .fill(`SN-${Math.random().toString(36).slice(2, 10)}`)
      await page.getByLabel(/^\*?(Purchase date|购买日期)$/).fill('2025-05-01')
      await dealer.fill(picked)
      await button(page, /^(Register product|提交登记)$/).click()
      await expect(page.getByTestId('warranty-list')).toContainText(picked)
      await expect(page.getByTestId('warranty-certificate')).toHaveCount(1)
    })
}
