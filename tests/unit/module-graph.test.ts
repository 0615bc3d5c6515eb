// The app's module graph as the code writes it: every import that runs (static and dynamic;
// `import type` and imports of types only are left out, they are gone at run time), and the
// floors every import keeps, types included (docs/decisions/0014-floors.md).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const APP = resolve('app')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [path] : []
  })
}

function resolveImport(from: string, spec: string): string | undefined {
  const base = spec.startsWith('~/')
    ? join(APP, spec.slice(2))
    : spec.startsWith('.')
      ? resolve(dirname(from), spec)
      : undefined
  if (base === undefined) return undefined
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  )
}

const STATIC = /^\s*(?:import|export)\s+(type\s+)?([\w$*{}\s,]*?\s+from\s+)?['"]([^'"]+)['"]/gm
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g

/** Whether an import clause brings in types only (`{ type A, type B }`). */
function typesOnly(clause: string): boolean {
  const names = /^\s*\{([^}]*)\}\s+from\s+$/.exec(clause)?.[1]
  if (names === undefined) return false
  const parts = names.split(',').filter((part) => part.trim())
  return parts.length > 0 && parts.every((part) => part.trim().startsWith('type '))
}

/** Who imports whom: what runs (static imports, and dynamic ones if asked), or every import. */
function moduleGraph({ dynamic, types }: { dynamic: boolean; types: boolean }) {
  const graph = new Map<string, string[]>()
  for (const file of sourceFiles(APP)) {
    const text = readFileSync(file, 'utf8')
    const specs = [
      ...[...text.matchAll(STATIC)]
        .filter((m) => types || (!m[1] && !typesOnly(m[2] ?? '')))
        .map((m) => m[3] ?? ''),
      ...(dynamic ? [...text.matchAll(DYNAMIC)].map((m) => m[1] ?? '') : []),
    ]
    const deps = specs.map((spec) => resolveImport(file, spec))
    graph.set(relative(APP, file), [
      ...new Set(deps.filter((dep) => dep !== undefined).map((dep) => relative(APP, dep))),
    ])
  }
  return graph
}

const runtimeGraph = (dynamic: boolean) => moduleGraph({ dynamic, types: false })

/**
 * The floor of a module (its path under app/). Top down: the entries (router, start, client,
 * Start's server handler, the generated route tree), routes, features, components, lib, and at
 * the bottom i18n and shared. The server's own code is a column beside features and below the
 * routes; `build` is the build's (vite.config.ts) own code.
 */
function floorOf(file: string) {
  if (!file.includes('/')) return 'entry'
  const top = file.slice(0, file.indexOf('/'))
  return top === 'i18n' || top === 'shared' ? 'base' : top
}

/** The floors each floor may import from: its own and those below it. */
const MAY_IMPORT: Record<string, string[]> = {
  entry: ['entry', 'routes', 'features', 'components', 'lib', 'server', 'base'],
  routes: ['routes', 'features', 'components', 'lib', 'server', 'base'],
  features: ['features', 'components', 'lib', 'server', 'base'],
  components: ['components', 'lib', 'base'],
  lib: ['lib', 'base'],
  server: ['server', 'lib', 'base'],
  base: ['base'],
  build: ['build', 'base'],
}

/** The imports that point up a floor, as `importer → imported`. */
function upward(graph: Map<string, string[]>): string[] {
  return [...graph].flatMap(([file, deps]) =>
    deps
      .filter((dep) => !(MAY_IMPORT[floorOf(file)] ?? []).includes(floorOf(dep)))
      // The production HTTP front and the staff commands (staff-call.ts) use Start's handler itself.
      .filter((dep) => !(floorOf(file) === 'server' && dep === 'server.ts'))
      .map((dep) => `${file} → ${dep}`),
  )
}

/** The graph's cycles: its strongly connected parts of more than one module (Tarjan). */
function cycles(graph: Map<string, string[]>): string[][] {
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

describe('the module graph', () => {
  const graph = runtimeGraph(true)

  it('reads the imports it checks', () => {
    // The parse sees the server's known edges: a check that found nothing would pass anyway.
    expect(graph.get('server/boot.ts')).toContain('server/staff/schedule.ts')
    expect(graph.get('server/front/http-server.ts')).toContain('server.ts')
    expect(graph.get('server/staff/schedule.ts')).toContain('server/process/purge-bus.ts')
  })

  it('has no cycle of static imports, and none through the server code at all', () => {
    expect(cycles(runtimeGraph(false))).toEqual([])
    const server = new Map([...graph].filter(([file]) => file.startsWith('server')))
    expect(cycles(server)).toEqual([])
  })

  it('has no cycle at run time, through a dynamic import either', () => {
    // A lazy chunk that imports its importer back ties the two chunks together for good.
    expect(cycles(graph)).toEqual([])
  })

  it('points down only: no import, of types either, reaches a floor above its own', () => {
    const every = moduleGraph({ dynamic: true, types: true })
    expect(floorOf('features/site/frame/header.tsx')).toBe('features')
    expect(floorOf('shared/member/member.schemas.ts')).toBe('base')
    // Every module has a known floor: a new top-level folder has to be placed first.
    expect([...every.keys()].filter((file) => !(floorOf(file) in MAY_IMPORT))).toEqual([])
    expect(upward(every)).toEqual([])
  })

  it('keeps public code off the staff console (routes/staff, features/staff)', () => {
    const staff = (file: string) => /^(routes|features|server|shared)\/staff\//.test(file)
    const reaching = [...moduleGraph({ dynamic: true, types: true })]
      .filter(([file]) => !staff(file) && floorOf(file) !== 'entry')
      .flatMap(([file, deps]) =>
        deps
          .filter((dep) => /^(routes|features)\/staff\//.test(dep))
          .map((dep) => `${file} → ${dep}`),
      )
    expect(reaching).toEqual([])
  })

  it('keeps public server code off the staff modules (the boot module starts their work)', () => {
    const reaching = [...graph]
      .filter(([file]) => file.startsWith('server/') && !file.startsWith('server/staff/'))
      .filter(([file]) => file !== 'server/boot.ts')
      .flatMap(([file, deps]) =>
        deps.filter((dep) => dep.startsWith('server/staff/')).map((dep) => `${file} → ${dep}`),
      )
    expect(reaching).toEqual([])
  })
})
