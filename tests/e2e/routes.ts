import type { APIRequestContext } from '@playwright/test'

/** Every page route of the spec (§2), without locale prefix. */
export const staticRoutes = [
  '/',
  '/login',
  '/forget',
  '/register',
  '/privacy',
  '/terms',
  '/login/login',
  '/about/about-us',
  '/about/culture',
  '/about/honor',
  '/about/news',
  '/contact/business',
  '/contact/contact-us',
  '/contact/join',
  '/contact/network',
  '/contact/modules/networkCn',
  '/contact/modules/networkEn',
  '/member/edit-evalute',
  '/member/evaluate',
  '/member/feedback',
  '/member/shareList',
  '/member/subscribe',
  '/member/update-password',
  '/member/user',
  '/member/warranty',
  '/product/mall',
  // Without products it says how to choose them; with them, tests/e2e/compare.spec.ts.
  '/product/compare',
  '/recruits/campus',
  '/recruits/grow-up',
  '/recruits/recruit',
  '/recruits/system',
  '/recruits/welfare',
  '/recruits/work',
  '/service/download',
  '/service/explain',
  '/service/maintain',
  '/service/network',
  '/service/parts',
  '/service/search',
  '/service/service',
  '/service/modules/fwcheck',
  '/400',
] as const

export const prefixes = ['', '/zh'] as const

export function withPrefix(prefix: string, path: string) {
  if (!prefix) return path
  return path === '/' ? prefix : `${prefix}${path}`
}

/** Each kind of detail page, by the list that links to it. */
export const detailLists = [
  '/about/news',
  '/product/list',
  '/recruits/recruit',
  '/service/download',
  '/service/explain',
] as const

/** The first detail page a list's HTML links to (ids differ between languages). */
export function firstDetailLink(listHtml: string, list: string): string {
  const href = /href="([^"]*\/detail\/\d+)"/.exec(listHtml)?.[1]
  if (!href) throw new Error(`${list} links to no detail`)
  return href
}

/** The first detail a list links to, read from the list's HTML as the visitor `clientAddress`. */
export async function firstDetail(
  request: APIRequestContext,
  list: string,
  clientAddress: string,
): Promise<string> {
  const response = await request.get(list, { headers: { 'x-forwarded-for': clientAddress } })
  return firstDetailLink(await response.text(), list)
}

/** A page of the site in a language: a route, or the first detail page of a list. */
export type SitePage = { name: string; path: string; list: string | null }

/** Every page of the site in a language: each route, and each kind of detail page. */
export function sitePages(prefix: string): SitePage[] {
  return [
    ...staticRoutes.map((path) => ({ name: withPrefix(prefix, path), path, list: null })),
    ...detailLists.map((list) => ({
      name: withPrefix(prefix, `${list} → detail`),
      path: `${list} → detail`,
      list: withPrefix(prefix, list),
    })),
  ]
}

/** Where a page is: its route, or the first detail its list links to for `clientAddress`. */
export async function urlOf(
  request: APIRequestContext,
  page: SitePage,
  clientAddress: string,
): Promise<string> {
  return page.list ? await firstDetail(request, page.list, clientAddress) : page.name
}

/** A member's own pages (logged in): the profile, the lists and their forms. */
export const memberPages = [
  '/member/user',
  '/member/update-password',
  '/member/subscribe',
  '/member/reservations',
  '/member/notifications',
  '/member/warranty',
  '/member/warranty/dealers',
  '/member/evaluate',
  '/member/edit-evalute',
  '/member/feedback',
  '/member/shareList',
  '/member/privacy',
] as const
