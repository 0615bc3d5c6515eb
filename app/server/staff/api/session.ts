import { msg } from '@lingui/core/macro'
import { and, eq } from 'drizzle-orm'
import { consumeLimit } from '~/server/cms/rate-limit'
import { staffUsers } from '~/server/db/schema'
import { permissionsOf } from '~/shared/staff/roles'
import { audit } from '../audit'
import { createSession, revokeSession, revokeStaffSessions, STAFF_COOKIE } from '../auth'
import { StaffError } from '../errors'
import { actorOf, type StaffContext, staffRoute } from '../http'
import { hashPassword, verifyPassword } from '../passwords'
import { staffView } from '../staff-users'
import { newTotpEnrolment, totpStep } from '../totp'

const requireTotp = () => process.env.STAFF_REQUIRE_2FA === '1'

/**
 * Signs in with email and password (+ the TOTP code when enrolled). Answers `{ token }` for API
 * callers, or sets the console's HttpOnly cookie when `cookie: true` (same-origin only).
 */
staffRoute('POST', '/session', 'public', async (ctx) => {
  const input = await ctx.json(ctx.schemas.signIn)
  if (input.cookie) ctx.requireSameOrigin()
  await consumeLimit(ctx.db, 'staff-login-ip', ctx.ip, { points: 30, duration: 600 })
  await consumeLimit(ctx.db, 'staff-login', `${input.email}|${ctx.ip}`, {
    points: 5,
    duration: 300,
  })
  await consumeLimit(ctx.db, 'staff-login-all', input.email, { points: 50, duration: 3600 })
  const [row] = await ctx.db.select().from(staffUsers).where(eq(staffUsers.email, input.email))
  const failed = async (reason: string) => {
    await audit(
      ctx.db,
      { ...ctx.who, staffId: row?.id ?? null, label: input.email },
      {
        action: 'session.sign-in-failed',
        entity: 'staff_user',
        entityId: row?.id ?? null,
        after: { reason },
      },
    )
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
      throw new StaffError(401, msg`Enter the code from your authenticator app`, {
        reason: 'totp_required',
      })
    }
    const step = totpStep(row.totpSecret, input.totp)
    // A code is good once: the same step again (a replay) is refused.
    const [accepted] =
      step === null || (row.totpLastStep !== null && step <= row.totpLastStep)
        ? []
        : await ctx.db
            .update(staffUsers)
            .set({ totpLastStep: step })
            .where(and(eq(staffUsers.id, row.id)))
            .returning({ id: staffUsers.id })
    if (!accepted) {
      await failed('totp')
      throw new StaffError(401, msg`The code is not right. Try the next one.`, {
        reason: 'totp_required',
      })
    }
  }
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
})

staffRoute(
  'DELETE',
  '/session',
  'signed-in',
  async (ctx) => {
    const actor = actorOf(ctx)
    const bearer = ctx.request.headers.get('authorization')?.replace(/^bearer\s+/i, '')
    const cookie = ctx.request.headers
      .get('cookie')
      ?.split(';')
      .map((c) => c.trim())
      .find((c) => c.startsWith(`${STAFF_COOKIE}=`))
      ?.slice(STAFF_COOKIE.length + 1)
    const token = actor.viaCookie ? cookie : bearer
    if (token && actor.sessionId !== null) await revokeSession(ctx.db, token)
    if (actor.viaCookie) ctx.setCookie('', 0)
    return { signedOut: true }
  },
  { beforeTotp: true },
)

async function me(ctx: StaffContext) {
  const actor = actorOf(ctx)
  if (actor.staffId === null) {
    return {
      id: null,
      email: null,
      name: actor.label,
      role: actor.role,
      totpEnabled: false,
      mustEnrolTotp: false,
      permissions: permissionsOf(actor.role),
    }
  }
  const [row] = await ctx.db.select().from(staffUsers).where(eq(staffUsers.id, actor.staffId))
  if (!row) throw new StaffError(401, msg`Please sign in`)
  const view = staffView(row)
  return {
    ...view,
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

staffRoute(
  'POST',
  '/me/password',
  'signed-in',
  async (ctx) => {
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
  },
  { beforeTotp: true },
)

/** Starts TOTP enrolment: a new secret, shown once as a QR code and as text. */
staffRoute(
  'POST',
  '/me/totp',
  'signed-in',
  async (ctx) => {
    const row = await ownRow(ctx)
    if (row.totpEnabledAt) throw new StaffError(409, msg`Two-factor sign-in is already on`)
    const enrolment = await newTotpEnrolment(row.email)
    await ctx.db
      .update(staffUsers)
      .set({ totpSecret: enrolment.secret, totpLastStep: null })
      .where(eq(staffUsers.id, row.id))
    return enrolment
  },
  { beforeTotp: true },
)

/** Confirms enrolment with a first code from the app: from now on sign-in asks for a code. */
staffRoute(
  'POST',
  '/me/totp/confirm',
  'signed-in',
  async (ctx) => {
    const { code } = await ctx.json(ctx.schemas.totpCode)
    const row = await ownRow(ctx)
    if (row.totpEnabledAt) throw new StaffError(409, msg`Two-factor sign-in is already on`)
    const step = row.totpSecret ? totpStep(row.totpSecret, code) : null
    if (step === null) {
      const message = ctx.i18n._(msg`The code is not right. Try the next one.`)
      throw new StaffError(400, message, { fieldErrors: { code: message } })
    }
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(staffUsers)
        .set({ totpEnabledAt: new Date(), totpLastStep: step })
        .where(eq(staffUsers.id, row.id))
      await audit(tx, ctx.who, {
        action: 'staff.totp-on',
        entity: 'staff_user',
        entityId: row.id,
        before: { totpEnabled: false },
        after: { totpEnabled: true },
      })
    })
    return me(ctx)
  },
  { beforeTotp: true },
)

staffRoute(
  'POST',
  '/me/totp/disable',
  'signed-in',
  async (ctx) => {
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
      await audit(tx, ctx.who, {
        action: 'staff.totp-off',
        entity: 'staff_user',
        entityId: row.id,
        before: { totpEnabled: row.totpEnabledAt !== null },
        after: { totpEnabled: false },
      })
    })
    return me(ctx)
  },
  { beforeTotp: true },
)
