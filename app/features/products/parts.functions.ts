import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { cmsRead } from '~/features/content/cms-errors'
import { LocaleSchema } from '~/i18n/locale-schema'
import { cmsProductPartsSearch } from '~/server/cmsapi/calls'
import { isMissingCall } from '~/shared/cmsapi/errors.isomorphic'

/** The longest query the parts page takes (a model, a part number or a part's name). */
export const PARTS_QUERY_MAX = 100

/**
 * The parts page's search: the tools whose model or name matched and the parts whose number or
 * name did, each with the tools it fits. A CMS without the call (upstream mode, HTTP 404) has
 * no parts search: the page says so instead of failing.
 */
export const searchParts = createServerFn({ method: 'GET' })
  .validator(
    v.object({
      locale: LocaleSchema,
      q: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(PARTS_QUERY_MAX)),
    }),
  )
  .handler(({ data }) =>
    cmsRead(async () => {
      try {
        const found = await cmsProductPartsSearch({ locale: data.locale }, data.q)
        return { ...found, available: true }
      } catch (error) {
        if (isMissingCall(error)) return { products: [], parts: [], available: false }
        throw error
      }
    }),
  )
