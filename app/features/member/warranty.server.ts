import { msg } from '@lingui/core/macro'
import { getCookie, setResponseStatus } from '@tanstack/react-start/server'
import * as v from 'valibot'
import { setFlash } from '~/features/forms/flash.server'
import {
  drawAgain,
  fieldsOf,
  kept,
  type Rerender,
  readForm,
  seeOther,
} from '~/features/forms/form-post.server'
import { refused } from '~/features/forms/posted.isomorphic'
import { getI18n } from '~/i18n/i18n'
import { type Locale, localePath } from '~/i18n/locale'
import { fieldErrorsOf } from '~/lib/field-errors'
import {
  cmsApiMemberWarrantyAdd,
  cmsApiMemberWarrantyReceiptAdd,
  type Warranty,
} from '~/server/cmsapi/member-calls'
import { log } from '~/server/log'
import { CmsApiError, isMissingCall } from '~/shared/cmsapi/errors.isomorphic'
import {
  MAX_RECEIPT_POST_BYTES,
  makeWarrantySchema,
  WARRANTY_FIELDS,
} from '~/shared/member/warranty.schemas'
import { clearSession, ctxFor } from './member.server'
import { TOKEN_COOKIE } from './member.shared'
import { prepareReceipt } from './warranty-receipt.server'

/**
 * The warranty page's post (multipart: the form may carry a receipt photo). A post too large to
 * read is refused before its body is read, with a message on the form.
 */
export async function postWarrantyPage<R>(request: Request, locale: Locale, next: Rerender<R>) {
  const length = Number(request.headers.get('content-length') ?? 0)
  if (length > MAX_RECEIPT_POST_BYTES) {
    const text = getI18n(locale)._(msg`The receipt photo is too large (8 MB at most)`)
    return drawAgain(next, refused('warranty', {}, {}, { kind: 'error', text }), 413)
  }
  const form = await readForm(request)
  return postWarranty(fieldsOf(form), locale, next, form.get('receipt'))
}

/**
 * The warranty registration form posted by the browser itself (decision 0011): checked with
 * the form's schema in the reader's language, registered with `cmsApiMember/warrantyAdd`, then
 * a redirect to the page with a one-time message, or the page drawn again with the input and a
 * message on the field it is about.
 */
export async function postWarranty<R>(
  fields: Record<string, string>,
  locale: Locale,
  next: Rerender<R>,
  file: FormDataEntryValue | null = null,
) {
  const i18n = getI18n(locale)
  const values = kept(fields, WARRANTY_FIELDS)
  const back = localePath(locale, '/member/warranty')
  // "Register this product" on the code check: the form drawn with the code filled in.
  if (fields.intent === 'prefill') {
    return next({ context: { posted: refused('warranty', kept(fields, ['code']), {}) } })
  }
  const token = getCookie(TOKEN_COOKIE)
  if (!token) {
    setResponseStatus(401)
    return next({ context: { posted: refused('warranty', values, {}) } })
  }
  if (fields.intent === 'receipt') return postReceipt(fields, locale, next, file, token)
  const parsed = v.safeParse(makeWarrantySchema(i18n), values)
  if (!parsed.success) {
    return drawAgain(next, refused('warranty', values, fieldErrorsOf(parsed.issues)), 400)
  }
  const input = parsed.output
  // The photo is checked before anything is registered: a refused photo registers nothing.
  const prepared = await prepareReceipt(file, locale)
  if (prepared && 'refused' in prepared) {
    const errors = { receipt: prepared.refused.message }
    return drawAgain(next, refused('warranty', values, errors), prepared.refused.status)
  }
  let id: number
  try {
    id = (await cmsApiMemberWarrantyAdd(ctxFor(locale, token), input)).id
  } catch (error) {
    if (error instanceof CmsApiError && error.status === 401) {
      clearSession()
      setResponseStatus(401)
      return next({ context: { posted: refused('warranty', values, {}) } })
    }
    if (isMissingCall(error)) {
      const text = i18n._(msg`Product registration is not available at the moment.`)
      return drawAgain(next, refused('warranty', values, {}, { kind: 'error', text }), 503)
    }
    if (error instanceof CmsApiError && error.status >= 400 && error.status < 500) {
      // The service's words go on the field they are about.
      const field = input.code
        ? 'code'
        : error.status === 409
          ? 'serial'
          : error.status === 404
            ? 'model'
            : null
      const errors = field ? { [field]: error.message } : {}
      const notice = field ? null : { kind: 'error' as const, text: error.message }
      return drawAgain(next, refused('warranty', values, errors, notice), error.status)
    }
    log.error({ err: error }, 'warranty registration failed')
    const text = i18n._(msg`Submission Failed`)
    return drawAgain(next, refused('warranty', values, {}, { kind: 'error', text }), 502)
  }
  if (prepared) {
    try {
      await cmsApiMemberWarrantyReceiptAdd(ctxFor(locale, token), { id, receipt: prepared.receipt })
    } catch (error) {
      // The tool is registered all the same; the list offers to add the photo again.
      if (!isMissingCall(error)) log.error({ err: error }, 'warranty receipt failed')
      setFlash({ form: 'warranty', message: 'warranty-without-receipt' })
      return seeOther(back)
    }
  }
  setFlash({ form: 'warranty', message: 'warranty' })
  return seeOther(back)
}

/**
 * A receipt photo added to a tool registered before (the list's form for a registration without
 * one, `intent=receipt`): kept with `cmsApiMember/warrantyReceiptAdd`, then a redirect to the
 * page with a one-time message, or the page drawn again with the message under that tool's form.
 */
async function postReceipt<R>(
  fields: Record<string, string>,
  locale: Locale,
  next: Rerender<R>,
  file: FormDataEntryValue | null,
  token: string,
) {
  const i18n = getI18n(locale)
  const id = Number(fields.id)
  const values = { id: String(fields.id ?? '').slice(0, 12) }
  const again = (status: number, text: string) =>
    drawAgain(next, refused('warranty-receipt', values, { receipt: text }), status)
  if (!Number.isSafeInteger(id) || id < 1)
    return again(404, i18n._(msg`There is no such registration`))
  const prepared = await prepareReceipt(file, locale)
  if (!prepared) return again(400, i18n._(msg`Choose a photo of the receipt`))
  if ('refused' in prepared) return again(prepared.refused.status, prepared.refused.message)
  try {
    await cmsApiMemberWarrantyReceiptAdd(ctxFor(locale, token), { id, receipt: prepared.receipt })
  } catch (error) {
    if (error instanceof CmsApiError && error.status === 401) {
      clearSession()
      setResponseStatus(401)
      return next({ context: { posted: refused('warranty-receipt', values, {}) } })
    }
    if (isMissingCall(error)) {
      return again(503, i18n._(msg`Receipt photos cannot be kept at the moment.`))
    }
    if (error instanceof CmsApiError && error.status >= 400 && error.status < 500) {
      return again(error.status, error.message)
    }
    log.error({ err: error }, 'warranty receipt failed')
    return again(502, i18n._(msg`Submission Failed`))
  }
  setFlash({ form: 'warranty-receipt', message: 'receipt', values })
  return seeOther(localePath(locale, '/member/warranty'))
}

/**
 * The member's registrations with the list's words in `locale` (the warranty's state, how the
 * tool was registered, the warranty's length, the certificate's link), said by the server with
 * the list: the page's code and its catalogue part carry none of them (JS budget).
 */
export function withWords(locale: Locale, rows: Warranty[]) {
  const i18n = getI18n(locale)
  return rows.map((w) => {
    const { months, serial } = w
    return {
      ...w,
      words: {
        state: w.state === 'active' ? i18n._(msg`In warranty`) : i18n._(msg`Expired`),
        registeredBy: i18n._(msg`Registered by`),
        by: w.byCode ? i18n._(msg`Anti-counterfeit code`) : i18n._(msg`Serial number ${serial}`),
        until: i18n._(msg`Warranty until`),
        months: i18n._(msg`${months} months`),
        certificate: i18n._(msg`Download the warranty certificate (PDF)`),
        addReceipt: i18n._(msg`Add the receipt photo`),
        receiptFile: i18n._(msg`Photo of its receipt`),
      },
    }
  })
}
