import { createHash, randomBytes, randomInt } from 'node:crypto'
import { msg } from '@lingui/core/macro'
import { hash, verify } from '@node-rs/argon2'
import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { getI18n } from '~/i18n/i18n'
import {
  brands,
  memberShares,
  members,
  sessions,
  smsCodes,
  subscriptions,
} from '~/server/db/schema'
import { runtimeEnv } from '~/server/env'
import { log } from '~/server/log'
import { isSitePageUrl } from '~/server/site-url'
import { MOBILE, makeMemberSchemas } from '~/shared/member/member.schemas'
import { MAX_TOPICS } from '~/shared/member/topics'
import { hashToken, requireMember } from '../auth'
import { newCaptcha, passCaptcha } from '../captcha'
import { type CmsContext, CmsError, parseInput, registerCmsRoute } from '../core'
import { passPow } from '../pow'
import {
  consumeLimit,
  countAttempt,
  countMiss,
  countWithin,
  overLimit,
  peekLimit,
  refund,
  remainingPoints,
} from '../rate-limit'
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
  // Per number from every address, counted once the captcha is solved (so nobody blocks a
  // stranger's number for free): whether a number is registered is not learnt at scale.
  if (!(await countWithin(ctx.db, 'register-phone', input.account, REGISTER_PER_NUMBER))) {
    throw overLimit(
      getI18n(ctx.locale)._(msg`Too many attempts, please try again in a few minutes`),
    )
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

/**
 * A captcha answer that may come with a call (asked for past a ceiling): key and text, and the
 * proof of work's solution (`altcha`: ALTCHA's payload for a `powChallenge`).
 */
const CaptchaAnswer = v.object({
  verKey: v.optional(v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/, 'verKey: invalid'))),
  verCode: v.optional(v.pipe(v.string(), v.maxLength(20))),
  altcha: v.optional(v.pipe(v.string(), v.maxLength(2000))),
})

/**
 * Past a ceiling that anyone can reach from many addresses, a call goes on only with a right
 * captcha (OWASP ASVS: throttle, never lock out): the owner who solves it is never refused.
 * The captcha is a solved proof of work and the image's text; the work is checked first, so
 * a missing or stale one does not use the image up.
 */
async function requireCaptcha(ctx: CmsContext, answer: v.InferOutput<typeof CaptchaAnswer>) {
  const i18n = getI18n(ctx.locale)
  if (!answer.verKey || !answer.verCode?.trim()) {
    throw new CmsError(CAPTCHA_REQUIRED, i18n._(msg`Please enter the verification code`))
  }
  if (!answer.altcha) {
    throw new CmsError(
      CAPTCHA_REQUIRED,
      i18n._(msg`This step needs JavaScript: please turn it on in your browser and try again.`),
    )
  }
  if (!(await passPow(ctx, answer.altcha))) {
    throw new CmsError(CAPTCHA_REQUIRED, i18n._(msg`The browser check failed. Please try again.`))
  }
  if (!(await passCaptcha(ctx, answer.verKey, answer.verCode))) {
    throw new CmsError(CAPTCHA_REQUIRED, i18n._(msg`Wrong verification code`))
  }
}

/** Registrations of one number from every address in a day (each past the captcha). */
const REGISTER_PER_NUMBER = { points: 5, duration: 86_400 }
/** Failed log-ins from one address, and of one account from one address. */
const LOGIN_PER_ADDRESS = { points: 30, duration: 600 }
const LOGIN_PER_PAIR = { points: 5, duration: 300 }
/** Wrong passwords for one account from every address before each try needs the captcha. */
const LOGIN_ACCOUNT_CEILING = { points: 50, duration: 3600 }

registerCmsRoute('POST', 'common/cmsApiMember/login', async (ctx) => {
  const body = ctx.body ?? {}
  const input = parseInput(schemas(ctx).login, body)
  const answer = parseInput(CaptchaAnswer, body)
  // Only failures count (as the staff sign-in): each try is counted atomically as it starts,
  // so racing guesses are all counted, and a successful log-in gives its points back. Per
  // address, and per account from one address, guessing is refused for a while (the windows
  // are short).
  const pairKey = `${input.account}|${ip(ctx)}`
  const address = await countAttempt(ctx.db, 'login-ip', ip(ctx), LOGIN_PER_ADDRESS)
  const pair = await countAttempt(ctx.db, 'login-account', pairKey, LOGIN_PER_PAIR)
  if (!address.within || !pair.within) throw overLimit()
  // Per account from all addresses: past the ceiling every try needs the captcha, so an
  // attacker with many addresses cannot lock the owner out with wrong passwords: the owner's
  // own address, clean of failures, always gets its tries with the captcha.
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
  // The right password: not a failure, whatever comes next.
  await refund(ctx.db, 'login-ip', ip(ctx), LOGIN_PER_ADDRESS)
  await refund(ctx.db, 'login-account', pairKey, LOGIN_PER_PAIR)
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

// ---- SMS codes: the forgotten password and the phone's verification ----

const PhoneBody = v.object({
  phone: v.pipe(v.string(), v.trim(), v.regex(MOBILE, 'phone: invalid')),
})

/** What a code is for: a password reset, or proving the member's own number theirs. */
type CodePurpose = 'reset' | 'verify'

/** Sends from one address: to any number, and to one number (another address cannot spend the owner's). */
const SEND_PER_ADDRESS_ALL = { points: 10, duration: 600 }
const SEND_PER_ADDRESS = { points: 3, duration: 600 }
/** Codes to one number from every address, whatever their purpose: a phone gets few texts. */
const SEND_PER_NUMBER_HOUR = { points: 5, duration: 3600 }
const SEND_PER_NUMBER_DAY = { points: 10, duration: 86_400 }
/** Code checks from one address, and tries at one number's code from one address. */
const CHECKS_PER_ADDRESS = { points: 20, duration: 600 }
const TRIES_PER_ADDRESS = { points: 5, duration: 600 }
/** Wrong tries of one code from every address: the last one kills it (it is marked used). */
export const CODE_TRIES = 5
/** Wrong codes at one number from every address in an hour before its checks are refused. */
const WRONG_PER_NUMBER = { points: 10, duration: 3600 }

/**
 * Sends a code for `purpose` to `phone` when `send` says so; counted the same either way (the
 * answer never tells whether a number is registered). Over a limit: 429 with a message.
 */
async function sendCodeTo(ctx: CmsContext, phone: string, purpose: CodePurpose, send: boolean) {
  const i18n = getI18n(ctx.locale)
  await consumeLimit(ctx.db, 'sms-ip', ip(ctx), SEND_PER_ADDRESS_ALL)
  await consumeLimit(ctx.db, 'sms-phone-ip', `${phone}|${ip(ctx)}`, SEND_PER_ADDRESS)
  const tooMany = i18n._(msg`Too many codes were sent to this number. Please try again later.`)
  if (!(await countWithin(ctx.db, 'sms-phone-hour', phone, SEND_PER_NUMBER_HOUR))) {
    throw overLimit(tooMany)
  }
  if (!(await countWithin(ctx.db, 'sms-phone-day', phone, SEND_PER_NUMBER_DAY))) {
    await refund(ctx.db, 'sms-phone-hour', phone, SEND_PER_NUMBER_HOUR)
    throw overLimit(tooMany)
  }
  if (!send) return
  const code = testSmsCode ?? String(randomInt(0, 1_000_000)).padStart(6, '0')
  const stored = await ctx.db.transaction(async (tx) => {
    // A new code replaces the number's earlier ones: only the latest can be tried.
    await tx
      .update(smsCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose), isNull(smsCodes.usedAt)))
    const [row] = await tx
      .insert(smsCodes)
      .values({
        phone,
        purpose,
        codeHash: sha256(`${phone}:${code}`),
        expiresAt: new Date(Date.now() + SMS_MINUTES * 60_000),
      })
      .returning({ id: smsCodes.id })
    return row
  })
  const minutes = SMS_MINUTES
  const text = i18n._(
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

registerCmsRoute('POST', 'common/cmsApiMember/sendCode', async (ctx) => {
  const { phone } = parseInput(PhoneBody, ctx.body ?? {})
  const [member] = await ctx.db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.account, phone))
  // The answer is the same whether or not the number is registered.
  await sendCodeTo(ctx, phone, 'reset', member !== undefined)
  return 1
})

/**
 * The live code of the number for `purpose` when `code` is it. Each try counts against the
 * address first (five per ten minutes: another address's wrong tries never use up the owner's)
 * and against the number (ten wrong an hour from everywhere, then 429). The try itself is one
 * statement on the number's latest code, so racing tries are each counted: a wrong one adds to
 * the code's attempts, and the fifth wrong try from anywhere kills the code (it is marked used).
 * A right try does not use the code up, and gives the address its point back.
 */
async function codeMatches(ctx: CmsContext, phone: string, purpose: CodePurpose, code: string) {
  const pairKey = `${phone}|${ip(ctx)}`
  if (!(await countWithin(ctx.db, 'sms-try', pairKey, TRIES_PER_ADDRESS))) return null
  const wrong = await peekLimit(ctx.db, 'sms-wrong-phone', phone, WRONG_PER_NUMBER)
  if (wrong.consumed >= WRONG_PER_NUMBER.points) {
    throw overLimit(
      getI18n(ctx.locale)._(msg`Too many attempts, please try again in a few minutes`),
    )
  }
  const right = sql<boolean>`${smsCodes.codeHash} = ${sha256(`${phone}:${code}`)}`
  const latest = ctx.db
    .select({ id: smsCodes.id })
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose)))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1)
  const [tried] = await ctx.db
    .update(smsCodes)
    .set({
      attempts: sql`${smsCodes.attempts} + CASE WHEN ${right} THEN 0 ELSE 1 END`,
      usedAt: sql`CASE WHEN NOT (${right}) AND ${smsCodes.attempts} + 1 >= ${CODE_TRIES}
        THEN now() ELSE ${smsCodes.usedAt} END`,
    })
    .where(
      and(
        eq(smsCodes.id, latest),
        isNull(smsCodes.usedAt),
        gt(smsCodes.expiresAt, sql`now()`),
        lt(smsCodes.attempts, CODE_TRIES),
      ),
    )
    .returning({ id: smsCodes.id, right })
  if (!tried?.right) {
    await countMiss(ctx.db, 'sms-wrong-phone', phone, WRONG_PER_NUMBER)
    return null
  }
  await refund(ctx.db, 'sms-try', pairKey, TRIES_PER_ADDRESS)
  return tried
}

/**
 * Uses up a code that `codeMatches` accepted, in the transaction of what it grants: false when
 * a racing request used it first (each code grants once).
 */
async function useCode(tx: Pick<CmsContext['db'], 'update'>, id: number): Promise<boolean> {
  const [used] = await tx
    .update(smsCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(smsCodes.id, id), isNull(smsCodes.usedAt)))
    .returning({ id: smsCodes.id })
  return used !== undefined
}

registerCmsRoute('GET', 'common/cmsApiMember/checkCode', async (ctx) => {
  const input = parseInput(
    v.object({
      phone: v.pipe(v.string(), v.regex(MOBILE, 'phone: invalid')),
      code: v.pipe(v.string(), v.regex(/^\d{6}$/, 'code: invalid')),
    }),
    ctx.query,
  )
  await consumeLimit(ctx.db, 'sms-check', ip(ctx), CHECKS_PER_ADDRESS)
  return (await codeMatches(ctx, input.phone, 'reset', input.code)) ? 1 : 0
})

registerCmsRoute('POST', 'common/cmsApiMember/findPass', async (ctx) => {
  const body = ctx.body ?? {}
  const input = parseInput(schemas(ctx).forget, body)
  await consumeLimit(ctx.db, 'sms-check', ip(ctx), CHECKS_PER_ADDRESS)
  const row = await codeMatches(ctx, input.account, 'reset', input.code)
  if (!row) throw new CmsError(400, 'Failed To Reset Password', 400)
  const passwordHash = await hash(input.password, ARGON)
  const changed = await ctx.db.transaction(async (tx) => {
    if (!(await useCode(tx, row.id))) return false
    const [member] = await tx
      .update(members)
      // The code reached the number: it is the member's own.
      .set({ passwordHash, phoneVerifiedAt: sql`coalesce(${members.phoneVerifiedAt}, now())` })
      .where(eq(members.account, input.account))
      .returning({ id: members.id })
    if (!member) return false
    await tx.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.memberId, member.id))
    return true
  })
  if (!changed) throw new CmsError(400, 'Failed To Reset Password', 400)
  return 1
})

// ---- The member's own number, verified (extension) ----

/** The member's mobile number (their account) and whether a code sent to it was entered. */
async function ownNumber(ctx: CmsContext, memberId: number) {
  const [member] = await ctx.db
    .select({ account: members.account, verifiedAt: members.phoneVerifiedAt })
    .from(members)
    .where(eq(members.id, memberId))
  if (!member) throw new CmsError(401, 'Not logged in', 401)
  if (!MOBILE.test(member.account)) {
    throw new CmsError(
      400,
      getI18n(ctx.locale)._(msg`Your account has no mobile number to verify.`),
      400,
    )
  }
  return { phone: member.account, verified: member.verifiedAt !== null }
}

/** Sends a code with purpose `verify` to the member's own number, under the limits of every code. */
registerCmsRoute('POST', 'cmsApiMember/verifyCode', async (ctx) => {
  const memberId = await requireMember(ctx.db, ctx.token)
  const own = await ownNumber(ctx, memberId)
  // A verified number needs no code: nothing is sent.
  if (!own.verified) await sendCodeTo(ctx, own.phone, 'verify', true)
  return 1
})

/** The code sent by `verifyCode`, entered: the number is the member's, verified. */
registerCmsRoute('POST', 'cmsApiMember/verifyPhone', async (ctx) => {
  const memberId = await requireMember(ctx.db, ctx.token)
  const i18n = getI18n(ctx.locale)
  const notRight = i18n._(msg`The code is not right or no longer valid. Send a new one.`)
  const { code } = parseInput(
    v.object({ code: v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/, notRight)) }),
    ctx.body ?? {},
  )
  const own = await ownNumber(ctx, memberId)
  if (own.verified) return 1
  await consumeLimit(ctx.db, 'sms-check', ip(ctx), CHECKS_PER_ADDRESS)
  const row = await codeMatches(ctx, own.phone, 'verify', code)
  if (!row) throw new CmsError(400, notRight, 400)
  const verified = await ctx.db.transaction(async (tx) => {
    if (!(await useCode(tx, row.id))) return false
    await tx
      .update(members)
      .set({ phoneVerifiedAt: sql`coalesce(${members.phoneVerifiedAt}, now())` })
      .where(eq(members.id, memberId))
    return true
  })
  if (!verified) throw new CmsError(400, notRight, 400)
  return 1
})

// ---- Subscriptions and shares (extensions) ----

const TopicName = v.pipe(v.string(), v.maxLength(40))
const TopicNames = v.pipe(v.array(TopicName), v.maxLength(MAX_TOPICS))

const field = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null ? Reflect.get(value, name) : undefined

/** The topics there are: news, products and each brand of the database (by its code). */
async function knownTopics(ctx: CmsContext): Promise<Set<string>> {
  const rows = await ctx.db.selectDistinct({ code: brands.code }).from(brands)
  return new Set(['news', 'products', ...rows.map((r) => `brand:${r.code}`)])
}

/**
 * The topics the member follows, and with `withSms` also those they get an SMS for and whether
 * their number is verified. `on` follows or leaves a topic (leaving ends its SMS too); `sms`
 * chooses the SMS of a topic (true follows it as well) and keeps the language of the request as
 * the member's SMS language; `set` replaces them all at once (the page's form, posted): the
 * topics followed and those also by SMS, written in one statement. Only known topics, each
 * once, and SMS newly chosen only for a verified number (else 400 with a message).
 */
registerCmsRoute('POST', 'cmsApiMember/subscriptions', async (ctx) => {
  const memberId = await requireMember(ctx.db, ctx.token)
  const i18n = getI18n(ctx.locale)
  const unknownTopic = i18n._(msg`Choose only among the topics offered on the page.`)
  const body = ctx.body ?? {}
  const set = field(body, 'set')
  if (
    [field(set, 'topics'), field(set, 'sms')].some((l) => Array.isArray(l) && l.length > MAX_TOPICS)
  ) {
    throw new CmsError(400, unknownTopic, 400)
  }
  const input = parseInput(
    v.object({
      topic: v.optional(TopicName),
      on: v.optional(v.boolean()),
      sms: v.optional(v.boolean()),
      withSms: v.optional(v.boolean()),
      set: v.optional(v.object({ topics: TopicNames, sms: v.optional(TopicNames, () => []) })),
    }),
    body,
  )
  // Following a topic asks which there are; leaving one or its SMS never does (a brand removed
  // since can still be left).
  const following =
    input.set !== undefined || (input.topic !== undefined && (input.on || input.sms) === true)
  const [known, current, member] = await Promise.all([
    following ? knownTopics(ctx) : null,
    ctx.db
      .select({ topic: subscriptions.topic, sms: subscriptions.sms })
      .from(subscriptions)
      .where(eq(subscriptions.memberId, memberId)),
    ctx.db
      .select({ verifiedAt: members.phoneVerifiedAt })
      .from(members)
      .where(eq(members.id, memberId))
      .then((rows) => rows[0]),
  ])
  const verified = member?.verifiedAt != null
  const texted = new Set(current.filter((r) => r.sms).map((r) => r.topic))
  /** SMS chosen anew for an unverified number: refused, pointing at the verification. */
  const refuseUnverified = (topics: Iterable<string>) => {
    if (verified) return
    for (const topic of topics) {
      if (!texted.has(topic)) {
        throw new CmsError(
          400,
          i18n._(
            msg`Texts go only to a verified mobile number. Verify your number on this page first.`,
          ),
          400,
        )
      }
    }
  }
  let rows = current
  const { topic } = input
  if (input.set) {
    // Each topic once, known, and as many as there are at most; SMS only for topics followed.
    const topics = new Set(input.set.topics)
    const sms = new Set(input.set.sms)
    for (const t of sms) topics.add(t)
    if (!known || topics.size > known.size || [...topics].some((t) => !known.has(t))) {
      throw new CmsError(400, unknownTopic, 400)
    }
    refuseUnverified(sms)
    const wanted = [...topics].map((t) => ({ topic: t, sms: sms.has(t) }))
    // One statement: the topics not wanted go, the wanted ones are written with their SMS.
    await ctx.db.execute(sql`
      WITH wanted AS (
        SELECT topic, sms FROM jsonb_to_recordset(${JSON.stringify(wanted)}::jsonb)
          AS w(topic text, sms boolean)
      ),
      gone AS (
        DELETE FROM subscriptions
        WHERE member_id = ${memberId} AND topic NOT IN (SELECT topic FROM wanted)
      ),
      kept AS (
        INSERT INTO subscriptions (member_id, topic, sms)
        SELECT ${memberId}, topic, sms FROM wanted
        ON CONFLICT (member_id, topic) DO UPDATE SET sms = excluded.sms
      )
      UPDATE members SET sms_locale = ${ctx.locale}
      WHERE id = ${memberId} AND ${sms.size > 0}
    `)
    rows = wanted
  } else if (topic !== undefined && input.on === false) {
    // Leaving is always allowed, a topic that is gone since (a brand removed) too.
    await ctx.db
      .delete(subscriptions)
      .where(and(eq(subscriptions.memberId, memberId), eq(subscriptions.topic, topic)))
    rows = current.filter((r) => r.topic !== topic)
  } else if (topic !== undefined) {
    if (known && !known.has(topic)) throw new CmsError(400, unknownTopic, 400)
    if (input.sms === true) {
      refuseUnverified([topic])
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
      if (input.on === true) {
        await ctx.db.insert(subscriptions).values({ memberId, topic }).onConflictDoNothing()
      }
      if (input.sms === false) {
        await ctx.db
          .update(subscriptions)
          .set({ sms: false })
          .where(and(eq(subscriptions.memberId, memberId), eq(subscriptions.topic, topic)))
      }
    }
    rows = await ctx.db
      .select({ topic: subscriptions.topic, sms: subscriptions.sms })
      .from(subscriptions)
      .where(eq(subscriptions.memberId, memberId))
  }
  const topics = rows.map((r) => r.topic)
  if (!input.withSms) return topics
  return {
    topics,
    sms: rows.filter((r) => r.sms).map((r) => r.topic),
    phoneVerified: verified,
  }
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
