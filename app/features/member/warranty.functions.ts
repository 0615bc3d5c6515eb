import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { LocaleSchema } from '~/i18n/locale-schema'
import { cmsApiMemberWarranties } from '~/server/cmsapi/member-calls'
import { unlessMissing } from '~/shared/cmsapi/errors.isomorphic'
import { ctxFor } from './member.server'
import { authMiddleware } from './session.functions'
import { withWords } from './warranty.server'

/**
 * The member's registered tools with their warranty's end, or null when the CMS keeps no
 * warranties (an old CMS without the call): the page then says registration is not available.
 * Each comes with the list's words in the page's language (`withWords`).
 */
export const getWarranties = createServerFn({ method: 'GET' })
  .middleware([authMiddleware])
  .validator(v.object({ locale: LocaleSchema }))
  .handler(async ({ data, context }) => {
    const rows = await unlessMissing(
      cmsApiMemberWarranties(ctxFor(data.locale, context.token)),
      null,
    )
    return rows && withWords(data.locale, rows)
  })
