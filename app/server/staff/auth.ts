import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm'
import type { Db } from '~/server/db/client'
import { staffApiKeys, staffSessions, staffUsers } from '~/server/db/schema'
import { isStaffRole, type StaffRole } from '~/shared/staff/roles'

/** The console's session cookie: HttpOnly, SameSite=Strict, sent to the staff API alone. */
export const STAFF_COOKIE = 'staff_session'
export const STAFF_COOKIE_PATH = '/api/staff'

/** A session unused this long has ended (sliding); STAFF_IDLE_MINUTES, default 30. */
export const idleMs = () => Number(process.env.STAFF_IDLE_MINUTES ?? 30) * 60_000
/** However active, a session ends after this long (12 hours). */
const SESSION_MAX_MS = 12 * 3_600_000
/** lastSeenAt is written at most this often, not on every call. */
const TOUCH_EVERY_MS = 60_000

export const SESSION_PREFIX = 'stf_'
export const API_KEY_PREFIX = 'sk_'

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex')
}

/** Who makes a staff call: a signed-in staff user (cookie or token) or an API key. */
export type Actor = {
  staffId: number | null
  apiKeyId: number | null
  sessionId: number | null
  role: StaffRole
  /** The content collections the caller may work on; null: every one. */
  collections: string[] | null
  /** The email of the staff user, or the API key's name: what the audit log shows. */
  label: string
  viaCookie: boolean
  totpEnabled: boolean
}

export async function createSession(db: Db, staffId: number): Promise<string> {
  const token = SESSION_PREFIX + randomBytes(32).toString('base64url')
  await db.insert(staffSessions).values({
    tokenHash: hashSecret(token),
    staffId,
    expiresAt: new Date(Date.now() + SESSION_MAX_MS),
  })
  return token
}

export async function revokeSession(db: Db, token: string) {
  await db
    .update(staffSessions)
    .set({ revokedAt: new Date() })
    .where(eq(staffSessions.tokenHash, hashSecret(token)))
}

/** Ends every session of a staff user (disabled, password reset, role change). */
export async function revokeStaffSessions(db: Db, staffId: number) {
  await db
    .update(staffSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)))
}

async function sessionActor(db: Db, token: string, viaCookie: boolean): Promise<Actor | null> {
  const now = new Date()
  const [row] = await db
    .select({
      sessionId: staffSessions.id,
      lastSeenAt: staffSessions.lastSeenAt,
      staffId: staffUsers.id,
      email: staffUsers.email,
      role: staffUsers.role,
      collections: staffUsers.collections,
      totpEnabledAt: staffUsers.totpEnabledAt,
    })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, hashSecret(token)),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.lastSeenAt, new Date(now.getTime() - idleMs())),
        isNull(staffUsers.disabledAt),
      ),
    )
  if (!row || !isStaffRole(row.role)) return null
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db
      .update(staffSessions)
      .set({ lastSeenAt: now })
      .where(eq(staffSessions.id, row.sessionId))
  }
  return {
    staffId: row.staffId,
    apiKeyId: null,
    sessionId: row.sessionId,
    role: row.role,
    collections: row.role === 'admin' ? null : (row.collections ?? null),
    label: row.email,
    viaCookie,
    totpEnabled: row.totpEnabledAt !== null,
  }
}

async function apiKeyActor(db: Db, key: string): Promise<Actor | null> {
  const [row] = await db
    .select()
    .from(staffApiKeys)
    .where(and(eq(staffApiKeys.keyHash, hashSecret(key)), isNull(staffApiKeys.revokedAt)))
  if (!row || !isStaffRole(row.role)) return null
  const stale = new Date(Date.now() - 5 * TOUCH_EVERY_MS)
  if (!row.lastUsedAt || row.lastUsedAt < stale) {
    await db.update(staffApiKeys).set({ lastUsedAt: new Date() }).where(eq(staffApiKeys.id, row.id))
  }
  return {
    staffId: null,
    apiKeyId: row.id,
    sessionId: null,
    role: row.role,
    collections: null,
    label: `API key ${row.name}`,
    viaCookie: false,
    totpEnabled: false,
  }
}

/** The caller of a request: a Bearer token or key first, else the console's cookie. */
export async function resolveActor(
  db: Db,
  bearer: string | undefined,
  cookie: string | undefined,
): Promise<Actor | null> {
  if (bearer) {
    if (bearer.length > 200) return null
    if (bearer.startsWith(API_KEY_PREFIX)) return apiKeyActor(db, bearer)
    return sessionActor(db, bearer, false)
  }
  if (cookie && cookie.length <= 200) return sessionActor(db, cookie, true)
  return null
}

/**
 * Deletes the sessions that ended a day ago or more: expired, revoked, or unused for the idle
 * timeout (the boot module's housekeeping). Returns how many.
 */
export async function deleteEndedSessions(db: Db, now = new Date()): Promise<number> {
  const dayAgo = new Date(now.getTime() - 86_400_000)
  const deleted = await db
    .delete(staffSessions)
    .where(
      or(
        lt(staffSessions.expiresAt, dayAgo),
        lt(staffSessions.revokedAt, dayAgo),
        lt(staffSessions.lastSeenAt, new Date(dayAgo.getTime() - idleMs())),
      ),
    )
    .returning({ id: staffSessions.id })
  return deleted.length
}
