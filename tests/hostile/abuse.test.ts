import { describe, expect, it } from 'vitest'
import {
  base,
  callFn,
  captchaKey,
  cms,
  hit,
  login,
  memberToken,
  newPhone,
  newVisitor,
  powSolution,
  register,
  resetPassword,
  sendCode,
} from './helpers'
import { CAPTCHA_ANSWER, SMS_CODE } from './server'

describe('abuse of limits', () => {
  it('never locks an owner out: past 50 wrong passwords from many addresses it asks for the captcha', async () => {
    const account = newPhone('139')
    await register(account, 'Owner#Pass1')
    for (let i = 0; i < 50; i++) {
      const wrong = await login(account, `guess-${i}`, newVisitor())
      expect(wrong.status).toBe(401)
    }
    const owner = newVisitor()
    // The right password alone is not enough now, but it is not refused for an hour either.
    const asked = await login(account, 'Owner#Pass1', owner)
    expect(asked.status).toBe(428)
    const wrongAnswer = await login(account, 'Owner#Pass1', owner, {
      verKey: await captchaKey(owner),
      verCode: 'nope',
      altcha: await powSolution(owner),
    })
    expect(wrongAnswer.status).toBe(428)
    // The image alone is not enough either: each try also carries a solved proof of work.
    // (From another address: the owner's has five tries in five minutes.)
    const elsewhere = newVisitor()
    const imageOnly = await login(account, 'Owner#Pass1', elsewhere, {
      verKey: await captchaKey(elsewhere),
      verCode: CAPTCHA_ANSWER,
    })
    expect(imageOnly.status).toBe(428)
    expect(imageOnly.envelope.message).toMatch(/needs JavaScript/)
    const solved = await login(account, 'Owner#Pass1', owner, {
      verKey: await captchaKey(owner),
      verCode: CAPTCHA_ANSWER,
      altcha: await powSolution(owner),
    })
    expect(solved.status).toBe(200)
    expect((solved.envelope.data as { token?: string }).token).toBeTruthy()
    // The site's login function asks for the captcha the same way and takes it.
    const site = await callFn(
      'login',
      { locale: 'en', fields: { account, password: 'Owner#Pass1' } },
      owner,
    )
    expect(site.status).toBe(428)
    expect(site.value).toMatchObject({ ok: false, captcha: true })
    const siteSolved = await callFn(
      'login',
      {
        locale: 'en',
        fields: { account, password: 'Owner#Pass1', verCode: CAPTCHA_ANSWER },
        verKey: await captchaKey(owner),
        altcha: await powSolution(owner),
      },
      owner,
    )
    expect(siteSolved.status).toBe(200)
    expect(siteSolved.headers.get('set-cookie')).toMatch(/token=/)
  })

  it('refuses simple cross-site requests to /api/cmsapi and wants JSON', async () => {
    const ip = newVisitor()
    const plain = await hit('/api/cmsapi/common/cmsSurveyRecord/addItem', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'x-forwarded-for': ip },
      body: JSON.stringify({ type: 'join', fields: {} }),
    })
    expect(plain.status).toBe(415)
    const fromOrigin = await cms('common/cmsContent/list', {}, ip, {
      origin: 'https://evil.example',
    })
    expect(fromOrigin.status).toBe(403)
    const fromSite = await cms('common/cmsContent/list', {}, ip, { 'sec-fetch-site': 'cross-site' })
    expect(fromSite.status).toBe(403)
    // A counted GET from another site's <img> is refused too.
    const img = await hit(
      '/api/cmsapi/common/cmsApiMember/checkCode?phone=13900000000&code=000000',
      {
        headers: { 'sec-fetch-site': 'cross-site', 'x-forwarded-for': ip },
      },
    )
    expect(img.status).toBe(403)
    // The site itself and callers that are not browsers are served.
    expect((await cms('common/cmsContent/list', {}, ip, { origin: base() })).status).toBe(200)
    expect(
      (await cms('common/cmsContent/list', {}, ip, { 'sec-fetch-site': 'same-origin' })).status,
    ).toBe(200)
    expect((await cms('common/cmsContent/list', {}, ip)).status).toBe(200)
  })

  it('counts concurrent unknown codes before answering them: only five get through', async () => {
    const ip = newVisitor()
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        cms(
          'common/cmsProduct/fangweiSel',
          { code: `HQHQHQHQHQHQ${String(i).padStart(4, '0')}` },
          ip,
        ),
      ),
    )
    const codes = answers.map((a) => a.envelope.code)
    expect(codes.filter((c) => c === 404)).toHaveLength(5)
    expect(codes.filter((c) => c === 428)).toHaveLength(25)
  })

  it("keeps the owner's password reset working whatever another address does to the phone", async () => {
    const account = newPhone('139')
    await register(account, 'Before#Reset1')
    const attacker = newVisitor()
    // Three sends and five wrong codes from one address...
    for (let i = 0; i < 3; i++) {
      expect((await sendCode(account, attacker)).status).toBe(200)
    }
    expect((await sendCode(account, attacker)).status).toBe(429)
    for (let i = 0; i < 5; i++) {
      expect((await resetPassword(account, '000000', 'Attacker#1', attacker)).status).toBe(400)
    }
    // ...leave the owner's sends and the code itself alone.
    const owner = newVisitor()
    expect((await sendCode(account, owner)).status).toBe(200)
    expect((await resetPassword(account, SMS_CODE, 'After#Reset2', owner)).status).toBe(200)
    expect((await login(account, 'After#Reset2', newVisitor())).status).toBe(200)
  })

  it('counts a visitor by the address the trusted proxy appended, not by what the client wrote', async () => {
    const account = newPhone('139')
    await register(account, 'Proxy#Pass1')
    const real = newVisitor()
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      // The client writes a new address each time; the proxy appends the real one.
      const spoofed = `${real.replace(/\d+$/, String(200 + i))}, ${real}`
      statuses.push((await login(account, `wrong-${i}`, spoofed)).status)
    }
    // Five wrong passwords per (account, address) in five minutes.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
  })
})

describe('consistency', () => {
  it('takes passwords exactly as typed on register, login, change and reset', async () => {
    const account = newPhone('139')
    const spaced = '  Secret#99  '
    await register(account, spaced)
    expect((await login(account, spaced, newVisitor())).status).toBe(200)
    expect((await login(account, 'Secret#99', newVisitor())).status).toBe(401)
    const session = await login(account, spaced, newVisitor())
    const token = (session.envelope.data as { token: string }).token
    const changed = await cms(
      'cmsApiMember/editItem',
      { oldPassword: spaced, newPassword: ' Changed#1 ', savePassword: ' Changed#1 ' },
      newVisitor(),
      { authorization: `Bearer ${token}` },
    )
    expect(changed.status).toBe(200)
    expect((await login(account, ' Changed#1 ', newVisitor())).status).toBe(200)
    const ip = newVisitor()
    expect((await sendCode(account, ip)).status).toBe(200)
    expect((await resetPassword(account, SMS_CODE, '\tReset#77 ', ip)).status).toBe(200)
    expect((await login(account, '\tReset#77 ', newVisitor())).status).toBe(200)
    expect((await login(account, 'Reset#77', newVisitor())).status).toBe(401)
  })

  it('keeps only http(s) pages of this site in the share list', async () => {
    const account = newPhone('139')
    const auth = { authorization: `Bearer ${await memberToken(account, 'Share#Pass1')}` }
    const share = (url: string) =>
      cms('cmsApiMember/shareAdd', { channel: 'copy', url, title: 'x' }, newVisitor(), auth)
    expect((await share('javascript:alert(document.cookie)')).status).toBe(400)
    expect((await share('https://evil.example/phish')).status).toBe(400)
    expect((await share('data:text/html,<script>alert(1)</script>')).status).toBe(400)
    expect((await share(`${base()}/about/honor`)).status).toBe(200)
    const list = await cms('cmsApiMember/shareList', {}, newVisitor(), auth)
    expect((list.envelope.data as Array<{ url: string }>).map((s) => s.url)).toEqual([
      `${base()}/about/honor`,
    ])
  })
})
