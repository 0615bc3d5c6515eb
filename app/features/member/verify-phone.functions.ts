import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { LocaleSchema } from '~/i18n/locale-schema'
import { verifyPhoneHtml } from './verify-phone.server'

/**
 * The subscription page's "Verify your mobile number" forms, drawn by the server
 * (`verify-phone.server.tsx`); `notice` is the answer to the last post of one of them, shown in
 * the section (escaped like any text).
 */
export const getVerifyPhoneForm = createServerFn({ method: 'GET' })
  .validator(
    v.object({
      locale: LocaleSchema,
      notice: v.nullable(
        v.object({
          kind: v.picklist(['success', 'error']),
          text: v.pipe(v.string(), v.maxLength(300)),
        }),
      ),
    }),
  )
  .handler(({ data }) => verifyPhoneHtml(data.locale, data.notice))
