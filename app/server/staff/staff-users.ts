import { msg } from '@lingui/core/macro'
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or } from 'drizzle-orm'
import { likePattern } from '~/server/cms/core'
import type { Db } from '~/server/db/client'
import { staffRecoveryCodes, staffUsers } from '~/server/db/schema'
import type { StaffRole } from '~/shared/staff/roles'
import { type AuditActor, audit } from './audit'
import { revokeStaffSessions } from './auth'
import { StaffError } from './errors'
import { hashPassword } from './passwords'
import {
  insertStaffUser,
  type StaffRow,
  type StaffView,
  snapshot,
  staffView,
} from './staff-accounts'

export { type StaffView, staffView }

export async function createStaffUser(
  db: Db,
  who: AuditActor,
  input: {
    email: string
    name: string
    role: StaffRole
    password: string
    collections?: string[] | null
  },
): Promise<StaffView> {
  const row = await insertStaffUser(db, who, input)
  if (!row) {
    throw new StaffError(409, msg`A staff account with this email already exists`, {
      fieldErrors: { email: '' },
    })
  }
  return staffView(row)
}

async function findStaff(db: Db, id: number): Promise<StaffRow> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id))
  if (!row) throw new StaffError(404, msg`No such staff account`)
  return row
}

/**
 * At least one enabled admin must remain, or nobody could manage the staff any more. Called
 * inside the change's transaction: the active admins' rows are locked (in id order) first, so
 * two admins demoting each other at once are taken one after the other, and the second sees
 * the first's change and is refused.
 */
async function assertAnotherAdmin(db: Db, id: number) {
  const admins = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, 'admin'), isNull(staffUsers.disabledAt)))
    .orderBy(asc(staffUsers.id))
    .for('update')
  if (!admins.some((a) => a.id !== id)) {
    throw new StaffError(409, msg`At least one active admin must remain`)
  }
}

export async function updateStaffUser(
  db: Db,
  who: AuditActor,
  id: number,
  patch: { name?: string; role?: StaffRole; disabled?: boolean; collections?: string[] | null },
): Promise<StaffView> {
  return db.transaction(async (tx) => {
    const before = await findStaff(tx, id)
    const losesAdmin =
      before.role === 'admin' &&
      before.disabledAt === null &&
      ((patch.role !== undefined && patch.role !== 'admin') || patch.disabled === true)
    if (losesAdmin) await assertAnotherAdmin(tx, id)
    const disabledAt =
      patch.disabled === undefined
        ? before.disabledAt
        : patch.disabled
          ? (before.disabledAt ?? new Date())
          : null
    const [after] = await tx
      .update(staffUsers)
      .set({
        name: patch.name ?? before.name,
        role: patch.role ?? before.role,
        collections:
          patch.collections === undefined
            ? before.collections
            : patch.collections?.length
              ? patch.collections
              : null,
        disabledAt,
      })
      .where(eq(staffUsers.id, id))
      .returning()
    if (!after) throw new StaffError(404, msg`No such staff account`)
    // A disabled account is signed out everywhere at once.
    if (patch.disabled) await revokeStaffSessions(tx, id)
    await audit(tx, who, {
      action: patch.disabled === true ? 'staff.disable' : 'staff.update',
      entity: 'staff_user',
      entityId: id,
      before: snapshot(before),
      after: snapshot(after),
    })
    return staffView(after)
  })
}

/**
 * Resets an account's password, its two-factor sign-in (secret and recovery codes), or both;
 * the account's sessions end. The console's admins and `npm run staff:reset` come here.
 */
export async function resetStaffPassword(
  db: Db,
  who: AuditActor,
  id: number,
  input: { password?: string; resetTotp?: boolean },
): Promise<StaffView> {
  const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password)
  return db.transaction(async (tx) => {
    const before = await findStaff(tx, id)
    const [after] = await tx
      .update(staffUsers)
      .set({
        ...(passwordHash ? { passwordHash } : {}),
        ...(input.resetTotp ? { totpSecret: null, totpEnabledAt: null, totpLastStep: null } : {}),
      })
      .where(eq(staffUsers.id, id))
      .returning()
    if (!after) throw new StaffError(404, msg`No such staff account`)
    if (input.resetTotp)
      await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, id))
    await revokeStaffSessions(tx, id)
    await audit(tx, who, {
      action: passwordHash ? 'staff.reset-password' : 'staff.reset-totp',
      entity: 'staff_user',
      entityId: id,
      before: snapshot(before),
      after: { ...snapshot(after), passwordReset: passwordHash !== undefined },
    })
    return staffView(after)
  })
}

export type StaffListQuery = {
  q: string
  role?: StaffRole
  status?: 'active' | 'disabled'
  sort: 'email' | 'name' | 'role' | 'createdAt' | 'lastSignInAt'
  dir: 'asc' | 'desc'
  page: number
  pageSize: number
}

export async function listStaffUsers(db: Db, query: StaffListQuery) {
  const where = and(
    query.q
      ? or(
          ilike(staffUsers.email, likePattern(query.q)),
          ilike(staffUsers.name, likePattern(query.q)),
        )
      : undefined,
    query.role ? eq(staffUsers.role, query.role) : undefined,
    query.status === 'active'
      ? isNull(staffUsers.disabledAt)
      : query.status === 'disabled'
        ? isNotNull(staffUsers.disabledAt)
        : undefined,
  )
  const column = {
    email: staffUsers.email,
    name: staffUsers.name,
    role: staffUsers.role,
    createdAt: staffUsers.createdAt,
    lastSignInAt: staffUsers.lastSignInAt,
  }[query.sort]
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(staffUsers)
      .where(where)
      .orderBy(query.dir === 'asc' ? asc(column) : desc(column), asc(staffUsers.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(staffUsers).where(where),
  ])
  return {
    list: rows.map(staffView),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  }
}

/** Staff who can take submissions (for the assignee picker): enabled admin and service users. */
export async function listAssignees(db: Db) {
  return db
    .select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email })
    .from(staffUsers)
    .where(
      and(
        isNull(staffUsers.disabledAt),
        or(eq(staffUsers.role, 'admin'), eq(staffUsers.role, 'service')),
      ),
    )
    .orderBy(asc(staffUsers.name), asc(staffUsers.email))
}
