import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { LocaleSchema } from '~/i18n/locale-schema'
import { cmsAdGetPageSeo } from '~/server/cmsapi/calls'

/** Title, description and keywords the CMS keeps for a page (spec §7 getPageSeo). */
export const getPageSeo = createServerFn({ method: 'GET' })
  .validator(
    v.object({
      locale: LocaleSchema,
      page: v.pipe(v.string(), v.startsWith('/'), v.maxLength(200)),
    }),
  )
  .handler(({ data }) => cmsAdGetPageSeo({ locale: data.locale }, data.page))
