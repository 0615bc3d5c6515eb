import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { cmsRead } from '~/features/content/cms-errors'
import { LocaleSchema } from '~/i18n/locale-schema'
import { cmsPageDetail } from '~/server/cmsapi/calls'
import { COMPANY_PAGE_KEYS, type CompanyPage, defaultCompanyPage } from '~/server/company-pages'
import { sanitizeRichText } from '~/server/sanitize'
import { CmsApiError, unlessMissing } from '~/shared/cmsapi/errors.isomorphic'

/**
 * A company page in the reader's language, as staff last published it (the `pages` collection).
 * A CMS without company pages (upstream mode, an old CMS) gets the site's own text. A page
 * staff unpublished is not found (404), except where it only heads a list (`optional`: the
 * campus positions), which then keeps the site's own heading.
 */
export const getCompanyPage = createServerFn({ method: 'GET' })
  .validator(
    v.object({
      locale: LocaleSchema,
      key: v.picklist(COMPANY_PAGE_KEYS),
      optional: v.optional(v.boolean()),
    }),
  )
  .handler(async ({ data }): Promise<CompanyPage> => {
    const { locale, key } = data
    const page = await cmsRead(async () => {
      try {
        return await unlessMissing(cmsPageDetail({ locale }, key), null)
      } catch (error) {
        if (data.optional && error instanceof CmsApiError && error.isNotFound) return null
        throw error
      }
    })
    if (page === null) return defaultCompanyPage(key, locale)
    return {
      key,
      title: page.title,
      intro: page.intro,
      content: sanitizeRichText(page.content),
      updatedAt: page.updatedAt || null,
    }
  })
