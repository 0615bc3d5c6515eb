import { msg } from '@lingui/core/macro'
import { and, count, eq, isNull, lt, or } from 'drizzle-orm'
import { countAttempt, peekLimit, refund } from '~/server/cms/rate-limit'
import { staffRecoveryCodes, staffUsers } from '~/server/db/schema'
import { cookieValue } from '~/shared/cookies'
import { permissionsOf } from '~/shared/staff/roles'
import { audit } from '../audit'
import { createSession, revokeSession, revokeStaffSessions, STAFF_COOKIE } from '../auth'
import { StaffError } from '../errors'
import { actorOf, type StaffContext, staffRoute } from '../http'
import { hashPassword, verifyPassword } from '../passwords'
import { staffView } from '../staff-users'
import {
  newRecoveryCodes,
  newTotpEnrolment,
  recoveryCodeHash,
  recoveryCodeOf,
  totpStep,
} from '../totp'

const requireTotp = () => process.env.STAFF_REQUIRE_2FA === '1'

/** Failed sign-ins from one address (any account). */
const ADDRESS_LIMIT = { points: 30, duration: 600 }
/** Failed sign-ins of one account from one address. */
const PAIR_LIMIT = { points: 5, duration: 300 }
/**
 * Failed sign-ins of one account from anywhere. Past it the account is not locked: an address
 * that has failed on it may not try again until its own count clears, so a guesser gets one
 * try per address while the owner, from an address that has not failed, still signs in.
 */
const ACCOUNT_LIMIT = { points: 50, duration: 3600 }

/**
 * A code is good once. One conditional update records its step: of sign-ins racing with the
 * same code (on any number of instances) exactly one finds the older step and wins.
 */
async function acceptTotp(ctx: StaffContext, staffId: number, secret: string, code: string) {
  const step = totpStep(secret, code)
  if (step === null) return false
  const [accepted] = await ctx.db
    .update(staffUsers)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(staffUsers.id, staffId),
        or(isNull(staffUsers.totpLastStep), lt(staffUsers.totpLastStep, step)),
      ),
    )
    .returning({ id: staffUsers.id })
  return accepted !== undefined
}

/**
 * A recovery code in place of the authenticator's: good once. The one conditional update that
 * marks it used decides, so of sign-ins racing with the same code exactly one wins; its audit
 * entry (with the codes left) is written in the same transaction.
 */
async function acceptRecoveryCode(
  ctx: StaffContext,
  account: { id: number; email: string },
  typed: string,
) {
  const staffId = account.id
  const code = recoveryCodeOf(typed)
  if (code === null) return false
  return ctx.db.transaction(async (tx) => {
    const [used] = await tx
      .update(staffRecoveryCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(staffRecoveryCodes.staffId, staffId),
          eq(staffRecoveryCodes.codeHash, recoveryCodeHash(code)),
          isNull(staffRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: staffRecoveryCodes.id })
    if (!used) return false
    await audit(
      tx,
      { ...ctx.who, staffId, label: account.email },
      {
        action: 'staff.recovery-code-used',
        entity: 'staff_user',
        entityId: staffId,
        after: { recoveryCodesLeft: await recoveryCodesLeft(tx, staffId) },
      },
    )
    return true
  })
}

/** How many of an account's recovery codes are still unused. */
async function recoveryCodesLeft(db: StaffContext['db'], staffId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)))
  return row?.n ?? 0
}

/**
 * Signs in with email and password (+ the TOTP code when enrolled). Answers `{ token }` for API
 * callers, or sets the console's HttpOnly cookie when `cookie: true` (same-origin only).
 * Only failures count towards the limits: each attempt is counted atomically as it starts
 * (racing guesses are all counted) and a success gives its points back. Over a limit: 429
 * with Retry-After.
 */
const signIn = async (ctx: StaffContext) => {
  const input = await ctx.json(ctx.schemas.signIn)
  if (input.cookie) ctx.requireSameOrigin()
  const pairKey = `${input.email}|${ctx.ip}`
  const [row] = await ctx.db.select().from(staffUsers).where(eq(staffUsers.email, input.email))
  const record = async (action: string, reason: string) => {
    await audit(
      ctx.db,
      { ...ctx.who, staffId: row?.id ?? null, label: input.email },
      { action, entity: 'staff_user', entityId: row?.id ?? null, after: { reason } },
    )
  }
  const address = await countAttempt(ctx.db, 'staff-login-ip', ctx.ip, ADDRESS_LIMIT)
  const pair = await countAttempt(ctx.db, 'staff-login', pairKey, PAIR_LIMIT)
  const account = await peekLimit(ctx.db, 'staff-login-all', input.email, ACCOUNT_LIMIT)
  // Past the account's ceiling, only an address that has not failed on it may try.
  const accountClosed = account.consumed >= ACCOUNT_LIMIT.points && pair.consumed > 1
  if (!address.within || !pair.within || accountClosed) {
    const waitMs = Math.max(
      address.within ? 0 : address.msBeforeNext,
      pair.within && !accountClosed ? 0 : pair.msBeforeNext,
    )
    await record('session.sign-in-refused', accountClosed ? 'account-limit' : 'rate-limit')
    throw new StaffError(429, msg`Too many attempts. Please wait a few minutes.`, {
      reason: 'rate_limited',
      retryAfter: waitMs / 1000,
    })
  }
  const failed = async (reason: string) => {
    await countAttempt(ctx.db, 'staff-login-all', input.email, ACCOUNT_LIMIT)
    await record('session.sign-in-failed', reason)
  }
  /** Not a failure: the points this attempt took are given back. */
  const notFailed = async () => {
    await refund(ctx.db, 'staff-login-ip', ctx.ip, ADDRESS_LIMIT)
    await refund(ctx.db, 'staff-login', pairKey, PAIR_LIMIT)
  }
  if (!(await verifyPassword(row?.passwordHash, input.password)) || !row) {
    await failed('password')
    throw new StaffError(401, msg`Wrong email or password`)
  }
  if (row.disabledAt) {
    await failed('disabled')
    throw new StaffError(403, msg`This staff account is disabled`)
  }
  if (row.totpEnabledAt && row.totpSecret) {
    if (!input.totp) {
      // The right password, then the console asks for the code: logged, not counted.
      await notFailed()
      await record('session.sign-in-refused', 'totp-missing')
      throw new StaffError(401, msg`Enter the code from your authenticator app`, {
        reason: 'totp_required',
      })
    }
    const accepted = /^\d{6}$/.test(input.totp)
      ? await acceptTotp(ctx, row.id, row.totpSecret, input.totp)
      : await acceptRecoveryCode(ctx, row, input.totp)
    if (!accepted) {
      await failed('totp')
      throw new StaffError(401, msg`The code is not right. Try the next one.`, {
        reason: 'totp_required',
      })
    }
  }
  await notFailed()
  const token = await createSession(ctx.db, row.id)
  await ctx.db.update(staffUsers).set({ lastSignInAt: new Date() }).where(eq(staffUsers.id, row.id))
  await audit(
    ctx.db,
    { ...ctx.who, staffId: row.id, label: row.email },
    {
      action: 'session.sign-in',
      entity: 'staff_user',
      entityId: row.id,
      after: { via: input.cookie ? 'console' : 'token' },
    },
  )
  if (input.cookie) {
    ctx.setCookie(token)
    return { signedIn: true }
  }
  return { token }
}
staffRoute('POST', '/session', 'public', signIn)

const signOut = async (ctx: StaffContext) => {
  const actor = actorOf(ctx)
  const bearer = ctx.request.headers.get('authorization')?.replace(/^bearer\s+/i, '')
  const cookie = cookieValue(ctx.request.headers.get('cookie'), STAFF_COOKIE)
  const token = actor.viaCookie ? cookie : bearer
  if (token && actor.sessionId !== null) {
    await revokeSession(ctx.db, token)
    await audit(ctx.db, ctx.who, {
      action: 'session.sign-out',
      entity: 'staff_user',
      entityId: actor.staffId,
      after: { via: actor.viaCookie ? 'console' : 'token' },
    })
  }
  if (actor.viaCookie) ctx.setCookie('', 0)
  return { signedOut: true }
}
staffRoute('DELETE', '/session', 'signed-in', signOut, { beforeTotp: true })

async function me(ctx: StaffContext) {
  const actor = actorOf(ctx)
  if (actor.staffId === null) {
    return {
      id: null,
      email: null,
      name: actor.label,
      role: actor.role,
      collections: null,
      totpEnabled: false,
      recoveryCodesLeft: 0,
      mustEnrolTotp: false,
      permissions: permissionsOf(actor.role),
    }
  }
  const [row] = await ctx.db.select().from(staffUsers).where(eq(staffUsers.id, actor.staffId))
  if (!row) throw new StaffError(401, msg`Please sign in`)
  const view = staffView(row)
  return {
    ...view,
    recoveryCodesLeft: view.totpEnabled ? await recoveryCodesLeft(ctx.db, row.id) : 0,
    mustEnrolTotp: requireTotp() && view.role === 'admin' && !view.totpEnabled,
    permissions: permissionsOf(actor.role),
  }
}

staffRoute('GET', '/me', 'signed-in', me, { beforeTotp: true })

/** The signed-in staff user's own row (API keys have none). */
async function ownRow(ctx: StaffContext) {
  const actor = actorOf(ctx)
  if (actor.staffId === null) throw new StaffError(403, msg`API keys have no account of their own`)
  const [row] = await ctx.db.select().from(staffUsers).where(eq(staffUsers.id, actor.staffId))
  if (!row) throw new StaffError(401, msg`Please sign in`)
  return row
}

const changePassword = async (ctx: StaffContext) => {
  const input = await ctx.json(ctx.schemas.ownPassword)
  const row = await ownRow(ctx)
  if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
    throw new StaffError(400, msg`The current password is not right`, {
      fieldErrors: { currentPassword: ctx.i18n._(msg`The current password is not right`) },
    })
  }
  const passwordHash = await hashPassword(input.newPassword)
  await ctx.db.transaction(async (tx) => {
    await tx.update(staffUsers).set({ passwordHash }).where(eq(staffUsers.id, row.id))
    // Every other session ends; this one goes on.
    await revokeStaffSessions(tx, row.id)
    await audit(tx, ctx.who, {
      action: 'staff.change-password',
      entity: 'staff_user',
      entityId: row.id,
    })
  })
  const token = await createSession(ctx.db, row.id)
  if (actorOf(ctx).viaCookie) {
    ctx.setCookie(token)
    return { changed: true }
  }
  return { changed: true, token }
}
staffRoute('POST', '/me/password', 'signed-in', changePassword, { beforeTotp: true })

/** Starts TOTP enrolment: a new secret, shown once as a QR code and as text. */
const enrolTotp = async (ctx: StaffContext) => {
  const row = await ownRow(ctx)
  if (row.totpEnabledAt) throw new StaffError(409, msg`Two-factor sign-in is already on`)
  const enrolment = await newTotpEnrolment(row.email)
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(staffUsers)
      .set({ totpSecret: enrolment.secret, totpLastStep: null })
      .where(eq(staffUsers.id, row.id))
    await audit(tx, ctx.who, {
      action: 'staff.totp-enrol',
      entity: 'staff_user',
      entityId: row.id,
    })
  })
  return enrolment
}
staffRoute('POST', '/me/totp', 'signed-in', enrolTotp, { beforeTotp: true })

/** Confirms enrolment with a first code from the app: from now on sign-in asks for a code. */
const confirmTotp = async (ctx: StaffContext) => {
  const { code } = await ctx.json(ctx.schemas.totpCode)
  const row = await ownRow(ctx)
  if (row.totpEnabledAt) throw new StaffError(409, msg`Two-factor sign-in is already on`)
  const step = row.totpSecret ? totpStep(row.totpSecret, code) : null
  if (step === null) {
    const message = ctx.i18n._(msg`The code is not right. Try the next one.`)
    throw new StaffError(400, message, { fieldErrors: { code: message } })
  }
  const recoveryCodes = newRecoveryCodes()
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(staffUsers)
      .set({ totpEnabledAt: new Date(), totpLastStep: step })
      .where(eq(staffUsers.id, row.id))
    // Shown in this answer only: the database keeps their hashes.
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, row.id))
    await tx
      .insert(staffRecoveryCodes)
      .values(recoveryCodes.map((code) => ({ staffId: row.id, codeHash: recoveryCodeHash(code) })))
    await audit(tx, ctx.who, {
      action: 'staff.totp-on',
      entity: 'staff_user',
      entityId: row.id,
      before: { totpEnabled: false },
      after: { totpEnabled: true, recoveryCodes: recoveryCodes.length },
    })
  })
  return { ...(await me(ctx)), recoveryCodes }
}
staffRoute('POST', '/me/totp/confirm', 'signed-in', confirmTotp, { beforeTotp: true })

const disableTotp = async (ctx: StaffContext) => {
  const { password } = await ctx.json(ctx.schemas.totpOff)
  const row = await ownRow(ctx)
  if (!(await verifyPassword(row.passwordHash, password))) {
    const message = ctx.i18n._(msg`The current password is not right`)
    throw new StaffError(400, message, { fieldErrors: { password: message } })
  }
  if (requireTotp() && row.role === 'admin') {
    throw new StaffError(409, msg`Admins must keep two-factor sign-in on`)
  }
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(staffUsers)
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where(eq(staffUsers.id, row.id))
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, row.id))
    await audit(tx, ctx.who, {
      action: 'staff.totp-off',
      entity: 'staff_user',
      entityId: row.id,
      before: { totpEnabled: row.totpEnabledAt !== null },
      after: { totpEnabled: false },
    })
  })
  return me(ctx)
}
staffRoute('POST', '/me/totp/disable', 'signed-in', disableTotp, { beforeTotp: true })

/** What each call answers (before JSON), for the console's typed client. */
export type Answer = {
  me: Awaited<ReturnType<typeof me>>
  signIn: Awaited<ReturnType<typeof signIn>>
  signOut: Awaited<ReturnType<typeof signOut>>
  password: Awaited<ReturnType<typeof changePassword>>
  totpEnrol: Awaited<ReturnType<typeof enrolTotp>>
  totpConfirm: Awaited<ReturnType<typeof confirmTotp>>
  totpDisable: Awaited<ReturnType<typeof disableTotp>>
}
