import { msg } from '@lingui/core/macro'
import { createServerFn } from '@tanstack/react-start'
import { getCookie, setResponseStatus } from '@tanstack/react-start/server'
import * as v from 'valibot'
import { getI18n } from '~/i18n/i18n'
import { LocaleSchema } from '~/i18n/locale-schema'
import { fieldErrorsOf } from '~/lib/field-errors'
import { clientIp } from '~/server/client-ip'
import { CmsApiError } from '~/server/cmsapi/errors'
import { cmsSurveyRecordAddItem, cmsSurveyRecordList } from '~/server/cmsapi/forms-calls'
import { log } from '~/server/log'
import { FORM_TYPES, makeFormSchemas } from './forms.schemas'

export type SubmitResult =
  | { ok: true; id: number | null; reference: string | null }
  | { ok: false; fieldErrors: Record<string, string>; formError: string | null }

/**
 * Stores a form submission through cmsSurveyRecord/addItem. The server repeats the browser's
 * validation with the same schema; bad input answers 400 with messages on their fields.
 */
export const submitForm = createServerFn({ method: 'POST' })
  .validator(
    v.object({
      locale: LocaleSchema,
      type: v.picklist(FORM_TYPES),
      fields: v.record(v.pipe(v.string(), v.maxLength(40)), v.pipe(v.string(), v.maxLength(5000))),
      idempotencyKey: v.pipe(v.string(), v.regex(/^[\w-]{8,64}$/)),
      website: v.optional(v.pipe(v.string(), v.maxLength(200)), ''),
    }),
  )
  .handler(async ({ data }): Promise<SubmitResult> => {
    const i18n = getI18n(data.locale)
    const failed = i18n._(msg`Submission Failed`)
    const parsed = v.safeParse(makeFormSchemas(i18n)[data.type], data.fields)
    if (!parsed.success) {
      setResponseStatus(400)
      return { ok: false, fieldErrors: fieldErrorsOf(parsed.issues), formError: failed }
    }
    try {
      const stored = await cmsSurveyRecordAddItem(
        { locale: data.locale, token: getCookie('token'), peopleIp: clientIp() },
        {
          type: data.type,
          fields: parsed.output,
          idempotencyKey: data.idempotencyKey,
          website: data.website,
        },
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
  })

/** A visitor looks a reservation up by its number and the phone it was made with. */
export const lookupReservation = createServerFn({ method: 'POST' })
  .validator(
    v.object({
      locale: LocaleSchema,
      reference: v.pipe(v.string(), v.trim(), v.maxLength(30)),
      phone: v.pipe(v.string(), v.trim(), v.maxLength(20)),
    }),
  )
  .handler(async ({ data }) => {
    const i18n = getI18n(data.locale)
    if (!/^R\d{14}$/.test(data.reference) || !data.phone) {
      setResponseStatus(400)
      return { ok: false as const, message: i18n._(msg`Enter the reservation number and phone`) }
    }
    try {
      const found = await cmsSurveyRecordList(
        { locale: data.locale, peopleIp: clientIp() },
        { reference: data.reference, phone: data.phone },
      )
      const record = found.list[0]
      if (!record)
        return {
          ok: false as const,
          message: i18n._(msg`No reservation matches this number and phone`),
        }
      return {
        ok: true as const,
        reference: record.reference ?? '',
        createdAt: record.createdAt,
        productModel: String(record.fields.productModel ?? ''),
        faultSymptom: String(record.fields.faultSymptom ?? ''),
      }
    } catch (error) {
      const status = error instanceof CmsApiError ? error.status : 502
      setResponseStatus(status === 429 ? 429 : 502)
      return { ok: false as const, message: i18n._(msg`Submission Failed`) }
    }
  })
