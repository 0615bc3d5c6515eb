import { msg } from '@lingui/core/macro'
import { getCookie, setResponseStatus } from '@tanstack/react-start/server'
import * as v from 'valibot'
import { getI18n } from '~/i18n/i18n'
import type { Locale } from '~/i18n/locale'
import { fieldErrorsOf } from '~/lib/field-errors'
import { clientIp } from '~/server/client-ip'
import {
  cmsSurveyRecordAddItem,
  cmsSurveyRecordEditItem,
  cmsSurveyRecordList,
} from '~/server/cmsapi/forms-calls'
import { log } from '~/server/log'
import { CmsApiError } from '~/shared/cmsapi/errors.isomorphic'
import { TOKEN_COOKIE } from '~/shared/cookies'
import { type FormType, makeFormSchemas } from '~/shared/forms/forms.schemas'
import type { FormResult } from '~/shared/result'

/**
 * What the survey forms do on the server, whichever way they arrive: through their server
 * functions (the page's code) or posted by the browser itself (the pages' POST handlers).
 */

/** A stored submission's id and reference (the reservation's number), or the refused input. */
export type SubmitResult = FormResult<{ id: number | null; reference: string | null }>

export type LookupResult =
  | {
      ok: true
      reference: string
      createdAt: string
      productModel: string
      faultSymptom: string
    }
  | { ok: false; message: string }

/**
 * Stores a form submission through cmsSurveyRecord/addItem. The server repeats the browser's
 * validation with the same schema; bad input answers 400 with messages on their fields.
 */
export async function submitSurvey(
  locale: Locale,
  type: FormType,
  fields: Record<string, string>,
  idempotencyKey: string,
  website: string,
): Promise<SubmitResult> {
  const i18n = getI18n(locale)
  const failed = i18n._(msg`Submission Failed`)
  const parsed = v.safeParse(makeFormSchemas(i18n)[type], fields)
  if (!parsed.success) {
    setResponseStatus(400)
    return { ok: false, fieldErrors: fieldErrorsOf(parsed.issues), formError: failed }
  }
  try {
    const stored = await cmsSurveyRecordAddItem(
      { locale, token: getCookie(TOKEN_COOKIE), peopleIp: clientIp() },
      { type, fields: parsed.output, idempotencyKey, website },
    )
    return { ok: true, id: stored.id, reference: stored.reference }
  } catch (error) {
    const status = error instanceof CmsApiError ? error.status : 500
    setResponseStatus(status === 429 || status === 400 ? status : 502)
    if (status !== 400 && status !== 429) log.error({ err: error }, 'form submission failed')
    return {
      ok: false,
      fieldErrors: {},
      formError:
        status === 429 ? i18n._(msg`Too many submissions, please try again later`) : failed,
    }
  }
}

/** A member changes one of their evaluations (cmsSurveyRecord/editItem with their token). */
export async function editEvaluationRecord(
  locale: Locale,
  token: string,
  id: number,
  fields: Record<string, string>,
): Promise<SubmitResult> {
  const i18n = getI18n(locale)
  const parsed = v.safeParse(makeFormSchemas(i18n).evaluation, fields)
  if (!parsed.success) {
    setResponseStatus(400)
    return { ok: false, fieldErrors: fieldErrorsOf(parsed.issues), formError: null }
  }
  try {
    const stored = await cmsSurveyRecordEditItem(
      { locale, token, peopleIp: clientIp() },
      { id, fields: parsed.output },
    )
    return { ok: true, id: stored.id, reference: null }
  } catch (error) {
    setResponseStatus(error instanceof CmsApiError && error.status < 500 ? error.status : 502)
    return { ok: false, fieldErrors: {}, formError: i18n._(msg`Submission Failed`) }
  }
}

/** A visitor looks a reservation up by its number and the phone it was made with. */
export async function lookUpReservation(
  locale: Locale,
  reference: string,
  phone: string,
): Promise<LookupResult> {
  const i18n = getI18n(locale)
  if (!/^R\d{14}$/.test(reference) || !phone) {
    setResponseStatus(400)
    return { ok: false, message: i18n._(msg`Enter the reservation number and phone`) }
  }
  try {
    const found = await cmsSurveyRecordList({ locale, peopleIp: clientIp() }, { reference, phone })
    const record = found.list[0]
    if (!record)
      return { ok: false, message: i18n._(msg`No reservation matches this number and phone`) }
    return {
      ok: true,
      reference: record.reference ?? '',
      createdAt: record.createdAt,
      productModel: String(record.fields.productModel ?? ''),
      faultSymptom: String(record.fields.faultSymptom ?? ''),
    }
  } catch (error) {
    const status = error instanceof CmsApiError ? error.status : 502
    setResponseStatus(status === 429 ? 429 : 502)
    return { ok: false, message: i18n._(msg`Submission Failed`) }
  }
}
