import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { section } from '~/features/content/cms-errors'
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
  // Page SEO is a nicety: a page whose SEO cannot be read renders with its own title.
  .handler(
    async ({ data }) =>
      (await section(cmsAdGetPageSeo({ locale: data.locale }, data.page), null)).value,
  )
