import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { deleteCookie, getCookie, setCookie } from '@tanstack/react-start/server'
import * as v from 'valibot'
import { getI18n } from '~/i18n/i18n'
import type { Locale } from '~/i18n/locale'
import { isProduction } from '~/server/env'
import { FLASH_COOKIE } from '~/server/http/page-cache'
import type { Notice } from '~/shared/result'

/**
 * The one-time message of a redirect-after-post: a short-lived HttpOnly cookie that the next
 * page rendered for the visitor reads and deletes. It names a message, never its text, so a
 * forged cookie can only show one of the site's own messages to whoever forged it. A request
 * that carries it is never answered from the shared page cache (decision 0003), and the answer
 * that deletes it sets a cookie, so it is never stored there either.
 */
const FLASH_SECONDS = 60

const FLASH_MESSAGES = [
  'registered',
  'reset',
  'sent',
  'submitted',
  'modified',
  'warranty',
  'warranty-without-receipt',
  'receipt',
  'unsubscribed',
  'deleted',
  'verify-sent',
  'verified',
] as const
export type FlashMessage = (typeof FLASH_MESSAGES)[number]

const MESSAGES: Record<FlashMessage, MessageDescriptor> = {
  registered: msg`Registration successful, please log in`,
  reset: msg`Password Reset Successful`,
  sent: msg`Sent Successfully`,
  submitted: msg`Submitted Successfully`,
  modified: msg`Successfully Modified`,
  warranty: msg`Your product is registered. Its warranty is listed below.`,
  'warranty-without-receipt': msg`Your product is registered, but receipt photos cannot be kept at the moment.`,
  receipt: msg`The receipt photo is kept with your registration.`,
  unsubscribed: msg`Unsubscribed. You can subscribe again below.`,
  deleted: msg`Your account and your personal data have been deleted.`,
  'verify-sent': msg`A code was sent to your mobile number. Enter it below.`,
  verified: msg`Your mobile number is verified: you can now choose texts.`,
}

const FlashSchema = v.object({
  form: v.pipe(v.string(), v.regex(/^[a-z-]{1,30}$/)),
  message: v.picklist(FLASH_MESSAGES),
  /** A reservation's number, shown with the message. */
  reference: v.optional(v.pipe(v.string(), v.regex(/^R\d{14}$/))),
  /** Input the next form keeps (the phone a reset code was sent to); never a password. */
  values: v.optional(
    v.record(v.pipe(v.string(), v.regex(/^[A-Za-z]{1,20}$/)), v.pipe(v.string(), v.maxLength(100))),
  ),
})

export type FlashInput = v.InferOutput<typeof FlashSchema>

export type Flash = {
  form: string
  values: Record<string, string>
  notice: Notice & { kind: 'success' }
}

function encode(flash: FlashInput): string {
  return Buffer.from(JSON.stringify(flash)).toString('base64url')
}

function decode(value: string): FlashInput | null {
  try {
    const parsed = v.safeParse(
      FlashSchema,
      JSON.parse(Buffer.from(value, 'base64url').toString('utf8')),
    )
    return parsed.success ? parsed.output : null
  } catch {
    return null
  }
}

/** Leaves a one-time message for the page the visitor is sent to next. */
export function setFlash(flash: FlashInput) {
  setCookie(FLASH_COOKIE, encode(flash), {
    httpOnly: true,
    sameSite: 'lax',
    secure: isProduction() && !process.env.SITE_URL?.startsWith('http://'),
    path: '/',
    maxAge: FLASH_SECONDS,
  })
}

/** The message left for this request, in the page's language; the cookie is deleted. */
export function takeFlash(locale: Locale): Flash | null {
  const raw = getCookie(FLASH_COOKIE)
  if (raw === undefined) return null
  deleteCookie(FLASH_COOKIE, { path: '/' })
  const flash = decode(raw)
  if (!flash) return null
  const i18n = getI18n(locale)
  const result = { reference: flash.reference }
  // The same message as the form's own when its code stores a reservation.
  const text =
    flash.message === 'submitted' && result.reference
      ? i18n._(msg`Submitted Successfully. Your reservation number is ${result.reference}.`)
      : i18n._(MESSAGES[flash.message])
  return { form: flash.form, values: flash.values ?? {}, notice: { kind: 'success', text } }
}
