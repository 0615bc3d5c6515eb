import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { LocaleSchema } from '~/i18n/locale-schema'
import { unlessMissing } from '~/server/cmsapi/errors'
import { cmsApiMemberWarranties } from '~/server/cmsapi/member-calls'
import { dealersByProvince } from './dealers.server'
import { authMiddleware } from './member.functions'
import { ctxFor } from './member.server'

/**
 * The member's registered tools with their warranty's end, or null when the CMS keeps no
 * warranties (an old CMS without the call): the page then says registration is not available.
 */
export const getWarranties = createServerFn({ method: 'GET' })
  .middleware([authMiddleware])
  .validator(v.object({ locale: LocaleSchema }))
  .handler(({ data, context }) =>
    unlessMissing(cmsApiMemberWarranties(ctxFor(data.locale, context.token)), null),
  )

/**
 * The service network's outlets of one province (all provinces' names for the filter), for the
 * warranty form's dealer picker (dealers.server.ts). Public data: no session needed.
 */
export const getDealers = createServerFn({ method: 'GET' })
  .validator(v.object({ locale: LocaleSchema, province: v.pipe(v.string(), v.maxLength(100)) }))
  .handler(async ({ data }) => {
    const groups = await dealersByProvince(data.locale)
    return {
      provinces: groups.map((g) => g.province).filter(Boolean),
      groups: data.province ? groups.filter((g) => g.province === data.province) : groups,
    }
  })
