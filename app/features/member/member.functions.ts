import { createServerFn } from '@tanstack/react-start'
import { getCookie } from '@tanstack/react-start/server'
import * as v from 'valibot'
import { LocaleSchema } from '~/i18n/locale-schema'
import { cmsApiMemberShareAdd, cmsApiMemberShareList } from '~/server/cmsapi/member-calls'
import { isSitePageUrl } from '~/server/site-url'
import { unlessMissing } from '~/shared/cmsapi/errors.isomorphic'
import {
  ctxFor,
  logIn,
  logOut,
  registerMember,
  resetPassword as resetMemberPassword,
  savePassword,
  saveProfile,
  sendCode,
} from './member.server'
import { type Outcome, TOKEN_COOKIE } from './member.shared'
import { authMiddleware } from './session.functions'

export { NOT_LOGGED_IN, type Outcome, USER_COOKIE } from './member.shared'

/**
 * A captcha answer sent with a call: the challenge's key, the text typed and the proof of
 * work's solution (ALTCHA's payload).
 */
const Captcha = {
  verKey: v.optional(v.pipe(v.string(), v.maxLength(64))),
  verCode: v.optional(v.pipe(v.string(), v.maxLength(20))),
  altcha: v.optional(v.pipe(v.string(), v.maxLength(2000))),
}

const Loc = v.object({ locale: LocaleSchema })
/** A member form's fields: the largest (register) has six; a few more are no form of the site. */
const Strings = v.pipe(
  v.record(v.pipe(v.string(), v.maxLength(40)), v.pipe(v.string(), v.maxLength(500))),
  v.maxEntries(20),
)

export const register = createServerFn({ method: 'POST' })
  .validator(
    v.object({
      locale: LocaleSchema,
      fields: Strings,
      verKey: v.optional(v.pipe(v.string(), v.maxLength(64))),
    }),
  )
  .handler(({ data }): Promise<Outcome> => registerMember(data.locale, data.fields, data.verKey))

export const login = createServerFn({ method: 'POST' })
  .validator(v.object({ locale: LocaleSchema, fields: Strings, ...Captcha }))
  .handler(
    ({ data }): Promise<Outcome<{ account: string; nickname: string }>> =>
      logIn(data.locale, data.fields, data.verKey, data.altcha),
  )

export const logout = createServerFn({ method: 'POST' })
  .validator(Loc)
  .handler(async ({ data }) => {
    await logOut(data.locale)
    return { ok: true as const }
  })

export const updateProfile = createServerFn({ method: 'POST' })
  .middleware([authMiddleware])
  .validator(v.object({ locale: LocaleSchema, fields: Strings }))
  .handler(
    ({ data, context }): Promise<Outcome> => saveProfile(data.locale, context.token, data.fields),
  )

export const changePassword = createServerFn({ method: 'POST' })
  .middleware([authMiddleware])
  .validator(v.object({ locale: LocaleSchema, fields: Strings }))
  .handler(
    ({ data, context }): Promise<Outcome> => savePassword(data.locale, context.token, data.fields),
  )

export const sendResetCode = createServerFn({ method: 'POST' })
  .validator(
    v.object({ locale: LocaleSchema, account: v.pipe(v.string(), v.maxLength(20)), ...Captcha }),
  )
  .handler(
    ({ data }): Promise<Outcome> =>
      sendCode(data.locale, data.account, {
        verKey: data.verKey,
        verCode: data.verCode,
        altcha: data.altcha,
      }),
  )

export const resetPassword = createServerFn({ method: 'POST' })
  .validator(v.object({ locale: LocaleSchema, fields: Strings, ...Captcha }))
  .handler(
    ({ data }): Promise<Outcome> =>
      resetMemberPassword(data.locale, data.fields, data.verKey, data.altcha),
  )

export const recordShare = createServerFn({ method: 'POST' })
  .validator(
    v.object({
      locale: LocaleSchema,
      channel: v.picklist(['weibo', 'qq', 'qzone', 'copy', 'wechat']),
      url: v.pipe(v.string(), v.maxLength(1000)),
      title: v.pipe(v.string(), v.maxLength(200)),
    }),
  )
  .handler(async ({ data }) => {
    const token = getCookie(TOKEN_COOKIE)
    // Shares are recorded for members only; a visitor's share is nobody's business. Only a
    // page of this site is kept: the share list shows each as a link.
    if (!token || !isSitePageUrl(data.url)) return { ok: false as const }
    await cmsApiMemberShareAdd(ctxFor(data.locale, token), data).catch(() => 0)
    return { ok: true as const }
  })

export const getShares = createServerFn({ method: 'GET' })
  .middleware([authMiddleware])
  .validator(Loc)
  // A CMS that keeps no shares (an old one without the call) has none to list.
  .handler(({ data, context }) =>
    unlessMissing(cmsApiMemberShareList(ctxFor(data.locale, context.token)), []),
  )
