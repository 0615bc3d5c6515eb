import { createServerFn } from '@tanstack/react-start'
import { setResponseStatus } from '@tanstack/react-start/server'
import * as v from 'valibot'
import { LocaleSchema } from '~/i18n/locale-schema'
import { clientIp } from '~/server/client-ip'
import { CmsApiError } from '~/server/cmsapi/errors'
import { cmsApiMemberKaptcha } from '~/server/cmsapi/member-calls'

/** A new image challenge (cmsApiMember/kaptcha): the SVG and the key to send with the answer. */
export const getCaptcha = createServerFn({ method: 'POST' })
  .validator(v.object({ locale: LocaleSchema }))
  .handler(async ({ data }) => {
    try {
      return {
        ok: true as const,
        ...(await cmsApiMemberKaptcha({ locale: data.locale, peopleIp: clientIp() })),
      }
    } catch (error) {
      setResponseStatus(error instanceof CmsApiError && error.status === 429 ? 429 : 502)
      return { ok: false as const, image: '', key: '' }
    }
  })
