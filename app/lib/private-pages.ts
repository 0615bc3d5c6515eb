import { stripLocale } from '~/i18n/locale'

/**
 * Pages that are no answer to a search: signing in, registering, resetting a password, a
 * member's own pages and the bad-request page. They say `noindex` and name no canonical address
 * or language twin (a canonical link beside `noindex` contradicts it).
 */
export function isPrivatePage(pathname: string): boolean {
  const path = stripLocale(pathname).replace(/\/+$/, '') || '/'
  return (
    /^\/(login|register|forget|400)(\/|$)/.test(path) ||
    path === '/member' ||
    path.startsWith('/member/')
  )
}
