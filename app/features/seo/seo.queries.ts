import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locale'
import { getPageSeo } from './seo.functions'

export const pageSeoQuery = (locale: Locale, page: string) =>
  queryOptions({
    queryKey: ['page-seo', locale, page],
    queryFn: () => getPageSeo({ data: { locale, page } }),
    staleTime: 10 * 60_000,
  })
