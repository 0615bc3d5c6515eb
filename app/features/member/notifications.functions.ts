import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { LocaleSchema } from '~/i18n/locale-schema'
import { clientIp } from '~/server/client-ip'
import {
  cmsApiMemberNotifications,
  cmsApiMemberNotificationsRead,
} from '~/server/cmsapi/member-calls'
import { unlessMissing } from '~/shared/cmsapi/errors.isomorphic'
import { authMiddleware } from './session.functions'

/**
 * The member's notifications and unread count. An upstream CMS without this call (it answers
 * HTTP 404, `missing-call`) gives an empty list: the member centre loses the list, never its page.
 */
export const getNotifications = createServerFn({ method: 'GET' })
  .middleware([authMiddleware])
  .validator(v.object({ locale: LocaleSchema }))
  .handler(({ data, context }) =>
    unlessMissing(
      cmsApiMemberNotifications(
        { locale: data.locale, token: context.token, peopleIp: clientIp() },
        { pageSize: 50 },
      ),
      { list: [], total: 0, unread: 0 },
    ),
  )

export const markNotificationsRead = createServerFn({ method: 'POST' })
  .middleware([authMiddleware])
  .validator(
    v.object({
      locale: LocaleSchema,
      ids: v.optional(
        v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), v.maxLength(200)),
      ),
    }),
  )
  .handler(async ({ data, context }) =>
    cmsApiMemberNotificationsRead(
      { locale: data.locale, token: context.token, peopleIp: clientIp() },
      { ids: data.ids },
    ),
  )
