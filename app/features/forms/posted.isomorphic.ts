import { createIsomorphicFn } from '@tanstack/react-start'
import { type Flash, takeFlash } from '~/features/forms/flash.server'
import type { Locale } from '~/i18n/locale'
import type { Notice } from '~/shared/result'

export type { Notice }

/**
 * What the server answered a form that the browser posted itself (the page's code had not
 * arrived, or JavaScript is off): the page is drawn again from it. Either the form's state after
 * a refused post (the visitor's input, never a password, and a message per field), or the
 * one-time message of a redirect-after-post (`notice` alone).
 */
export type Posted = {
  /** Which form of the page it belongs to (a page may hold two). */
  form: string
  values: Record<string, string>
  errors: Record<string, string>
  notice: Notice | null
  /** The next try needs the image captcha. */
  captcha?: boolean
}

/** A form's state after the server refused a post. */
export function refused(
  form: string,
  values: Record<string, string>,
  errors: Record<string, string>,
  notice: Notice | null = null,
  captcha?: boolean,
): Posted {
  return { form, values, errors, notice, ...(captcha ? { captcha } : {}) }
}

/**
 * The one-time message a redirect-after-post left for this page (read once, then deleted), on
 * the server; nothing in the browser, where pages reached by navigation have none.
 */
export const readFlash = createIsomorphicFn()
  .server((locale: Locale): Flash | null => takeFlash(locale))
  .client((_locale: Locale): Flash | null => null)

/**
 * The form state a page shows: what its own POST handler answered (`serverContext.posted`),
 * else the one-time message left by a redirect after a post.
 */
export function postedFor(serverContext: unknown, locale: Locale): Posted | null {
  const posted =
    typeof serverContext === 'object' && serverContext !== null
      ? Reflect.get(serverContext, 'posted')
      : undefined
  if (isPosted(posted)) return posted
  const flash = readFlash(locale)
  return flash ? { form: flash.form, values: flash.values, errors: {}, notice: flash.notice } : null
}

function isPosted(value: unknown): value is Posted {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'form') === 'string' &&
    typeof Reflect.get(value, 'values') === 'object' &&
    typeof Reflect.get(value, 'errors') === 'object'
  )
}

/** The posted state of `form`, if the page's posted state is that form's. */
export function postedOf(posted: Posted | null | undefined, form: string): Posted | null {
  return posted?.form === form ? posted : null
}
