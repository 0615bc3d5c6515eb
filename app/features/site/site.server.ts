import type { Locale } from '~/i18n/locale'
import { cmsAdGetAd, cmsProductBrandlist, cmsSiteSettings } from '~/server/cmsapi/calls'
import type { AdItem } from '~/server/cmsapi/schemas'
import { sanitizeRichText } from '~/server/sanitize'
import { siteUrl } from '~/server/site-url'
import { type NavItem, normalizeMenu, type RawMenuItem } from './menu'
import type { SiteChrome } from './site.types'

/** Ad type of the top menu and of the filing record (spec §2, §7). */
export const MENU_AD_TYPE = 'top title'
export const FILING_AD_TYPE = '备案信息'

function toRawMenu(items: readonly AdItem[]): RawMenuItem[] {
  return items.map((item) => ({
    name: item.name,
    outerChain: item.outerChain,
    chainType: item.chainType,
    child: item.child ? toRawMenu(item.child) : [],
  }))
}

export { siteUrl }

/**
 * The page frame's links are worked out once per answer of the content service: the site
 * shares those answers for CMS_CACHE_TTL seconds.
 */
const fromMenuAds = new WeakMap<readonly AdItem[], NavItem[]>()

function menuOf(ads: readonly AdItem[]): NavItem[] {
  let found = fromMenuAds.get(ads)
  if (!found) {
    found = normalizeMenu(toRawMenu(ads))
    fromMenuAds.set(ads, found)
  }
  return found
}

/**
 * Header, side bar and footer of a page, from the content service alone: nothing a visitor
 * sends (the menu cookie included) changes them, so every page that shows them may be shared.
 */
export async function loadSiteChrome(locale: Locale): Promise<SiteChrome> {
  const ctx = { locale }
  const [settings, menuAds, filing, brands] = await Promise.all([
    cmsSiteSettings(ctx),
    cmsAdGetAd(ctx, { type: MENU_AD_TYPE }),
    cmsAdGetAd(ctx, { type: FILING_AD_TYPE }),
    cmsProductBrandlist(ctx),
  ])
  return {
    siteTitle: settings.siteTitle,
    hotline: settings.hotline,
    menu: menuOf(menuAds),
    // Spec §7: the copyright is data[0].child[0].memo of the filing record.
    filingHtml: sanitizeRichText(filing[0]?.child?.[0]?.memo),
    socials: settings.socials,
    brandSites: brands.flatMap((b) => (b.siteUrl ? [{ name: b.name, url: b.siteUrl }] : [])),
    siteUrl: siteUrl(),
  }
}
