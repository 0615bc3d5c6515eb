import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locale'
import { MENU_COOKIE_SECONDS } from './menu-cookie'
import { getSiteChrome } from './site.functions'

/** Header, side bar and footer data; spec §9 keeps the menu for 1800 s. */
export const siteChromeQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['site-chrome', locale],
    queryFn: () => getSiteChrome({ data: { locale } }),
    // A frame that fell back for a failure of the moment is read again on the next page.
    staleTime: (query) => (query.state.data?.degraded ? 0 : MENU_COOKIE_SECONDS * 1000),
  })
