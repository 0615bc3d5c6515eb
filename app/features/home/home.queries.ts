import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locale'
import { getHome } from './home.functions'

export const homeQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['home', locale],
    queryFn: () => getHome({ data: { locale } }),
    // A page that lost a part to a failure of the moment is read again on the next visit.
    staleTime: (query) => (query.state.data?.degraded ? 0 : 60_000),
  })
