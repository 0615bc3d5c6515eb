import type { Db } from '~/server/db/client'
import { staffUsers } from '~/server/db/schema'
import type { StaffRole } from '~/shared/staff/roles'
import { type AuditActor, audit } from './audit'
import { hashPassword } from './passwords'

// Free of Lingui macros: the command-line tools (app/server/cli/staff-create.ts) load it as it is.

export type StaffRow = typeof staffUsers.$inferSelect

/** A staff account as the console and the API show it: never a hash or a secret. */
export function staffView(row: StaffRow) {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    /** The content collections the account may work on; null: every one. */
    collections: row.collections ?? null,
    disabled: row.disabledAt !== null,
    totpEnabled: row.totpEnabledAt !== null,
    lastSignInAt: row.lastSignInAt,
    createdAt: row.createdAt,
  }
}
export type StaffView = ReturnType<typeof staffView>

/** What the audit log keeps of an account before and after a change. */
export function snapshot(row: StaffRow) {
  const { lastSignInAt: _seen, createdAt: _created, ...rest } = staffView(row)
  return rest
}

/**
 * Stores a new staff account with its audit entry, in one transaction; null when the email is
 * taken. The seam for every way in: the staff API, `npm run staff:create`, and a running
 * site's local admin channel.
 */
export async function insertStaffUser(
  db: Db,
  who: AuditActor,
  input: {
    email: string
    name: string
    role: StaffRole
    password: string
    collections?: string[] | null
  },
): Promise<StaffRow | null> {
  const passwordHash = await hashPassword(input.password)
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staffUsers)
      .values({
        email: input.email.trim().toLowerCase(),
        name: input.name,
        role: input.role,
        collections: input.collections?.length ? input.collections : null,
        passwordHash,
      })
      .onConflictDoNothing({ target: staffUsers.email })
      .returning()
    if (!row) return null
    await audit(tx, who, {
      action: 'staff.create',
      entity: 'staff_user',
      entityId: row.id,
      after: snapshot(row),
    })
    return row
  })
}
