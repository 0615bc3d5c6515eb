import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'

import { FORM_TYPES, type FormType } from './form-types'

export { FORM_TYPES, type FormType }

export const BRANDS_SOLD = ['own', 'dck', 'dca', 'kinlux'] as const
export const APPLICATION_TYPES = ['corner', 'upgrade'] as const
export const FEEDBACK_KINDS = ['suggestion', 'complaint'] as const
export const SERVICE_TYPES = ['maintenance', 'guide', 'other'] as const
export const REPAIR_TYPES = ['warranty', 'paid'] as const
export const RATINGS = ['satisfied', 'quite', 'general', 'dissatisfied'] as const
export const RATED_ASPECTS = [
  'product',
  'handling',
  'guidance',
  'efficiency',
  'process',
  'method',
  'attitude',
  'packaging',
  'price',
  'quality',
] as const

const PHONE = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8}|400-?\d{3}-?\d{4})$/
const DATE = /^\d{4}-\d{2}-\d{2}$/

/**
 * One schema per form, built in the reader's language: the browser form and the server
 * (server function and content service) validate with the same rules and messages.
 */
export function makeFormSchemas(i18n: I18n) {
  const required = (max = 100) =>
    v.pipe(
      v.string(i18n._(msg`This field is required`)),
      v.trim(),
      v.nonEmpty(i18n._(msg`This field is required`)),
      v.maxLength(max, i18n._(msg`This text is too long`)),
    )
  const optional = (max = 100) =>
    v.optional(
      v.pipe(v.string(), v.trim(), v.maxLength(max, i18n._(msg`This text is too long`))),
      '',
    )
  const phone = v.pipe(
    v.string(i18n._(msg`Please Enter Phone Number`)),
    v.trim(),
    v.nonEmpty(i18n._(msg`Please Enter Phone Number`)),
    v.regex(PHONE, i18n._(msg`Please enter a valid phone number`)),
  )
  const optionalDate = v.optional(
    v.union([
      v.literal(''),
      v.pipe(v.string(), v.regex(DATE, i18n._(msg`Please enter a valid date`))),
    ]),
    '',
  )
  const choice = <T extends readonly string[]>(options: T) =>
    v.picklist(options, i18n._(msg`Please choose one`))

  const join = v.object({
    name: required(50),
    phone,
    storeAddress: required(200),
    brand: choice(BRANDS_SOLD),
    applicationType: choice(APPLICATION_TYPES),
  })
  const business = v.object({
    company: required(100),
    department: optional(100),
    phone,
    contact: required(50),
    message: required(2000),
  })
  const feedback = v.object({
    theme: required(100),
    contact: required(50),
    company: optional(100),
    phone,
    fax: optional(30),
    email: v.optional(
      v.union([
        v.literal(''),
        v.pipe(v.string(), v.trim(), v.email(i18n._(msg`Please Enter Your Vaild Email`))),
      ]),
      '',
    ),
    address: optional(200),
    postcode: v.optional(
      v.union([
        v.literal(''),
        v.pipe(
          v.string(),
          v.trim(),
          v.regex(/^\d{6}$/, i18n._(msg`Please enter a 6-digit postcode`)),
        ),
      ]),
      '',
    ),
    kind: choice(FEEDBACK_KINDS),
    content: required(2000),
  })
  const reservation = v.object({
    registrationDate: optionalDate,
    customerUnit: optional(100),
    customerName: required(50),
    phone,
    productModel: required(50),
    invoiceDate: optionalDate,
    serviceType: choice(SERVICE_TYPES),
    faultSymptom: required(1000),
    repairType: choice(REPAIR_TYPES),
    // The staff's fields (repair staff, fault point, time node, schedule, reception) are not
    // the visitor's to fill in: a post that carries them has them dropped.
  })
  const rating = choice(RATINGS)
  const evaluation = v.object({
    customerName: required(50),
    phone,
    model: required(50),
    reservationNumber: optional(30),
    address: optional(200),
    registrationDate: optionalDate,
    returnVisitDate: optionalDate,
    feedback: optional(2000),
    // The ten ratings of spec §3, in RATED_ASPECTS order.
    product: rating,
    handling: rating,
    guidance: rating,
    efficiency: rating,
    process: rating,
    method: rating,
    attitude: rating,
    packaging: rating,
    price: rating,
    quality: rating,
  })
  return { join, business, feedback, reservation, evaluation }
}

export type FormSchemas = ReturnType<typeof makeFormSchemas>
export type FormFields<T extends FormType> = v.InferOutput<FormSchemas[T]>

/** The envelope every form posts: its type, fields, a per-form key against double submits. */
export const SubmissionEnvelope = v.object({
  type: v.picklist(FORM_TYPES, 'Unknown form type'),
  /** As many fields as a posted form may carry (the largest form has about twenty). */
  fields: v.pipe(v.record(v.string(), v.unknown()), v.maxEntries(60)),
  idempotencyKey: v.optional(v.pipe(v.string(), v.regex(/^[\w-]{8,64}$/))),
  /** Honeypot: people never see or fill it. */
  website: v.optional(v.string(), ''),
})
