import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { cmsRead, section } from '~/features/content/cms-errors'
import { detailOrTwin } from '~/features/twins/detail-twin.server'
import { LocaleSchema } from '~/i18n/locale-schema'
import {
  cmsProductBrandlist,
  cmsProductDetail,
  cmsProductProductClist,
  cmsProductProductlist,
} from '~/server/cmsapi/calls'
import { sanitizeRichText } from '~/server/sanitize'
import { MAX_ID } from '~/shared/ids'
import { PLATFORM_CODE } from '~/shared/platforms'

export const PRODUCT_PAGE_SIZE = 12

const Id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ID))

/**
 * Brands and categories: the filters of the product list and the tiles of the mall page. Each
 * may fail alone (an old CMS has no brand list): that filter or those tiles are then left out,
 * and the page shows what it has (the product list's own read decides its status).
 */
export const getProductCatalog = createServerFn({ method: 'GET' })
  .validator(v.object({ locale: LocaleSchema }))
  .handler(async ({ data }) => {
    const ctx = { locale: data.locale }
    const parts = await Promise.all([
      section(cmsProductBrandlist(ctx), []),
      section(cmsProductProductClist(ctx), []),
    ])
    const [brands, categories] = parts
    return { brands: brands.value, categories: categories.value }
  })

export const getProducts = createServerFn({ method: 'GET' })
  .validator(
    v.object({
      locale: LocaleSchema,
      page: Id,
      categoryId: v.optional(Id),
      brandId: v.optional(Id),
      keyword: v.optional(v.pipe(v.string(), v.maxLength(100))),
      featured: v.optional(v.boolean()),
      platform: v.optional(v.pipe(v.string(), v.regex(PLATFORM_CODE))),
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
          platform: data.platform,
        },
      ),
    ),
  )

export const getProduct = createServerFn({ method: 'GET' })
  .validator(v.object({ locale: LocaleSchema, id: Id }))
  .handler(async ({ data }) => {
    const ctx = { locale: data.locale }
    // The detail decides the page; its brand and category, when the CMS gives only their ids,
    // are looked up in the lists (a failed lookup leaves them out).
    const product = await detailOrTwin('product', data.locale, data.id, () =>
      cmsProductDetail(ctx, data.id),
    )
    const [brand, category] = await Promise.all([
      product.brand || product.brandId === null
        ? product.brand
        : section(cmsProductBrandlist(ctx), []).then(
            ({ value }) => value.find((b) => b.id === product.brandId) ?? null,
          ),
      product.category || product.categoryId === null
        ? product.category
        : section(cmsProductProductClist(ctx), []).then(({ value }) => {
            const found = value.find((c) => c.id === product.categoryId)
            return found ? { id: found.id, key: found.key, name: found.name } : null
          }),
    ])
    return { ...product, brand, category, content: sanitizeRichText(product.content) }
  })
