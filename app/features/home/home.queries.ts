import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locale'
import { getHome } from './home.functions'

export const homeQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['home', locale],
    queryFn: () => getHome({ data: { locale } }),
    staleTime: 60_000,
  })
