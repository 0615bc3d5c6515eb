import { LANG_COOKIE, LANG_COOKIE_MAX_AGE, localeOfPath } from '~/i18n/locale'

/**
 * The page of this site that `to` names (path and query, no host), or null for anything else:
 * an absolute or protocol-relative address, a backslash that a browser reads as a slash, control
 * characters. What is left cannot lead off the site.
 */
export function sitePathOf(to: string | null): string | null {
  if (!to?.startsWith('/') || /[\\\p{Cc}]/u.test(to) || to.startsWith('//')) return null
  const base = 'http://site.invalid'
  let url: URL
  try {
    url = new URL(to, base)
  } catch {
    return null
  }
  return url.origin === base ? url.pathname + url.search : null
}

/**
 * The language link without the page's code (spec §4: write the cookie, then load the page
 * anew): the choice goes into the `lang` cookie, which sends a later visit of `/` to `/zh`, and
 * the visitor on to the page in that language. A link, not a form: it works the same with and
 * without JavaScript, and the pages that carry it stay the same for everyone.
 */
export function switchLanguage(request: Request): Response {
  const to = sitePathOf(new URL(request.url).searchParams.get('to')) ?? '/'
  const locale = localeOfPath(new URL(to, 'http://site.invalid').pathname)
  return new Response(null, {
    status: 303,
    headers: {
      location: to,
      'set-cookie': `${LANG_COOKIE}=${locale}; Path=/; Max-Age=${LANG_COOKIE_MAX_AGE}; SameSite=Lax`,
      'cache-control': 'no-store',
    },
  })
}
