import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locale'
import { getSiteChrome } from './site.functions'

/** Header, side bar and footer data; spec §9 keeps the menu for 1800 s. */
export const MENU_CACHE_SECONDS = 1800

export const siteChromeQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['site-chrome', locale],
    queryFn: () => getSiteChrome({ data: { locale } }),
    staleTime: MENU_CACHE_SECONDS * 1000,
  })
