// What the first download every page shares is made of (decision 0004), from the last build
// (`npm run build`; no browser): `npx tsx bench/bundle-composition.ts`.
//
// The shared download is the client entry and its static imports. Each chunk's gzip size (as
// written, after both minifiers) is divided among its modules in proportion to each module's
// rendered code (before minification) compressed on its own (app/build/chunk-map.ts): an
// estimate of a module's share of the bytes a
// visitor downloads, not its size alone. Prints the shares by package and by part of the app.
import { readChunkMap, withStaticImports } from '../app/build/chunk-map.ts'

const chunks = readChunkMap()
const entry = [...chunks.values()].filter((c) => c.isEntry).map((c) => c.file)
const shared = withStaticImports(chunks, entry)

/** What a module is counted as: its package, or the part of the app it belongs to. */
function groupOf(id: string): { kind: 'package' | 'app'; name: string } {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)
  if (pkg?.[1]) return { kind: 'package', name: pkg[1] }
  if (id.startsWith('locales/')) return { kind: 'app', name: 'catalogue (locales)' }
  if (id.startsWith('app/routes/staff/')) return { kind: 'app', name: 'route definitions: staff' }
  if (id.startsWith('app/routes/')) {
    return {
      kind: 'app',
      name: `route ${id.includes('?tsr-split') ? 'split code' : 'definitions: public'}`,
    }
  }
  if (id === 'app/routeTree.gen.ts') return { kind: 'app', name: 'route tree (routeTree.gen.ts)' }
  if (id.startsWith('app/features/site/frame/'))
    return { kind: 'app', name: 'frame (features/site/frame)' }
  const area = /^app\/((?:features|components|shared)\/[^/]+|[^/]+)/.exec(id)
  if (area?.[1]) return { kind: 'app', name: area[1].replace(/\.tsx?$/, '') }
  return { kind: 'app', name: `(bundler) ${id.slice(0, 40)}` }
}

/** Shares of a set of chunks by group, in bytes of gzip. */
function composition(files: Iterable<string>) {
  const groups = new Map<string, { kind: string; gzip: number; raw: number; modules: number }>()
  let total = 0
  for (const file of files) {
    const chunk = chunks.get(file)
    if (!chunk) continue
    total += chunk.gzip
    const alone = chunk.modules.reduce((a, m) => a + m.gzip, 0)
    for (const module of chunk.modules) {
      if (module.bytes === 0) continue
      const { kind, name } = groupOf(module.id)
      const group = groups.get(name) ?? { kind, gzip: 0, raw: 0, modules: 0 }
      group.gzip += alone > 0 ? (chunk.gzip * module.gzip) / alone : 0
      group.raw += module.bytes
      group.modules++
      groups.set(name, group)
    }
  }
  return { groups, total }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(6)

function print(title: string, files: Set<string>) {
  const { groups, total } = composition(files)
  console.log(`\n${title}: ${files.size} files, ${(total / 1024).toFixed(1)} KB gzip`)
  for (const kind of ['package', 'app'] as const) {
    const rows = [...groups]
      .filter(([, g]) => g.kind === kind)
      .sort((a, b) => b[1].gzip - a[1].gzip)
    const sum = rows.reduce((a, [, g]) => a + g.gzip, 0)
    console.log(`\n  ${kind === 'package' ? 'by package' : 'by app module'} (${kb(sum).trim()} KB)`)
    console.log(`  ${'name'.padEnd(40)} ${'KB gz'.padStart(6)} ${'KB raw'.padStart(7)} modules`)
    for (const [name, g] of rows) {
      if (g.gzip < 0.05 * 1024) continue
      console.log(
        `  ${name.padEnd(40)} ${kb(g.gzip)} ${kb(g.raw).padStart(7)} ${String(g.modules).padStart(7)}`,
      )
    }
  }
  console.log('\n  files')
  for (const file of files) console.log(`  ${file.padEnd(40)} ${kb(chunks.get(file)?.gzip ?? 0)}`)
}

print('Shared first download (entry and its static imports)', shared)
