import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locale'
import { getStores } from './stores.functions'

export const storesQuery = (locale: Locale, region: 'cn' | 'intl', province?: string) =>
  queryOptions({
    queryKey: ['stores', locale, region, province ?? null],
    queryFn: () => getStores({ data: { locale, region, province } }),
  })
