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
import { refused } from '~/features/forms/posted'
import { getI18n } from '~/i18n/i18n'
import { type Locale, localePath } from '~/i18n/locale'
import { fieldErrorsOf } from '~/lib/field-errors'
import { CmsApiError, isMissingCall } from '~/server/cmsapi/errors'
import {
  cmsApiMemberWarrantyAdd,
  cmsApiMemberWarrantyReceiptAdd,
} from '~/server/cmsapi/member-calls'
import { log } from '~/server/log'
import {
  MAX_RECEIPT_POST_BYTES,
  makeWarrantySchema,
  WARRANTY_FIELDS,
} from '~/shared/member/warranty.schemas'
import { clearSession, ctxFor } from './member.server'
import { TOKEN_COOKIE } from './member.shared'
import { prepareReceipt } from './warranty-receipt.server'

/**
 * The warranty page's posts (multipart: the form may carry a receipt photo): the registration,
 * or a receipt photo for one registered tool (`intent=receipt`). A post too large to read is
 * refused before its body is read, with a message on the registration form.
 */
export async function postWarrantyPage<R>(request: Request, locale: Locale, next: Rerender<R>) {
  const length = Number(request.headers.get('content-length') ?? 0)
  if (length > MAX_RECEIPT_POST_BYTES) {
    const text = getI18n(locale)._(msg`The receipt photo is too large (8 MB at most)`)
    return drawAgain(next, refused('warranty', {}, {}, { kind: 'error', text }), 413)
  }
  const form = await readForm(request)
  const fields = fieldsOf(form)
  if (fields.intent === 'receipt') return postReceipt(fields, form.get('receipt'), locale, next)
  return postWarranty(fields, locale, next, form.get('receipt'))
}

/**
 * "Add receipt photo" on a registered tool: the photo checked and re-encoded
 * (warranty-receipt.server.ts), kept with `cmsApiMember/warrantyReceiptAdd`, then a redirect with
 * a one-time message, or the page again with the message on that tool's photo field.
 */
async function postReceipt<R>(
  fields: Record<string, string>,
  file: FormDataEntryValue | null,
  locale: Locale,
  next: Rerender<R>,
) {
  const i18n = getI18n(locale)
  const id = /^[1-9]\d{0,9}$/.test(fields.id ?? '') ? Number(fields.id) : 0
  const values = { id: String(id) }
  const token = getCookie(TOKEN_COOKIE)
  if (!token) {
    setResponseStatus(401)
    return next({ context: { posted: refused('receipt', values, {}) } })
  }
  const prepared = await prepareReceipt(file, locale)
  if (!prepared) {
    const errors = { receipt: i18n._(msg`Choose a photo of the receipt`) }
    return drawAgain(next, refused('receipt', values, errors), 400)
  }
  if ('refused' in prepared) {
    const errors = { receipt: prepared.refused.message }
    return drawAgain(next, refused('receipt', values, errors), prepared.refused.status)
  }
  try {
    await cmsApiMemberWarrantyReceiptAdd(ctxFor(locale, token), { id, receipt: prepared.receipt })
  } catch (error) {
    if (error instanceof CmsApiError && error.status === 401) {
      clearSession()
      setResponseStatus(401)
      return next({ context: { posted: refused('receipt', values, {}) } })
    }
    if (isMissingCall(error)) {
      const errors = { receipt: i18n._(msg`Receipt photos cannot be kept at the moment.`) }
      return drawAgain(next, refused('receipt', values, errors), 503)
    }
    if (error instanceof CmsApiError && error.status >= 400 && error.status < 500) {
      return drawAgain(next, refused('receipt', values, { receipt: error.message }), error.status)
    }
    log.error({ err: error }, 'warranty receipt failed')
    const errors = { receipt: i18n._(msg`Submission Failed`) }
    return drawAgain(next, refused('receipt', values, errors), 502)
  }
  setFlash({ form: 'receipt', message: 'receipt', values: { id: String(id) } })
  return seeOther(localePath(locale, '/member/warranty'))
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
