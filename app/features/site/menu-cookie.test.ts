import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cmsAdGetAd } from '~/server/cmsapi/calls'
import { inProcessTransport } from '~/server/cmsapi/transport'
import type { OpenDb } from '~/server/db/client'
import { openSeededTestDb } from '~/server/db/test-db'
import { normalizeMenu } from './menu'
import { decodeMenuCookie, encodeMenuCookie, MENU_COOKIE_MAX } from './menu-cookie'
import { MENU_AD_TYPE } from './site.server'

describe('the menu cookie', () => {
  let opened: OpenDb
  beforeAll(async () => {
    opened = await openSeededTestDb('pglite')
  }, 120_000)
  afterAll(() => opened?.close())

  it.each(['en', 'zh'] as const)(
    'holds the whole seed menu (%s) in under 3.8 KB and gives it back unchanged',
    async (locale) => {
      const ads = await cmsAdGetAd(
        { locale },
        { type: MENU_AD_TYPE },
        inProcessTransport(opened.db),
      )
      const menu = normalizeMenu(ads)
      expect(menu.length).toBeGreaterThan(5)
      const value = encodeMenuCookie(menu)
      expect(value).not.toBeNull()
      console.log(`menu cookie (${locale}): ${value?.length} characters`)
      expect(value?.length).toBeLessThan(MENU_COOKIE_MAX)
      // A cookie value holds no separators, spaces, quotes or non-ASCII characters.
      expect(value).toMatch(/^[\x21-\x7e]+$/)
      expect(value).not.toMatch(/[;,"\\]/)
      expect(decodeMenuCookie(value ?? '')).toEqual(menu)
    },
  )

  it('reads nothing from a damaged or hostile cookie, and no script links', () => {
    expect(decodeMenuCookie(undefined)).toBeNull()
    expect(decodeMenuCookie('%E0%A4%A')).toBeNull()
    expect(decodeMenuCookie('{"a":1}')).toBeNull()
    expect(decodeMenuCookie('x'.repeat(5000))).toBeNull()
    const hostile = encodeURIComponent(JSON.stringify([['Login', 'javascript:alert(1)', 1]]))
    expect(decodeMenuCookie(hostile)).toEqual([
      { name: 'Login', href: '', external: true, children: [] },
    ])
  })

  it('is not written when the menu would not fit', () => {
    const huge = Array.from({ length: 200 }, (_, i) => ({
      name: `Item ${i}`,
      href: `/about/item-${i}`,
      external: false,
      children: [],
    }))
    expect(encodeMenuCookie(huge)).toBeNull()
  })
})
