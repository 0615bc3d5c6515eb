import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { authMiddleware } from '~/features/member/session.functions'
import { LocaleSchema } from '~/i18n/locale-schema'
import { clientIp } from '~/server/client-ip'
import { cmsSurveyRecordList } from '~/server/cmsapi/forms-calls'
import { MAX_ID } from '~/shared/ids'
import { editEvaluationRecord, type SubmitResult } from './forms.server'

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
  .handler(
    ({ data, context }): Promise<SubmitResult> =>
      editEvaluationRecord(data.locale, context.token, data.id, data.fields),
  )
