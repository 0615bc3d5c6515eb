import { type CompanyPageKey, isCompanyPageKey } from '~/server/company-pages'
import type { CollectionName } from '~/shared/staff/content'

/**
 * The pages that show a collection's items, in the purge-bus notation ('/x/*': the page and
 * everything below it), in both languages. Lookup tables that name things on every page
 * (brands, categories) purge everything.
 */
const PAGES: Record<CollectionName, string[] | 'all'> = {
  news: ['/', '/about/news/*'],
  products: ['/', '/product/*', '/service/*'],
  brands: 'all',
  // A platform's name is on its products' pages and in the product list's filter.
  platforms: ['/product/*'],
  'product-categories': 'all',
  'news-categories': ['/', '/about/news/*'],
  positions: ['/recruits/*'],
  'position-types': ['/recruits/*'],
  downloads: ['/service/*', '/product/detail/*'],
  'download-categories': ['/service/*'],
  videos: ['/', '/service/*', '/product/detail/*'],
  outlets: ['/service/*', '/contact/*'],
  stores: ['/contact/*'],
  pages: ['/about/*', '/recruits/*', '/privacy', '/terms'],
}

/** A site path in both languages ('/' is '/zh' in Chinese). */
export function inBothLanguages(paths: string[]): string[] {
  return paths.flatMap((p) => [p, p === '/' ? '/zh' : `/zh${p}`])
}

export function purgePathsOf(name: CollectionName): string[] | 'all' {
  const pages = PAGES[name]
  return pages === 'all' ? 'all' : [...inBothLanguages(pages), '/sitemap.xml']
}

/** Where each company page is on the site (its key is the item's id). */
const COMPANY_PAGE_PATHS: Record<CompanyPageKey, string> = {
  'about-us': '/about/about-us',
  culture: '/about/culture',
  honor: '/about/honor',
  welfare: '/recruits/welfare',
  work: '/recruits/work',
  system: '/recruits/system',
  'grow-up': '/recruits/grow-up',
  campus: '/recruits/campus',
  privacy: '/privacy',
  terms: '/terms',
}

/**
 * The public page of one language version of an item, when the item has one: a company page
 * by its key, a battery platform as the product list filtered by it.
 */
export function publicPathOf(
  name: CollectionName,
  locale: 'en' | 'zh',
  id: number,
  shared: Record<string, unknown>,
): string | null {
  const prefix = locale === 'zh' ? '/zh' : ''
  switch (name) {
    case 'news':
      return `${prefix}/about/news/detail/${id}`
    case 'products':
      return `${prefix}/product/detail/${id}`
    case 'positions':
      return `${prefix}/recruits/detail/${id}`
    case 'downloads':
      return shared.kind === 'manual'
        ? `${prefix}/service/explain/detail/${id}`
        : `${prefix}/service/download/detail/${id}`
    case 'pages':
      return isCompanyPageKey(shared.id) ? `${prefix}${COMPANY_PAGE_PATHS[shared.id]}` : null
    case 'platforms':
      return typeof shared.code === 'string' && shared.code
        ? `${prefix}/product/list?platform=${encodeURIComponent(shared.code)}`
        : null
    default:
      return null
  }
}
