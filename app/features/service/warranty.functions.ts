import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { section } from '~/features/content/cms-errors'
import { LocaleSchema } from '~/i18n/locale-schema'
import { cmsProductProductClist } from '~/server/cmsapi/calls'
import { type WarrantyStatement, warrantyStatement } from '~/shared/warranty-terms'

/**
 * The warranty the service overview states, read from the product categories' terms (the same
 * numbers the product pages and the registrations use). It is a part of the page: when the
 * categories cannot be read the page lives and states no term (and no cache keeps it).
 */
export const getWarrantyStatement = createServerFn({ method: 'GET' })
  .validator(v.object({ locale: LocaleSchema }))
  .handler(async ({ data }): Promise<WarrantyStatement> => {
    const categories = await section(cmsProductProductClist({ locale: data.locale }), [])
    return warrantyStatement(categories.value)
  })
