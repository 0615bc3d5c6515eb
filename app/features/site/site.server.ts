import { getCookie } from '@tanstack/react-start/server'
import * as v from 'valibot'
import type { Locale } from '~/i18n/locale'
import { cmsAdGetAd, cmsProductBrandlist, cmsSiteSettings } from '~/server/cmsapi/calls'
import type { AdItem } from '~/server/cmsapi/schemas'
import { sanitizeRichText } from '~/server/sanitize'
import { normalizeMenu, type RawMenuItem, RawMenuItemSchema } from './menu'
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

export async function loadSiteChrome(locale: Locale): Promise<SiteChrome> {
  const ctx = { locale }
  const cachedMenu = menuFromCookie(locale)
  const [settings, menu, filing, brands] = await Promise.all([
    cmsSiteSettings(ctx),
    cachedMenu ?? cmsAdGetAd(ctx, { type: MENU_AD_TYPE }).then(toRawMenu),
    cmsAdGetAd(ctx, { type: FILING_AD_TYPE }),
    cmsProductBrandlist(ctx),
  ])
  return {
    siteTitle: settings.siteTitle,
    hotline: settings.hotline,
    menu: normalizeMenu(menu),
    menuCookie: cachedMenu ? null : encodeURIComponent(JSON.stringify(menu)),
    // Spec §7: the copyright is data[0].child[0].memo of the filing record.
    filingHtml: sanitizeRichText(filing[0]?.child?.[0]?.memo),
    socials: settings.socials,
    brandSites: brands.flatMap((b) => (b.siteUrl ? [{ name: b.name, url: b.siteUrl }] : [])),
    siteUrl: siteUrl(),
  }
}
