import { msg } from '@lingui/core/macro'
import { siteUrl } from '~/features/site/site.server'
import { getI18n } from '~/i18n/i18n'
import { type Locale, localePath, locales } from '~/i18n/locale'
import {
  cmsContentList,
  cmsPositionCampuslist,
  cmsPositionSociallist,
  cmsProductDownlist,
  cmsProductProductlist,
  type Paging,
} from '~/server/cmsapi/calls'
import { log } from '~/server/log'
import { CmsApiError } from '~/shared/cmsapi/errors.isomorphic'

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
  '/service/parts',
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

type Detail = { path: string; key?: string }

/** Every detail page of one language: its unprefixed path and the translation key it has. */
async function details(locale: Locale): Promise<Detail[]> {
  const ctx = { locale }
  const [news, products, campus, social, downloads, manuals] = await Promise.all([
    all((p) => cmsContentList(ctx, p)),
    all((p) => cmsProductProductlist(ctx, p)),
    all((p) => cmsPositionCampuslist(ctx, p)),
    all((p) => cmsPositionSociallist(ctx, p)),
    all((p) => cmsProductDownlist(ctx, { ...p, kind: 'download' })),
    all((p) => cmsProductDownlist(ctx, { ...p, kind: 'manual' })),
  ])
  // Keys are unique per kind of item: the kind is part of the key here.
  const of = (kind: string, base: string, items: Array<{ id: number; key?: string }>) =>
    items.map((i) => ({
      path: `${base}/${i.id}`,
      key: i.key === undefined ? undefined : `${kind}:${i.key}`,
    }))
  return [
    ...of('news', '/about/news/detail', news),
    ...of('product', '/product/detail', products),
    ...of('position', '/recruits/detail', [...campus, ...social]),
    ...of('file', '/service/download/detail', downloads),
    ...of('file', '/service/explain/detail', manuals),
  ]
}

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  )

/**
 * sitemap.xml: every page in both languages, each with its hreflang alternates. A detail's
 * alternate in the other language is its twin (the item with the same translation key); a
 * detail without a twin has no alternate there.
 */
export async function buildSitemap(): Promise<string> {
  const base = siteUrl()
  const [en, zh] = await Promise.all([details('en'), details('zh')])
  const byLocale: Record<Locale, Detail[]> = { en, zh }
  const twinPath: Record<Locale, Map<string, string>> = {
    en: new Map(en.flatMap((d) => (d.key ? [[d.key, d.path] as const] : []))),
    zh: new Map(zh.flatMap((d) => (d.key ? [[d.key, d.path] as const] : []))),
  }
  const link = (l: Locale, path: string) =>
    `<xhtml:link rel="alternate" hreflang="${l === 'zh' ? 'zh-CN' : 'en'}" href="${escapeXml(base + localePath(l, path))}"/>`
  const urls: string[] = []
  for (const locale of locales) {
    const entries: Array<{ path: string; twins: Partial<Record<Locale, string>> }> = [
      ...SITEMAP_PAGES.map((path) => ({ path, twins: { en: path, zh: path } })),
      ...byLocale[locale].map((d) => {
        const twins: Partial<Record<Locale, string>> = { [locale]: d.path }
        for (const other of locales) {
          const twin = d.key ? twinPath[other].get(d.key) : undefined
          if (other !== locale && twin) twins[other] = twin
        }
        return { path: d.path, twins }
      }),
    ]
    for (const { path, twins } of entries) {
      const links = locales.flatMap((l) => {
        const twin = twins[l]
        return twin ? [link(l, twin)] : []
      })
      urls.push(
        `<url><loc>${escapeXml(base + localePath(locale, path))}</loc>${links.join('')}</url>`,
      )
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

/**
 * GET /sitemap.xml: the sitemap, or while the content service fails a plain 502 (504 when it is
 * slow) that no cache keeps; never the failure's own words or the router's error JSON.
 */
export async function sitemapResponse(): Promise<Response> {
  let xml: string
  try {
    xml = await buildSitemap()
  } catch (error) {
    // A failed upstream call has its own log line (server/cmsapi/log.ts); anything else is ours.
    if (!(error instanceof CmsApiError)) log.error({ err: error }, 'sitemap failed')
    const status = error instanceof CmsApiError && error.status >= 502 ? error.status : 502
    return new Response(getI18n('en')._(msg`Please try again later.`), {
      status,
      headers: {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
        'retry-after': '60',
      },
    })
  }
  return new Response(xml, {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  })
}
