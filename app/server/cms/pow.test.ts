import { createHash } from 'node:crypto'
import { createChallenge } from 'altcha-lib/v1'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  cmsApiMemberKaptcha,
  cmsApiMemberLogin,
  cmsApiMemberPowChallenge,
  cmsApiMemberRegister,
  type PowChallenge,
} from '~/server/cmsapi/member-calls'
import { inProcessTransport } from '~/server/cmsapi/transport'
import type { OpenDb } from '~/server/db/client'
import { powSolutions } from '~/server/db/schema'
import { openTestDb, testEngines } from '~/server/db/test-db'
import { CmsApiError } from '~/shared/cmsapi/errors.isomorphic'
import { pruneAnsweredPow } from './pow'
import { countMiss } from './rate-limit'
import './service'

/** What a browser's solver does (pow-solver.ts), with Node's hash: the payload to send. */
function solve(
  challenge: Pick<PowChallenge, 'challenge' | 'salt' | 'signature'> & { maxnumber?: number },
) {
  for (let number = 0; number <= (challenge.maxnumber ?? 1_000_000); number++) {
    const hash = createHash('sha256').update(`${challenge.salt}${number}`).digest('hex')
    if (hash === challenge.challenge) {
      return Buffer.from(
        JSON.stringify({
          algorithm: 'SHA-256',
          challenge: challenge.challenge,
          number,
          salt: challenge.salt,
          signature: challenge.signature,
        }),
      ).toString('base64')
    }
  }
  throw new Error('no solution')
}

const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => (e instanceof CmsApiError ? e : null),
  )

describe.each(testEngines())('the proof of work beside the captcha on %s', (engine) => {
  let opened: OpenDb
  beforeAll(async () => {
    opened = await openTestDb(engine)
  }, 120_000)
  afterAll(() => opened?.close())
  afterEach(() => vi.useRealTimers())

  const account = '13922223333'
  const password = 'owner-pass-1'
  let visitors = 0
  /** A caller at an address of its own, so that no per-address limit is reached. */
  const ctx = () => ({ locale: 'en' as const, peopleIp: `10.9.0.${++visitors}` })
  const answer = process.env.CAPTCHA_TEST_ANSWER ?? ''

  it('asks for a solved challenge and the image past the account ceiling, and takes each solution once', async () => {
    const t = inProcessTransport(opened.db)
    const signUp = await cmsApiMemberKaptcha(ctx(), t)
    // Registering asks for the image alone: it is behind no ceiling.
    await cmsApiMemberRegister(
      ctx(),
      {
        account,
        password,
        savePassword: password,
        email: 'pow@example.com',
        verCode: answer,
        verKey: signUp.key,
      },
      t,
    )
    // Fifty wrong passwords from everywhere: each try now needs the captcha.
    for (let i = 0; i < 50; i++) {
      await countMiss(opened.db, 'login-account-all', account, { points: 50, duration: 3600 })
    }
    const image = async () => ({
      verKey: (await cmsApiMemberKaptcha(ctx(), t)).key,
      verCode: answer,
    })

    const bare = await failure(cmsApiMemberLogin(ctx(), { account, password }, t))
    expect(bare?.status).toBe(428)
    expect(bare?.message).toBe('Please enter the verification code')
    // The image alone (a browser without JavaScript): the step needs the page's code.
    const imageOnly = await failure(
      cmsApiMemberLogin(ctx(), { account, password, ...(await image()) }, t),
    )
    expect(imageOnly?.status).toBe(428)
    expect(imageOnly?.message).toMatch(/needs JavaScript/)

    const challenge = await cmsApiMemberPowChallenge(ctx(), t)
    expect(challenge.algorithm).toBe('SHA-256')
    expect(challenge.salt).toMatch(/expires=\d+/)
    const altcha = solve(challenge)
    const done = await cmsApiMemberLogin(
      ctx(),
      { account, password, ...(await image()), altcha },
      t,
    )
    expect(done.token).toBeTruthy()
    // The same solution again, with a fresh image: refused, and the image is not used up.
    const replay = await failure(
      cmsApiMemberLogin(ctx(), { account, password, ...(await image()), altcha }, t),
    )
    expect(replay?.status).toBe(428)
    expect(replay?.message).toBe('The browser check failed. Please try again.')
  })

  it('refuses a wrong number, a challenge signed with another key, an expired one and junk', async () => {
    const t = inProcessTransport(opened.db)
    const login = async (altcha: string) =>
      failure(
        cmsApiMemberLogin(
          ctx(),
          {
            account,
            password,
            verKey: (await cmsApiMemberKaptcha(ctx(), t)).key,
            verCode: answer,
            altcha,
          },
          t,
        ),
      )
    const checkFailed = 'The browser check failed. Please try again.'

    const challenge = await cmsApiMemberPowChallenge(ctx(), t)
    const right = JSON.parse(Buffer.from(solve(challenge), 'base64').toString('utf8'))
    const wrongNumber = Buffer.from(
      JSON.stringify({ ...right, number: right.number + 1 }),
    ).toString('base64')
    expect((await login(wrongNumber))?.message).toBe(checkFailed)

    const forged = await createChallenge({
      hmacKey: 'not-the-service-key-not-the-service-key',
      maxnumber: 1000,
      expires: new Date(Date.now() + 60_000),
    })
    expect((await login(solve(forged)))?.message).toBe(checkFailed)

    for (const junk of [
      'x',
      Buffer.from('null').toString('base64'),
      Buffer.from(JSON.stringify({ ...right, algorithm: 'MD5' })).toString('base64'),
    ]) {
      const refused = await login(junk)
      expect(refused?.status, junk).toBe(428)
      expect(refused?.message, junk).toBe(checkFailed)
    }

    // Ten minutes later the challenge has expired, solved or not.
    const late = await cmsApiMemberPowChallenge(ctx(), t)
    const solvedLate = solve(late)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 11 * 60_000)
    expect((await login(solvedLate))?.message).toBe(checkFailed)
  })

  it('forgets answered challenges once they have expired', async () => {
    const now = new Date()
    await opened.db.insert(powSolutions).values([
      { challenge: 'a'.repeat(64), expiresAt: new Date(now.getTime() - 60_000) },
      { challenge: 'b'.repeat(64), expiresAt: new Date(now.getTime() + 60_000) },
    ])
    expect(await pruneAnsweredPow(opened.db, now)).toBeGreaterThanOrEqual(1)
    const left = (await opened.db.select().from(powSolutions)).map((row) => row.challenge)
    expect(left).toContain('b'.repeat(64))
    expect(left).not.toContain('a'.repeat(64))
  })
})
