import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locale'
import { getProduct, getProductCatalog, getProducts } from './products.functions'

export type ProductFilter = {
  page: number
  categoryId?: number
  brandId?: number
  keyword?: string
  featured?: boolean
  pageSize?: number
}

export const productCatalogQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['product-catalog', locale],
    queryFn: () => getProductCatalog({ data: { locale } }),
    staleTime: 5 * 60_000,
  })

export const productsQuery = (locale: Locale, filter: ProductFilter) =>
  queryOptions({
    queryKey: ['products', locale, filter],
    queryFn: () => getProducts({ data: { locale, ...filter } }),
  })

export const productQuery = (locale: Locale, id: number) =>
  queryOptions({
    queryKey: ['product', locale, id],
    queryFn: () => getProduct({ data: { locale, id } }),
  })
