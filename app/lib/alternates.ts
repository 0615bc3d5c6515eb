import { localeOfPath, localePath, stripLocale } from '~/i18n/locale'

/** Canonical URL and hreflang alternates of a page in both languages. */
export function alternateLinks(siteUrl: string, pathname: string) {
  // Index routes report a trailing slash; the public URL has none.
  const path = stripLocale(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname)
  const en = `${siteUrl}${localePath('en', path)}`
  const zh = `${siteUrl}${localePath('zh', path)}`
  return [
    { rel: 'canonical', href: localeOfPath(pathname) === 'zh' ? zh : en },
    { rel: 'alternate', hrefLang: 'en', href: en },
    { rel: 'alternate', hrefLang: 'zh-CN', href: zh },
    { rel: 'alternate', hrefLang: 'x-default', href: en },
  ]
}
