import { stripLocale } from '~/i18n/locale'

/**
 * Pages that are no answer to a search: signing in, registering, resetting a password, a
 * member's own pages, the bad-request page, and the product comparison (any two to four
 * products: its columns are the product pages' words again, under countless addresses). They
 * say `noindex` and name no canonical address or language twin (a canonical link beside
 * `noindex` contradicts it); the language switch still leads to a page's twin.
 */
export function isPrivatePage(pathname: string): boolean {
  const path = stripLocale(pathname).replace(/\/+$/, '') || '/'
  return (
    /^\/(login|register|forget|400)(\/|$)/.test(path) ||
    path === '/product/compare' ||
    path === '/member' ||
    path.startsWith('/member/')
  )
}
