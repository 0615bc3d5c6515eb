// Build-time only (vite.config.ts): never imported by the app. Writes what the browser's build is
// made of to `dist/client-chunks.json`, beside `dist/client` and not in it (a public file would
// tell the source's layout): each chunk's file, gzip size as written, the chunks it imports
// statically and on demand, the module it stands for, and its modules with their share of it.
// `scripts/bytes-report.ts` reads it to weigh each page's first download right after the build,
// and `bench/bundle-composition.ts` to say what that download is made of (decision 0004).
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

/** One module of a chunk: its rendered code's length, and that code's gzip size on its own. */
export type ChunkModule = { id: string; bytes: number; gzip: number }

export type ChunkInfo = {
  file: string
  isEntry: boolean
  /** The module the chunk stands for (a dynamic import's target), relative to the project. */
  facade: string | null
  /** Gzip size of the chunk (`readChunkMap` reads it from the file in dist/client). */
  gzip: number
  imports: string[]
  dynamicImports: string[]
  modules: ChunkModule[]
}

export type ChunkMap = { chunks: ChunkInfo[] }

export const CHUNK_MAP_FILE = 'client-chunks.json'

export function chunkMap(): Plugin {
  let root = process.cwd()
  let chunks: ChunkInfo[] = []
  /** A module's id as the project names it (no absolute paths, no virtual-module marker). */
  const name = (id: string) => {
    const clean = id.replaceAll('\0', '')
    return clean.startsWith(root) ? relative(root, clean) : clean
  }
  return {
    name: 'chunk-map',
    apply: 'build',
    // After the second minification (`second-minify`): the sizes are those of the files served.
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      root = config.root
    },
    generateBundle(_options, bundle) {
      chunks = []
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue
        chunks.push({
          file: chunk.fileName,
          isEntry: chunk.isEntry,
          facade: chunk.facadeModuleId ? name(chunk.facadeModuleId) : null,
          gzip: gzipSync(chunk.code).length,
          imports: [...chunk.imports],
          dynamicImports: [...chunk.dynamicImports],
          modules: Object.entries(chunk.modules).map(([id, module]) => ({
            id: name(id),
            bytes: module.renderedLength,
            gzip: module.code ? gzipSync(module.code).length : 0,
          })),
        })
      }
    },
    writeBundle(options) {
      const dir = options.dir ?? join(root, 'dist/client')
      const map: ChunkMap = { chunks }
      writeFileSync(join(dirname(dir), CHUNK_MAP_FILE), `${JSON.stringify(map)}\n`)
    },
  }
}

/**
 * Reads the map the last build wrote (`dist/client-chunks.json`), each chunk's gzip size taken
 * from its file in dist/client: the bytes a browser downloads, whatever ran after the map.
 */
export function readChunkMap(dist = 'dist'): Map<string, ChunkInfo> {
  const { chunks } = JSON.parse(readFileSync(join(dist, CHUNK_MAP_FILE), 'utf8')) as ChunkMap
  return new Map(
    chunks.map((chunk) => [
      chunk.file,
      { ...chunk, gzip: gzipSync(readFileSync(join(dist, 'client', chunk.file))).length },
    ]),
  )
}

/** The chunks `files` need before they run: themselves and their static imports, transitively. */
export function withStaticImports(chunks: Map<string, ChunkInfo>, files: Iterable<string>) {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    const chunk = chunks.get(file)
    if (!chunk) throw new Error(`${file} is no chunk of the build`)
    seen.add(file)
    for (const imported of chunk.imports) visit(imported)
  }
  for (const file of files) visit(file)
  return seen
}
