import { type Locale, localeOfPath, localePath, locales, stripLocale } from '~/i18n/locale'
import type { Twins } from './twins'

const hrefLang: Record<Locale, string> = { en: 'en', zh: 'zh-CN' }

/**
 * Canonical URL and hreflang alternates of a page: one alternate per language that has the page
 * (its twin, see twins.ts), x-default on the English one. Without twins the page exists at the
 * same path in both languages. Queries are left out: a filtered list's canonical is the list.
 */
export function alternateLinks(siteUrl: string, pathname: string, twins?: Twins) {
  // Index routes report a trailing slash; the public URL has none.
  const path = stripLocale(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname)
  const here = localeOfPath(pathname)
  const hrefs: Partial<Record<Locale, string>> = {}
  for (const l of locales) {
    const twin = l === here ? path : twins ? twins[l]?.replace(/\?.*$/, '') : path
    if (twin !== undefined) hrefs[l] = `${siteUrl}${localePath(l, twin)}`
  }
  const links: Array<{ rel: string; hrefLang?: string; href: string }> = [
    { rel: 'canonical', href: hrefs[here] ?? `${siteUrl}${localePath(here, path)}` },
  ]
  for (const l of locales) {
    const href = hrefs[l]
    if (href) links.push({ rel: 'alternate', hrefLang: hrefLang[l], href })
  }
  if (hrefs.en) links.push({ rel: 'alternate', hrefLang: 'x-default', href: hrefs.en })
  return links
}
