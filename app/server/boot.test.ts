import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BOOT_PRUNES } from './boot'
import type { OpenDb } from './db/client'
import { pruneExpired } from './db/housekeeping'
import { staffSessions, staffUsers } from './db/schema'
import { openTestDb, testEngines } from './db/test-db'

const HOUR = 3_600_000

describe.each(testEngines())('the housekeeping the boot module starts, on %s', (engine) => {
  let opened: OpenDb
  beforeAll(async () => {
    opened = await openTestDb(engine)
  }, 120_000)
  afterAll(() => opened?.close())

  it('deletes staff sessions that ended a day ago (expired, revoked or idle) and keeps the rest', async () => {
    const { db } = opened
    const now = Date.now()
    const at = (ms: number) => new Date(now + ms)
    const [staff] = await db
      .insert(staffUsers)
      .values({ email: 'boot-prune@example.com', passwordHash: 'x', role: 'admin' })
      .returning({ id: staffUsers.id })
    const staffId = staff?.id ?? 0
    await db.insert(staffSessions).values([
      { tokenHash: 'boot-live', staffId, expiresAt: at(8 * HOUR) },
      { tokenHash: 'boot-expired', staffId, expiresAt: at(-48 * HOUR) },
      { tokenHash: 'boot-revoked', staffId, expiresAt: at(8 * HOUR), revokedAt: at(-48 * HOUR) },
      { tokenHash: 'boot-idle', staffId, expiresAt: at(8 * HOUR), lastSeenAt: at(-48 * HOUR) },
      // Ended a moment ago: kept for a day, like the members' sessions.
      { tokenHash: 'boot-just-revoked', staffId, expiresAt: at(HOUR), revokedAt: at(-60_000) },
    ])

    const pruned = await pruneExpired(db, new Date(now), BOOT_PRUNES)
    expect(pruned.staffSessions).toBe(3)
    const left = await db.select({ token: staffSessions.tokenHash }).from(staffSessions)
    expect(left.map((row) => row.token).sort()).toEqual(['boot-just-revoked', 'boot-live'])
  })
})
