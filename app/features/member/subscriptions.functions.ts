import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { LocaleSchema } from '~/i18n/locale-schema'
import { cmsApiMemberSubscriptionsWithSms } from '~/server/cmsapi/member-calls'
import { unlessMissing } from '~/shared/cmsapi/errors.isomorphic'
import { ctxFor } from './member.server'
import { authMiddleware } from './session.functions'

/**
 * The member's subscriptions, read or one topic changed (`on`, or its SMS with `sms`). A file of
 * its own: the subscription page's download holds this call alone, not the member calls of the
 * other pages.
 */
export const getSubscriptions = createServerFn({ method: 'POST' })
  .middleware([authMiddleware])
  .validator(
    v.object({
      locale: LocaleSchema,
      topic: v.optional(v.pipe(v.string(), v.maxLength(40))),
      on: v.optional(v.boolean()),
      sms: v.optional(v.boolean()),
    }),
  )
  // null: the CMS keeps no subscriptions (an old CMS without the call); the page says so.
  // `sms` null: it keeps no SMS choice; the page does not offer it.
  .handler(({ data, context }) =>
    unlessMissing(
      cmsApiMemberSubscriptionsWithSms(ctxFor(data.locale, context.token), {
        topic: data.topic,
        on: data.on,
        sms: data.sms,
      }),
      null,
    ),
  )
