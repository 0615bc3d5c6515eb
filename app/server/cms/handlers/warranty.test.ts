import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  cmsApiMemberExport,
  cmsApiMemberWarranties,
  cmsApiMemberWarrantyAdd,
  cmsApiMemberWarrantyReceipt,
  cmsApiMemberWarrantyReceiptAdd,
} from '~/server/cmsapi/member-calls'
import { inProcessTransport } from '~/server/cmsapi/transport'
import type { OpenDb } from '~/server/db/client'
import {
  members,
  productCategories,
  sessions,
  warranties,
  warrantyReceipts,
} from '~/server/db/schema'
import { DEMO_SECURITY_CODES } from '~/server/db/seed'
import { openSeededTestDb, testEngines } from '~/server/db/test-db'
import { CmsApiError } from '~/shared/cmsapi/errors.isomorphic'
import { hashToken } from '../auth'
import { addMonths } from './warranty'

const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => (e instanceof CmsApiError ? e : null),
  )

describe('warranty dates', () => {
  it('adds months, keeping to the last day of a shorter month', () => {
    expect(addMonths('2026-01-15', 24)).toBe('2028-01-15')
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28')
    expect(addMonths('2026-08-31', 1)).toBe('2026-09-30')
  })
})

describe.each(testEngines())('warranty registration on %s', (engine) => {
  let opened: OpenDb
  beforeAll(async () => {
    opened = await openSeededTestDb(engine)
  }, 120_000)
  afterAll(() => opened?.close())

  /** A member with a live session: the call's token. */
  async function member(account: string) {
    const [m] = await opened.db
      .insert(members)
      .values({ account, passwordHash: 'not-used' })
      .returning({ id: members.id })
    const token = randomBytes(32).toString('base64url')
    await opened.db.insert(sessions).values({
      tokenHash: hashToken(token),
      memberId: m?.id ?? 0,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    return token
  }

  const code = DEMO_SECURITY_CODES[0]?.code ?? ''
  const model = DEMO_SECURITY_CODES[0]?.model ?? ''

  it('registers a tool by its code: the model comes from the code, the term from its category', async () => {
    const t = inProcessTransport(opened.db)
    const token = await member('13700000001')
    const ctx = { locale: 'zh' as const, token, peopleIp: '10.9.0.1' }
    // Staff set the category's term to 36 months.
    await opened.db.update(productCategories).set({ warrantyMonths: 36 })
    const added = await cmsApiMemberWarrantyAdd(
      ctx,
      {
        code: code.toLowerCase().replace(/(.{4})/g, '$1-'),
        purchasedAt: '2026-01-15',
        dealer: '锐锋工具上海旗舰店',
      },
      t,
    )
    expect(added).toMatchObject({
      model,
      byCode: true,
      purchasedAt: '2026-01-15',
      months: 36,
      expiresAt: '2029-01-15',
      state: 'active',
      dealer: '锐锋工具上海旗舰店',
    })
    expect(added.name).toMatch(/[\u4e00-\u9fff]/)
    // The owner sees their code (for the certificate); the table holds it only sealed.
    expect(added.code).toBe(code)
    const [row] = await opened.db.select().from(warranties).where(eq(warranties.id, added.id))
    expect(row?.codeSealed).toBeTruthy()
    expect(row?.codeSealed).not.toContain(code)
    const list = await cmsApiMemberWarranties(ctx, t)
    expect(list.map((w) => w.id)).toEqual([added.id])
    // The same list in English names the product in English.
    const en = await cmsApiMemberWarranties({ ...ctx, locale: 'en' }, t)
    expect(en[0]?.name).toMatch(/^[\x20-\x7e]+$/)
    // The same code again: this member has it already.
    const again = await failure(
      cmsApiMemberWarrantyAdd(ctx, { code, purchasedAt: '2026-01-15' }, t),
    )
    expect(again?.status).toBe(409)
    expect(again?.message).toBe('您已登记过此产品')
  })

  it('refuses a code registered by another member, unknown codes and bad dates, storing nothing', async () => {
    const t = inProcessTransport(opened.db)
    const token = await member('13700000002')
    const ctx = { locale: 'en' as const, token, peopleIp: '10.9.0.2' }
    const before = await opened.db.select().from(warranties)
    const taken = await failure(
      cmsApiMemberWarrantyAdd(ctx, { code, purchasedAt: '2026-02-01' }, t),
    )
    expect(taken?.status).toBe(409)
    expect(taken?.message).toBe('This product is registered to another member')
    const unknown = await failure(
      cmsApiMemberWarrantyAdd(ctx, { code: 'AAAABBBBCCCCDDDD', purchasedAt: '2026-02-01' }, t),
    )
    expect(unknown?.status).toBe(404)
    const future = await failure(
      cmsApiMemberWarrantyAdd(ctx, { model, serial: 'SN-0001', purchasedAt: '2999-01-01' }, t),
    )
    expect(future?.status).toBe(400)
    expect(future?.message).toBe('The purchase date cannot be in the future')
    const impossible = await failure(
      cmsApiMemberWarrantyAdd(ctx, { model, serial: 'SN-0001', purchasedAt: '2026-02-30' }, t),
    )
    expect(impossible?.status).toBe(400)
    const neither = await failure(cmsApiMemberWarrantyAdd(ctx, { purchasedAt: '2026-02-01' }, t))
    expect(neither?.message).toBe('Enter the anti-counterfeit code, or the model and serial number')
    const noModel = await failure(
      cmsApiMemberWarrantyAdd(
        ctx,
        { model: 'NO-SUCH', serial: 'SN-0001', purchasedAt: '2026-02-01' },
        t,
      ),
    )
    expect(noModel?.status).toBe(404)
    expect(await opened.db.select().from(warranties)).toEqual(before)
    // Without a session there is nothing to register or list.
    const anonymous = await failure(
      cmsApiMemberWarranties({ locale: 'en', token: 'forged', peopleIp: '10.9.0.2' }, t),
    )
    expect(anonymous?.status).toBe(401)
  })

  it('registers by model and serial once across members; the list says when a warranty ended', async () => {
    const t = inProcessTransport(opened.db)
    const a = { locale: 'en' as const, token: await member('13700000003'), peopleIp: '10.9.0.3' }
    const b = { locale: 'en' as const, token: await member('13700000004'), peopleIp: '10.9.0.4' }
    const old = await cmsApiMemberWarrantyAdd(
      a,
      { model: model.toLowerCase(), serial: 'sn-2019-77', purchasedAt: '2019-05-01' },
      t,
    )
    expect(old).toMatchObject({
      model,
      serial: 'SN-2019-77',
      byCode: false,
      code: '',
      state: 'expired',
    })
    const taken = await failure(
      cmsApiMemberWarrantyAdd(b, { model, serial: 'SN-2019-77', purchasedAt: '2019-05-01' }, t),
    )
    expect(taken?.status).toBe(409)
    const bad = await failure(
      cmsApiMemberWarrantyAdd(b, { model, serial: 'x', purchasedAt: '2019-05-01' }, t),
    )
    expect(bad?.status).toBe(400)
    expect(await cmsApiMemberWarranties(b, t)).toEqual([])
    // A member's registrations go with their account.
    const [row] = await opened.db
      .select({ memberId: warranties.memberId })
      .from(warranties)
      .where(eq(warranties.id, old.id))
    await opened.db.delete(members).where(eq(members.id, row?.memberId ?? 0))
    expect(await opened.db.select().from(warranties).where(eq(warranties.id, old.id))).toEqual([])
  })

  it('keeps a receipt photo for its owner alone, in the data export, and deletes it with the account', async () => {
    const t = inProcessTransport(opened.db)
    const a = { locale: 'en' as const, token: await member('13700000005'), peopleIp: '10.9.0.5' }
    const b = { locale: 'zh' as const, token: await member('13700000006'), peopleIp: '10.9.0.6' }
    const added = await cmsApiMemberWarrantyAdd(
      a,
      { model, serial: 'SN-RECEIPT-1', purchasedAt: '2026-03-01' },
      t,
    )
    expect(added.hasReceipt).toBe(false)
    const jpeg = await sharp({
      create: { width: 40, height: 20, channels: 3, background: '#c33' },
    })
      .jpeg()
      .toBuffer()
    const receipt = `data:image/jpeg;base64,${jpeg.toString('base64')}`
    const kept = await cmsApiMemberWarrantyReceiptAdd(a, { id: added.id, receipt }, t)
    expect(kept).toMatchObject({ id: added.id, hasReceipt: true })
    const got = await cmsApiMemberWarrantyReceipt(a, added.id, t)
    expect(got.type).toBe('image/jpeg')
    expect(await sharp(Buffer.from(got.bytes)).metadata()).toMatchObject({
      format: 'jpeg',
      width: 40,
      height: 20,
    })
    const keptUrl = `data:image/jpeg;base64,${Buffer.from(got.bytes).toString('base64')}`
    // Another member neither sees nor replaces it, and cannot tell it exists.
    expect((await failure(cmsApiMemberWarrantyReceipt(b, added.id, t)))?.status).toBe(404)
    expect(
      (await failure(cmsApiMemberWarrantyReceiptAdd(b, { id: added.id, receipt }, t)))?.status,
    ).toBe(404)
    // Not a picture (whatever the URL says), or too large: refused, in the caller's language.
    const text = `data:image/png;base64,${Buffer.from('hello, not a picture').toString('base64')}`
    const wrong = await failure(
      cmsApiMemberWarrantyReceiptAdd(a, { id: added.id, receipt: text }, t),
    )
    expect(wrong?.status).toBe(400)
    expect(wrong?.message).toMatch(/JPEG, PNG or WebP/)
    const huge = Buffer.concat([jpeg, Buffer.alloc(1024 * 1024)])
    const big = await failure(
      cmsApiMemberWarrantyReceiptAdd(
        a,
        { id: added.id, receipt: `data:image/jpeg;base64,${huge.toString('base64')}` },
        t,
      ),
    )
    expect(big?.status).toBe(413)
    // The member's data export carries it.
    expect(await cmsApiMemberExport(a, t)).toMatchObject({
      warranties: [{ serial: 'SN-RECEIPT-1', receipt: keptUrl }],
    })
    // It goes with the account.
    const [row] = await opened.db
      .select({ memberId: warranties.memberId })
      .from(warranties)
      .where(eq(warranties.id, added.id))
    await opened.db.delete(members).where(eq(members.id, row?.memberId ?? 0))
    expect(
      await opened.db
        .select()
        .from(warrantyReceipts)
        .where(eq(warrantyReceipts.warrantyId, added.id)),
    ).toEqual([])
  })

  it('keeps what warrantyReceiptAdd is sent only as a re-encoded picture: no EXIF, no markup, no damaged file', async () => {
    const t = inProcessTransport(opened.db)
    const a = { locale: 'zh' as const, token: await member('13700000007'), peopleIp: '10.9.0.7' }
    const added = await cmsApiMemberWarrantyAdd(
      a,
      { model, serial: 'SN-RECEIPT-2', purchasedAt: '2026-03-02' },
      t,
    )
    // A PNG with the phone's make and position in its EXIF, and a page after its last chunk.
    const png = await sharp({ create: { width: 30, height: 24, channels: 3, background: '#36c' } })
      .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Secret 9' }, IFD3: { GPSLatitudeRef: 'N' } })
      .png()
      .toBuffer()
    const page = '<html><script>alert(document.cookie)</script></html>'
    const hostile = Buffer.concat([png, Buffer.from(page)])
    expect((await sharp(png).metadata()).exif).toBeDefined()
    const receipt = `data:image/png;base64,${hostile.toString('base64')}`
    await cmsApiMemberWarrantyReceiptAdd(a, { id: added.id, receipt }, t)
    const got = Buffer.from((await cmsApiMemberWarrantyReceipt(a, added.id, t)).bytes)
    const kept = await sharp(got).metadata()
    expect(kept).toMatchObject({ format: 'jpeg', width: 30, height: 24 })
    expect(kept.exif).toBeUndefined()
    expect(got.includes('PhoneMaker')).toBe(false)
    expect(got.includes('<script>')).toBe(false)
    // A PNG cut short: its header is a picture's, its data is not; refused in the caller's language.
    const cut = `data:image/png;base64,${png.subarray(0, png.length - 30).toString('base64')}`
    const damaged = await failure(
      cmsApiMemberWarrantyReceiptAdd(a, { id: added.id, receipt: cut }, t),
    )
    expect(damaged?.status).toBe(400)
    expect(damaged?.message).toMatch(/[\u4e00-\u9fff]/)
    // What was kept before stays.
    const still = Buffer.from((await cmsApiMemberWarrantyReceipt(a, added.id, t)).bytes)
    expect(still.equals(got)).toBe(true)
  })
})
