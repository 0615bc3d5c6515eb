// The app's module graph as the code writes it, and the floors every import keeps
// (docs/decisions/0014-floors.md). Each module is parsed (Vite's parser, TypeScript and JSX)
// rather than searched with patterns: an import clause over several lines, `export … from`,
// `import('…')` in a type and a template-literal `import()` are all read, and an import that
// cannot be read or resolved is a problem of its own instead of an edge that is not there.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { parseSync } from 'vite'

/** One import of a module: what it names, whether only types come in, whether it is lazy. */
export type Import = { spec: string; typeOnly: boolean; dynamic: boolean; line: number }

/** One edge of the graph: the imported module's path under the root. */
export type Edge = { to: string; typeOnly: boolean; dynamic: boolean }

export type ModuleGraph = {
  /** Every module's edges to the root's own modules (packages are left out). */
  edges: Map<string, Edge[]>
  /** Each module's text, for the checks that read what a module does. */
  texts: Map<string, string>
  /** `file:line 'spec'` of the `~/` and relative imports that name no module. */
  unresolved: string[]
  /** `file:line` of the `import()` calls whose argument is not a fixed string. */
  unreadable: string[]
}

export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [path] : []
  })
}

type Node = { type: string; start: number; [key: string]: unknown }

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string'

/** The fixed text of a string literal or of a template literal without substitutions. */
function fixedText(node: unknown): string | undefined {
  if (!isNode(node)) return undefined
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value
  if (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0) {
    return ((node.quasis as Node[])[0]?.value as { cooked?: string } | undefined)?.cooked
  }
  return undefined
}

/** Whether an import or export brings in types only (`import type`, `{ type A, type B }`). */
function typesOnly(node: Node, kind: 'importKind' | 'exportKind'): boolean {
  const specifiers = (node.specifiers as Node[] | undefined) ?? []
  return (
    node[kind] === 'type' ||
    (specifiers.length > 0 && specifiers.every((specifier) => specifier[kind] === 'type'))
  )
}

/**
 * Every import a module's text makes, and the lines of the dynamic ones that cannot be read
 * (`import(name)`, a template literal with a substitution): the bundler cannot follow those
 * either, so the floors could not be checked. The parser is Vite's own (Oxc).
 */
export function readImports(
  text: string,
  file: string,
): { imports: Import[]; unreadable: number[] } {
  const parsed = parseSync(file, text)
  if (parsed.errors.length > 0) throw new Error(`${file}: ${parsed.errors[0]?.message}`)
  const imports: Import[] = []
  const unreadable: number[] = []
  const line = (node: Node) => text.slice(0, node.start).split('\n').length
  for (const node of parsed.program.body as unknown as Node[]) {
    if (node.type === 'ImportDeclaration') {
      const spec = fixedText(node.source) ?? ''
      imports.push({
        spec,
        typeOnly: typesOnly(node, 'importKind'),
        dynamic: false,
        line: line(node),
      })
    } else if (
      (node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') &&
      node.source
    ) {
      const spec = fixedText(node.source) ?? ''
      imports.push({
        spec,
        typeOnly: typesOnly(node, 'exportKind'),
        dynamic: false,
        line: line(node),
      })
    }
  }
  // `import(…)` at run time, and `import('…')` in a type (an edge of types only).
  if (!/\bimport\s*\(/.test(text)) return { imports, unreadable }
  const walk = (node: Node, inType: boolean) => {
    if (node.type === 'ImportExpression' || node.type === 'TSImportType') {
      const spec = fixedText(node.source)
      if (spec === undefined) unreadable.push(line(node))
      else {
        const typeOnly = inType || node.type === 'TSImportType'
        imports.push({
          spec,
          typeOnly,
          dynamic: node.type === 'ImportExpression',
          line: line(node),
        })
      }
    }
    const inner = inType || node.type.startsWith('TS')
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) for (const child of value) isNode(child) && walk(child, inner)
      else if (isNode(value)) walk(value, inner)
    }
  }
  walk(parsed.program as unknown as Node, false)
  return { imports, unreadable }
}

/**
 * The module a specifier names, or undefined for a package (a bare name, `node:`, a virtual
 * module). `~/` is the root (the app's alias); a query (`?url`) is the bundler's, not a path.
 */
function resolveImport(root: string, from: string, spec: string): string | null | undefined {
  const path = spec.replace(/[?#].*$/, '')
  const base = path.startsWith('~/')
    ? join(root, path.slice(2))
    : path.startsWith('./') || path.startsWith('../') || path === '.' || path === '..'
      ? resolve(dirname(from), path)
      : undefined
  if (base === undefined) return undefined
  const found = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ].find((candidate) => existsSync(candidate) && statSync(candidate).isFile())
  return found ?? null
}

/** Reads every module under `root` (the app's folder, or a fixture's). */
export function readGraph(root: string): ModuleGraph {
  const edges = new Map<string, Edge[]>()
  const texts = new Map<string, string>()
  const unresolved: string[] = []
  const unreadable: string[] = []
  for (const file of sourceFiles(root)) {
    const name = relative(root, file)
    const text = readFileSync(file, 'utf8')
    texts.set(name, text)
    const read = readImports(text, file)
    unreadable.push(...read.unreadable.map((at) => `${name}:${at}`))
    const out: Edge[] = []
    for (const one of read.imports) {
      const target = resolveImport(root, file, one.spec)
      if (target === undefined) continue
      if (target === null) {
        unresolved.push(`${name}:${one.line} '${one.spec}'`)
        continue
      }
      out.push({ to: relative(root, target), typeOnly: one.typeOnly, dynamic: one.dynamic })
    }
    edges.set(name, out)
  }
  return { edges, texts, unresolved, unreadable }
}

/** Who imports whom: what runs (static imports, and dynamic ones if asked), or every import. */
export function adjacency(
  graph: ModuleGraph,
  { dynamic, types }: { dynamic: boolean; types: boolean },
): Map<string, string[]> {
  return new Map(
    [...graph.edges].map(([file, edges]) => [
      file,
      [
        ...new Set(
          edges
            .filter((edge) => (types || !edge.typeOnly) && (dynamic || !edge.dynamic))
            .map((edge) => edge.to),
        ),
      ],
    ]),
  )
}

/**
 * The floor of a module (its path under app/). Top down: the entries (router, start, client,
 * Start's server handler, the generated route tree), routes, features, components, lib, and at
 * the bottom i18n and shared. The server's own code is a column beside features and below the
 * routes; `build` is the build's (vite.config.ts) own code.
 */
export function floorOf(file: string): string {
  if (!file.includes('/')) return 'entry'
  const top = file.slice(0, file.indexOf('/'))
  return top === 'i18n' || top === 'shared' ? 'base' : top
}

/** The floors each floor may import from: its own and those below it. */
export const MAY_IMPORT: Record<string, string[]> = {
  entry: ['entry', 'routes', 'features', 'components', 'lib', 'server', 'base'],
  routes: ['routes', 'features', 'components', 'lib', 'server', 'base'],
  features: ['features', 'components', 'lib', 'server', 'base'],
  components: ['components', 'lib', 'base'],
  lib: ['lib', 'base'],
  server: ['server', 'lib', 'base'],
  base: ['base'],
  build: ['build', 'base'],
}

/** Server code: `server/` and any `*.server.*` module (Start's import protection denies both). */
export const isServerCode = (file: string) =>
  file.startsWith('server/') || /\.server\.tsx?$/.test(file)

/**
 * An isomorphic module (`*.isomorphic.ts`, never in `server/`): the browser runs it and the
 * compiler drops its server half, so it may import server code for that half. It has to have
 * one: `createIsomorphicFn()` or a middleware's `.server()`.
 */
export const isIsomorphic = (file: string) => /\.isomorphic\.tsx?$/.test(file)
export const hasServerHalf = (text: string) =>
  /createIsomorphicFn\(\)|createMiddleware\([^)]*\)[\s\S]*?\.server\(/.test(text)

/** The imports that point up a floor, as `importer → imported`. */
export function upward(graph: Map<string, string[]>): string[] {
  return [...graph].flatMap(([file, deps]) =>
    deps
      // Styles, images and data files are the bundler's assets, outside the floors.
      .filter((dep) => /\.tsx?$/.test(dep))
      .filter((dep) => !(MAY_IMPORT[floorOf(file)] ?? []).includes(floorOf(dep)))
      // The production HTTP front and the staff commands (staff-call.ts) use Start's handler itself.
      .filter((dep) => !(floorOf(file) === 'server' && dep === 'server.ts'))
      // An isomorphic module's server half (its module is checked by isomorphicProblems).
      .filter((dep) => !(isIsomorphic(file) && floorOf(dep) === 'server'))
      .map((dep) => `${file} → ${dep}`),
  )
}

/** The staff console's code: its routes and API route, features, server modules and names. */
export const isStaffCode = (file: string) =>
  /^(routes|features|server|shared)\/staff\//.test(file) || file.startsWith('routes/api/staff/')

/**
 * The public modules that reach the staff console's on purpose, and why. A new one fails the
 * floors test until it is named here.
 */
export const STAFF_ENTRANCES: Record<string, string> = {
  'server/boot.ts': "starts the staff modules' background work (schedules, purges)",
  'routes/media/f/$.ts': 'serves the files the staff uploaded, loaded when one is asked for',
  'routes/media/u/$.ts': 'serves the images the staff uploaded, loaded when one is asked for',
  'server/process/local-admin.ts': "the admin socket's caller is a staff actor (its type only)",
}

/**
 * Imports of the staff console's modules (`server/staff`, `features/staff`, `routes/staff`)
 * by every other module, types and lazy imports included, but the entries (which tie every
 * route together) and the entrances named above.
 */
export function staffReach(graph: Map<string, string[]>): string[] {
  return [...graph]
    .filter(
      ([file]) => !isStaffCode(file) && floorOf(file) !== 'entry' && !(file in STAFF_ENTRANCES),
    )
    .flatMap(([file, deps]) =>
      deps
        .filter((dep) => /^(server|features|routes)\/staff\//.test(dep))
        .map((dep) => `${file} → ${dep}`),
    )
}

/**
 * Modules the browser runs: the browser-side floors (components, lib, i18n, shared) and every
 * component (`.tsx`) of the features and routes, but not `*.server.*` modules.
 */
export const browserModule = (file: string) =>
  !isServerCode(file) &&
  !/\.functions\.tsx?$/.test(file) &&
  ['components', 'lib', 'base', 'features'].includes(floorOf(file))

/**
 * Value imports of server code by a module the browser runs, which `vite build` would refuse
 * (types are gone at run time and may point anywhere the floors allow). An isomorphic module
 * may import server code for its server half.
 */
export function browserToServer(graph: ModuleGraph): string[] {
  return [...graph.edges].flatMap(([file, edges]) =>
    browserModule(file) && !isIsomorphic(file)
      ? edges
          .filter((edge) => !edge.typeOnly && isServerCode(edge.to))
          .map((edge) => `${file} → ${edge.to}`)
      : [],
  )
}

/**
 * Isomorphic modules in the server's folder or importing server code without a server half,
 * and modules with a `createIsomorphicFn` not named `*.isomorphic.ts`.
 */
export function isomorphicProblems(graph: ModuleGraph): string[] {
  return [...graph.edges].flatMap(([file, edges]) => {
    // A route's file name is its URL: it keeps its name.
    if (!isIsomorphic(file)) {
      return floorOf(file) !== 'routes' &&
        /createIsomorphicFn\(\)/.test(graph.texts.get(file) ?? '')
        ? [`${file}: has a createIsomorphicFn but is not named *.isomorphic.ts`]
        : []
    }
    if (file.startsWith('server/')) return [`${file}: an isomorphic module inside server/`]
    const server = edges.some((edge) => !edge.typeOnly && isServerCode(edge.to))
    return server && !hasServerHalf(graph.texts.get(file) ?? '')
      ? [`${file}: imports server code but has no server half the compiler drops`]
      : []
  })
}

/** The graph's cycles: its strongly connected parts of more than one module (Tarjan). */
export function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const found: string[][] = []
  const visit = (node: string) => {
    index.set(node, next)
    low.set(node, next++)
    stack.push(node)
    for (const dep of graph.get(node) ?? []) {
      if (!index.has(dep)) {
        visit(dep)
        low.set(node, Math.min(low.get(node) ?? 0, low.get(dep) ?? 0))
      } else if (stack.includes(dep)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(dep) ?? 0))
      }
    }
    if (low.get(node) !== index.get(node)) return
    const part: string[] = []
    let member: string | undefined
    do {
      member = stack.pop()
      if (member !== undefined) part.push(member)
    } while (member !== undefined && member !== node)
    if (part.length > 1 || graph.get(node)?.includes(node)) found.push(part)
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return found
}

/** Every broken floor of a tree (readGraph), by kind; all empty on a sound tree. */
export function floorProblems(graph: ModuleGraph) {
  const runtime = adjacency(graph, { dynamic: true, types: false })
  const every = adjacency(graph, { dynamic: true, types: true })
  const server = new Map([...runtime].filter(([file]) => file.startsWith('server')))
  return {
    unresolved: graph.unresolved,
    unreadable: graph.unreadable,
    unplaced: [...graph.edges.keys()].filter((file) => !(floorOf(file) in MAY_IMPORT)),
    upward: upward(every),
    staff: staffReach(every),
    browserToServer: browserToServer(graph),
    isomorphic: isomorphicProblems(graph),
    staticCycles: cycles(adjacency(graph, { dynamic: false, types: false })),
    serverCycles: cycles(server),
    runtimeCycles: cycles(runtime),
  }
}
