import { getCookie } from '@tanstack/react-start/server'
import * as v from 'valibot'
import type { Locale } from '~/i18n/locale'
import { cmsAdGetAd, cmsProductBrandlist, cmsSiteSettings } from '~/server/cmsapi/calls'
import type { AdItem } from '~/server/cmsapi/schemas'
import { sanitizeRichText } from '~/server/sanitize'
import { type NavItem, normalizeMenu, type RawMenuItem, RawMenuItemSchema } from './menu'
import type { SiteChrome } from './site.types'

/** Ad type of the top menu and of the filing record (spec §2, §7). */
export const MENU_AD_TYPE = 'top title'
export const FILING_AD_TYPE = '备案信息'

/** Spec §2/§9: the menu is kept in a cookie for 1800 s (written by the browser). */
export const menuCookieName = (locale: Locale) => `menuList_${locale}`

function toRawMenu(items: readonly AdItem[]): RawMenuItem[] {
  return items.map((item) => ({
    name: item.name,
    outerChain: item.outerChain,
    chainType: item.chainType,
    child: item.child ? toRawMenu(item.child) : [],
  }))
}

/** The menu from the cookie, when it holds a valid one; links are re-checked on use. */
function menuFromCookie(locale: Locale): RawMenuItem[] | undefined {
  const raw = getCookie(menuCookieName(locale))
  if (!raw || raw.length > 4096) return undefined
  try {
    const parsed = v.safeParse(v.array(RawMenuItemSchema), JSON.parse(decodeURIComponent(raw)))
    return parsed.success ? parsed.output : undefined
  } catch {
    return undefined
  }
}

export function siteUrl(): string {
  return (process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(
    /\/+$/,
    '',
  )
}

/**
 * What the page frame derives from the menu (links, the cookie copy) is worked out once per
 * answer of the content service: the site shares those answers for CMS_CACHE_TTL seconds.
 */
const fromMenuAds = new WeakMap<readonly AdItem[], { menu: NavItem[]; cookie: string }>()

function menuOf(ads: readonly AdItem[]) {
  let found = fromMenuAds.get(ads)
  if (!found) {
    const raw = toRawMenu(ads)
    found = { menu: normalizeMenu(raw), cookie: encodeURIComponent(JSON.stringify(raw)) }
    fromMenuAds.set(ads, found)
  }
  return found
}

export async function loadSiteChrome(locale: Locale): Promise<SiteChrome> {
  const ctx = { locale }
  const cachedMenu = menuFromCookie(locale)
  const [settings, menuAds, filing, brands] = await Promise.all([
    cmsSiteSettings(ctx),
    cachedMenu ? null : cmsAdGetAd(ctx, { type: MENU_AD_TYPE }),
    cmsAdGetAd(ctx, { type: FILING_AD_TYPE }),
    cmsProductBrandlist(ctx),
  ])
  const fromServer = menuAds ? menuOf(menuAds) : null
  return {
    siteTitle: settings.siteTitle,
    hotline: settings.hotline,
    menu: fromServer?.menu ?? normalizeMenu(cachedMenu ?? []),
    menuCookie: fromServer?.cookie ?? null,
    // Spec §7: the copyright is data[0].child[0].memo of the filing record.
    filingHtml: sanitizeRichText(filing[0]?.child?.[0]?.memo),
    socials: settings.socials,
    brandSites: brands.flatMap((b) => (b.siteUrl ? [{ name: b.name, url: b.siteUrl }] : [])),
    siteUrl: siteUrl(),
  }
}
