import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locale'
import { getNotifications } from './notifications.functions'

export const notificationsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['notifications', locale],
    queryFn: () => getNotifications({ data: { locale } }),
    staleTime: 30_000,
  })
