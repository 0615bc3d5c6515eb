import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { cmsRead } from '~/features/content/cms-errors'
import { LocaleSchema } from '~/i18n/locale-schema'
import {
  cmsProductBrandlist,
  cmsProductDetail,
  cmsProductProductClist,
  cmsProductProductlist,
} from '~/server/cmsapi/calls'
import { sanitizeRichText } from '~/server/sanitize'
import { MAX_ID } from '~/shared/ids'

export const PRODUCT_PAGE_SIZE = 12

const Id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ID))

/** Brands and categories: the filters of the product list and the tiles of the mall page. */
export const getProductCatalog = createServerFn({ method: 'GET' })
  .validator(v.object({ locale: LocaleSchema }))
  .handler(({ data }) =>
    cmsRead(async () => {
      const ctx = { locale: data.locale }
      const [brands, categories] = await Promise.all([
        cmsProductBrandlist(ctx),
        cmsProductProductClist(ctx),
      ])
      return { brands, categories }
    }),
  )

export const getProducts = createServerFn({ method: 'GET' })
  .validator(
    v.object({
      locale: LocaleSchema,
      page: Id,
      categoryId: v.optional(Id),
      brandId: v.optional(Id),
      keyword: v.optional(v.pipe(v.string(), v.maxLength(100))),
      featured: v.optional(v.boolean()),
      pageSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(24))),
    }),
  )
  .handler(({ data }) =>
    cmsRead(() =>
      cmsProductProductlist(
        { locale: data.locale },
        {
          pageNo: data.page,
          pageSize: data.pageSize ?? PRODUCT_PAGE_SIZE,
          categoryId: data.categoryId,
          brandId: data.brandId,
          keyword: data.keyword,
          featured: data.featured,
        },
      ),
    ),
  )

export const getProduct = createServerFn({ method: 'GET' })
  .validator(v.object({ locale: LocaleSchema, id: Id }))
  .handler(async ({ data }) => {
    const product = await cmsRead(() => cmsProductDetail({ locale: data.locale }, data.id))
    return { ...product, content: sanitizeRichText(product.content) }
  })
