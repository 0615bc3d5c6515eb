import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { LocaleSchema } from '~/i18n/locale-schema'
import { type CheckResult, checkCode } from './fwcheck.server'

export type { CheckResult } from './fwcheck.server'

/** The anti-counterfeit check (spec §5 messages, cmsProduct/fangweiSel). */
export const checkSecurityCode = createServerFn({ method: 'POST' })
  .validator(
    v.object({
      locale: LocaleSchema,
      code: v.pipe(v.string(), v.maxLength(100)),
      verKey: v.optional(v.pipe(v.string(), v.maxLength(64))),
      verCode: v.optional(v.pipe(v.string(), v.maxLength(20))),
    }),
  )
  .handler(
    ({ data }): Promise<CheckResult> =>
      checkCode(data.locale, data.code, { verKey: data.verKey, verCode: data.verCode }),
  )
