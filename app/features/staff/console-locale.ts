import { isLocale, type Locale } from '~/i18n/locale'

/** The console remembers its language in a cookie of its own (readable by the page). */
export const STAFF_LANG_COOKIE = 'staff_lang'

/** The console's language: the remembered choice, else the browser's, else English. */
export function initialConsoleLocale(): Locale {
  const match = new RegExp(`(?:^|;\\s*)${STAFF_LANG_COOKIE}=([^;]+)`).exec(document.cookie)
  const remembered = match?.[1]
  if (isLocale(remembered)) return remembered
  return navigator.language.toLowerCase().startsWith('zh') ? 'zh' : 'en'
}

export function rememberConsoleLocale(locale: Locale) {
  // biome-ignore lint/suspicious/noDocumentCookie: a preference the page itself reads; no secret
  document.cookie = `${STAFF_LANG_COOKIE}=${locale}; Path=/staff; Max-Age=31536000; SameSite=Strict`
}
