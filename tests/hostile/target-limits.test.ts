import { describe, expect, it } from 'vitest'
import {
  cms,
  formHeaders,
  hit,
  login,
  memberToken,
  newPhone,
  newVisitor,
  register,
  resetPassword,
  sendCode,
} from './helpers'
import { SMS_CODE } from './server'

/**
 * Limits keyed on the person (a phone, an account), not only on the caller's address: an
 * attacker with many addresses still meets them, and the owner is never locked out by them.
 */

/** A reset to the attacker's own password. */
const reset = (account: string, code: string, ip: string) =>
  resetPassword(account, code, 'Taken#Over1', ip)

/** A code that is not the suite's fixed one. */
const WRONG = String((Number(SMS_CODE) + 1) % 1_000_000).padStart(6, '0')

describe('limits on the target', () => {
  it('kills a code after five wrong tries, however many addresses try it at once', async () => {
    const account = newPhone('137')
    await register(account, 'Owner#Pass1')
    expect((await sendCode(account, newVisitor())).status).toBe(200)
    // Eight wrong codes at once, each from an address of its own.
    const tries = await Promise.all(
      Array.from({ length: 8 }, () => reset(account, WRONG, newVisitor())),
    )
    expect(tries.map((t) => t.status)).toEqual(Array(8).fill(400))
    // The code is dead: its right digits from yet another address reset nothing.
    expect((await reset(account, SMS_CODE, newVisitor())).status).toBe(400)
    expect((await login(account, 'Owner#Pass1', newVisitor())).status).toBe(200)
    // The owner asks for a new code and resets with it.
    const owner = newVisitor()
    expect((await sendCode(account, owner)).status).toBe(200)
    expect((await resetPassword(account, SMS_CODE, 'Owner#Pass2', owner)).status).toBe(200)
  })

  it('refuses every check of a number past ten wrong codes in an hour from all addresses', async () => {
    const account = newPhone('137')
    await register(account, 'Owner#Pass1')
    await sendCode(account, newVisitor())
    const statuses: number[] = []
    for (let i = 0; i < 40; i++) statuses.push((await reset(account, WRONG, newVisitor())).status)
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400))
    expect(statuses.slice(10)).toEqual(Array(30).fill(429))
    console.log(`wrong codes at one number from 40 addresses: ${statuses.join(' ')}`)
  })

  it('sends one number five codes an hour, whatever the number of addresses asking', async () => {
    const account = newPhone('137')
    await register(account, 'Owner#Pass1')
    const sends = await Promise.all(
      Array.from({ length: 15 }, () => sendCode(account, newVisitor())),
    )
    const statuses = sends.map((s) => s.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(5)
    expect(statuses.filter((s) => s === 429)).toHaveLength(10)
    const refused = sends.find((s) => s.status === 429)
    expect(refused?.envelope.message).toBe(
      'Too many codes were sent to this number. Please try again later.',
    )
    // A number nobody registered is counted the same: the answers tell nothing.
    const stranger = newPhone('137')
    const strangers = await Promise.all(
      Array.from({ length: 7 }, () => sendCode(stranger, newVisitor())),
    )
    expect(strangers.map((s) => s.status).sort()).toEqual([200, 200, 200, 200, 200, 429, 429])
  })

  it("never locks the owner out with failures from many addresses, nor counts the owner's log-ins", async () => {
    const account = newPhone('137')
    await register(account, 'Owner#Pass1')
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(account, `guess-${i}`, newVisitor())),
    )
    expect(guesses.map((g) => g.status)).toEqual(Array(20).fill(401))
    // The owner at a clean address gets in, again and again: a success is never counted.
    const owner = newVisitor()
    const statuses: number[] = []
    for (let i = 0; i < 8; i++) statuses.push((await login(account, 'Owner#Pass1', owner)).status)
    expect(statuses).toEqual(Array(8).fill(200))
    // Four slips of the owner's own still leave the right password its way in.
    for (let i = 0; i < 4; i++) {
      expect((await login(account, `slip-${i}`, owner)).status).toBe(401)
    }
    expect((await login(account, 'Owner#Pass1', owner)).status).toBe(200)
  })
})

describe('bounded member posts', () => {
  it('answers a 600-topic post with a 400 in under 3 s while a cached page stays fast', async () => {
    const account = newPhone('137')
    const token = await memberToken(account, 'Owner#Pass1')
    // A page in the shared cache, warm.
    for (let i = 0; i < 3; i++) await (await hit('/about/news')).arrayBuffer()
    const form = new URLSearchParams()
    for (let i = 0; i < 600; i++) form.append('topic', `brand:b${i}`)
    for (let i = 0; i < 600; i++) form.append('sms', `brand:b${i}`)
    const started = performance.now()
    const posting = hit('/member/subscribe', {
      method: 'POST',
      headers: formHeaders({ cookie: `token=${token}` }),
      body: form,
    }).then(async (res) => ({
      status: res.status,
      html: await res.text(),
      ms: performance.now() - started,
    }))
    const cached: number[] = []
    let done = false
    void posting.finally(() => {
      done = true
    })
    while (!done) {
      const t0 = performance.now()
      await (await hit('/about/news')).arrayBuffer()
      cached.push(performance.now() - t0)
    }
    const answer = await posting
    console.log(
      `600-topic post: ${answer.status} in ${Math.round(answer.ms)} ms; cached page meanwhile: ` +
        `${cached.length} answers, worst ${Math.round(Math.max(...cached))} ms`,
    )
    expect(answer.status).toBe(400)
    expect(answer.html).toContain('Choose only among the topics offered on the page.')
    expect(answer.ms).toBeLessThan(3000)
    // The refusal itself is O(n) and small; the cached page waits at most for the refused
    // page's render on the same event loop. On the loaded two-core test machine that render
    // took 530-580 ms (the figure printed above), so the bound here is the post's own.
    expect(Math.max(...cached)).toBeLessThan(3000)
    // Nothing of it was saved, and the same through the content service: 400, no 500.
    const auth = { authorization: `Bearer ${token}` }
    const direct = await cms(
      'cmsApiMember/subscriptions',
      {
        withSms: true,
        set: { topics: Array.from({ length: 3000 }, (_, i) => `brand:b${i}`), sms: [] },
      },
      newVisitor(),
      auth,
    )
    expect(direct.status).toBe(400)
    const unknown = await cms(
      'cmsApiMember/subscriptions',
      { topic: 'brand:anything', on: true },
      newVisitor(),
      auth,
    )
    expect(unknown.status).toBe(400)
    const read = await cms('cmsApiMember/subscriptions', { withSms: true }, newVisitor(), auth)
    expect(read.envelope.data).toEqual({ topics: [], sms: [], phoneVerified: false })
  })

  it('refuses "Also by SMS" for an unverified number, pointing at the verification', async () => {
    const account = newPhone('137')
    const token = await memberToken(account, 'Owner#Pass1')
    const res = await hit('/zh/member/subscribe', {
      method: 'POST',
      headers: formHeaders({ cookie: `token=${token}` }),
      body: new URLSearchParams([
        ['topic', 'news'],
        ['sms', 'news'],
      ]),
    })
    expect(res.status).toBe(400)
    const html = await res.text()
    expect(html).toContain('短信只发送到已验证的手机号码，请先在本页验证您的号码。')
    expect(html).toContain('data-testid="verify-phone"')
  })
})
