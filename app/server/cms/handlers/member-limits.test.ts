import { hash } from '@node-rs/argon2'
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  cmsApiMemberFindPass,
  cmsApiMemberLogin,
  cmsApiMemberSendCode,
  cmsApiMemberSubscriptionsWithSms,
  cmsApiMemberVerifyCode,
  cmsApiMemberVerifyPhone,
} from '~/server/cmsapi/member-calls'
import { inProcessTransport } from '~/server/cmsapi/transport'
import type { OpenDb } from '~/server/db/client'
import { brands, members, smsCodes, smsOutbox } from '~/server/db/schema'
import { openTestDb, testEngines } from '~/server/db/test-db'
import { CmsApiError } from '~/shared/cmsapi/errors.isomorphic'

const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => (e instanceof CmsApiError ? e : null),
  )

/**
 * The limits that protect a phone and an account, whatever the number of addresses an attacker
 * has, and the verification of a member's own number.
 */
describe.each(testEngines())('limits on the phone and the account on %s', (engine) => {
  let opened: OpenDb
  const password = 'Limits#Pass1'
  let passwordHash = ''
  beforeAll(async () => {
    opened = await openTestDb(engine)
    passwordHash = await hash(password, { memoryCost: 19_456, timeCost: 2, parallelism: 1 })
  }, 120_000)
  afterAll(() => opened?.close())

  const t = () => inProcessTransport(opened.db)
  let addresses = 0
  /** A caller at an address no other call used. */
  const from = (locale: 'en' | 'zh' = 'en') => ({
    locale,
    peopleIp: `10.77.${Math.floor(++addresses / 250)}.${addresses % 250}`,
  })

  async function member(account: string) {
    await opened.db.insert(members).values({ account, passwordHash })
  }

  /** The code of the last text the console provider wrote to `phone`. */
  async function lastCode(phone: string) {
    const [sms] = await opened.db
      .select({ body: smsOutbox.body })
      .from(smsOutbox)
      .where(eq(smsOutbox.phone, phone))
      .orderBy(desc(smsOutbox.id))
      .limit(1)
    return /(\d{6})/.exec(sms?.body ?? '')?.[1] ?? ''
  }

  it('kills a code after five wrong tries, one from each of five addresses', async () => {
    const account = '13977770001'
    await member(account)
    expect(await cmsApiMemberSendCode(from(), account, t())).toBe(true)
    const code = await lastCode(account)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) {
      const refused = await failure(
        cmsApiMemberFindPass(
          from(),
          { account, code: wrong, password: 'Attacker#1', savePassword: 'Attacker#1' },
          t(),
        ),
      )
      expect(refused?.status).toBe(400)
    }
    // The right code, from yet another address, is dead now: it is marked used.
    const late = await failure(
      cmsApiMemberFindPass(
        from(),
        { account, code, password: 'Owner#Pass2', savePassword: 'Owner#Pass2' },
        t(),
      ),
    )
    expect(late?.status).toBe(400)
    const [row] = await opened.db
      .select({ attempts: smsCodes.attempts, usedAt: smsCodes.usedAt })
      .from(smsCodes)
      .where(eq(smsCodes.phone, account))
    expect(row?.attempts).toBe(5)
    expect(row?.usedAt).not.toBeNull()
    // A new code works, and entering it proves the number the member's.
    expect(await cmsApiMemberSendCode(from(), account, t())).toBe(true)
    const fresh = await lastCode(account)
    expect(
      await cmsApiMemberFindPass(
        from(),
        { account, code: fresh, password: 'Owner#Pass2', savePassword: 'Owner#Pass2' },
        t(),
      ),
    ).toBe(true)
    const [verified] = await opened.db
      .select({ at: members.phoneVerifiedAt })
      .from(members)
      .where(eq(members.account, account))
    expect(verified?.at).toBeInstanceOf(Date)
  })

  it('counts racing wrong tries at one code: the code takes five, never more', async () => {
    const account = '13977770002'
    await member(account)
    await cmsApiMemberSendCode(from(), account, t())
    const code = await lastCode(account)
    const wrong = code === '000000' ? '111111' : '000000'
    await Promise.all(
      Array.from({ length: 8 }, () =>
        failure(
          cmsApiMemberFindPass(
            from(),
            { account, code: wrong, password: 'Attacker#1', savePassword: 'Attacker#1' },
            t(),
          ),
        ),
      ),
    )
    const rows = await opened.db
      .select({ attempts: smsCodes.attempts, usedAt: smsCodes.usedAt })
      .from(smsCodes)
      .where(eq(smsCodes.phone, account))
    expect(rows).toHaveLength(1)
    expect(rows[0]?.attempts).toBe(5)
    expect(rows[0]?.usedAt).not.toBeNull()
  })

  it('sends a number five codes an hour from all addresses, then refuses with a message', async () => {
    const account = '13977770003'
    await member(account)
    for (let i = 0; i < 5; i++) {
      expect(await cmsApiMemberSendCode(from(), account, t())).toBe(true)
    }
    const refused = await failure(cmsApiMemberSendCode(from('zh'), account, t()))
    expect(refused?.status).toBe(429)
    expect(refused?.message).toBe('发送到该号码的验证码过多，请稍后再试。')
    expect(
      await opened.db.select().from(smsOutbox).where(eq(smsOutbox.phone, account)),
    ).toHaveLength(5)
    // An unregistered number is counted the same (the answers tell nothing), and texted nothing.
    const stranger = '13977770004'
    for (let i = 0; i < 5; i++) {
      expect(await cmsApiMemberSendCode(from(), stranger, t())).toBe(true)
    }
    expect((await failure(cmsApiMemberSendCode(from(), stranger, t())))?.status).toBe(429)
    expect(await opened.db.select().from(smsOutbox).where(eq(smsOutbox.phone, stranger))).toEqual(
      [],
    )
  })

  it('never counts a successful log-in: one address logs in again and again', async () => {
    const account = '13977770005'
    await member(account)
    const ip = from()
    for (let i = 0; i < 8; i++) {
      expect((await cmsApiMemberLogin(ip, { account, password }, t())).token).toBeTruthy()
    }
    // Four failures and the right password still gets in from the same address; the fifth
    // failure of the pair is the last one allowed.
    for (let i = 0; i < 4; i++) {
      expect(
        (await failure(cmsApiMemberLogin(ip, { account, password: `wrong-${i}` }, t())))?.status,
      ).toBe(401)
    }
    expect((await cmsApiMemberLogin(ip, { account, password }, t())).token).toBeTruthy()
    expect((await cmsApiMemberLogin(ip, { account, password }, t())).token).toBeTruthy()
  })

  it("verifies the member's own number by a code; until then SMS choices are refused", async () => {
    const account = '13977770006'
    await member(account)
    const login = await cmsApiMemberLogin(from(), { account, password }, t())
    const ctx = { ...from(), token: login.token }
    expect(await cmsApiMemberSubscriptionsWithSms(ctx, {}, t())).toEqual({
      topics: [],
      sms: [],
      phoneVerified: false,
    })
    const unverified = await failure(
      cmsApiMemberSubscriptionsWithSms(ctx, { topic: 'news', sms: true }, t()),
    )
    expect(unverified?.status).toBe(400)
    expect(unverified?.message).toMatch(/verified mobile number/)
    const setUnverified = await failure(
      cmsApiMemberSubscriptionsWithSms(ctx, { set: { topics: ['news'], sms: ['news'] } }, t()),
    )
    expect(setUnverified?.status).toBe(400)

    expect(await cmsApiMemberVerifyCode(ctx, t())).toBe(true)
    const [sent] = await opened.db
      .select({ purpose: smsCodes.purpose })
      .from(smsCodes)
      .where(eq(smsCodes.phone, account))
    expect(sent?.purpose).toBe('verify')
    const code = await lastCode(account)
    const wrong = await failure(
      cmsApiMemberVerifyPhone(ctx, code === '000000' ? '111111' : '000000', t()),
    )
    expect(wrong?.status).toBe(400)
    expect(wrong?.message).toBe('The code is not right or no longer valid. Send a new one.')
    expect(await cmsApiMemberVerifyPhone(ctx, code, t())).toBe(true)
    const chosen = await cmsApiMemberSubscriptionsWithSms(ctx, { topic: 'news', sms: true }, t())
    expect(chosen).toEqual({ topics: ['news'], sms: ['news'], phoneVerified: true })
    // A verified number is sent no more codes.
    const texts = (await opened.db.select().from(smsOutbox).where(eq(smsOutbox.phone, account)))
      .length
    expect(await cmsApiMemberVerifyCode(ctx, t())).toBe(true)
    expect(
      await opened.db.select().from(smsOutbox).where(eq(smsOutbox.phone, account)),
    ).toHaveLength(texts)
  })

  it('takes only the topics there are, each once, all of them in one call', async () => {
    const account = '13977770007'
    await member(account)
    await opened.db
      .update(members)
      .set({ phoneVerifiedAt: new Date() })
      .where(eq(members.account, account))
    const login = await cmsApiMemberLogin(from(), { account, password }, t())
    const ctx = { ...from(), token: login.token }
    await opened.db.insert(brands).values([
      {
        locale: 'en',
        translationKey: 'limits-brand',
        code: 'limits',
        name: 'L',
        logo: '',
        intro: '',
      },
      {
        locale: 'zh',
        translationKey: 'limits-brand',
        code: 'limits',
        name: 'L',
        logo: '',
        intro: '',
      },
    ])
    const brand = 'brand:limits'
    const saved = await cmsApiMemberSubscriptionsWithSms(
      ctx,
      { set: { topics: ['news', brand, 'news'], sms: ['products'] } },
      t(),
    )
    expect(saved.topics.sort()).toEqual([brand, 'news', 'products'].sort())
    expect(saved.sms).toEqual(['products'])
    // The whole choice again: what is left out goes, the SMS follow the list.
    expect(
      await cmsApiMemberSubscriptionsWithSms(ctx, { set: { topics: ['news'], sms: [] } }, t()),
    ).toEqual({ topics: ['news'], sms: [], phoneVerified: true })
    expect(await cmsApiMemberSubscriptionsWithSms(ctx, {}, t())).toEqual({
      topics: ['news'],
      sms: [],
      phoneVerified: true,
    })
    // A brand nobody has, by either way in, and more topics than there are: 400, nothing saved.
    for (const change of [
      { topic: 'brand:no-such-brand', on: true },
      { topic: 'brand:no-such-brand', sms: true },
      { set: { topics: ['news', 'brand:no-such-brand'], sms: [] } },
      {
        set: {
          topics: Array.from({ length: 600 }, (_, i) => `brand:b${i}`),
          sms: [],
        },
      },
    ]) {
      const refused = await failure(cmsApiMemberSubscriptionsWithSms(ctx, change, t()))
      expect(refused?.status).toBe(400)
      expect(refused?.message).toBe('Choose only among the topics offered on the page.')
    }
    expect((await cmsApiMemberSubscriptionsWithSms(ctx, {}, t())).topics).toEqual(['news'])
    // Leaving a topic there is no more is always allowed.
    expect(
      await cmsApiMemberSubscriptionsWithSms(ctx, { topic: 'brand:gone', on: false }, t()),
    ).toMatchObject({ topics: ['news'] })
  })
})
