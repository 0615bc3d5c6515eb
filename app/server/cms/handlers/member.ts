import { createHash, randomBytes, randomInt } from 'node:crypto'
import { msg } from '@lingui/core/macro'
import { hash, verify } from '@node-rs/argon2'
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { getI18n } from '~/i18n/i18n'
import { memberShares, members, sessions, smsCodes, subscriptions } from '~/server/db/schema'
import { runtimeEnv } from '~/server/env'
import { log } from '~/server/log'
import { isSitePageUrl } from '~/server/site-url'
import { MOBILE, makeMemberSchemas } from '~/shared/member/member.schemas'
import { hashToken, requireMember } from '../auth'
import { newCaptcha, passCaptcha } from '../captcha'
import { type CmsContext, CmsError, parseInput, registerCmsRoute } from '../core'
import { consumeLimit, countMiss, countWithin, remainingPoints } from '../rate-limit'
import { CAPTCHA_REQUIRED } from '../security-code'
import { SmsNotSent, sendSms } from '../sms'

/** OWASP's argon2id floor: 19 MiB, two passes, one lane. */
const ARGON = { memoryCost: 19_456, timeCost: 2, parallelism: 1 }
const SESSION_DAYS = 7
const SMS_MINUTES = 10

/**
 * The fixed SMS code of the test harnesses: honoured only with ALLOW_TEST_SMS_CODE=1, whatever
 * NODE_ENV says (the server refuses to start with the code and without the flag: config.ts).
 */
const testSmsCode =
  runtimeEnv('ALLOW_TEST_SMS_CODE') === '1' ? runtimeEnv('SMS_TEST_CODE') : undefined

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const ip = (ctx: CmsContext) => ctx.peopleIp ?? 'unknown'

/** A hash to verify against when the account does not exist, so timing tells nothing. */
let dummyHash: Promise<string> | undefined
const dummy = () => {
  dummyHash ??= hash(randomBytes(16).toString('hex'), ARGON)
  return dummyHash
}

function schemas(ctx: CmsContext) {
  return makeMemberSchemas(getI18n(ctx.locale))
}

function userInfo(m: { account: string; nickname: string; email: string; address: string }) {
  return { account: m.account, nickname: m.nickname, email: m.email, address: m.address }
}

async function newSession(ctx: CmsContext, memberId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await ctx.db.insert(sessions).values({
    tokenHash: hashToken(token),
    memberId,
    expiresAt: new Date(Date.now() + SESSION_DAYS * 86_400_000),
  })
  return token
}

// ---- Captcha ----

registerCmsRoute('GET', 'common/cmsApiMember/kaptcha', async (ctx) => {
  await consumeLimit(ctx.db, 'captcha', ip(ctx), { points: 30, duration: 60 })
  const { key, image } = await newCaptcha(ctx)
  // Spec: the challenge key travels as the verKey response header.
  ctx.setHeader('verKey', key)
  return { image }
})

// ---- Register, log in, log out ----

const RegisterBody = v.object({
  verKey: v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/, 'verKey: invalid')),
})

registerCmsRoute('POST', 'common/cmsApiMember/register', async (ctx) => {
  const body = ctx.body ?? {}
  const input = parseInput(schemas(ctx).register, body)
  const { verKey } = parseInput(RegisterBody, body)
  const agree =
    typeof body === 'object' &&
    body !== null &&
    ['1', 'on', true].includes(Reflect.get(body, 'agree'))
  await consumeLimit(ctx.db, 'register', ip(ctx), { points: 10, duration: 600 })
  if (!(await passCaptcha(ctx, verKey, input.verCode))) {
    throw new CmsError(400, getI18n(ctx.locale)._(msg`Wrong verification code`), 400)
  }
  const passwordHash = await hash(input.password, ARGON)
  const [created] = await ctx.db
    .insert(members)
    .values({
      account: input.account,
      passwordHash,
      email: input.email,
      nickname: '',
      // The site's form asks for consent to the privacy policy (PIPL) and sends `agree`.
      privacyConsentAt: agree ? new Date() : null,
    })
    .onConflictDoNothing({ target: members.account })
    .returning({ id: members.id })
  if (!created)
    throw new CmsError(
      409,
      getI18n(ctx.locale)._(msg`This phone number is already registered`),
      409,
    )
  return 1
})

/** A captcha answer that may come with a call (asked for past a ceiling): key and text. */
const CaptchaAnswer = v.object({
  verKey: v.optional(v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/, 'verKey: invalid'))),
  verCode: v.optional(v.pipe(v.string(), v.maxLength(20))),
})

/**
 * Past a ceiling that anyone can reach from many addresses, a call goes on only with a right
 * captcha (OWASP ASVS: throttle, never lock out): the owner who solves it is never refused.
 */
async function requireCaptcha(ctx: CmsContext, answer: v.InferOutput<typeof CaptchaAnswer>) {
  const i18n = getI18n(ctx.locale)
  if (!answer.verKey || !answer.verCode?.trim()) {
    throw new CmsError(CAPTCHA_REQUIRED, i18n._(msg`Please enter the verification code`))
  }
  if (!(await passCaptcha(ctx, answer.verKey, answer.verCode))) {
    throw new CmsError(CAPTCHA_REQUIRED, i18n._(msg`Wrong verification code`))
  }
}

/** Wrong passwords for one account from every address before each try needs the captcha. */
const LOGIN_ACCOUNT_CEILING = { points: 50, duration: 3600 }

registerCmsRoute('POST', 'common/cmsApiMember/login', async (ctx) => {
  const body = ctx.body ?? {}
  const input = parseInput(schemas(ctx).login, body)
  const answer = parseInput(CaptchaAnswer, body)
  // Per address, and per account from one address: guessing is slowed and refused for a
  // while (the windows are short).
  await consumeLimit(ctx.db, 'login-ip', ip(ctx), { points: 30, duration: 600 })
  await consumeLimit(ctx.db, 'login-account', `${input.account}|${ip(ctx)}`, {
    points: 5,
    duration: 300,
  })
  // Per account from all addresses: past the ceiling every try needs the captcha, so an
  // attacker with many addresses cannot lock the owner out with wrong passwords.
  const left = await remainingPoints(
    ctx.db,
    'login-account-all',
    input.account,
    LOGIN_ACCOUNT_CEILING,
  )
  if (left === 0) await requireCaptcha(ctx, answer)
  const [member] = await ctx.db.select().from(members).where(eq(members.account, input.account))
  const ok = await verify(member?.passwordHash ?? (await dummy()), input.password)
  if (!member || !ok) {
    await countMiss(ctx.db, 'login-account-all', input.account, LOGIN_ACCOUNT_CEILING)
    throw new CmsError(401, 'Login Failed', 401)
  }
  // Staff disabled the account (their sessions ended then): no new ones either.
  if (member.disabledAt) {
    throw new CmsError(
      403,
      getI18n(ctx.locale)._(msg`This account has been disabled. Please contact customer service.`),
      403,
    )
  }
  const token = await newSession(ctx, member.id)
  return { token, userInfo: userInfo(member) }
})

registerCmsRoute('POST', 'cmsApiMember/logout', async (ctx) => {
  await requireMember(ctx.db, ctx.token)
  await ctx.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(eq(sessions.tokenHash, hashToken(ctx.token ?? '')))
  return 1
})

registerCmsRoute('POST', 'cmsApiMember/detail', async (ctx) => {
  const memberId = await requireMember(ctx.db, ctx.token)
  const [member] = await ctx.db.select().from(members).where(eq(members.id, memberId))
  if (!member) throw new CmsError(401, 'Not logged in', 401)
  return userInfo(member)
})

// ---- Profile and password ----

registerCmsRoute('POST', 'cmsApiMember/editItem', async (ctx) => {
  const memberId = await requireMember(ctx.db, ctx.token)
  const body = ctx.body ?? {}
  if (typeof body === 'object' && body !== null && 'oldPassword' in body) {
    const input = parseInput(schemas(ctx).password, body)
    const [member] = await ctx.db.select().from(members).where(eq(members.id, memberId))
    if (!member || !(await verify(member.passwordHash, input.oldPassword))) {
      throw new CmsError(400, getI18n(ctx.locale)._(msg`The old password is not right`), 400)
    }
    const passwordHash = await hash(input.newPassword, ARGON)
    await ctx.db.transaction(async (tx) => {
      await tx.update(members).set({ passwordHash }).where(eq(members.id, memberId))
      // A password change ends every other session of the member.
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(sessions.memberId, memberId),
            isNull(sessions.revokedAt),
            ne(sessions.tokenHash, hashToken(ctx.token ?? '')),
          ),
        )
    })
    return 1
  }
  const input = parseInput(schemas(ctx).profile, body)
  const [updated] = await ctx.db
    .update(members)
    .set(input)
    .where(eq(members.id, memberId))
    .returning()
  if (!updated) throw new CmsError(401, 'Not logged in', 401)
  return userInfo(updated)
})

// ---- Forgotten password: SMS codes ----

const PhoneBody = v.object({
  phone: v.pipe(v.string(), v.trim(), v.regex(MOBILE, 'phone: invalid')),
})

/**
 * Sends to one phone: three per ten minutes from one address (another address cannot spend
 * the owner's), and past ten an hour from everywhere each send needs the captcha.
 */
const SEND_PER_ADDRESS = { points: 3, duration: 600 }
const SEND_CEILING = { points: 10, duration: 3600 }
/** Wrong codes for one phone from one address before that address must wait. */
const TRIES_PER_ADDRESS = { points: 5, duration: 600 }
/** Wrong tries of one code from every address before each try needs the captcha. */
const CODE_TRY_CEILING = 10

registerCmsRoute('POST', 'common/cmsApiMember/sendCode', async (ctx) => {
  const body = ctx.body ?? {}
  const { phone } = parseInput(PhoneBody, body)
  const answer = parseInput(CaptchaAnswer, body)
  await consumeLimit(ctx.db, 'sms-ip', ip(ctx), { points: 10, duration: 600 })
  await consumeLimit(ctx.db, 'sms-phone-ip', `${phone}|${ip(ctx)}`, SEND_PER_ADDRESS)
  if (!(await countWithin(ctx.db, 'sms-phone', phone, SEND_CEILING))) {
    await requireCaptcha(ctx, answer)
  }
  const [member] = await ctx.db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.account, phone))
  // The answer is the same whether or not the number is registered.
  if (member) {
    const code = testSmsCode ?? String(randomInt(0, 1_000_000)).padStart(6, '0')
    const [stored] = await ctx.db
      .insert(smsCodes)
      .values({
        phone,
        purpose: 'reset',
        codeHash: sha256(`${phone}:${code}`),
        expiresAt: new Date(Date.now() + SMS_MINUTES * 60_000),
      })
      .returning({ id: smsCodes.id })
    const minutes = SMS_MINUTES
    const text = getI18n(ctx.locale)._(
      msg`Ruifeng Tools: your verification code is ${code} (valid ${minutes} minutes).`,
    )
    try {
      await sendSms(ctx.db, {
        phone,
        locale: ctx.locale,
        template: 'code',
        params: [code, String(minutes)],
        text,
      })
    } catch (error) {
      if (!(error instanceof SmsNotSent)) throw error
      // A code that never arrived is no code: nothing is left that could be guessed.
      if (stored) await ctx.db.delete(smsCodes).where(eq(smsCodes.id, stored.id))
      // The provider's words, without any number in them (a phone number never reaches the log).
      const detail = error.message.replace(/\+?\d{7,}/g, '[number]')
      log.warn({ reason: error.reason, detail }, 'SMS not sent')
      throw new CmsError(502, 'Failed to send', 502)
    }
  }
  return 1
})

async function latestCode(ctx: CmsContext, phone: string) {
  const [row] = await ctx.db
    .select()
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.phone, phone),
        eq(smsCodes.purpose, 'reset'),
        isNull(smsCodes.usedAt),
        gt(smsCodes.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(smsCodes.createdAt))
    .limit(1)
  return row
}

/**
 * The phone's live code when `code` is it. Each try counts against the address first (five
 * per ten minutes: another address's wrong tries never use up the owner's); once the code has
 * had ten wrong tries from anywhere, every try needs the captcha, which keeps guessing at
 * scale out without killing the code. A right try does not use the code up.
 */
async function codeMatches(
  ctx: CmsContext,
  phone: string,
  code: string,
  answer: v.InferOutput<typeof CaptchaAnswer>,
) {
  const row = await latestCode(ctx, phone)
  if (!row) return null
  if (!(await countWithin(ctx.db, 'sms-try', `${phone}|${ip(ctx)}`, TRIES_PER_ADDRESS))) {
    return null
  }
  if (row.attempts >= CODE_TRY_CEILING) await requireCaptcha(ctx, answer)
  if (row.codeHash !== sha256(`${phone}:${code}`)) {
    await ctx.db
      .update(smsCodes)
      .set({ attempts: sql`${smsCodes.attempts} + 1` })
      .where(eq(smsCodes.id, row.id))
    return null
  }
  return row
}

registerCmsRoute('GET', 'common/cmsApiMember/checkCode', async (ctx) => {
  const input = parseInput(
    v.object({
      phone: v.pipe(v.string(), v.regex(MOBILE, 'phone: invalid')),
      code: v.pipe(v.string(), v.regex(/^\d{6}$/, 'code: invalid')),
    }),
    ctx.query,
  )
  const answer = parseInput(CaptchaAnswer, ctx.query)
  await consumeLimit(ctx.db, 'sms-check', ip(ctx), { points: 20, duration: 600 })
  return (await codeMatches(ctx, input.phone, input.code, answer)) ? 1 : 0
})

registerCmsRoute('POST', 'common/cmsApiMember/findPass', async (ctx) => {
  const body = ctx.body ?? {}
  const input = parseInput(schemas(ctx).forget, body)
  const answer = parseInput(CaptchaAnswer, body)
  await consumeLimit(ctx.db, 'sms-check', ip(ctx), { points: 20, duration: 600 })
  const row = await codeMatches(ctx, input.account, input.code, answer)
  if (!row) throw new CmsError(400, 'Failed To Reset Password', 400)
  const passwordHash = await hash(input.password, ARGON)
  const changed = await ctx.db.transaction(async (tx) => {
    const [used] = await tx
      .update(smsCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(smsCodes.id, row.id), isNull(smsCodes.usedAt)))
      .returning({ id: smsCodes.id })
    if (!used) return false
    const [member] = await tx
      .update(members)
      .set({ passwordHash })
      .where(eq(members.account, input.account))
      .returning({ id: members.id })
    if (!member) return false
    await tx.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.memberId, member.id))
    return true
  })
  if (!changed) throw new CmsError(400, 'Failed To Reset Password', 400)
  return 1
})

// ---- Subscriptions and shares (extensions) ----

export const SUBSCRIPTION_TOPIC = /^(news|products|brand:[a-z0-9-]{1,20})$/

/**
 * The topics the member follows, and with `withSms` also those they get an SMS for. `on` follows
 * or leaves a topic (leaving ends its SMS too); `sms` chooses the SMS of a topic (true follows it
 * as well) and keeps the language of the request as the member's SMS language.
 */
registerCmsRoute('POST', 'cmsApiMember/subscriptions', async (ctx) => {
  const memberId = await requireMember(ctx.db, ctx.token)
  const input = parseInput(
    v.object({
      topic: v.optional(v.pipe(v.string(), v.regex(SUBSCRIPTION_TOPIC, 'topic: invalid'))),
      on: v.optional(v.boolean()),
      sms: v.optional(v.boolean()),
      withSms: v.optional(v.boolean()),
    }),
    ctx.body ?? {},
  )
  const { topic } = input
  if (topic !== undefined && input.on === false) {
    await ctx.db
      .delete(subscriptions)
      .where(and(eq(subscriptions.memberId, memberId), eq(subscriptions.topic, topic)))
  } else if (topic !== undefined && input.sms === true) {
    await ctx.db.transaction(async (tx) => {
      await tx
        .insert(subscriptions)
        .values({ memberId, topic, sms: true })
        .onConflictDoUpdate({
          target: [subscriptions.memberId, subscriptions.topic],
          set: { sms: true },
        })
      await tx.update(members).set({ smsLocale: ctx.locale }).where(eq(members.id, memberId))
    })
  } else {
    if (topic !== undefined && input.on === true) {
      await ctx.db.insert(subscriptions).values({ memberId, topic }).onConflictDoNothing()
    }
    if (topic !== undefined && input.sms === false) {
      await ctx.db
        .update(subscriptions)
        .set({ sms: false })
        .where(and(eq(subscriptions.memberId, memberId), eq(subscriptions.topic, topic)))
    }
  }
  const rows = await ctx.db
    .select({ topic: subscriptions.topic, sms: subscriptions.sms })
    .from(subscriptions)
    .where(eq(subscriptions.memberId, memberId))
  const topics = rows.map((r) => r.topic)
  if (!input.withSms) return topics
  return { topics, sms: rows.filter((r) => r.sms).map((r) => r.topic) }
})

registerCmsRoute('POST', 'cmsApiMember/shareAdd', async (ctx) => {
  const memberId = await requireMember(ctx.db, ctx.token)
  const input = parseInput(
    v.object({
      channel: v.picklist(['weibo', 'qq', 'qzone', 'copy', 'wechat']),
      // Only pages of this site: the share list renders these as links.
      url: v.pipe(
        v.string(),
        v.maxLength(1000),
        v.check(isSitePageUrl, 'url: not a page of this site'),
      ),
      title: v.pipe(v.string(), v.maxLength(200)),
    }),
    ctx.body ?? {},
  )
  await ctx.db.insert(memberShares).values({ memberId, ...input })
  return 1
})

registerCmsRoute('POST', 'cmsApiMember/shareList', async (ctx) => {
  const memberId = await requireMember(ctx.db, ctx.token)
  return ctx.db
    .select({
      id: memberShares.id,
      channel: memberShares.channel,
      url: memberShares.url,
      title: memberShares.title,
      createdAt: memberShares.createdAt,
    })
    .from(memberShares)
    .where(eq(memberShares.memberId, memberId))
    .orderBy(desc(memberShares.createdAt))
    .limit(100)
})
