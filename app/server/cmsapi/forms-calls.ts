import * as v from 'valibot'
import { CmsApiError } from '~/shared/cmsapi/errors.isomorphic'
import { call } from './calls'
import {
  anything,
  bool,
  count,
  date,
  list,
  optDate,
  optId,
  optText,
  required,
  text,
} from './lenient'
import type { CmsCallContext, Transport } from './transport'

const StoredRecord = v.object({ id: optId, reference: optText })

/**
 * What a stored submission answers: its id and reference, or (an old CMS) a bare 1 or an empty
 * code-200 envelope, with neither. A bare 0 is a refusal: null.
 */
const Stored = v.pipe(
  anything,
  v.transform((value) => {
    if (value === 0 || value === '0' || value === false) return null
    const parsed = v.safeParse(StoredRecord, value)
    return parsed.success ? parsed.output : { id: null, reference: null }
  }),
)

export type SubmissionPayload = {
  type: string
  fields: Record<string, unknown>
  idempotencyKey?: string
  website?: string
}

/** A bare 0 for a submission: the CMS did not keep it. */
async function kept(answer: Promise<{ id: number | null; reference: string | null } | null>) {
  const stored = await answer
  if (!stored) {
    throw new CmsApiError(502, 'The content service refused the submission (0)', 0, undefined, {
      failure: 'code',
      httpStatus: 200,
    })
  }
  return stored
}

export const cmsSurveyRecordAddItem = (
  ctx: CmsCallContext,
  payload: SubmissionPayload,
  t?: Transport,
) =>
  kept(
    call(ctx, { method: 'POST', path: 'common/cmsSurveyRecord/addItem', body: payload }, Stored, t),
  )

const RecordList = v.object({
  list: list(
    v.object({
      id: v.pipe(count, v.integer(), v.minValue(1)),
      type: text,
      reference: optText,
      fields: v.fallback(v.record(v.string(), v.unknown()), {}),
      createdAt: date,
      /** Extensions of the embedded service (an upstream CMS may send neither). */
      status: optText,
      scheduledAt: optDate,
    }),
  ),
  pageNo: count,
  pageSize: count,
})
export type SurveyRecordList = v.InferOutput<typeof RecordList>

export const cmsSurveyRecordList = (
  ctx: CmsCallContext,
  payload: {
    type?: string
    reference?: string
    phone?: string
    pageNo?: number
    pageSize?: number
  },
  t?: Transport,
) =>
  call(ctx, { method: 'POST', path: 'common/cmsSurveyRecord/list', body: payload }, RecordList, t)

const CodeCheck = v.object({
  product: v.fallback(
    v.nullish(v.object({ id: optId, name: required, model: text, brand: text }), null),
    null,
  ),
  batch: text,
  checkCount: count,
  firstCheckedAt: optDate,
  firstCheck: bool,
})
export type CodeCheck = v.InferOutput<typeof CodeCheck>

/** The check of a security code; verKey/verCode answer the captcha when the service asks (428). */
export const cmsProductFangweiSel = (
  ctx: CmsCallContext,
  body: { code: string; verKey?: string; verCode?: string },
  t?: Transport,
) => call(ctx, { method: 'POST', path: 'common/cmsProduct/fangweiSel', body }, CodeCheck, t)

export const cmsSurveyRecordEditItem = (
  ctx: CmsCallContext,
  payload: { id: number; fields: Record<string, unknown> },
  t?: Transport,
) =>
  kept(
    call(
      ctx,
      { method: 'POST', path: 'common/cmsSurveyRecord/editItem', body: payload },
      Stored,
      t,
    ),
  )
