import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  cmsProductFangweiSel,
  cmsSurveyRecordAddItem,
  cmsSurveyRecordList,
} from '~/server/cmsapi/forms-calls'
import { cmsApiMemberKaptcha } from '~/server/cmsapi/member-calls'
import { inProcessTransport } from '~/server/cmsapi/transport'
import { importCodes } from '~/server/codes-import'
import type { OpenDb } from '~/server/db/client'
import { securityCodes, surveyRecords } from '~/server/db/schema'
import { DEMO_SECURITY_CODES } from '~/server/db/seed'
import { openSeededTestDb, testEngines } from '~/server/db/test-db'
import { CmsApiError } from '~/shared/cmsapi/errors.isomorphic'

async function* lines(text: string) {
  for (const line of text.split('\n')) yield line
}

describe.each(testEngines())('forms and code checks on %s', (engine) => {
  let opened: OpenDb
  beforeAll(async () => {
    opened = await openSeededTestDb(engine)
  }, 120_000)
  afterAll(() => opened?.close())

  const ctx = { locale: 'zh' as const, peopleIp: '10.1.1.1' }
  const fields = { company: '五金公司', contact: '王', phone: '13800138000', message: '合作' }

  it('stores a valid record once per idempotency key, and refuses bad ones with localized messages', async () => {
    const t = inProcessTransport(opened.db)
    const first = await cmsSurveyRecordAddItem(
      ctx,
      { type: 'business', fields, idempotencyKey: 'key-12345678' },
      t,
    )
    const again = await cmsSurveyRecordAddItem(
      ctx,
      { type: 'business', fields, idempotencyKey: 'key-12345678' },
      t,
    )
    expect(again.id).toBe(first.id)
    const [row] = await opened.db
      .select({ n: count() })
      .from(surveyRecords)
      .where(eq(surveyRecords.idempotencyKey, 'key-12345678'))
    expect(row?.n).toBe(1)
    const bad = await cmsSurveyRecordAddItem(
      ctx,
      { type: 'business', fields: { ...fields, phone: '1' } },
      t,
    ).catch((e: unknown) => e)
    expect(bad).toBeInstanceOf(CmsApiError)
    expect((bad as CmsApiError).status).toBe(400)
    expect((bad as CmsApiError).message).toContain('请输入有效的电话号码')
  })

  it('finds a reservation by number and phone only', async () => {
    const t = inProcessTransport(opened.db)
    const stored = await cmsSurveyRecordAddItem(
      ctx,
      {
        type: 'reservation',
        fields: {
          customerName: '李',
          phone: '13912345678',
          productModel: 'X',
          serviceType: 'other',
          repairType: 'paid',
          faultSymptom: '异响',
        },
      },
      t,
    )
    expect(stored.reference).toMatch(/^R\d{14}$/)
    const found = await cmsSurveyRecordList(
      ctx,
      { reference: stored.reference ?? '', phone: '13912345678' },
      t,
    )
    expect(found.list).toHaveLength(1)
    const wrong = await cmsSurveyRecordList(
      ctx,
      { reference: stored.reference ?? '', phone: '13900000000' },
      t,
    )
    expect(wrong.list).toHaveLength(0)
    const anonymous = await cmsSurveyRecordList(ctx, {}, t).catch((e: unknown) => e)
    expect((anonymous as CmsApiError).status).toBe(401)
  })

  it('counts checks of a code atomically and keeps the first check time', async () => {
    const t = inProcessTransport(opened.db)
    const code = DEMO_SECURITY_CODES[0]!.code
    const results = await Promise.all([1, 2, 3].map(() => cmsProductFangweiSel(ctx, { code }, t)))
    expect(results.map((r) => r.checkCount).sort()).toEqual([1, 2, 3])
    expect(new Set(results.map((r) => r.firstCheckedAt)).size).toBe(1)
    expect(results.find((r) => r.checkCount === 1)?.firstCheck).toBe(true)
    // The product in the reader's language (ctx is zh), and an ISO time the page can format.
    expect(results[0]?.product).toMatchObject({
      brand: expect.any(String),
      name: expect.any(String),
    })
    expect(results[0]?.firstCheckedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d/)
    const unknown = await cmsProductFangweiSel(ctx, { code: 'ZZZZZZZZZZZZZZZZ' }, t).catch(
      (e: unknown) => e,
    )
    expect((unknown as CmsApiError).isNotFound).toBe(true)
  })

  it('refuses checks over the per-address limit without counting them', async () => {
    const t = inProcessTransport(opened.db)
    await importCodes(opened.db, lines('LMTLMTLMTLMTLMT2,1,LIMIT'))
    const busy = { locale: 'en' as const, peopleIp: '10.6.6.6' }
    // FWCHECK_RATE_LIMIT (30 a minute) checks go through, counted one by one.
    for (let i = 1; i <= 30; i++) {
      expect((await cmsProductFangweiSel(busy, { code: 'LMTLMTLMTLMTLMT2' }, t)).checkCount).toBe(i)
    }
    const refused = await cmsProductFangweiSel(busy, { code: 'LMTLMTLMTLMTLMT2' }, t).catch(
      (e: CmsApiError) => e,
    )
    expect(refused).toMatchObject({ status: 429 })
    // The refused check was not counted; another address checks the same code as the 31st.
    const other = await cmsProductFangweiSel(
      { ...busy, peopleIp: '10.6.6.7' },
      { code: 'LMTLMTLMTLMTLMT2' },
      t,
    )
    expect(other.checkCount).toBe(31)
  })

  it('asks for the captcha after repeated unknown codes, and a right answer gives a fresh allowance', async () => {
    const t = inProcessTransport(opened.db)
    const guesser = { locale: 'en' as const, peopleIp: '10.9.9.9' }
    const known = DEMO_SECURITY_CODES[1]!.code
    const refused = (body: Parameters<typeof cmsProductFangweiSel>[1]) =>
      cmsProductFangweiSel(guesser, body, t).then(
        () => null,
        (e: CmsApiError) => ({ status: e.status, message: e.message }),
      )
    for (let i = 0; i < 5; i++) {
      expect(await refused({ code: `ZZZZZZZZZZZZZZ${i}A` })).toMatchObject({ status: 404 })
    }
    // Even a genuine code now needs the captcha.
    expect(await refused({ code: known })).toEqual({
      status: 428,
      message: 'Please enter the verification code',
    })
    const wrongKey = (await cmsApiMemberKaptcha(guesser, t)).key
    expect(await refused({ code: known, verKey: wrongKey, verCode: 'nope' })).toEqual({
      status: 428,
      message: 'Wrong verification code',
    })
    // A challenge takes one answer: the same key cannot be tried again.
    expect(await refused({ code: known, verKey: wrongKey, verCode: 'unit-test' })).toMatchObject({
      status: 428,
    })
    const { key } = await cmsApiMemberKaptcha(guesser, t)
    const passed = await cmsProductFangweiSel(
      guesser,
      { code: known, verKey: key, verCode: 'unit-test' },
      t,
    )
    expect(passed.checkCount).toBeGreaterThan(0)
    // Fresh allowance: the next checks go through without a captcha.
    expect(await refused({ code: 'ZZZZZZZZZZZZZZZZ' })).toMatchObject({ status: 404 })
    expect(await refused({ code: known })).toBeNull()
    // Other addresses were never affected.
    expect(
      (await cmsProductFangweiSel({ ...guesser, peopleIp: '10.9.9.10' }, { code: known }, t)).batch,
    ).toBeTruthy()
  })

  it('answers only MISS_LIMIT of many unknown codes checked at once from one address', async () => {
    const t = inProcessTransport(opened.db)
    const racer = { locale: 'en' as const, peopleIp: '10.12.12.12' }
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        cmsProductFangweiSel(racer, { code: `QQQQQQQQQQQQ${String(i).padStart(4, '0')}` }, t).then(
          () => 200,
          (e: CmsApiError) => e.status,
        ),
      ),
    )
    // Each guess was counted before it was answered: five "does not exist", the rest need
    // the captcha (all thirty were answered before the count was made atomic).
    expect(answers.filter((s) => s === 404)).toHaveLength(5)
    expect(answers.filter((s) => s === 428)).toHaveLength(25)
    // A captcha sent along without being asked for does not skip the count either.
    const other = { locale: 'en' as const, peopleIp: '10.12.12.13' }
    const { key } = await cmsApiMemberKaptcha(other, t)
    const withJunk = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        cmsProductFangweiSel(
          other,
          { code: `RRRRRRRRRRRR${i}000`, verKey: key, verCode: 'x' },
          t,
        ).then(
          () => 200,
          (e: CmsApiError) => e.status,
        ),
      ),
    )
    expect(withJunk.filter((s) => s === 404)).toHaveLength(5)
  })

  it('imports codes in batches, skipping duplicates and refusing malformed rows and rows without a product', async () => {
    const csv = [
      'code,product,batch',
      'AAAABBBBCCCCDDDD,1,B1',
      'AAAABBBBCCCCDDDD,1,B1',
      'short,1,B1',
      'EEEEFFFFGGGGHHHHJJJJ,,B2',
      'EEEEFFFFGGGGHHHHJJJJ,1,B2',
    ].join('\n')
    const [before] = await opened.db.select({ n: count() }).from(securityCodes)
    const result = await importCodes(opened.db, lines(csv))
    expect(result).toMatchObject({ read: 5, inserted: 2, duplicates: 1, rejected: 2 })
    expect(result.lines.map((l) => [l.line, l.reason])).toEqual([
      [3, 'duplicate'],
      [4, 'length'],
      [5, 'product-missing'],
    ])
    const t = inProcessTransport(opened.db)
    expect((await cmsProductFangweiSel(ctx, { code: 'eeee-ffff-gggg-hhhh-jjjj' }, t)).batch).toBe(
      'B2',
    )
    const [n] = await opened.db.select({ n: count() }).from(securityCodes)
    expect(n?.n).toBe((before?.n ?? 0) + 2)
  })
})
