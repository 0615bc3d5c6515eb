import { section } from '~/features/content/cms-errors'
import { getI18n } from '~/i18n/i18n'
import type { Locale } from '~/i18n/locale'
import { isOtherSite } from '~/lib/site-links'
import { cmsAdGetAd, cmsProductBrandlist, cmsSiteSettings } from '~/server/cmsapi/calls'
import type { AdItem } from '~/server/cmsapi/schemas'
import { sanitizeRichText } from '~/server/sanitize'
import { DEFAULT_HOTLINE, defaultSiteTitle } from '~/server/site-defaults'
import { mailDomain, siteUrl } from '~/server/site-url'
import { mailboxesOf } from '~/shared/mailboxes'
import { defaultNavItems } from './footer-groups'
import { type NavItem, normalizeMenu, type RawMenuItem } from './menu'
import type { SiteChrome } from './site.types'

/** Ad type of the top menu and of the filing record (spec §2, §7). */
export const MENU_AD_TYPE = 'top title'
export const FILING_AD_TYPE = '备案信息'

/** Menu items as the service sent them; one without a name has nothing to show. */
function toRawMenu(items: readonly AdItem[]): RawMenuItem[] {
  return items
    .filter((item) => item.name.trim() !== '')
    .map((item) => ({
      name: item.name,
      outerChain: item.outerChain,
      chainType: item.chainType,
      child: toRawMenu(item.child),
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
 * Each part falls back on its own (spec §2): the site title and hotline, no menu (the footer
 * then has its 6 default groups), no filing text, no brand sites. The frame never fails a page.
 */
export async function loadSiteChrome(locale: Locale): Promise<SiteChrome> {
  const ctx = { locale }
  const [settings, menuAds, filing, brands] = await Promise.all([
    section(cmsSiteSettings(ctx), null),
    section(cmsAdGetAd(ctx, { type: MENU_AD_TYPE }), []),
    section(cmsAdGetAd(ctx, { type: FILING_AD_TYPE }), []),
    section(cmsProductBrandlist(ctx), []),
  ])
  const menu = menuOf(menuAds.value)
  return {
    siteTitle: settings.value?.siteTitle ?? defaultSiteTitle(locale),
    hotline: settings.value?.hotline ?? DEFAULT_HOTLINE,
    menu,
    // Worked out here, where every catalogue is loaded: the page's code does not carry it.
    defaultMenu: menu.length > 0 ? [] : defaultNavItems(getI18n(locale)),
    // Spec §7: the copyright is data[0].child[0].memo of the filing record.
    filingHtml: sanitizeRichText(filing.value[0]?.child[0]?.memo),
    socials: settings.value?.socials ?? [],
    brandSites: brands.value.flatMap((b) =>
      b.siteUrl ? [{ name: b.name, url: b.siteUrl, newTab: isOtherSite(b.siteUrl) }] : [],
    ),
    siteUrl: siteUrl(),
    mailboxes: mailboxesOf(settings.value?.mailboxes, mailDomain()),
    degraded: [settings, menuAds, filing, brands].some((part) => part.failed),
  }
}
