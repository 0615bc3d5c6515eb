import { msg } from '@lingui/core/macro'
import { getCookie, setResponseStatus } from '@tanstack/react-start/server'
import { shareUrls } from '~/components/layout/share-links'
import { setFlash } from '~/features/forms/flash.server'
import {
  drawAgain,
  kept,
  localeOfParam,
  type Rerender,
  readFields,
  readForm,
  seeOther,
  sitePath,
} from '~/features/forms/form-post.server'
import { refused } from '~/features/forms/posted.isomorphic'
import { getI18n } from '~/i18n/i18n'
import { type Locale, localeOfPath, localePath } from '~/i18n/locale'
import {
  cmsApiMemberShareAdd,
  cmsApiMemberSubscriptions,
  cmsApiMemberSubscriptionsWithSms,
  cmsApiMemberVerifyCode,
  cmsApiMemberVerifyPhone,
} from '~/server/cmsapi/member-calls'
import { isSitePageUrl } from '~/server/site-url'
import { CmsApiError } from '~/shared/cmsapi/errors.isomorphic'
import { MAX_TOPICS, SUBSCRIPTION_TOPIC } from '~/shared/member/topics'
import {
  clearSession,
  ctxFor,
  logIn,
  logOut,
  registerMember,
  resetPassword,
  savePassword,
  saveProfile,
  sendCode,
} from './member.server'
import type { Outcome } from './member.shared'
import { TOKEN_COOKIE } from './member.shared'

/**
 * The member forms posted by the browser itself (decision 0011): the same checks and calls as
 * their server functions (`member.server.ts`), answered with a redirect and a one-time message,
 * or the page drawn again with the refused form's state. A password never goes back into a
 * page.
 */

type Failure = Extract<Outcome<unknown>, { ok: false }>

/**
 * The refused form: the kept input, the field messages and the form's message (`fallback` when
 * the service gave none and `always`). When the service asks for the captcha its words are the
 * form's message and the captcha field shows.
 */
function refusal(
  form: string,
  values: Record<string, string>,
  outcome: Failure,
  fallback: string,
  always = true,
) {
  if (outcome.captcha) {
    const text = Object.values(outcome.fieldErrors)[0] ?? fallback
    return refused(form, values, {}, { kind: 'error', text, alert: true }, true)
  }
  // Spec §8: log-in and register failures show in the success style (announced as errors).
  const kind = form === 'login' || form === 'register' ? 'success' : 'error'
  const text = outcome.formError ?? (always ? fallback : null)
  return refused(form, values, outcome.fieldErrors, text ? { kind, text, alert: true } : null)
}

/** A form of the sign-in panel, posted: its fields, the page's language, the page drawn again. */
type PanelPost = <R>(
  fields: Record<string, string>,
  locale: Locale,
  next: Rerender<R>,
) => Promise<R | Response>

/**
 * The POST handler of a page of the sign-in panel (`/login`, `/register`, `/forget`): its form
 * posted by the browser itself (decision 0011). Under a prefix that is no language the page is
 * drawn (and is not found).
 */
export function authPagePost(post: PanelPost) {
  return async <R>({
    request,
    params,
    next,
  }: {
    request: Request
    params: { locale?: string }
    next: Rerender<R> & (() => R)
  }) => {
    const locale = localeOfParam(params)
    return locale ? post(await readFields(request), locale, next) : next()
  }
}

export async function postLogin<R>(
  fields: Record<string, string>,
  locale: Locale,
  next: Rerender<R>,
) {
  const outcome = await logIn(locale, kept(fields, ['account', 'password', 'verCode']))
  if (outcome.ok) {
    return seeOther(sitePath(fields.redirect, localePath(locale, '/member/user')))
  }
  const i18n = getI18n(locale)
  return drawAgain(
    next,
    refusal(
      'login',
      // The page to go to next is kept only when it is one of this site's.
      { account: fields.account ?? '', redirect: sitePath(fields.redirect, '') },
      outcome,
      i18n._(msg`Login Failed`),
    ),
  )
}

export async function postRegister<R>(
  fields: Record<string, string>,
  locale: Locale,
  next: Rerender<R>,
) {
  const outcome = await registerMember(
    locale,
    kept(fields, ['account', 'password', 'savePassword', 'email', 'verCode', 'agree']),
  )
  if (outcome.ok) {
    setFlash({ form: 'login', message: 'registered' })
    return seeOther(localePath(locale, '/login'))
  }
  return drawAgain(
    next,
    refusal(
      'register',
      kept(fields, ['account', 'email', 'agree']),
      outcome,
      getI18n(locale)._(msg`Registration Failed`),
    ),
  )
}

/** The password form: "Send code" (`intent=send`) or the reset itself (any other intent). */
export async function postForget<R>(
  fields: Record<string, string>,
  locale: Locale,
  next: Rerender<R>,
) {
  const i18n = getI18n(locale)
  const values = kept(fields, ['account', 'code'])
  if (fields.intent === 'send') {
    const outcome = await sendCode(locale, fields.account ?? '', { verCode: fields.verCode })
    if (outcome.ok) {
      setFlash({ form: 'forget', message: 'sent', values: kept(fields, ['account']) })
      return seeOther(localePath(locale, '/forget'))
    }
    return drawAgain(next, refusal('forget', values, outcome, i18n._(msg`Failed to send`)))
  }
  const outcome = await resetPassword(
    locale,
    kept(fields, ['account', 'code', 'password', 'savePassword', 'verCode']),
  )
  if (outcome.ok) {
    setFlash({ form: 'login', message: 'reset' })
    return seeOther(localePath(locale, '/login'))
  }
  return drawAgain(next, refusal('forget', values, outcome, i18n._(msg`Failed To Reset Password`)))
}

/** Signing out: the session ends and the visitor is sent home. */
export async function postLogout(locale: Locale) {
  await logOut(locale)
  return seeOther(localePath(locale, '/'))
}

/**
 * A member form posted without a session (it ran out, or was never there): the page is drawn
 * again, and the member area shows its log-in form.
 */
function loggedOut<R>(next: Rerender<R>, form: string) {
  setResponseStatus(401)
  return next({ context: { posted: refused(form, {}, {}) } })
}

export async function postProfile<R>(
  fields: Record<string, string>,
  locale: Locale,
  next: Rerender<R>,
) {
  const token = getCookie(TOKEN_COOKIE)
  if (!token) return loggedOut(next, 'profile')
  const values = kept(fields, ['nickname', 'email', 'address'])
  const outcome = await saveProfile(locale, token, values).catch(() => null)
  if (outcome === null) return loggedOut(next, 'profile')
  if (outcome.ok) {
    setFlash({ form: 'profile', message: 'modified' })
    return seeOther(localePath(locale, '/member/user'))
  }
  return drawAgain(
    next,
    refusal('profile', values, outcome, getI18n(locale)._(msg`Submission Failed`), false),
  )
}

export async function postPassword<R>(
  fields: Record<string, string>,
  locale: Locale,
  next: Rerender<R>,
) {
  const token = getCookie(TOKEN_COOKIE)
  if (!token) return loggedOut(next, 'password')
  const outcome = await savePassword(
    locale,
    token,
    kept(fields, ['oldPassword', 'newPassword', 'savePassword']),
  ).catch(() => null)
  if (outcome === null) return loggedOut(next, 'password')
  if (outcome.ok) {
    setFlash({ form: 'password', message: 'modified' })
    return seeOther(localePath(locale, '/member/update-password'))
  }
  return drawAgain(
    next,
    refusal('password', {}, outcome, getI18n(locale)._(msg`Submission Failed`), false),
  )
}

/** The distinct values of a repeated field, or null past `max` of them (nothing more is read). */
function distinctValues(form: FormData, name: string, max: number): Set<string> | null {
  const out = new Set<string>()
  for (const value of form.getAll(name)) {
    if (typeof value !== 'string') continue
    out.add(value)
    if (out.size > max) return null
  }
  return out
}

/**
 * The subscription page's forms, posted: "Save" (the boxes together), a notification's
 * "Unsubscribe" (`intent=unsubscribe`), and the verification of the member's number: "Send
 * code" (`intent=verify-send`) and the code entered (`intent=verify`).
 */
export async function postSubscriptions<R>(request: Request, locale: Locale, next: Rerender<R>) {
  const token = getCookie(TOKEN_COOKIE)
  if (!token) return loggedOut(next, 'subscribe')
  const form = await readForm(request)
  const intent = form.get('intent')
  const ctx = ctxFor(locale, token)
  const i18n = getI18n(locale)
  const here = localePath(locale, '/member/subscribe')
  const refuse = (status: number, text: string, formName = 'subscribe') => {
    setResponseStatus(status)
    return drawAgain(next, refused(formName, {}, {}, { kind: 'error', text }))
  }
  try {
    if (intent === 'verify-send') {
      await cmsApiMemberVerifyCode(ctx)
      setFlash({ form: 'verify', message: 'verify-sent' })
      return seeOther(here)
    }
    if (intent === 'verify') {
      const code = String(form.get('code') ?? '').trim()
      await cmsApiMemberVerifyPhone(ctx, code)
      setFlash({ form: 'verify', message: 'verified' })
      return seeOther(here)
    }
    // A notification's "Unsubscribe": that one topic off, in one step.
    if (intent === 'unsubscribe') {
      const topic = String(form.get('topic') ?? '')
      if (SUBSCRIPTION_TOPIC.test(topic)) {
        await cmsApiMemberSubscriptions(ctx, { topic, on: false })
      }
      setFlash({ form: 'subscribe', message: 'unsubscribed' })
      return seeOther(here)
    }
    // No more boxes than the page can have: a longer post is refused before any call.
    const ticked = distinctValues(form, 'topic', MAX_TOPICS)
    const texted = distinctValues(form, 'sms', MAX_TOPICS)
    if (!ticked || !texted) {
      return refuse(400, i18n._(msg`Choose only among the topics offered on the page.`))
    }
    const current = await cmsApiMemberSubscriptionsWithSms(ctx, {})
    // "Also by SMS" newly ticked follows the topic too; a topic unticked is left with its SMS,
    // in one step, whatever its SMS box says (offered only where the CMS keeps the choice).
    const known = new Set(current.sms ?? [])
    const bySms = new Set(
      current.sms === null ? [] : [...texted].filter((t) => ticked.has(t) || !known.has(t)),
    )
    const wanted = new Set([...ticked, ...bySms])
    if (current.sms !== null) {
      // The whole choice in one call, written by the CMS in one statement.
      await cmsApiMemberSubscriptionsWithSms(ctx, {
        set: { topics: [...wanted], sms: [...bySms] },
      })
    } else {
      // A CMS that keeps topics without SMS takes them one at a time (at most MAX_TOPICS).
      const had = new Set(current.topics)
      for (const topic of had) {
        if (!wanted.has(topic)) await cmsApiMemberSubscriptions(ctx, { topic, on: false })
      }
      for (const topic of wanted) {
        if (!had.has(topic) && SUBSCRIPTION_TOPIC.test(topic)) {
          await cmsApiMemberSubscriptions(ctx, { topic, on: true })
        }
      }
    }
  } catch (error) {
    if (error instanceof CmsApiError && error.status === 401) {
      clearSession()
      return loggedOut(next, 'subscribe')
    }
    const formName = intent === 'verify' || intent === 'verify-send' ? 'verify' : 'subscribe'
    if (error instanceof CmsApiError && error.status < 500) {
      // The service's own words: a topic not offered, an unverified number, a wrong code, a
      // limit reached.
      return refuse(error.status, error.message || i18n._(msg`Submission Failed`), formName)
    }
    return refuse(502, i18n._(msg`Submission Failed`), formName)
  }
  setFlash({ form: 'subscribe', message: 'modified' })
  return seeOther(here)
}

const SHARE_CHANNELS = ['weibo', 'qq', 'qzone'] as const
const isShareChannel = (value: string): value is (typeof SHARE_CHANNELS)[number] =>
  SHARE_CHANNELS.some((channel) => channel === value)

/**
 * A share button of the footer (`POST /share`, opened in a new tab): a member's share is kept
 * in their share list, then the tab goes on to the channel's share page with the page's
 * address and title. Only pages of this site are shared, so this sends nobody elsewhere.
 */
export async function postShare(fields: Record<string, string>) {
  const channel = fields.channel ?? ''
  const url = fields.url ?? ''
  const title = (fields.title ?? '').slice(0, 200)
  if (!isShareChannel(channel) || url.length > 1000 || !isSitePageUrl(url)) {
    return new Response('Bad share', {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    })
  }
  const token = getCookie(TOKEN_COOKIE)
  const locale = localeOfPath(new URL(url).pathname)
  if (token) {
    await cmsApiMemberShareAdd(ctxFor(locale, token), { channel, url, title }).catch(() => 0)
  }
  return seeOther(shareUrls(url, title)[channel])
}
