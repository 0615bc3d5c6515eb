import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { LocaleSchema } from '~/i18n/locale-schema'
import { clientIp } from '~/server/client-ip'
import { cmsApiMemberPowChallenge } from '~/server/cmsapi/member-calls'
import { unlessMissing } from '~/shared/cmsapi/errors.isomorphic'

/**
 * A proof-of-work challenge for a form the service asked the captcha of (`pow-solver.ts`
 * solves it in the browser). null: the CMS gives none (an old CMS without the call), and the
 * captcha goes alone.
 */
export const powChallenge = createServerFn({ method: 'POST' })
  .validator(v.object({ locale: LocaleSchema }))
  .handler(({ data }) =>
    unlessMissing(cmsApiMemberPowChallenge({ locale: data.locale, peopleIp: clientIp() }), null),
  )
