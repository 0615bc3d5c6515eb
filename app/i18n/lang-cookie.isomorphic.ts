import { createIsomorphicFn } from '@tanstack/react-start'
import { getCookie } from '@tanstack/react-start/server'
import { isLocale, LANG_COOKIE, type Locale } from '~/i18n/locale'
import { cookieValue } from '~/shared/cookies'

/** The language the visitor chose last time (the `lang` cookie), if any. */
export const readLangCookie = createIsomorphicFn()
  .server((): Locale | undefined => {
    const value = getCookie(LANG_COOKIE)
    return isLocale(value) ? value : undefined
  })
  .client((): Locale | undefined => {
    const value = cookieValue(document.cookie, LANG_COOKIE)
    return isLocale(value) ? value : undefined
  })
