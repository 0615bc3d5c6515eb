import { msg } from '@lingui/core/macro'
import { getCookie, setResponseStatus } from '@tanstack/react-start/server'
import { setFlash } from '~/features/forms/flash.server'
import { drawAgain, type Rerender, seeOther } from '~/features/forms/form-post.server'
import { refused } from '~/features/forms/posted.isomorphic'
import { getI18n } from '~/i18n/i18n'
import { type Locale, localePath } from '~/i18n/locale'
import { cmsApiMemberDelete, cmsApiMemberExport } from '~/server/cmsapi/member-calls'
import { log } from '~/server/log'
import { CmsApiError, isMissingCall } from '~/shared/cmsapi/errors.isomorphic'
import { clearSession, ctxFor } from './member.server'
import { TOKEN_COOKIE } from './member.shared'

const PRIVATE = { 'cache-control': 'private, no-store' }

const plain = (status: number, text: string) =>
  new Response(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', ...PRIVATE },
  })

/**
 * GET of the member's data: one JSON file of everything the CMS holds about them, downloaded
 * by a plain link. Without a session the member area's log-in page is where to go.
 */
export async function exportResponse(locale: Locale): Promise<Response> {
  const i18n = getI18n(locale)
  const token = getCookie(TOKEN_COOKIE)
  const login = () =>
    new Response(null, {
      status: 303,
      headers: { location: localePath(locale, '/member/privacy'), ...PRIVATE },
    })
  if (!token) return login()
  try {
    const data = await cmsApiMemberExport(ctxFor(locale, token))
    const day = new Date().toISOString().slice(0, 10)
    return new Response(JSON.stringify(data, null, 2), {
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'content-disposition': `attachment; filename="my-data-${day}.json"`,
        ...PRIVATE,
      },
    })
  } catch (error) {
    if (error instanceof CmsApiError && error.status === 401) {
      clearSession()
      return login()
    }
    if (isMissingCall(error)) {
      return plain(503, i18n._(msg`This is not available at the moment.`))
    }
    log.error({ err: error }, 'member data export failed')
    return plain(502, i18n._(msg`Please try again later.`))
  }
}

/**
 * The account deletion form, posted by the browser itself (decision 0011): the member confirms
 * with their password; the CMS removes the account and its personal data, the session cookie
 * goes, and the browser is sent to the member area with a one-time message.
 */
export async function postDeleteAccount<R>(
  fields: Record<string, string>,
  locale: Locale,
  next: Rerender<R>,
) {
  const i18n = getI18n(locale)
  const token = getCookie(TOKEN_COOKIE)
  if (!token) {
    setResponseStatus(401)
    return next({ context: { posted: refused('delete-account', {}, {}) } })
  }
  const password = (fields.password ?? '').slice(0, 200)
  if (!password) {
    const errors = { password: i18n._(msg`Enter your password to confirm`) }
    return drawAgain(next, refused('delete-account', {}, errors), 400)
  }
  try {
    await cmsApiMemberDelete(ctxFor(locale, token), password)
  } catch (error) {
    if (error instanceof CmsApiError && error.status === 401) {
      clearSession()
      setResponseStatus(401)
      return next({ context: { posted: refused('delete-account', {}, {}) } })
    }
    if (error instanceof CmsApiError && error.status === 400) {
      return drawAgain(next, refused('delete-account', {}, { password: error.message }), 400)
    }
    const text = isMissingCall(error)
      ? i18n._(msg`This is not available at the moment.`)
      : error instanceof CmsApiError && error.status === 429
        ? error.message
        : i18n._(msg`Please try again later.`)
    if (!(error instanceof CmsApiError) || error.status >= 500) {
      log.error({ err: error }, 'account deletion failed')
    }
    const status = error instanceof CmsApiError && error.status === 429 ? 429 : 503
    return drawAgain(next, refused('delete-account', {}, {}, { kind: 'error', text }), status)
  }
  clearSession()
  setFlash({ form: 'account-deleted', message: 'deleted' })
  return seeOther(localePath(locale, '/member/privacy'))
}
