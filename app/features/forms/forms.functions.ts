import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { LocaleSchema } from '~/i18n/locale-schema'
import { FORM_TYPES } from '~/shared/forms/forms.schemas'
import { lookUpReservation, type SubmitResult, submitSurvey } from './forms.server'

export type { LookupResult, SubmitResult } from './forms.server'

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
  .handler(
    ({ data }): Promise<SubmitResult> =>
      submitSurvey(data.locale, data.type, data.fields, data.idempotencyKey, data.website),
  )

/** A visitor looks a reservation up by its number and the phone it was made with. */
export const lookupReservation = createServerFn({ method: 'POST' })
  .validator(
    v.object({
      locale: LocaleSchema,
      reference: v.pipe(v.string(), v.trim(), v.maxLength(30)),
      phone: v.pipe(v.string(), v.trim(), v.maxLength(20)),
    }),
  )
  .handler(({ data }) => lookUpReservation(data.locale, data.reference, data.phone))
