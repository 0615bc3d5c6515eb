import { redirect } from '@tanstack/react-router'
import { setResponseStatus } from '@tanstack/react-start/server'
import type { Locale } from '~/i18n/locale'
import type { Posted } from './posted.isomorphic'

/**
 * Forms posted by the browser itself (decision 0011): a page's route takes POST in its server
 * handlers, reads the fields here, runs the same checks and calls as the form's server
 * function, then answers with a redirect (303) and a one-time message, or draws the page again
 * with the refused form's state (`next({ context: { posted } })`, read by the route's loader).
 */

const MAX_FIELDS = 60
const MAX_NAME = 40
const MAX_VALUE = 5000

/**
 * The text fields of a posted form (url-encoded or multipart; files are ignored), names of at
 * most 40 characters, values cut at 5,000. A body that is not a form reads as no fields: the
 * form's schema then says what is missing.
 */
export async function readFields(request: Request): Promise<Record<string, string>> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) return {}
  let data: FormData
  try {
    data = await request.formData()
  } catch {
    return {}
  }
  return fieldsOf(data)
}

/** The text fields of a form already read (`readForm`), as `readFields` gives them. */
export function fieldsOf(data: FormData): Record<string, string> {
  const fields = new Map<string, string>()
  for (const [name, value] of data) {
    if (fields.size >= MAX_FIELDS) break
    if (typeof value !== 'string' || name.length > MAX_NAME || fields.has(name)) continue
    fields.set(name, value.slice(0, MAX_VALUE))
  }
  return Object.fromEntries(fields)
}

/** The posted form itself (url-encoded or multipart), or an empty one when it is not a form. */
export async function readForm(request: Request): Promise<FormData> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) {
    return new FormData()
  }
  try {
    return await request.formData()
  } catch {
    return new FormData()
  }
}

/** Every value of a field that may repeat (the ticked boxes of one name). */
export async function readAll(request: Request, name: string): Promise<string[]> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) return []
  try {
    const data = await request.formData()
    return data
      .getAll(name)
      .filter((value): value is string => typeof value === 'string')
      .slice(0, MAX_FIELDS)
  } catch {
    return []
  }
}

/**
 * The named fields of the input, as the form's code sends them: a field the browser left out
 * (a radio group nobody chose, an unticked box) is empty. What goes back into a page is picked
 * with it too, so a password never does.
 */
export function kept(fields: Record<string, string>, names: readonly string[]) {
  const out: Record<string, string> = {}
  for (const name of names) out[name] = fields[name] ?? ''
  return out
}

/** Redirect-after-post: the browser GETs `href` (a path of this site) next. */
export function seeOther(href: string) {
  return redirect({ href, statusCode: 303 })
}

/** What a route's POST handler gets to draw the page again. */
export type Rerender<R> = (options: { context: { posted: Posted } }) => R

/**
 * Draws the page again with the refused form's state. The status is the one the form's checks
 * or calls set (400 for bad input, 429, 428…), or `status` when given.
 */
export function drawAgain<R>(next: Rerender<R>, posted: Posted, status?: number): R {
  if (status) setResponseStatus(status)
  return next({ context: { posted } })
}

/**
 * The locale of a page's `{-$locale}` param, or null when the segment is none (the router
 * then answers as for any request: a redirect for /en, a 404 for the rest).
 */
export function localeOfParam(params: { locale?: string }): Locale | null {
  if (params.locale === undefined) return 'en'
  return params.locale === 'zh' ? 'zh' : null
}

/** A path on this site to go to after a post (`//host` and `/\host` are other sites). */
export function sitePath(value: string | undefined, fallback: string): string {
  if (!value || value.length > 500 || !/^\/(?![/\\])[^\s\\]*$/.test(value)) return fallback
  return value
}
