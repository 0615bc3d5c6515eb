import { msg } from '@lingui/core/macro'
import { getCookie, setResponseHeader, setResponseStatus } from '@tanstack/react-start/server'
import type { Rerender } from '~/features/forms/form-post.server'
import { refused } from '~/features/forms/posted.isomorphic'
import { getI18n } from '~/i18n/i18n'
import type { Locale } from '~/i18n/locale'
import { cmsApiMemberDetail } from '~/server/cmsapi/member-calls'
import { log } from '~/server/log'
import { CmsApiError } from '~/shared/cmsapi/errors.isomorphic'
import { clearSession, ctxFor } from './member.server'
import { TOKEN_COOKIE } from './member.shared'

/**
 * Every form of the member area posted by the browser itself (decision 0011) comes through here
 * first, before a byte of its body is read: the session of its token cookie is looked up (in the
 * content service's database, or by the CMS upstream). Any `token` cookie, forged or ended, used
 * to be enough for the warranty page to read an 8 MB post and decode its photo before the
 * session was checked. A post without a session is answered at once: the page again with its
 * log-in form (401), as a post whose session ran out always was, and the connection is closed
 * rather than the rest of the body read. `work` gets the token of a session that exists.
 */
export async function memberPost<R>(
  locale: Locale,
  next: Rerender<R>,
  form: string,
  work: (token: string) => R | Promise<R>,
): Promise<R> {
  const token = getCookie(TOKEN_COOKIE)
  const session = token ? await sessionOf(locale, token) : 'none'
  if (token && session === 'live') return await work(token)
  // Nothing more of this body is read: the connection ends with the answer.
  setResponseHeader('connection', 'close')
  if (session === 'unknown') {
    setResponseStatus(502)
    const text = getI18n(locale)._(msg`Please try again later.`)
    return next({ context: { posted: refused(form, {}, {}, { kind: 'error', text }) } })
  }
  setResponseStatus(401)
  return next({ context: { posted: refused(form, {}, {}) } })
}

/** Whether the token names a session: one lookup, the user-info call of every member page. */
async function sessionOf(locale: Locale, token: string): Promise<'live' | 'none' | 'unknown'> {
  try {
    await cmsApiMemberDetail(ctxFor(locale, token))
    return 'live'
  } catch (error) {
    if (error instanceof CmsApiError && error.status === 401) {
      clearSession()
      return 'none'
    }
    // A failed upstream call has its own log line (server/cmsapi/log.ts); anything else is ours.
    if (!(error instanceof CmsApiError)) log.error({ err: error }, 'member session lookup failed')
    return 'unknown'
  }
}
