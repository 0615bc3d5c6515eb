import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Locale } from '~/i18n/locale'
import { cmsProductBrandlist, cmsProductDetail, cmsProductProductlist } from '~/server/cmsapi/calls'
import { inProcessTransport } from '~/server/cmsapi/transport'
import type { OpenDb } from '~/server/db/client'
import { onlineStoresOf } from '~/server/db/seed-data'
import { openSeededTestDb, testEngines } from '~/server/db/test-db'
import { handleStaffHttp } from '~/server/staff/api'
import { signedInStaff } from '~/server/staff/test-staff'

// "Where to buy": a product's answer carries its brand's official online stores in the page's
// language, so the page lists them without a request of its own; staff keep them to six secure
// shops.

describe.each(testEngines())('where to buy on %s', (engine) => {
  let opened: OpenDb
  const t = () => inProcessTransport(opened.db)

  beforeAll(async () => {
    opened = await openSeededTestDb(engine)
  }, 120_000)
  afterAll(() => opened?.close())

  /** The first product of the brand `code` in `locale`, as its detail page reads it. */
  async function detailOf(locale: Locale, code: string) {
    const brands = await cmsProductBrandlist({ locale }, t())
    const brand = brands.find((b) => b.code === code)
    expect(brand, code).toBeDefined()
    const { list } = await cmsProductProductlist(
      { locale },
      { pageSize: 100, brandId: brand?.id },
      t(),
    )
    const first = list[0]
    expect(first, code).toBeDefined()
    return { brand, detail: await cmsProductDetail({ locale }, first?.id ?? 0, t()) }
  }

  it('gives every product its brand’s stores in both languages, as the brand list does', async () => {
    for (const locale of ['en', 'zh'] as const) {
      for (const code of ['own', 'kinlux'] as const) {
        const { brand, detail } = await detailOf(locale, code)
        expect(brand?.onlineStores).toEqual(onlineStoresOf(code, locale))
        expect(detail.brand?.onlineStores).toEqual(onlineStoresOf(code, locale))
      }
    }
    const { detail } = await detailOf('zh', 'own')
    expect(detail.brand?.onlineStores.map((s) => s.name)).toEqual(['天猫旗舰店', '京东自营旗舰店'])
    for (const store of detail.brand?.onlineStores ?? []) expect(store.url).toMatch(/^https:\/\//)
  })

  it('takes six secure stores at most from staff, and the product pages then list them', async () => {
    const editor = await signedInStaff(opened.db, { email: 'stores@example.com', role: 'editor' })
    const patch = (body: unknown) =>
      handleStaffHttp(
        new Request('http://staff.test/api/staff/brands/dck', {
          method: 'PATCH',
          headers: { authorization: `Bearer ${editor}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
        '/brands/dck',
        { db: opened.db, ip: '10.9.9.8' },
      )
    const store = (n: number) => ({ name: `店铺 ${n}`, url: `https://shop${n}.example.com/` })
    const wrong = [
      [{ name: '天猫旗舰店', url: 'http://dck.tmall.com/' }],
      [{ name: '天猫旗舰店', url: 'javascript:alert(1)' }],
      [{ name: '天猫旗舰店', url: '/contact/network' }],
      [{ name: 'x'.repeat(41), url: 'https://dck.tmall.com/' }],
      [{ name: '', url: 'https://dck.tmall.com/' }],
      [1, 2, 3, 4, 5, 6, 7].map(store),
    ]
    for (const onlineStores of wrong) {
      const refused = await patch({ zh: { onlineStores } })
      expect(refused.status, JSON.stringify(onlineStores)).toBe(400)
    }
    // Refused lists leave the stores as they were.
    expect((await detailOf('zh', 'dck')).detail.brand?.onlineStores).toEqual(
      onlineStoresOf('dck', 'zh'),
    )

    const six = [1, 2, 3, 4, 5, 6].map(store)
    const saved = await patch({ zh: { onlineStores: six } })
    expect(saved.status).toBe(200)
    expect((await saved.json()).data.zh.onlineStores).toEqual(six)
    expect((await detailOf('zh', 'dck')).detail.brand?.onlineStores).toEqual(six)
    // The stores are each language's own: the English version keeps its list.
    expect((await detailOf('en', 'dck')).detail.brand?.onlineStores).toEqual(
      onlineStoresOf('dck', 'en'),
    )
  })
})
