import { msg } from '@lingui/core/macro'
import { deleteCookie, getCookie, setCookie, setResponseStatus } from '@tanstack/react-start/server'
import * as v from 'valibot'
import { getI18n } from '~/i18n/i18n'
import type { Locale } from '~/i18n/locale'
import { fieldErrorsOf } from '~/lib/field-errors'
import { clientIp } from '~/server/client-ip'
import { CAPTCHA_REQUIRED } from '~/server/cms/security-code'
import {
  type CaptchaAnswer,
  cmsApiMemberEditItem,
  cmsApiMemberFindPass,
  cmsApiMemberLogin,
  cmsApiMemberLogout,
  cmsApiMemberRegister,
  cmsApiMemberSendCode,
  type UserInfo,
} from '~/server/cmsapi/member-calls'
import { isProduction } from '~/server/env'
import { log } from '~/server/log'
import { CmsApiError } from '~/shared/cmsapi/errors.isomorphic'
import { makeMemberSchemas } from '~/shared/member/member.schemas'
import { NOT_LOGGED_IN, type Outcome, TOKEN_COOKIE, USER_COOKIE } from './member.shared'

/**
 * What the member forms do on the server, whichever way they arrive: through their server
 * functions (the page's code) or posted by the browser itself (the pages' POST handlers). Each
 * validates with the form's schema of `shared/member/member.schemas.ts` and answers in the reader's language.
 */

const WEEK = 604_800
/** The HttpOnly cookie holding the key of the last captcha image shown to this browser. */
export const CAPTCHA_COOKIE = 'captcha'

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

/**
 * The key of the captcha being answered: the one a caller names, else the one of the image
 * this browser was shown last (`/api/captcha` keeps it in an HttpOnly cookie).
 */
export function captchaKey(named?: string): string | undefined {
  return named || getCookie(CAPTCHA_COOKIE) || undefined
}

/** The captcha answer a call carries: the image's key and text, and the proof of work's solution. */
function captchaOf(data: CaptchaAnswer): Record<string, string> {
  const verKey = captchaKey(data.verKey)
  return {
    ...(verKey && data.verCode ? { verKey, verCode: data.verCode } : {}),
    ...(data.altcha ? { altcha: data.altcha } : {}),
  }
}

export function ctxFor(locale: Locale, token?: string) {
  return { locale, token, peopleIp: clientIp() }
}

/** A member call the CMS answered "not logged in": the session is over (status 401). */
export function sessionEnded(): never {
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

export function clearSession() {
  deleteCookie(TOKEN_COOKIE, { path: '/' })
  deleteCookie(USER_COOKIE, { path: '/' })
}

export async function registerMember(
  locale: Locale,
  fields: Record<string, string>,
  verKey?: string,
): Promise<Outcome> {
  const i18n = getI18n(locale)
  const parsed = v.safeParse(makeMemberSchemas(i18n).registerForm, fields)
  if (!parsed.success) return fail(400, null, fieldErrorsOf(parsed.issues))
  try {
    const registered = await cmsApiMemberRegister(ctxFor(locale), {
      ...parsed.output,
      verKey: captchaKey(verKey) ?? '',
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
}

export async function logIn(
  locale: Locale,
  fields: Record<string, string>,
  verKey?: string,
  altcha?: string,
): Promise<Outcome<{ account: string; nickname: string }>> {
  const i18n = getI18n(locale)
  const parsed = v.safeParse(makeMemberSchemas(i18n).login, fields)
  if (!parsed.success) return fail(400, null, fieldErrorsOf(parsed.issues))
  try {
    const { account, password } = parsed.output
    const result = await cmsApiMemberLogin(ctxFor(locale), {
      account,
      password,
      ...captchaOf({ verKey, verCode: parsed.output.verCode, altcha }),
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
}

export async function logOut(locale: Locale) {
  const token = getCookie(TOKEN_COOKIE)
  if (token) await cmsApiMemberLogout(ctxFor(locale, token)).catch(() => 0)
  clearSession()
}

export async function saveProfile(
  locale: Locale,
  token: string,
  fields: Record<string, string>,
): Promise<Outcome> {
  const i18n = getI18n(locale)
  const parsed = v.safeParse(makeMemberSchemas(i18n).profile, fields)
  if (!parsed.success) return fail(400, null, fieldErrorsOf(parsed.issues))
  try {
    if (!(await cmsApiMemberEditItem(ctxFor(locale, token), parsed.output)))
      return fail(400, i18n._(msg`Submission Failed`))
    return { ok: true, data: null }
  } catch (error) {
    return fromError(error, i18n._(msg`Submission Failed`))
  }
}

export async function savePassword(
  locale: Locale,
  token: string,
  fields: Record<string, string>,
): Promise<Outcome> {
  const i18n = getI18n(locale)
  const parsed = v.safeParse(makeMemberSchemas(i18n).password, fields)
  if (!parsed.success) return fail(400, null, fieldErrorsOf(parsed.issues))
  try {
    if (!(await cmsApiMemberEditItem(ctxFor(locale, token), parsed.output)))
      return fail(400, i18n._(msg`Submission Failed`))
    return { ok: true, data: null }
  } catch (error) {
    if (error instanceof CmsApiError && error.status === 400)
      return fail(400, null, { oldPassword: error.message })
    return fromError(error, i18n._(msg`Submission Failed`))
  }
}

export async function sendCode(
  locale: Locale,
  account: string,
  captcha: CaptchaAnswer,
): Promise<Outcome> {
  const i18n = getI18n(locale)
  const parsed = v.safeParse(makeMemberSchemas(i18n).login.entries.account, account)
  if (!parsed.success) return fail(400, null, { account: parsed.issues[0].message })
  try {
    const sent = await cmsApiMemberSendCode(
      ctxFor(locale),
      parsed.output,
      undefined,
      captchaOf(captcha),
    )
    if (!sent) return fail(400, i18n._(msg`Failed to send`))
    return { ok: true, data: null }
  } catch (error) {
    return captchaNeeded(error) ?? fromError(error, i18n._(msg`Failed to send`))
  }
}

export async function resetPassword(
  locale: Locale,
  fields: Record<string, string>,
  verKey?: string,
  altcha?: string,
): Promise<Outcome> {
  const i18n = getI18n(locale)
  const parsed = v.safeParse(makeMemberSchemas(i18n).forget, fields)
  if (!parsed.success) return fail(400, null, fieldErrorsOf(parsed.issues))
  try {
    const { verCode, ...rest } = parsed.output
    const reset = await cmsApiMemberFindPass(ctxFor(locale), {
      ...rest,
      ...captchaOf({ verKey, verCode, altcha }),
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
}
