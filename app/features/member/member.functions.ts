import { msg } from '@lingui/core/macro'
import { createMiddleware, createServerFn } from '@tanstack/react-start'
import { deleteCookie, getCookie, setCookie, setResponseStatus } from '@tanstack/react-start/server'
import * as v from 'valibot'
import { getI18n } from '~/i18n/i18n'
import type { Locale } from '~/i18n/locale'
import { LocaleSchema } from '~/i18n/locale-schema'
import { fieldErrorsOf } from '~/lib/field-errors'
import { clientIp } from '~/server/client-ip'
import { CAPTCHA_REQUIRED } from '~/server/cms/security-code'
import { CmsApiError, unlessMissing } from '~/server/cmsapi/errors'
import {
  cmsApiMemberDetail,
  cmsApiMemberEditItem,
  cmsApiMemberFindPass,
  cmsApiMemberLogin,
  cmsApiMemberLogout,
  cmsApiMemberRegister,
  cmsApiMemberSendCode,
  cmsApiMemberShareAdd,
  cmsApiMemberShareList,
  cmsApiMemberSubscriptions,
  type UserInfo,
} from '~/server/cmsapi/member-calls'
import { isProduction } from '~/server/env'
import { log } from '~/server/log'
import { isSitePageUrl } from '~/server/site-url'
import { makeMemberSchemas } from './member.schemas'
import { forgetMember } from './stored-member'

export const TOKEN_COOKIE = 'token'
export const USER_COOKIE = 'userInfo'
/** What a member call answers without a valid session (status 401). */
export const NOT_LOGGED_IN = 'Not logged in'
const WEEK = 604_800

export type Outcome<T = null> =
  | { ok: true; data: T }
  | {
      ok: false
      fieldErrors: Record<string, string>
      formError: string | null
      /** The next try needs the image captcha (many failures for this account or phone). */
      captcha?: boolean
    }

const fail = (
  status: number,
  formError: string | null,
  fieldErrors: Record<string, string> = {},
) => {
  setResponseStatus(status)
  return { ok: false as const, fieldErrors, formError }
}

/** The service wants the captcha: its message goes on the verification-code field. */
function captchaNeeded(error: unknown) {
  if (!(error instanceof CmsApiError) || error.status !== CAPTCHA_REQUIRED) return null
  return { ...fail(CAPTCHA_REQUIRED, null, { verCode: error.message }), captcha: true }
}

/** A captcha answer sent with a call: the challenge's key and the text typed. */
const Captcha = {
  verKey: v.optional(v.pipe(v.string(), v.maxLength(64))),
  verCode: v.optional(v.pipe(v.string(), v.maxLength(20))),
}

function captchaOf(data: { verKey?: string; verCode?: string }): Record<string, string> {
  return data.verKey && data.verCode ? { verKey: data.verKey, verCode: data.verCode } : {}
}

function ctxFor(locale: Locale, token?: string) {
  return { locale, token, peopleIp: clientIp() }
}

/** A member call the CMS answered "not logged in": the session is over (status 401). */
function sessionEnded(): never {
  clearSession()
  setResponseStatus(401)
  throw new Error(NOT_LOGGED_IN)
}

/** Known failures keep their message and status; anything else is 'failed' with a 502. */
function fromError(error: unknown, fallback: string) {
  if (error instanceof CmsApiError && error.status === 401) sessionEnded()
  if (error instanceof CmsApiError && error.status >= 400 && error.status < 500) {
    return fail(error.status, error.status === 429 ? error.message : error.message || fallback)
  }
  log.error({ err: error }, 'member call failed')
  return fail(502, fallback)
}

function setSession(token: string, user: UserInfo) {
  const secure = isProduction() && !process.env.SITE_URL?.startsWith('http://')
  setCookie(TOKEN_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: WEEK,
  })
  // Only what the header shows, readable by the page; never the token.
  setCookie(
    USER_COOKIE,
    encodeURIComponent(JSON.stringify({ account: user.account, nickname: user.nickname })),
    {
      sameSite: 'lax',
      secure,
      path: '/',
      maxAge: WEEK,
    },
  )
}

function clearSession() {
  deleteCookie(TOKEN_COOKIE, { path: '/' })
  deleteCookie(USER_COOKIE, { path: '/' })
}

const Loc = v.object({ locale: LocaleSchema })
const Strings = v.record(v.pipe(v.string(), v.maxLength(40)), v.pipe(v.string(), v.maxLength(500)))

export const register = createServerFn({ method: 'POST' })
  .validator(
    v.object({
      locale: LocaleSchema,
      fields: Strings,
      verKey: v.pipe(v.string(), v.maxLength(64)),
    }),
  )
  .handler(async ({ data }): Promise<Outcome> => {
    const i18n = getI18n(data.locale)
    const parsed = v.safeParse(makeMemberSchemas(i18n).register, data.fields)
    if (!parsed.success) return fail(400, null, fieldErrorsOf(parsed.issues))
    try {
      const registered = await cmsApiMemberRegister(ctxFor(data.locale), {
        ...parsed.output,
        verKey: data.verKey,
      })
      // Spec §8: a bare 0 passes through to here: the CMS refused without saying why.
      if (!registered) return fail(400, i18n._(msg`Registration Failed`))
      return { ok: true, data: null }
    } catch (error) {
      if (
        error instanceof CmsApiError &&
        error.status === 400 &&
        /verification|验证码/i.test(error.message)
      ) {
        return fail(400, null, { verCode: error.message })
      }
      if (error instanceof CmsApiError && error.status === 409)
        return fail(409, null, { account: error.message })
      return fromError(error, i18n._(msg`Registration Failed`))
    }
  })

export const login = createServerFn({ method: 'POST' })
  .validator(v.object({ locale: LocaleSchema, fields: Strings, ...Captcha }))
  .handler(async ({ data }): Promise<Outcome<{ account: string; nickname: string }>> => {
    const i18n = getI18n(data.locale)
    const parsed = v.safeParse(makeMemberSchemas(i18n).login, data.fields)
    if (!parsed.success) return fail(400, null, fieldErrorsOf(parsed.issues))
    try {
      const { account, password } = parsed.output
      const result = await cmsApiMemberLogin(ctxFor(data.locale), {
        account,
        password,
        ...captchaOf({ verKey: data.verKey, verCode: parsed.output.verCode }),
      })
      setSession(result.token, result.userInfo)
      return {
        ok: true,
        data: { account: result.userInfo.account, nickname: result.userInfo.nickname ?? '' },
      }
    } catch (error) {
      const captcha = captchaNeeded(error)
      if (captcha) return captcha
      if (error instanceof CmsApiError && error.status === 429) {
        return fail(429, i18n._(msg`Too many attempts, please try again in a few minutes`))
      }
      // A disabled account: the service's own message says so.
      if (error instanceof CmsApiError && error.status === 403) return fail(403, error.message)
      if (error instanceof CmsApiError && error.status < 500)
        return fail(401, i18n._(msg`Login Failed`))
      return fromError(error, i18n._(msg`Login Failed`))
    }
  })

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

export const logout = createServerFn({ method: 'POST' })
  .validator(Loc)
  .handler(async ({ data }) => {
    const token = getCookie(TOKEN_COOKIE)
    if (token) await cmsApiMemberLogout(ctxFor(data.locale, token)).catch(() => 0)
    clearSession()
    return { ok: true as const }
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

export const updateProfile = createServerFn({ method: 'POST' })
  .middleware([authMiddleware])
  .validator(v.object({ locale: LocaleSchema, fields: Strings }))
  .handler(async ({ data, context }): Promise<Outcome> => {
    const i18n = getI18n(data.locale)
    const parsed = v.safeParse(makeMemberSchemas(i18n).profile, data.fields)
    if (!parsed.success) return fail(400, null, fieldErrorsOf(parsed.issues))
    try {
      if (!(await cmsApiMemberEditItem(ctxFor(data.locale, context.token), parsed.output)))
        return fail(400, i18n._(msg`Submission Failed`))
      return { ok: true, data: null }
    } catch (error) {
      return fromError(error, i18n._(msg`Submission Failed`))
    }
  })

export const changePassword = createServerFn({ method: 'POST' })
  .middleware([authMiddleware])
  .validator(v.object({ locale: LocaleSchema, fields: Strings }))
  .handler(async ({ data, context }): Promise<Outcome> => {
    const i18n = getI18n(data.locale)
    const parsed = v.safeParse(makeMemberSchemas(i18n).password, data.fields)
    if (!parsed.success) return fail(400, null, fieldErrorsOf(parsed.issues))
    try {
      if (!(await cmsApiMemberEditItem(ctxFor(data.locale, context.token), parsed.output)))
        return fail(400, i18n._(msg`Submission Failed`))
      return { ok: true, data: null }
    } catch (error) {
      if (error instanceof CmsApiError && error.status === 400)
        return fail(400, null, { oldPassword: error.message })
      return fromError(error, i18n._(msg`Submission Failed`))
    }
  })

export const sendResetCode = createServerFn({ method: 'POST' })
  .validator(
    v.object({ locale: LocaleSchema, account: v.pipe(v.string(), v.maxLength(20)), ...Captcha }),
  )
  .handler(async ({ data }): Promise<Outcome> => {
    const i18n = getI18n(data.locale)
    const parsed = v.safeParse(makeMemberSchemas(i18n).login.entries.account, data.account)
    if (!parsed.success) return fail(400, null, { account: parsed.issues[0].message })
    try {
      const sent = await cmsApiMemberSendCode(
        ctxFor(data.locale),
        parsed.output,
        undefined,
        captchaOf(data),
      )
      if (!sent) return fail(400, i18n._(msg`Failed to send`))
      return { ok: true, data: null }
    } catch (error) {
      return captchaNeeded(error) ?? fromError(error, i18n._(msg`Failed to send`))
    }
  })

export const resetPassword = createServerFn({ method: 'POST' })
  .validator(v.object({ locale: LocaleSchema, fields: Strings, ...Captcha }))
  .handler(async ({ data }): Promise<Outcome> => {
    const i18n = getI18n(data.locale)
    const parsed = v.safeParse(makeMemberSchemas(i18n).forget, data.fields)
    if (!parsed.success) return fail(400, null, fieldErrorsOf(parsed.issues))
    try {
      const { verCode, ...fields } = parsed.output
      const reset = await cmsApiMemberFindPass(ctxFor(data.locale), {
        ...fields,
        ...captchaOf({ verKey: data.verKey, verCode }),
      })
      if (!reset) return fail(400, i18n._(msg`Failed To Reset Password`))
      return { ok: true, data: null }
    } catch (error) {
      const captcha = captchaNeeded(error)
      if (captcha) return captcha
      if (error instanceof CmsApiError && error.status === 429) {
        return fail(429, i18n._(msg`Too many attempts, please try again in a few minutes`))
      }
      // The CMS words its refusal in its own language: the visitor reads spec §8's message in
      // the page's language.
      if (error instanceof CmsApiError && error.status < 500)
        return fail(error.status, i18n._(msg`Failed To Reset Password`))
      return fromError(error, i18n._(msg`Failed To Reset Password`))
    }
  })

export const getSubscriptions = createServerFn({ method: 'POST' })
  .middleware([authMiddleware])
  .validator(
    v.object({
      locale: LocaleSchema,
      topic: v.optional(v.pipe(v.string(), v.maxLength(40))),
      on: v.optional(v.boolean()),
    }),
  )
  // null: the CMS keeps no subscriptions (an old CMS without the call); the page says so.
  .handler(({ data, context }) =>
    unlessMissing(
      cmsApiMemberSubscriptions(ctxFor(data.locale, context.token), {
        topic: data.topic,
        on: data.on,
      }),
      null,
    ),
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
