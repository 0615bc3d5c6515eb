import { msg } from '@lingui/core/macro'
import { createServerFn } from '@tanstack/react-start'
import { setResponseStatus } from '@tanstack/react-start/server'
import * as v from 'valibot'
import { authMiddleware } from '~/features/member/member.functions'
import { getI18n } from '~/i18n/i18n'
import { LocaleSchema } from '~/i18n/locale-schema'
import { fieldErrorsOf } from '~/lib/field-errors'
import { clientIp } from '~/server/client-ip'
import { CmsApiError } from '~/server/cmsapi/errors'
import { cmsSurveyRecordEditItem, cmsSurveyRecordList } from '~/server/cmsapi/forms-calls'
import { MAX_ID } from '~/shared/ids'
import type { SubmitResult } from './forms.functions'
import { makeFormSchemas } from './forms.schemas'

/** The member's own evaluations or feedback (cmsSurveyRecord/list with their token). */
export const getMyRecords = createServerFn({ method: 'GET' })
  .middleware([authMiddleware])
  .validator(v.object({ locale: LocaleSchema, type: v.picklist(['evaluation', 'feedback']) }))
  .handler(async ({ data, context }) => {
    const records = await cmsSurveyRecordList(
      { locale: data.locale, token: context.token, peopleIp: clientIp() },
      { type: data.type, pageSize: 50 },
    )
    // Form fields are text: hand them to the page as strings.
    return records.list.map((r) => ({
      id: r.id,
      createdAt: r.createdAt,
      fields: Object.fromEntries(
        Object.entries(r.fields).map(([k, val]) => [k, String(val ?? '')]),
      ),
    }))
  })

/** The member's reservations with how staff handle them (status, scheduled repair time). */
export const getMyReservations = createServerFn({ method: 'GET' })
  .middleware([authMiddleware])
  .validator(v.object({ locale: LocaleSchema }))
  .handler(async ({ data, context }) => {
    const records = await cmsSurveyRecordList(
      { locale: data.locale, token: context.token, peopleIp: clientIp() },
      { type: 'reservation', pageSize: 50 },
    )
    return records.list.map((r) => ({
      id: r.id,
      reference: r.reference ?? '',
      createdAt: r.createdAt,
      status: r.status,
      scheduledAt: r.scheduledAt,
      productModel: String(r.fields.productModel ?? ''),
      faultSymptom: String(r.fields.faultSymptom ?? ''),
    }))
  })

export const editEvaluation = createServerFn({ method: 'POST' })
  .middleware([authMiddleware])
  .validator(
    v.object({
      locale: LocaleSchema,
      id: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ID)),
      fields: v.record(v.pipe(v.string(), v.maxLength(40)), v.pipe(v.string(), v.maxLength(5000))),
    }),
  )
  .handler(async ({ data, context }): Promise<SubmitResult> => {
    const i18n = getI18n(data.locale)
    const parsed = v.safeParse(makeFormSchemas(i18n).evaluation, data.fields)
    if (!parsed.success) {
      setResponseStatus(400)
      return { ok: false, fieldErrors: fieldErrorsOf(parsed.issues), formError: null }
    }
    try {
      const stored = await cmsSurveyRecordEditItem(
        { locale: data.locale, token: context.token, peopleIp: clientIp() },
        { id: data.id, fields: parsed.output },
      )
      return { ok: true, id: stored.id, reference: null }
    } catch (error) {
      setResponseStatus(error instanceof CmsApiError && error.status < 500 ? error.status : 502)
      return { ok: false, fieldErrors: {}, formError: i18n._(msg`Submission Failed`) }
    }
  })
