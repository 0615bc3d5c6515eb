import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Locale } from '~/i18n/locale'
import { cmsProductBrandlist, cmsProductDetail, cmsProductProductlist } from '~/server/cmsapi/calls'
import { Brand, ProductDetail } from '~/server/cmsapi/schemas'
import { inProcessTransport } from '~/server/cmsapi/transport'
import type { OpenDb } from '~/server/db/client'
import * as s from '~/server/db/schema'
import { PRODUCTS } from '~/server/db/seed-data'
import { PLATFORM_PARTS, PLATFORMS } from '~/server/db/seed-platforms'
import { openSeededTestDb, testEngines } from '~/server/db/test-db'
import { handleStaffHttp } from '~/server/staff/api'
import { signedInStaff } from '~/server/staff/test-staff'

// Battery platforms: the demo's cordless tools are on their brand's platform with its batteries
// and chargers, the product list filters by a platform's code, a product's answer carries what
// works with it, and staff keep platforms and products' roles consistent.

describe('battery platforms from an upstream CMS', () => {
  it('reads an answer without them, or with a broken one, as none: the page hides the parts', () => {
    const product = { id: 1, name: 'Drill' }
    expect(v.parse(ProductDetail, product).platform).toBeNull()
    const broken = { id: 2, code: 'RF 20V', name: 'RF 20V', role: 'tool', products: [] }
    expect(v.parse(ProductDetail, { ...product, platform: broken }).platform).toBeNull()
    const good = { ...broken, code: 'rf-20v', products: [{ id: 3, name: 'Pack', role: 'motor' }] }
    // A member of no known role is left out, the platform kept.
    expect(v.parse(ProductDetail, { ...product, platform: good }).platform).toMatchObject({
      code: 'rf-20v',
      products: [],
    })
    expect(v.parse(Brand, { id: 1, name: 'Brand' }).platforms).toEqual([])
  })
})

describe.each(testEngines())('battery platforms on %s', (engine) => {
  let opened: OpenDb
  const t = () => inProcessTransport(opened.db)

  beforeAll(async () => {
    opened = await openSeededTestDb(engine)
  }, 120_000)
  afterAll(() => opened?.close())

  /** The product of `model` in `locale`, as its page reads it. */
  async function detailOf(locale: Locale, model: string) {
    const { list } = await cmsProductProductlist({ locale }, { keyword: model, pageSize: 10 }, t())
    const row = list.find((p) => p.model === model)
    expect(row, model).toBeDefined()
    return cmsProductDetail({ locale }, row?.id ?? 0, t())
  }

  /** The models the list shows for a payload, all pages. */
  async function modelsOf(locale: Locale, payload: Parameters<typeof cmsProductProductlist>[1]) {
    const page = await cmsProductProductlist({ locale }, { pageSize: 100, ...payload }, t())
    return page.list.map((p) => p.model).sort()
  }

  it('puts every cordless tool of the catalogue on one platform, and no corded tool', () => {
    const onPlatforms = PLATFORMS.flatMap((p) => p.tools)
    expect(new Set(onPlatforms).size).toBe(onPlatforms.length)
    expect(onPlatforms.sort()).toEqual(
      PRODUCTS.filter((p) => p.cordless)
        .map((p) => p.model)
        .sort(),
    )
    for (const p of PLATFORMS) {
      const parts = PLATFORM_PARTS.filter((x) => x.platform === p.code)
      expect(parts.map((x) => x.role).sort(), p.code).toEqual(['battery', 'charger'])
    }
  })

  it('filters the list by platform, with the other filters, in both languages', async () => {
    for (const locale of ['en', 'zh'] as const) {
      expect(await modelsOf(locale, { platform: 'rf-20v-max' })).toEqual(
        ['RF-AG20B', 'RF-BP2040', 'RF-CS20B', 'RF-DD20B', 'RF-FC20', 'RF-IW20B'].sort(),
      )
      expect(await modelsOf(locale, { platform: 'kx-20v', keyword: 'KX-B' })).toEqual([
        'KX-BL20',
        'KX-BP2025',
      ])
      const brands = await cmsProductBrandlist({ locale }, t())
      const dck = brands.find((b) => b.code === 'dck')
      expect(dck?.platforms.map((p) => p.code)).toEqual(['dck-20v', 'dck-12v'])
      // The platform and another brand: nothing is both.
      expect(await modelsOf(locale, { platform: 'dck-12v', brandId: dck?.id })).toEqual([
        'DK-BP1220',
        'DK-C12',
        'DK-DD12',
      ])
      const own = brands.find((b) => b.code === 'own')
      expect(await modelsOf(locale, { platform: 'dck-12v', brandId: own?.id })).toEqual([])
      // A code no platform has matches nothing (the page says so), never an error.
      const unknown = await cmsProductProductlist({ locale }, { platform: 'no-such-platform' }, t())
      expect(unknown.total).toBe(0)
    }
  })

  it('tells a tool its batteries, chargers and other tools, and a battery its tools', async () => {
    const drill = await detailOf('en', 'RF-DD20B')
    expect(drill.platform?.code).toBe('rf-20v-max')
    expect(drill.platform?.name).toBe('Ruifeng 20V MAX')
    expect(drill.platform?.role).toBe('tool')
    const byRole = (role: string) =>
      drill.platform?.products.filter((m) => m.role === role).map((m) => m.model)
    expect(byRole('battery')).toEqual(['RF-BP2040'])
    expect(byRole('charger')).toEqual(['RF-FC20'])
    expect(byRole('tool')).toEqual(['RF-AG20B', 'RF-IW20B', 'RF-CS20B'])

    const pack = await detailOf('zh', 'KX-BP2025')
    expect(pack.platform?.name).toBe('金力士 20V')
    expect(pack.platform?.role).toBe('battery')
    expect(pack.platform?.products.filter((m) => m.role === 'tool').map((m) => m.model)).toEqual([
      'KX-HT20',
      'KX-BL20',
      'KX-CH30',
    ])
    // Each link leads to the product in the same language.
    for (const m of pack.platform?.products ?? []) {
      const [row] = await opened.db.select().from(s.products).where(eq(s.products.id, m.id))
      expect(row?.locale).toBe('zh')
    }
    // A corded tool has no platform.
    expect((await detailOf('en', 'RF-AG125')).platform).toBeNull()
  })

  it('refuses inconsistent platforms and roles from staff with a 400 and a message', async () => {
    const editor = await signedInStaff(opened.db, {
      email: 'platforms@example.com',
      role: 'editor',
    })
    const send = (method: string, path: string, body?: unknown) =>
      handleStaffHttp(
        new Request(`http://staff.test/api/staff${path}`, {
          method,
          headers: { authorization: `Bearer ${editor}`, 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
        path,
        { db: opened.db, ip: '10.9.9.7' },
      )
    const refused = async (method: string, path: string, body: unknown, field: string) => {
      const answer = await send(method, path, body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      const json = await answer.json()
      expect(json.fieldErrors?.[field], JSON.stringify(json)).toBeTruthy()
    }
    const platform = {
      en: { name: 'Ruifeng 40V MAX', intro: '' },
      zh: { name: '瑞丰 40V MAX', intro: '' },
      code: 'rf-40v-max',
      brandId: 'own',
      voltage: '36-40',
      status: 'published',
    }
    await refused('POST', '/platforms', { ...platform, code: 'RF 40V' }, 'code')
    await refused('POST', '/platforms', { ...platform, voltage: '240' }, 'voltage')
    await refused('POST', '/platforms', { ...platform, brandId: null }, 'brandId')
    // A role without a platform, a platform without a role, a role of no kind.
    await refused('PATCH', '/products/RF-AG125', { platformRole: 'tool' }, 'platformId')
    await refused(
      'PATCH',
      '/products/RF-AG125',
      { platformId: 'platform-rf-20v-max' },
      'platformRole',
    )
    await refused(
      'PATCH',
      '/products/RF-AG125',
      { platformId: 'platform-rf-20v-max', platformRole: 'motor' },
      'platformRole',
    )
    expect((await detailOf('en', 'RF-AG125')).platform).toBeNull()

    const created = await send('POST', '/platforms', platform)
    expect(created.status, JSON.stringify(await created.clone().json())).toBe(200)
    const { id } = (await created.json()).data
    const moved = await send('PATCH', '/products/RF-AG125', {
      platformId: id,
      platformRole: 'tool',
    })
    expect(moved.status, JSON.stringify(await moved.clone().json())).toBe(200)
    const grinder = await detailOf('en', 'RF-AG125')
    expect(grinder.platform?.code).toBe('rf-40v-max')
    expect(grinder.platform?.products).toEqual([])
    expect(await modelsOf('en', { platform: 'rf-40v-max' })).toEqual(['RF-AG125'])
    // A platform a product is on is not deleted.
    expect((await send('DELETE', `/platforms/${id}`)).status).toBe(409)
  })
})
