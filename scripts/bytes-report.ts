// `npx tsx scripts/bytes-report.ts`, right after `npm run build` (`npm test` runs it as the `bytes`
// phase): the JavaScript each page loads before the visitor does anything, gzip, from what the
// build wrote (`dist/client-chunks.json`, app/build/chunk-map.ts) — no server, no browser, a
// second. A page's download is the entry and its static imports, the split chunks (loader and
// component) of every route the address matches with theirs, the catalogue parts the page
// shows (app/i18n/catalogs.ts), and what those routes and the frame load at once on their own
// (ON_LOAD below). `tests/budgets` measures the same in a browser; the two agree to within a
// few hundred bytes (the browser fetches every file once, whatever imports it).
//
// Prints each page's weight and its room under the target, and fails past the limit.
import { existsSync, readFileSync } from 'node:fs'
import { readChunkMap, withStaticImports } from '../app/build/chunk-map.ts'
import { type CatalogName, catalogsForPath } from '../app/i18n/catalogs.ts'
import { localeOfPath } from '../app/i18n/locale.ts'
import { PAGE_TYPES } from '../tests/budgets/pages.ts'
import { detailLists, memberPages, staticRoutes, withPrefix } from '../tests/e2e/routes.ts'

/** What every page should leave room under (decision 0004): 10 KB below the 150 KB budget. */
const TARGET_KB = 140
/** Past this the report fails: every page is under the target, and no change may raise one past it. */
const LIMIT_KB = TARGET_KB

type Route = { id: string; file: string; fullPath: string; parent: string | null }

/** The routes of app/routeTree.gen.ts: each one's file, full path and parent. */
function readRoutes(): Map<string, Route> {
  const source = readFileSync('app/routeTree.gen.ts', 'utf8')
  const files = new Map<string, string>()
  for (const m of source.matchAll(/import \{ Route as (\w+) \} from '\.\/(routes\/[^']+)'/g)) {
    const base = `app/${m[2]}`
    const file = ['.tsx', '.ts'].map((ext) => base + ext).find((f) => existsSync(f))
    if (!file) throw new Error(`routeTree.gen.ts imports ${base}, which is not there`)
    files.set(m[1] ?? '', file)
  }
  const routes = new Map<string, Route>()
  routes.set('rootRouteImport', {
    id: '__root__',
    file: files.get('rootRouteImport') ?? '',
    fullPath: '',
    parent: null,
  })
  const updates = source.matchAll(
    /const (\w+) =\s*(\w+)\.update\(\{\s*id: '([^']*)',\s*path: '([^']*)',\s*getParentRoute: \(\) => (\w+),/g,
  )
  const pending = [...updates].map(
    ([, name = '', imported = '', id = '', path = '', parent = '']) => ({
      name,
      file: files.get(imported) ?? '',
      id,
      path,
      parent,
    }),
  )
  // Parents first, whatever the file's order.
  while (pending.length > 0) {
    const index = pending.findIndex((r) => routes.has(r.parent))
    if (index < 0) throw new Error(`routes without a parent: ${pending.map((r) => r.id)}`)
    const [r] = pending.splice(index, 1)
    if (!r) break
    const parent = routes.get(r.parent)
    routes.set(r.name, {
      id: r.id,
      file: r.file,
      fullPath: `${parent?.fullPath ?? ''}/${r.path}`.replace(/\/+/g, '/'),
      parent: r.parent,
    })
  }
  return routes
}

/**
 * How well a route's full path matches an address: the number of its fixed segments, or null
 * when it does not match. `{-$x}` is an optional segment, `$x` a required one, `$` the rest.
 */
function matchScore(fullPath: string, address: string): number | null {
  const pattern = fullPath.split('/').filter(Boolean)
  const parts = address.split('/').filter(Boolean)
  const go = (i: number, j: number): number | null => {
    if (i === pattern.length) return j === parts.length ? 0 : null
    const segment = pattern[i] ?? ''
    if (segment === '$') return 0
    if (/^\{-\$\w+\}$/.test(segment)) {
      const taken = j < parts.length ? go(i + 1, j + 1) : null
      const skipped = go(i + 1, j)
      // The router prefers a fixed segment to an optional parameter.
      return skipped !== null && (taken === null || skipped > taken) ? skipped : taken
    }
    if (j === parts.length) return null
    if (segment.startsWith('$')) return go(i + 1, j + 1)
    if (segment !== parts[j]) return null
    const rest = go(i + 1, j + 1)
    return rest === null ? null : rest + 1
  }
  return go(0, 0)
}

/** The routes an address renders, root first. */
function routeChain(routes: Map<string, Route>, address: string): Route[] {
  const parents = new Set([...routes.values()].map((r) => r.parent))
  let best: { name: string; score: number; depth: number } | undefined
  for (const [name, route] of routes) {
    // A layout renders an address only through one of its children.
    if (parents.has(name) && !route.fullPath.endsWith('/')) continue
    const score = matchScore(route.fullPath, address)
    if (score === null) continue
    const depth = route.fullPath.split('/').length
    if (!best || score > best.score || (score === best.score && depth > best.depth)) {
      best = { name, score, depth }
    }
  }
  if (!best) throw new Error(`no route renders ${address}`)
  const chain: Route[] = []
  for (let name: string | null = best.name; name; name = routes.get(name)?.parent ?? null) {
    const route = routes.get(name)
    if (route) chain.unshift(route)
  }
  return chain
}

/**
 * Modules a page loads at once on its own, besides its routes' chunks: dynamic imports that
 * run while the page loads and hydrates, not on an interaction. Each with when it loads.
 */
type Visitor = { member: boolean }
const ON_LOAD: {
  when: (chain: Route[], visitor: Visitor) => boolean
  modules: string[]
  catalogs?: CatalogName[]
}[] = [
  {
    // The header confirms a remembered member with the user-info call on every page.
    when: (_chain, visitor) => visitor.member,
    modules: ['app/features/member/session.functions.ts'],
  },
]

type Page = { address: string; member: boolean }

/** A detail page of a list: under the list (news), or beside it (a product under /product). */
function detailOf(list: string): string {
  const beside = /^(\/(?:product|recruits))\/[^/]+$/.exec(list)
  return `${beside ? beside[1] : list}/detail/1`
}

/** Every page the e2e suite visits (a detail page stands for its kind), in both languages. */
function pages(): Page[] {
  const list: Page[] = []
  for (const prefix of ['', '/zh']) {
    for (const type of PAGE_TYPES) {
      if (!type.detailOf && type.path !== '/')
        list.push({ address: withPrefix(prefix, type.path), member: false })
    }
    // The reservation form: a page of the budgets' (tests/budgets) beyond the spec's routes.
    list.push({ address: withPrefix(prefix, '/service/reservation'), member: false })
    for (const path of staticRoutes) list.push({ address: withPrefix(prefix, path), member: false })
    for (const path of detailLists) {
      list.push({ address: withPrefix(prefix, detailOf(path)), member: false })
    }
    for (const path of memberPages) list.push({ address: withPrefix(prefix, path), member: true })
  }
  // A page listed twice (a page type that is also a route of the suite) is weighed once.
  return list.filter(
    (page, i) =>
      list.findIndex((p) => p.address === page.address && p.member === page.member) === i,
  )
}

const chunks = readChunkMap()
const routes = readRoutes()
const byFacade = new Map<string, string[]>()
for (const chunk of chunks.values()) {
  if (!chunk.facade) continue
  const key = chunk.facade
  byFacade.set(key, [...(byFacade.get(key) ?? []), chunk.file])
}

/** The chunks a module stands for (its own, when it is a dynamic import's target). */
function chunksOf(module: string): string[] {
  const found = byFacade.get(module)
  if (!found) throw new Error(`no chunk stands for ${module}: has it moved?`)
  return found
}

/** A route's split chunks the page loads before it renders: its loader's and its component's. */
function splitChunks(route: Route): string[] {
  const files: string[] = []
  for (const [facade, found] of byFacade) {
    const [file, query = ''] = facade.split('?')
    if (file !== route.file) continue
    const split = new URLSearchParams(query).get('tsr-split') ?? ''
    if (
      /loader|component/.test(
        split.replace(/errorComponent|notFoundComponent|pendingComponent/g, ''),
      )
    ) {
      files.push(...found)
    }
  }
  return files
}

const entry = [...chunks.values()].filter((c) => c.isEntry).map((c) => c.file)

function weigh(page: Page): { files: Set<string>; gzip: number } {
  const chain = routeChain(routes, page.address)
  const locale = localeOfPath(page.address)
  const catalogs = new Set<CatalogName>(catalogsForPath(page.address))
  const roots = [...entry, ...chain.flatMap(splitChunks)]
  for (const extra of ON_LOAD) {
    if (!extra.when(chain, page)) continue
    for (const module of extra.modules) roots.push(...chunksOf(module))
    for (const name of extra.catalogs ?? []) catalogs.add(name)
  }
  for (const name of catalogs)
    roots.push(...chunksOf(`locales/${locale}/messages.po?catalog=${name}`))
  const files = withStaticImports(chunks, roots)
  let gzip = 0
  for (const file of files) gzip += chunks.get(file)?.gzip ?? 0
  return { files, gzip }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const results = pages().map((page) => ({ page, ...weigh(page) }))
const shared = [...withStaticImports(chunks, entry)].reduce(
  (a, f) => a + (chunks.get(f)?.gzip ?? 0),
  0,
)

console.log(`JavaScript before any interaction, KB gzip (shared first download ${kb(shared)} KB)`)
console.log(
  `${'page'.padEnd(34)} ${'visitor'.padEnd(7)} ${'KB'.padStart(6)} ${`< ${TARGET_KB}`.padStart(7)}  files`,
)
let failed = 0
for (const { page, files, gzip } of results) {
  const room = TARGET_KB * 1024 - gzip
  const over = gzip > LIMIT_KB * 1024
  if (over) failed++
  console.log(
    `${page.address.padEnd(34)} ${(page.member ? 'member' : 'guest').padEnd(7)} ${kb(gzip).padStart(6)} ${kb(room).padStart(7)}  ${files.size}${over ? `  OVER ${LIMIT_KB} KB` : ''}`,
  )
}
const heaviest = results.reduce((a, b) => (b.gzip > a.gzip ? b : a))
console.log(
  `\nheaviest: ${heaviest.page.address}${heaviest.page.member ? ' (member)' : ''} ${kb(heaviest.gzip)} KB; limit ${LIMIT_KB} KB, target ${TARGET_KB} KB`,
)
if (failed > 0) {
  console.error(`${failed} page(s) over ${LIMIT_KB} KB of JavaScript before any interaction`)
  process.exit(1)
}
