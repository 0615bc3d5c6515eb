import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locale'
import { getStores } from './stores.functions'

export const storesQuery = (
  locale: Locale,
  region: 'cn' | 'intl',
  page: number,
  province?: string,
) =>
  queryOptions({
    queryKey: ['stores', locale, region, page, province ?? null],
    queryFn: () => getStores({ data: { locale, region, page, province } }),
  })
