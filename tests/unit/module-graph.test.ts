// The floors every import of app/ keeps (docs/decisions/0014-floors.md), read by
// tests/unit/floors.ts. Each rule is also shown failing on a small tree made for it, so a rule
// that stopped reading what it checks would not pass unnoticed.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { adjacency, floorOf, floorProblems, MAY_IMPORT, readGraph } from './floors.ts'

describe('the module graph of app/', () => {
  const app = readGraph(resolve('app'))
  const problems = floorProblems(app)

  it('reads the imports it checks', () => {
    // The parse sees the server's known edges: a check that found nothing would pass anyway.
    const graph = adjacency(app, { dynamic: true, types: false })
    expect(graph.get('server/boot.ts')).toContain('server/staff/schedule.ts')
    expect(graph.get('server/front/http-server.ts')).toContain('server.ts')
    expect(graph.get('server/staff/schedule.ts')).toContain('server/process/purge-bus.ts')
    expect(floorOf('features/site/frame/header.tsx')).toBe('features')
    expect(floorOf('shared/member/member.schemas.ts')).toBe('base')
  })

  it('resolves every import of its own modules, and reads every dynamic one', () => {
    expect(problems.unresolved).toEqual([])
    expect(problems.unreadable).toEqual([])
  })

  it('has no cycle of static imports, none through the server code, none at run time', () => {
    // A lazy chunk that imports its importer back ties the two chunks together for good.
    expect(problems.staticCycles).toEqual([])
    expect(problems.serverCycles).toEqual([])
    expect(problems.runtimeCycles).toEqual([])
  })

  it('points down only: no import, of types either, reaches a floor above its own', () => {
    // Every module has a known floor: a new top-level folder has to be placed first.
    expect(problems.unplaced).toEqual([])
    expect(problems.upward).toEqual([])
  })

  it('keeps every public module off the staff console (server, features and routes)', () => {
    expect(problems.staff).toEqual([])
  })

  it("keeps server code out of the browser's modules but the isomorphic ones' server halves", () => {
    expect(problems.browserToServer).toEqual([])
    expect(problems.isomorphic).toEqual([])
  })
})

describe('the floors test on trees made to break it', () => {
  const roots: string[] = []
  afterAll(() => {
    for (const root of roots) rmSync(root, { recursive: true, force: true })
  })

  /** A small app/ of the given files, and what the floors test finds in it. */
  function check(files: Record<string, string>) {
    const root = mkdtempSync(join(tmpdir(), 'floors-'))
    roots.push(root)
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, name)), { recursive: true })
      writeFileSync(join(root, name), text)
    }
    return floorProblems(readGraph(root))
  }

  const sound = {
    'server/log.ts': 'export const log = console\n',
    'lib/format.ts': 'export const format = (n: number) => String(n)\n',
    'components/price.tsx':
      "import { format } from '~/lib/format'\nexport const Price = () => format(1)\n",
  }

  it('finds nothing wrong with a sound tree', () => {
    const found = check(sound)
    expect(Object.values(found).flat()).toEqual([])
  })

  it('fails an import of a module that does not exist (an alias or a relative path)', () => {
    const found = check({
      ...sound,
      'server/a.ts': "import { log } from '~/server/log.js'\nexport const a = log\n",
      'server/b.ts': "export { log } from './logs'\n",
      'lib/c.ts': "export type { Price } from '../components/gone'\n",
    })
    expect(found.unresolved).toEqual([
      "lib/c.ts:1 '../components/gone'",
      "server/a.ts:1 '~/server/log.js'",
      "server/b.ts:1 './logs'",
    ])
  })

  it('reads a template-literal import() and fails one it cannot read', () => {
    const found = check({
      ...sound,
      // A template literal without a substitution is read like a string: this edge points up.
      'lib/lazy.ts': 'export const load = () => import(`~/server/log`)\n',
      'lib/any.ts': [
        "const name = 'log'",
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the fixture's own template literal
        'export const one = () => import(`~/server/${name}`)',
        'export const two = (path: string) => import(path)',
        '',
      ].join('\n'),
    })
    expect(found.upward).toEqual(['lib/lazy.ts → server/log.ts'])
    expect(found.unreadable).toEqual(['lib/any.ts:2', 'lib/any.ts:3'])
  })

  it('reads an import clause over several lines, `export … from` and `import()` in a type', () => {
    const found = check({
      ...sound,
      'lib/multi.ts': "import {\n  type A,\n  log,\n} from '~/server/log'\nexport const m = log\n",
      'lib/reexport.ts': "export * from '~/server/log'\n",
      'lib/typed.ts': "export type Log = typeof import('~/server/log').log\n",
    })
    expect(found.upward.sort()).toEqual([
      'lib/multi.ts → server/log.ts',
      'lib/reexport.ts → server/log.ts',
      'lib/typed.ts → server/log.ts',
    ])
  })

  it('fails public code that imports the staff console, from any floor, types included', () => {
    const found = check({
      ...sound,
      'server/staff/audit.ts': 'export type Audit = { who: string }\n',
      'features/staff/table.tsx': 'export const Table = () => null\n',
      'routes/staff/index.tsx': 'export const Route = {}\n',
      'server/cms/core.ts':
        "import type { Audit } from '~/server/staff/audit'\nexport type A = Audit\n",
      'routes/about.tsx': "export const load = () => import('~/features/staff/table')\n",
      'features/news/list.tsx':
        "import { Route } from '~/routes/staff/index'\nexport const r = Route\n",
      // Staff code may import its own.
      'server/staff/api.ts': "import type { Audit } from './audit'\nexport type B = Audit\n",
    })
    expect(found.staff.sort()).toEqual([
      'features/news/list.tsx → routes/staff/index.tsx',
      'routes/about.tsx → features/staff/table.tsx',
      'server/cms/core.ts → server/staff/audit.ts',
    ])
  })

  it("fails a component or a browser module that imports server code's values", () => {
    const found = check({
      ...sound,
      'features/news/item.tsx':
        "import { log } from '~/server/log'\nexport const Item = () => log\n",
      'features/news/news.ts': "import { take } from './flash.server'\nexport const n = take\n",
      'features/news/flash.server.ts': 'export const take = () => null\n',
      // Types are gone at run time; a server function's module is compiled for the browser.
      'features/news/kind.tsx':
        "import type { log } from '~/server/log'\nexport type K = typeof log\n",
      'features/news/news.functions.ts':
        "import { log } from '~/server/log'\nexport const f = log\n",
    })
    expect(found.browserToServer.sort()).toEqual([
      'features/news/item.tsx → server/log.ts',
      'features/news/news.ts → features/news/flash.server.ts',
    ])
  })

  it('lets an isomorphic module import server code for its server half, and only then', () => {
    const isomorphic = [
      "import { createIsomorphicFn } from '@tanstack/react-start'",
      "import { log } from '~/server/log'",
      'export const note = createIsomorphicFn().server(() => log).client(() => null)',
      '',
    ].join('\n')
    const found = check({
      ...sound,
      'lib/note.isomorphic.ts': isomorphic,
      'components/note.tsx':
        "import { note } from '~/lib/note.isomorphic'\nexport const N = note\n",
      'lib/plain.isomorphic.ts': "import { log } from '~/server/log'\nexport const p = log\n",
      'server/inside.isomorphic.ts': isomorphic,
      'features/news/unnamed.ts': isomorphic,
    })
    // The floors let an isomorphic module reach the server; its server half is checked instead.
    expect(found.upward).toEqual([])
    // A feature's module with a server half but not named for it is a browser module as well.
    expect(found.browserToServer).toEqual(['features/news/unnamed.ts → server/log.ts'])
    expect(found.isomorphic.sort()).toEqual([
      'features/news/unnamed.ts: has a createIsomorphicFn but is not named *.isomorphic.ts',
      'lib/plain.isomorphic.ts: imports server code but has no server half the compiler drops',
      'server/inside.isomorphic.ts: an isomorphic module inside server/',
    ])
  })

  it('fails imports that point up, cycles, and a folder without a floor', () => {
    const found = check({
      ...sound,
      'lib/up.ts': "import { Price } from '~/components/price'\nexport const u = Price\n",
      'server/a.ts': "import { b } from './b'\nexport const a = () => b\n",
      'server/b.ts': "export const b = () => import('./a')\n",
      'widgets/w.ts': 'export const w = 1\n',
    })
    expect(found.upward).toEqual(['lib/up.ts → components/price.tsx'])
    expect(found.runtimeCycles.map((cycle) => cycle.sort())).toEqual([
      ['server/a.ts', 'server/b.ts'],
    ])
    expect(found.serverCycles).toHaveLength(1)
    expect(found.staticCycles).toEqual([])
    expect(found.unplaced).toEqual(['widgets/w.ts'])
    expect('widgets' in MAY_IMPORT).toBe(false)
  })
})
