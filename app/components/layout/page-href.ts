import { useRouterState } from '@tanstack/react-router'
import { localeOfPath, localePath } from '~/i18n/locale'

/**
 * The address the frame links from (share links, the QR code, the CN/EN switch): this page's
 * path and query, or the home page of its language when the page was not found. A not-found
 * page never repeats the address it was asked for, however long or odd.
 */
export function usePageHref(): string {
  return useRouterState({
    select: (s) =>
      s.matches.some((m) => m.status === 'notFound' || m._notFound === true)
        ? localePath(localeOfPath(s.location.pathname), '/')
        : s.location.pathname + s.location.searchStr,
  })
}
