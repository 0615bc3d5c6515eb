import { createMiddleware, createServerFn } from '@tanstack/react-start'
import { getCookie, setResponseStatus } from '@tanstack/react-start/server'
import * as v from 'valibot'
import { LocaleSchema } from '~/i18n/locale-schema'
import { cmsApiMemberDetail, type UserInfo } from '~/server/cmsapi/member-calls'
import { CmsApiError } from '~/shared/cmsapi/errors.isomorphic'
import { clearSession, ctxFor, sessionEnded } from './member.server'
import { NOT_LOGGED_IN, TOKEN_COOKIE } from './member.shared'
import { forgetMember } from './stored-member'

// The member's session as every member page needs it: who is logged in, and the check before
// each call for member data. Apart from the member's own calls (member.functions), so that a
// member page downloads only these two.

const Loc = v.object({ locale: LocaleSchema })

const isNotLoggedIn = (error: unknown) => error instanceof Error && error.message === NOT_LOGGED_IN

/**
 * Server functions for member data: no valid token cookie, no call. In the browser, a call
 * answered "not logged in" also forgets the member remembered in local storage (spec §4).
 */
export const authMiddleware = createMiddleware({ type: 'function' })
  .client(async ({ next }) => {
    try {
      const result = await next()
      if (isNotLoggedIn(Reflect.get(result, 'error'))) forgetMember()
      return result
    } catch (error) {
      if (isNotLoggedIn(error)) forgetMember()
      throw error
    }
  })
  .server(async ({ next }) => {
    const token = getCookie(TOKEN_COOKIE)
    if (!token) {
      setResponseStatus(401)
      throw new Error(NOT_LOGGED_IN)
    }
    try {
      return await next({ context: { token } })
    } catch (error) {
      if (error instanceof CmsApiError && error.status === 401) sessionEnded()
      throw error
    }
  })

/** The user-info read of spec §7: the member, or null (and the cookies cleared) if none. */
export const getMe = createServerFn({ method: 'GET' })
  .validator(Loc)
  .handler(async ({ data }): Promise<UserInfo | null> => {
    const token = getCookie(TOKEN_COOKIE)
    if (!token) return null
    try {
      return await cmsApiMemberDetail(ctxFor(data.locale, token))
    } catch (error) {
      if (error instanceof CmsApiError && error.status === 401) {
        clearSession()
        return null
      }
      throw error
    }
  })
