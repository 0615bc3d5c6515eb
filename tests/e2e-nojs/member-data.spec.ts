import { readFile } from 'node:fs/promises'
import { registerMember } from '../e2e/accounts'
import { expect, languageTurns, test } from '../e2e/fixtures'
import { button, inbox, languages, logInNoJs, tag } from './helpers'

// Each test written once per language runs in one of them, by turns (tests/e2e/fixtures.ts).
const inTurn = languageTurns()

/**
 * A member's own data with JavaScript off (PIPL): "My Data" downloads everything the site
 * keeps about them as JSON, and deletes the account after the password is given; the session
 * ends, the account cannot log in again, and what they submitted stays without who they are.
 */

test.beforeEach(() => test.slow())

for (const { prefix, lang } of languages) {
  const zh = lang === 'zh'

  if (inTurn(lang))
    test(`a member downloads their data and deletes their account (${lang})`, async ({
      page,
      request,
    }) => {
      const member = await registerMember(request)
      await logInNoJs(page, member, prefix)
      // Something the site keeps: a feedback sent while logged in.
      const t = tag()
      await page.goto(`${prefix}/contact/feedback`)
      const feedback = page.getByTestId('form-feedback')
      await feedback.getByLabel(/Theme|主题/).fill(`Data ${t}`)
      await feedback.getByLabel(/Suggestion|建议/).check()
      await feedback.getByLabel(/Contact person|联系人/).fill(`Contact ${t}`)
      await feedback.getByRole('textbox', { name: /^\*?(Phone|电话)$/ }).fill(member.account)
      await feedback.getByLabel(/^\*?(Content|内容)$/).fill('More colours, please')
      await button(feedback, /^(Submit|提交)$/).click()
      await expect(feedback.getByRole('status')).toBeVisible()

      // The side menu leads to "My Data".
      await page.goto(`${prefix}/member/user`)
      await page
        .getByRole('link', { name: zh ? '我的数据' : 'My Data', exact: true })
        .first()
        .click()
      await page.waitForURL(`**${prefix}/member/privacy`)
      await expect(page).toHaveTitle(zh ? /^我的数据 - / : /^My Data - /)

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('export-data').click(),
      ])
      expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/)
      const data = JSON.parse(await readFile((await download.path()) ?? '', 'utf8'))
      expect(data.profile).toMatchObject({ account: member.account })
      expect(data.feedback).toEqual([
        expect.objectContaining({ fields: expect.objectContaining({ theme: `Data ${t}` }) }),
      ])
      for (const key of [
        'consents',
        'subscriptions',
        'warranties',
        'evaluations',
        'shares',
        'notifications',
      ]) {
        expect(Array.isArray(data[key]), key).toBe(true)
      }

      // Deleting: the wrong password is refused on its field; the right one deletes.
      const form = page.getByRole('form', { name: zh ? '注销我的账户' : 'Delete my account' })
      const confirm = form.getByLabel(/^\*?(Your password|您的密码)$/)
      await confirm.fill('not-the-password')
      const refused = page.waitForResponse((r) => r.request().method() === 'POST')
      await button(form, /^(Delete my account permanently|永久注销账户)$/).click()
      expect((await refused).status()).toBe(400)
      await expect(form.getByText(zh ? '密码不正确' : 'The password is not right')).toBeVisible()
      await expect(confirm).toHaveValue('')

      await confirm.fill(member.password)
      await button(form, /^(Delete my account permanently|永久注销账户)$/).click()
      await page.waitForURL(`**${prefix}/member/privacy`)
      await expect(page.getByRole('status')).toHaveText(
        zh
          ? '您的账户和个人信息已删除。'
          : 'Your account and your personal data have been deleted.',
      )
      await expect(page.getByTestId('login-prompt')).toBeVisible()
      const cookies = await page.context().cookies()
      expect(cookies.map((c) => c.name)).not.toContain('token')

      // The account is gone: it cannot log in, and its data cannot be fetched any more.
      const login = await request.post('/api/cmsapi/common/cmsApiMember/login', {
        data: { account: member.account, password: member.password },
      })
      expect((await login.json()).code).not.toBe(200)
      const after = await page.request.get(`${prefix}/member/privacy/export`, { maxRedirects: 0 })
      expect(after.status()).toBe(303)
      // The feedback stays for the service team, without the contact or the phone.
      const [kept] = await inbox(page.request, 'feedback', `Data ${t}`)
      expect(kept?.fields).toMatchObject({ theme: `Data ${t}`, content: 'More colours, please' })
      expect(JSON.stringify(kept)).not.toContain(`Contact ${t}`)
      expect(JSON.stringify(kept)).not.toContain(member.account)
    })
}
