import { siteUrl } from '~/features/site/site.server'
import { type Locale, localePath, locales } from '~/i18n/locale'
import {
  cmsContentList,
  cmsPositionCampuslist,
  cmsPositionSociallist,
  cmsProductDownlist,
  cmsProductProductlist,
  type Paging,
} from '~/server/cmsapi/calls'

/** Public pages of the spec (no member, login or error pages: those are not for search). */
export const SITEMAP_PAGES = [
  '/',
  '/about/about-us',
  '/about/culture',
  '/about/honor',
  '/about/news',
  '/product/mall',
  '/product/list',
  '/contact/contact-us',
  '/contact/business',
  '/contact/join',
  '/contact/network',
  '/contact/modules/networkCn',
  '/contact/modules/networkEn',
  '/recruits/recruit',
  '/recruits/campus',
  '/recruits/grow-up',
  '/recruits/system',
  '/recruits/welfare',
  '/recruits/work',
  '/service/service',
  '/service/download',
  '/service/explain',
  '/service/maintain',
  '/service/network',
  '/service/search',
  '/service/modules/fwcheck',
]

type Page<T> = { list: T[]; total: number }

/** Every item of a paged list call, 100 at a time. */
async function all<T>(fetchPage: (paging: Paging) => Promise<Page<T>>): Promise<T[]> {
  const items: T[] = []
  for (let pageNo = 1; pageNo <= 100; pageNo++) {
    const page = await fetchPage({ pageNo, pageSize: 100 })
    items.push(...page.list)
    if (items.length >= page.total || page.list.length === 0) break
  }
  return items
}

/** The unprefixed paths of every detail page of one language. */
async function detailPaths(locale: Locale): Promise<string[]> {
  const ctx = { locale }
  const [news, products, campus, social, downloads, manuals] = await Promise.all([
    all((p) => cmsContentList(ctx, p)),
    all((p) => cmsProductProductlist(ctx, p)),
    all((p) => cmsPositionCampuslist(ctx, p)),
    all((p) => cmsPositionSociallist(ctx, p)),
    all((p) => cmsProductDownlist(ctx, { ...p, kind: 'download' })),
    all((p) => cmsProductDownlist(ctx, { ...p, kind: 'manual' })),
  ])
  return [
    ...news.map((n) => `/about/news/detail/${n.id}`),
    ...products.map((p) => `/product/detail/${p.id}`),
    ...[...campus, ...social].map((p) => `/recruits/detail/${p.id}`),
    ...downloads.map((d) => `/service/download/detail/${d.id}`),
    ...manuals.map((d) => `/service/explain/detail/${d.id}`),
  ]
}

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  )

/**
 * sitemap.xml: every page in both languages, each with its hreflang twins. Content exists per
 * language, so a detail is listed (and linked to a twin) only where it exists.
 */
export async function buildSitemap(): Promise<string> {
  const base = siteUrl()
  const [en, zh] = await Promise.all([detailPaths('en'), detailPaths('zh')])
  const details: Record<Locale, string[]> = { en, zh }
  const urls: string[] = []
  for (const locale of locales) {
    const paths = [...SITEMAP_PAGES, ...details[locale]]
    for (const path of paths) {
      const twins = locales.filter(
        (other) =>
          other === locale || SITEMAP_PAGES.includes(path) || details[other].includes(path),
      )
      const links = twins
        .map(
          (l) =>
            `<xhtml:link rel="alternate" hreflang="${l === 'zh' ? 'zh-CN' : 'en'}" href="${escapeXml(base + localePath(l, path))}"/>`,
        )
        .join('')
      urls.push(`<url><loc>${escapeXml(base + localePath(locale, path))}</loc>${links}</url>`)
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}
