import { createHash } from 'node:crypto'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Db } from '~/server/db/client'
import { sessions } from '~/server/db/schema'
import { CmsError } from './core'

/** Tokens are stored as SHA-256 hashes: a leaked table gives no usable session. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** The member a token belongs to, if the session exists, is not revoked and not expired. */
export async function memberIdForToken(db: Db, token: string | undefined): Promise<number | null> {
  if (!token || token.length > 200) return null
  const [row] = await db
    .select({ memberId: sessions.memberId })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    )
  return row?.memberId ?? null
}

/** Spec §7 member calls: no valid token, no member data (code 401 in the envelope). */
export async function requireMember(db: Db, token: string | undefined): Promise<number> {
  const memberId = await memberIdForToken(db, token)
  if (memberId === null) throw new CmsError(401, 'Not logged in', 401)
  return memberId
}
