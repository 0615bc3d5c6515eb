// The labels of /metrics come from fixed sets: the site's routes as the route tree names them,
// HTTP's usual methods, the statuses the site gives. Random paths and methods add no series.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  FRONT_ROUTES,
  LOCALIZED_ROUTES,
  METHODS,
  methodLabel,
  OTHER_ROUTE,
  PLAIN_ROUTES,
  routeLabel,
  STATIC_FILE,
  statusLabel,
} from './metric-labels'

/** The full paths of the route tree the router is built from, as metric labels are written. */
function routeTreePaths(): { localized: string[]; plain: string[] } {
  const tree = readFileSync('app/routeTree.gen.ts', 'utf8')
  const block = /export interface FileRoutesByFullPath \{([\s\S]*?)\n\}/.exec(tree)?.[1] ?? ''
  const paths = [...block.matchAll(/^\s*'([^']+)':/gm)].map((m) => m[1] ?? '')
  const label = (path: string) =>
    `/${path
      .split('/')
      .filter(Boolean)
      .map((s) => (s === '$' ? '*' : s.replace(/^\{-\$(\w+)\}$/, ':$1?').replace(/^\$/, ':')))
      .join('/')}`
  const localized = paths
    .filter((p) => p.startsWith('/{-$locale}'))
    .map((p) => label(p.slice('/{-$locale}'.length)))
  const plain = paths.filter((p) => !p.startsWith('/{-$locale}')).map(label)
  return { localized: [...new Set(localized)].sort(), plain: [...new Set(plain)].sort() }
}

describe('metric labels', () => {
  it('name exactly the routes of the route tree', () => {
    const tree = routeTreePaths()
    expect(tree.localized.length).toBeGreaterThan(50)
    expect([...LOCALIZED_ROUTES].sort()).toEqual(tree.localized)
    expect([...PLAIN_ROUTES].sort()).toEqual(tree.plain)
  })

  it('give a page its pattern in both locales, with or without its optional id', () => {
    expect(routeLabel('/')).toBe('/')
    expect(routeLabel('/zh')).toBe('/')
    expect(routeLabel('/zh/')).toBe('/')
    expect(routeLabel('/product/list')).toBe('/product/list')
    expect(routeLabel('/zh/product/list/')).toBe('/product/list')
    expect(routeLabel('/about/news/detail/17')).toBe('/about/news/detail/:id?')
    expect(routeLabel('/zh/about/news/detail')).toBe('/about/news/detail/:id?')
    expect(routeLabel('/member/warranty/receipt/9')).toBe('/member/warranty/receipt/:id')
    expect(routeLabel('/staff/content/news/4')).toBe('/staff/content/:collection/:id')
    expect(routeLabel('/staff/content/news')).toBe('/staff/content/:collection')
    expect(routeLabel('/media/u/3f/640.webp')).toBe('/media/u/*')
    expect(routeLabel('/media/banner/about.svg')).toBe('/media/*')
    expect(routeLabel('/api/cmsapi/common/news/list')).toBe('/api/cmsapi/*')
    expect(routeLabel('/assets/index-B2cU9PrC.js')).toBe('/assets/*')
    expect(routeLabel('/_serverFn/abc')).toBe('/_serverFn/*')
    expect(routeLabel('/metrics')).toBe('/metrics')
    expect(routeLabel('/favicon.svg', true)).toBe(STATIC_FILE)
  })

  it('count every other path as one label, whatever it is', () => {
    for (const path of [
      '/no-such-page',
      '/wp-login.php',
      '/about/news/detail/1/2',
      '/ABOUT/NEWS',
      '/zh/staff',
      '/en/zh/about',
      '/api/nothing',
      `/${'x'.repeat(300)}`,
      '//evil.example/%2e%2e',
    ]) {
      expect(routeLabel(path), path).toBe(OTHER_ROUTE)
    }
    const labels = new Set<string>()
    for (let i = 0; i < 500; i++) {
      const segments = Array.from({ length: 1 + (i % 5) }, () =>
        Math.random().toString(36).slice(2),
      )
      labels.add(routeLabel(`/${segments.join('/')}`))
    }
    expect([...labels]).toEqual([OTHER_ROUTE])
    const known = new Set<string>([
      ...LOCALIZED_ROUTES,
      ...PLAIN_ROUTES,
      ...FRONT_ROUTES,
      STATIC_FILE,
      OTHER_ROUTE,
    ])
    expect(known.has(routeLabel('/zh/service/download/detail/3'))).toBe(true)
  })

  it('count methods and statuses from fixed sets', () => {
    for (const method of METHODS) expect(methodLabel(method)).toBe(method)
    for (const method of ['PROPFIND', 'get', 'PURGE', 'X'.repeat(100), undefined]) {
      expect(methodLabel(method)).toBe('OTHER')
    }
    expect(statusLabel(200)).toBe('200')
    expect(statusLabel(404)).toBe('404')
    expect(statusLabel(418)).toBe('4xx')
    expect(statusLabel(599)).toBe('5xx')
    expect(statusLabel(0)).toBe('other')
  })
})
