import { createIsomorphicFn } from '@tanstack/react-start'
import { getCookie } from '@tanstack/react-start/server'
import { isLocale, LANG_COOKIE, type Locale } from './locale'

function fromCookieHeader(header: string): string | undefined {
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name === LANG_COOKIE) return decodeURIComponent(rest.join('='))
  }
  return undefined
}

/** The language the visitor chose last time (the `lang` cookie), if any. */
export const readLangCookie = createIsomorphicFn()
  .server((): Locale | undefined => {
    const value = getCookie(LANG_COOKIE)
    return isLocale(value) ? value : undefined
  })
  .client((): Locale | undefined => {
    const value = fromCookieHeader(document.cookie)
    return isLocale(value) ? value : undefined
  })
