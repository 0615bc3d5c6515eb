import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  cmsApiMemberDetail,
  cmsApiMemberEditItem,
  cmsApiMemberFindPass,
  cmsApiMemberKaptcha,
  cmsApiMemberLogin,
  cmsApiMemberLogout,
  cmsApiMemberRegister,
  cmsApiMemberSendCode,
} from '~/server/cmsapi/member-calls'
import { inProcessTransport } from '~/server/cmsapi/transport'
import type { OpenDb } from '~/server/db/client'
import { members, sessions, smsOutbox } from '~/server/db/schema'
import { openTestDb, testEngines } from '~/server/db/test-db'
import { CmsApiError } from '~/shared/cmsapi/errors.isomorphic'

const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => (e instanceof CmsApiError ? e : null),
  )

describe.each(testEngines())('member calls on %s', (engine) => {
  let opened: OpenDb
  beforeAll(async () => {
    opened = await openTestDb(engine)
  }, 120_000)
  afterAll(() => opened?.close())

  const account = '13911112222'
  const ctx = { locale: 'en' as const, peopleIp: '10.2.2.2' }

  it('registers with a single-use captcha and stores an argon2id hash, never the password', async () => {
    const t = inProcessTransport(opened.db)
    const { key } = await cmsApiMemberKaptcha(ctx, t)
    expect(key).toMatch(/^[0-9a-f]{32}$/)
    const form = { account, password: 'secret-1', savePassword: 'secret-1', email: 'a@example.com' }
    const wrong = await failure(
      cmsApiMemberRegister(ctx, { ...form, verCode: 'nope', verKey: key }, t),
    )
    expect(wrong?.status).toBe(400)
    // The challenge was used up by the wrong answer.
    const reused = await failure(
      cmsApiMemberRegister(ctx, { ...form, verCode: 'e2e', verKey: key }, t),
    )
    expect(reused?.status).toBe(400)
    const fresh = await cmsApiMemberKaptcha(ctx, t)
    const answer = process.env.CAPTCHA_TEST_ANSWER ?? ''
    expect(
      await failure(cmsApiMemberRegister(ctx, { ...form, verCode: answer, verKey: fresh.key }, t)),
    ).toBeNull()
    const [row] = await opened.db.select().from(members).where(eq(members.account, account))
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    // The site's form sent no consent here: none is recorded.
    expect(row?.privacyConsentAt).toBeNull()
    const again = await cmsApiMemberKaptcha(ctx, t)
    const taken = await failure(
      cmsApiMemberRegister(ctx, { ...form, verCode: answer, verKey: again.key }, t),
    )
    expect(taken?.status).toBe(409)
  })

  it('logs in with a new hashed token each time; detail needs a live token; logout revokes it', async () => {
    const t = inProcessTransport(opened.db)
    const a = await cmsApiMemberLogin(ctx, { account, password: 'secret-1' }, t)
    const b = await cmsApiMemberLogin(ctx, { account, password: 'secret-1' }, t)
    expect(a.token).not.toBe(b.token)
    expect(Buffer.from(a.token, 'base64url').length).toBeGreaterThanOrEqual(16)
    const stored = await opened.db.select({ hash: sessions.tokenHash }).from(sessions)
    expect(stored.map((s) => s.hash)).not.toContain(a.token)
    expect((await cmsApiMemberDetail({ ...ctx, token: `Bearer ${a.token}` }, t)).account).toBe(
      account,
    )
    expect((await failure(cmsApiMemberDetail({ ...ctx, token: 'forged' }, t)))?.status).toBe(401)
    expect(await cmsApiMemberLogout({ ...ctx, token: a.token }, t)).toBe(true)
    expect((await failure(cmsApiMemberDetail({ ...ctx, token: a.token }, t)))?.status).toBe(401)
    // A password change ends the other session (b) but keeps the one that made it.
    const c = await cmsApiMemberLogin(ctx, { account, password: 'secret-1' }, t)
    await cmsApiMemberEditItem(
      { ...ctx, token: c.token },
      { oldPassword: 'secret-1', newPassword: 'secret-2', savePassword: 'secret-2' },
      t,
    )
    expect((await failure(cmsApiMemberDetail({ ...ctx, token: b.token }, t)))?.status).toBe(401)
    expect((await cmsApiMemberDetail({ ...ctx, token: c.token }, t)).account).toBe(account)
  })

  it('answers unknown and known accounts alike on login and sendCode; resets by SMS code once', async () => {
    const t = inProcessTransport(opened.db)
    const unknown = await failure(
      cmsApiMemberLogin(
        { ...ctx, peopleIp: '10.3.3.3' },
        { account: '13900000000', password: 'x-secret' },
        t,
      ),
    )
    const badPassword = await failure(
      cmsApiMemberLogin({ ...ctx, peopleIp: '10.3.3.3' }, { account, password: 'x-secret' }, t),
    )
    expect([unknown?.status, unknown?.message]).toEqual([badPassword?.status, badPassword?.message])
    expect(await cmsApiMemberSendCode(ctx, '13900000000', t)).toBe(true)
    expect(await cmsApiMemberSendCode(ctx, account, t)).toBe(true)
    const [sms] = await opened.db.select().from(smsOutbox).where(eq(smsOutbox.phone, account))
    const code = /(\d{6})/.exec(sms?.body ?? '')?.[1] ?? ''
    const reset = { account, code, password: 'secret-3', savePassword: 'secret-3' }
    expect(await cmsApiMemberFindPass(ctx, reset, t)).toBe(true)
    expect((await failure(cmsApiMemberFindPass(ctx, reset, t)))?.status).toBe(400)
    expect((await cmsApiMemberLogin(ctx, { account, password: 'secret-3' }, t)).token).toBeTruthy()
  })

  it('throttles repeated wrong passwords from one address without locking the account elsewhere', async () => {
    const t = inProcessTransport(opened.db)
    const attacker = { ...ctx, peopleIp: '10.4.4.4' }
    const statuses: number[] = []
    for (let i = 0; i < 7; i++) {
      statuses.push(
        (await failure(cmsApiMemberLogin(attacker, { account, password: 'guess-123' }, t)))
          ?.status ?? 200,
      )
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401])
    expect(statuses.slice(5)).toEqual([429, 429])
    expect(
      (
        await cmsApiMemberLogin(
          { ...ctx, peopleIp: '10.5.5.5' },
          { account, password: 'secret-3' },
          t,
        )
      ).token,
    ).toBeTruthy()
  })
})
