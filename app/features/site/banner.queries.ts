import { queryOptions } from '@tanstack/react-query'
import type { SectionKey } from '~/components/layout/sections'
import type { Locale } from '~/i18n/locale'
import { getBanners } from './banner.functions'

export const bannersQuery = (locale: Locale, section: SectionKey | 'home') =>
  queryOptions({
    queryKey: ['banners', locale, section],
    queryFn: () => getBanners({ data: { locale, section } }),
    staleTime: 5 * 60_000,
  })
