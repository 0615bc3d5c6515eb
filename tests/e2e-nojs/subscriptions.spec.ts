import { registerMember } from '../e2e/accounts'
import { expect, languageTurns, test } from '../e2e/fixtures'
import { button, languages, logInNoJs, SMS_CODE, staffToken, tag } from './helpers'

// Each test written once per language runs in one of them, by turns (tests/e2e/fixtures.ts).
const inTurn = languageTurns()

/**
 * Subscriptions that deliver, with JavaScript off: a member subscribes to company news, staff
 * publish a news item, the member finds it once among the notifications (in the page's
 * language, linked to the item) and unsubscribes from it in one step.
 */

test.beforeEach(() => test.slow())

for (const { prefix, lang } of languages) {
  const zh = lang === 'zh'

  if (inTurn(lang))
    test(`a published news item reaches its subscribers once; one step unsubscribes (${lang})`, async ({
      page,
      request,
    }) => {
      const t = tag()
      const member = await registerMember(request)
      await logInNoJs(page, member, prefix)
      await page.goto(`${prefix}/member/subscribe`)
      await page.getByLabel(/^(Company news|公司新闻)$/).check()
      await button(page, /^(Save|保存)$/).click()
      await expect(page.getByLabel(/^(Company news|公司新闻)$/)).toBeChecked()

      // Staff publish a news item in both languages.
      const headers = { authorization: `Bearer ${await staffToken(request)}` }
      const categories = await request.get('/api/staff/news-categories?pageSize=1', { headers })
      const categoryId = (await categories.json()).data.list[0].id
      const created = await request.post('/api/staff/news', {
        headers,
        data: {
          en: { title: `Brushless line ${t}`, summary: 'New range', content: '<p>New range</p>' },
          zh: { title: `无刷系列 ${t}`, summary: '新系列', content: '<p>新系列</p>' },
          categoryId,
          status: 'published',
        },
      })
      expect(created.status(), await created.text()).toBe(200)

      const title = zh ? `无刷系列 ${t}` : `Brushless line ${t}`
      const list = page.getByTestId('notifications')
      await expect(async () => {
        await page.goto(`${prefix}/member/notifications`)
        await expect(list.getByText(title)).toBeVisible({ timeout: 1000 })
      }).toPass({ timeout: 20_000 })
      await expect(list.getByText(title)).toHaveCount(1)
      await expect(list.getByRole('link', { name: title })).toHaveAttribute(
        'href',
        new RegExp(`^${prefix}/about/news/detail/\\d+$`),
      )
      // Saving something else announces nothing again.
      await request.patch(`/api/staff/news/${(await created.json()).data.id}`, {
        headers,
        data: {
          zh: { title: `无刷系列 ${t}`, summary: '新系列（更新）', content: '<p>新系列</p>' },
        },
      })
      await page.reload()
      await expect(list.getByText(title)).toHaveCount(1)

      const item = list.getByRole('listitem').filter({ hasText: title })
      await button(item, /^(Unsubscribe|退订)$/).click()
      await page.waitForURL(`**${prefix}/member/subscribe`)
      await expect(page.getByRole('status')).toHaveText(
        zh ? '已退订，可在下方重新订阅。' : 'Unsubscribed. You can subscribe again below.',
      )
      await expect(page.getByLabel(/^(Company news|公司新闻)$/)).not.toBeChecked()
    })
}

/**
 * "Also by SMS" with JavaScript off: refused until the member's number is verified (a code sent
 * to it and entered on the page); then ticking it and saving follows the topic by SMS too;
 * unticking it keeps the topic; unticking the topic leaves it and its SMS in one step.
 */
for (const { prefix, lang } of languages) {
  if (inTurn(lang))
    test(`the SMS choice of a topic is saved by the form's own post (${lang})`, async ({
      page,
      request,
    }) => {
      const zh = lang === 'zh'
      const member = await registerMember(request)
      await logInNoJs(page, member, prefix)
      await page.goto(`${prefix}/member/subscribe`)
      const topic = page.getByRole('checkbox', { name: /^(Company news|公司新闻)$/ })
      const sms = page.getByRole('checkbox', {
        name: /^(Also by SMS \(Company news\)|同时短信通知 \(公司新闻\))$/,
      })
      const save = button(page, /^(Save|保存)$/)
      await expect(topic).not.toBeChecked()
      await expect(sms).not.toBeChecked()
      await expect(page.getByText(/at most one a day|每天最多一条/)).toBeVisible()

      // Texts go only to a verified number: ticked before, the save is refused and says why.
      await sms.check()
      await save.click()
      await expect(page.getByRole('alert')).toHaveText(
        zh
          ? '短信只发送到已验证的手机号码，请先在本页验证您的号码。'
          : 'Texts go only to a verified mobile number. Verify your number on this page first.',
      )
      const verify = page.getByTestId('verify-phone')
      await button(verify, /^(Send code|获取验证码|发送验证码)$/).click()
      await expect(verify.getByRole('status')).toHaveText(
        zh
          ? '验证码已发送到您的手机，请在下方输入。'
          : 'A code was sent to your mobile number. Enter it below.',
      )
      await verify.getByRole('textbox', { name: /^(SMS code|短信验证码)$/ }).fill(SMS_CODE)
      await button(verify, /^(Verify|验证)$/).click()
      await expect(page.getByRole('status')).toHaveText(
        zh
          ? '您的手机号码已验证，现在可以选择短信通知。'
          : 'Your mobile number is verified: you can now choose texts.',
      )
      await expect(page.getByTestId('verify-phone')).toHaveCount(0)

      await sms.check()
      await save.click()
      await expect(page.getByRole('status')).toBeVisible()
      await expect(topic).toBeChecked()
      await expect(sms).toBeChecked()
      // The other topics' SMS stay off.
      await expect(
        page.getByRole('checkbox', {
          name: /^(Also by SMS \(New products\)|同时短信通知 \(新品资讯\))/,
        }),
      ).not.toBeChecked()

      await sms.uncheck()
      await save.click()
      await expect(topic).toBeChecked()
      await expect(sms).not.toBeChecked()

      await sms.check()
      await save.click()
      await expect(sms).toBeChecked()
      // Unticking the topic alone leaves it, its SMS too.
      await topic.uncheck()
      await save.click()
      await expect(topic).not.toBeChecked()
      await expect(sms).not.toBeChecked()
    })
}
