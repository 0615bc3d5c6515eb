export const locales = ['en', 'zh'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'en'

/** Cookie that remembers the visitor's language choice (spec §9: 7 days). */
export const LANG_COOKIE = 'lang'
export const LANG_COOKIE_MAX_AGE = 604_800
/**
 * Where the header's language link goes, with the other language's page in `to`: the server
 * records the choice in the cookie and sends the visitor on (routes/lang.ts).
 */
export const LANGUAGE_SWITCH_PATH = '/lang'

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'zh'
}

/** The locale a pathname belongs to: Chinese lives under /zh, everything else is English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === '/zh' || pathname.startsWith('/zh/') ? 'zh' : 'en'
}

/** Removes the /zh prefix, giving the path the page has in every language. */
export function stripLocale(pathname: string): string {
  if (pathname === '/zh') return '/'
  if (pathname.startsWith('/zh/')) return pathname.slice(3)
  return pathname
}

/** The URL of an unprefixed app path in the given locale. */
export function localePath(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`
  if (locale === defaultLocale) return clean
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`
}

/** The path param of the `{-$locale}` segment for a locale (the default has no prefix). */
export function localeParam(locale: Locale): 'zh' | undefined {
  return locale === 'zh' ? 'zh' : undefined
}

export function otherLocale(locale: Locale): Locale {
  return locale === 'en' ? 'zh' : 'en'
}
