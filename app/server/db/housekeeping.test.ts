import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { consumeLimit } from '~/server/cms/rate-limit'
import type { OpenDb } from './client'
import { pruneExpired } from './housekeeping'
import { captchas, members, rateLimits, sessions, smsCodes } from './schema'
import { openTestDb, testEngines } from './test-db'

const HOUR = 3_600_000

describe.each(testEngines('both'))('housekeeping on %s', (engine) => {
  let opened: OpenDb
  beforeAll(async () => {
    opened = await openTestDb(engine)
  }, 120_000)
  afterAll(() => opened?.close())

  it('deletes what has expired and keeps what is still in use', async () => {
    const { db } = opened
    const now = Date.now()
    const at = (ms: number) => new Date(now + ms)
    // Rate-limit rows as the limiter writes them: one in use now, one whose window ended.
    await consumeLimit(db, 'test-limit', 'live', { points: 5, duration: 60 })
    await db.insert(rateLimits).values({ key: 'test-limit:gone', points: 3, expire: at(-2 * HOUR) })
    await db.insert(captchas).values([
      { key: 'fresh', answerHash: 'x', expiresAt: at(5 * 60_000) },
      { key: 'stale', answerHash: 'x', expiresAt: at(-48 * HOUR) },
    ])
    await db.insert(smsCodes).values([
      { phone: '13800000001', purpose: 'reset', codeHash: 'x', expiresAt: at(5 * 60_000) },
      { phone: '13800000002', purpose: 'reset', codeHash: 'x', expiresAt: at(-48 * HOUR) },
    ])
    const [member] = await db
      .insert(members)
      .values({ account: '13800000003', passwordHash: 'x' })
      .returning({ id: members.id })
    const memberId = member?.id ?? 0
    await db.insert(sessions).values([
      { tokenHash: 'live', memberId, expiresAt: at(7 * 24 * HOUR) },
      { tokenHash: 'expired', memberId, expiresAt: at(-48 * HOUR) },
      { tokenHash: 'revoked', memberId, expiresAt: at(7 * 24 * HOUR), revokedAt: at(-48 * HOUR) },
      // Revoked a moment ago: kept for a day, like an expired one.
      { tokenHash: 'just-revoked', memberId, expiresAt: at(HOUR), revokedAt: at(-60_000) },
    ])

    expect(await pruneExpired(db)).toEqual({ rateLimits: 1, captchas: 1, smsCodes: 1, sessions: 2 })

    const keys = async <T extends { [k: string]: unknown }>(rows: Promise<T[]>, k: keyof T) =>
      (await rows).map((r) => r[k]).sort()
    expect(await keys(db.select().from(rateLimits), 'key')).toEqual(['test-limit:live'])
    expect(await keys(db.select().from(captchas), 'key')).toEqual(['fresh'])
    expect(await keys(db.select().from(smsCodes), 'phone')).toEqual(['13800000001'])
    expect(await keys(db.select().from(sessions), 'tokenHash')).toEqual(['just-revoked', 'live'])
    // Nothing more to do on a second run.
    expect(await pruneExpired(db)).toEqual({ rateLimits: 0, captchas: 0, smsCodes: 0, sessions: 0 })
  })
})
