import { createIsomorphicFn } from '@tanstack/react-start'
import { getCookie } from '@tanstack/react-start/server'
import { cookieValue } from '~/shared/cookies'
import { isLocale, LANG_COOKIE, type Locale } from './locale'

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
