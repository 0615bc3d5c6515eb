import * as v from 'valibot'
import { call } from './calls'
import type { CmsCallContext, Transport } from './transport'

const Stored = v.object({ id: v.number(), reference: v.nullable(v.string()) })

export type SubmissionPayload = {
  type: string
  fields: Record<string, unknown>
  idempotencyKey?: string
  website?: string
}

export const cmsSurveyRecordAddItem = (
  ctx: CmsCallContext,
  payload: SubmissionPayload,
  t?: Transport,
) => call(ctx, { method: 'POST', path: 'common/cmsSurveyRecord/addItem', body: payload }, Stored, t)

const RecordList = v.object({
  list: v.array(
    v.object({
      id: v.number(),
      type: v.string(),
      reference: v.nullable(v.string()),
      fields: v.record(v.string(), v.unknown()),
      createdAt: v.string(),
      /** Extensions of the embedded service (an upstream CMS may send neither). */
      status: v.optional(v.nullable(v.string()), null),
      scheduledAt: v.optional(v.nullable(v.string()), null),
    }),
  ),
  pageNo: v.number(),
  pageSize: v.number(),
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
  product: v.nullable(
    v.object({ id: v.number(), name: v.string(), model: v.string(), brand: v.string() }),
  ),
  batch: v.string(),
  checkCount: v.number(),
  firstCheckedAt: v.nullable(v.string()),
  firstCheck: v.boolean(),
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
  call(ctx, { method: 'POST', path: 'common/cmsSurveyRecord/editItem', body: payload }, Stored, t)
