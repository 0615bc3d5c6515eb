import { firstDetailLink } from '../e2e/routes'

/**
 * The pages the speed budgets and `bench/lighthouse.ts` measure: one page of each type the speed
 * targets name, in both languages.
 */

export const LANGUAGES = [
  { name: 'en', prefix: '' },
  { name: 'zh', prefix: '/zh' },
] as const

/**
 * A page type: where it is (a detail page is the first one its list links to) and, as a CSS
 * selector, the element that should be its largest paint.
 */
export type PageType = {
  name: string
  path: string
  /** The list whose first detail link is the page (ids differ by language). */
  detailOf?: string
  lcp: string
}

/** The banner of a section's page, or the home page's hero: the image the page asks for first. */
const BANNER = 'img[fetchpriority="high"]'

export const PAGE_TYPES: PageType[] = [
  { name: 'home', path: '/', lcp: BANNER },
  { name: 'product list', path: '/product/list', lcp: BANNER },
  // A product's own picture is larger than the section's banner.
  {
    name: 'product detail',
    path: '/product/list',
    detailOf: '/product/list',
    lcp: 'main img[src^="/media/product/"]',
  },
  { name: 'news list', path: '/about/news', lcp: BANNER },
  { name: 'news detail', path: '/about/news', detailOf: '/about/news', lcp: BANNER },
  { name: 'downloads', path: '/service/download', lcp: BANNER },
  // The outlet finder: its list's code and its map load later (decision 0008).
  { name: 'outlet finder', path: '/service/network', lcp: BANNER },
  { name: 'dealer-join form', path: '/contact/join', lcp: BANNER },
]

/** The first detail page a list links to, in the list's language. */
export async function firstDetail(base: string, list: string): Promise<string> {
  return firstDetailLink(await (await fetch(new URL(list, base))).text(), list)
}

/** Where a page type is in a language. */
export async function pathOf(base: string, type: PageType, prefix: string): Promise<string> {
  if (type.detailOf) return firstDetail(base, `${prefix}${type.detailOf}`)
  return type.path === '/' ? prefix || '/' : `${prefix}${type.path}`
}

/** One page of each type, in both languages. */
export async function pageTypes(base: string): Promise<string[]> {
  const pages: string[] = []
  for (const { prefix } of LANGUAGES) {
    for (const type of PAGE_TYPES) pages.push(await pathOf(base, type, prefix))
  }
  return pages
}
