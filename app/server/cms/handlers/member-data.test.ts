import { randomBytes } from 'node:crypto'
import { hash } from '@node-rs/argon2'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  cmsApiMemberDelete,
  cmsApiMemberDetail,
  cmsApiMemberExport,
  cmsApiMemberWarrantyAdd,
} from '~/server/cmsapi/member-calls'
import { inProcessTransport } from '~/server/cmsapi/transport'
import type { OpenDb } from '~/server/db/client'
import {
  auditLog,
  memberNotifications,
  memberShares,
  members,
  sessions,
  subscriptions,
  surveyRecords,
  warranties,
} from '~/server/db/schema'
import { DEMO_SECURITY_CODES } from '~/server/db/seed'
import { openSeededTestDb, testEngines } from '~/server/db/test-db'
import { CmsApiError } from '~/shared/cmsapi/errors.isomorphic'
import { hashToken } from '../auth'

const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => (e instanceof CmsApiError ? e : null),
  )

describe.each(testEngines())("a member's own data on %s", (engine) => {
  let opened: OpenDb
  beforeAll(async () => {
    opened = await openSeededTestDb(engine)
  }, 120_000)
  afterAll(() => opened?.close())

  /** A member with a password, a session and something of everything the site keeps. */
  async function memberWithData(account: string) {
    const db = opened.db
    const [m] = await db
      .insert(members)
      .values({
        account,
        passwordHash: await hash('secret-123'),
        nickname: 'Li Lei',
        email: 'lilei@example.cn',
        address: '上海市浦东新区',
        privacyConsentAt: new Date('2026-01-02T03:04:05Z'),
      })
      .returning({ id: members.id })
    const id = m?.id ?? 0
    const token = randomBytes(32).toString('base64url')
    await db.insert(sessions).values({
      tokenHash: hashToken(token),
      memberId: id,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    await db.insert(subscriptions).values({ memberId: id, topic: 'news' })
    await db
      .insert(memberShares)
      .values({ memberId: id, channel: 'weibo', url: '/about/news', title: 'News - Ruifeng' })
    const [record] = await db
      .insert(surveyRecords)
      .values({
        type: 'evaluation',
        locale: 'zh',
        memberId: id,
        phone: account,
        ip: '10.1.2.3',
        fields: {
          customerName: '李雷',
          phone: account,
          address: '上海市浦东新区',
          model: 'RF-DD20B',
          feedback: '维修很快',
        },
      })
      .returning({ id: surveyRecords.id })
    await db
      .insert(memberNotifications)
      .values({ memberId: id, kind: 'news', data: { title: '新品发布' } })
    return { id, token, recordId: record?.id ?? 0 }
  }

  it('gives the member a copy of everything the site holds about them', async () => {
    const t = inProcessTransport(opened.db)
    const { token } = await memberWithData('13700000101')
    const ctx = { locale: 'en' as const, token, peopleIp: '10.9.1.1' }
    const code = DEMO_SECURITY_CODES[1]?.code ?? ''
    await cmsApiMemberWarrantyAdd(ctx, { code, purchasedAt: '2026-01-15' }, t)
    const data = await cmsApiMemberExport(ctx, t)
    expect(data).toMatchObject({
      profile: {
        account: '13700000101',
        nickname: 'Li Lei',
        email: 'lilei@example.cn',
        address: '上海市浦东新区',
      },
      consents: [{ document: 'privacy-policy-and-terms', agreedAt: '2026-01-02T03:04:05.000Z' }],
      subscriptions: [{ topic: 'news', bySms: false }],
      warranties: [{ code, purchasedAt: '2026-01-15' }],
      evaluations: [{ fields: { customerName: '李雷', feedback: '维修很快' } }],
      feedback: [],
      shares: [{ channel: 'weibo', title: 'News - Ruifeng' }],
      notifications: [{ kind: 'news', data: { title: '新品发布' } }],
    })
    // Sign-ins are listed, never their tokens.
    expect(JSON.stringify(data)).not.toContain(hashToken(token))
    expect(JSON.stringify(data)).not.toContain('argon2')
    // Someone else's token gets nothing.
    const anonymous = await failure(cmsApiMemberExport({ ...ctx, token: 'forged' }, t))
    expect(anonymous?.status).toBe(401)
  }, 90_000)

  it('deletes the account with its password: sessions, data and identity in submissions go', async () => {
    const t = inProcessTransport(opened.db)
    const { id, token, recordId } = await memberWithData('13700000102')
    const ctx = { locale: 'zh' as const, token, peopleIp: '10.9.1.2' }
    await cmsApiMemberWarrantyAdd(
      ctx,
      { code: DEMO_SECURITY_CODES[2]?.code ?? '', purchasedAt: '2026-01-15' },
      t,
    )
    const wrong = await failure(cmsApiMemberDelete(ctx, 'not-it', t))
    expect(wrong?.status).toBe(400)
    expect(wrong?.message).toBe('密码不正确')
    expect(await cmsApiMemberDetail(ctx, t)).toMatchObject({ account: '13700000102' })

    await cmsApiMemberDelete(ctx, 'secret-123', t)
    const db = opened.db
    expect(await db.select().from(members).where(eq(members.id, id))).toEqual([])
    for (const table of [sessions, subscriptions, memberShares, warranties, memberNotifications]) {
      expect(await db.select().from(table).where(eq(table.memberId, id))).toEqual([])
    }
    const [record] = await db.select().from(surveyRecords).where(eq(surveyRecords.id, recordId))
    expect(record).toMatchObject({ memberId: null, phone: null, ip: null })
    expect(record?.fields).toEqual({ model: 'RF-DD20B', feedback: '维修很快' })
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)))
    expect(entry).toMatchObject({ action: 'member.delete', entity: 'member', actor: 'member' })
    expect(JSON.stringify(entry)).not.toContain('13700000102')
    // The session ended with the account.
    expect((await failure(cmsApiMemberDetail(ctx, t)))?.status).toBe(401)
    // The code the member registered can be registered again by its next owner.
    expect(await db.select().from(warranties)).toHaveLength(1)
  }, 90_000)
})
