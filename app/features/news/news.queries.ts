import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locale'
import { getNewsDetail, getNewsList } from './news.functions'

export const newsListQuery = (
  locale: Locale,
  page: number,
  categoryId?: number,
  pageSize?: number,
) =>
  queryOptions({
    queryKey: ['news', locale, page, categoryId ?? null, pageSize ?? null],
    queryFn: () => getNewsList({ data: { locale, page, categoryId, pageSize } }),
  })

export const newsDetailQuery = (locale: Locale, id: number) =>
  queryOptions({
    queryKey: ['news-detail', locale, id],
    queryFn: () => getNewsDetail({ data: { locale, id } }),
  })
