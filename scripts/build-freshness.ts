// Whether the production build is there and newer than every source it is made from, so
// `npm start` builds only when it must (scripts/start.ts). A source is newer when a file or a
// folder (a file added, renamed or deleted changes its folder) changed after the build.
import { existsSync, readdirSync, statSync, watch } from 'node:fs'
import { join } from 'node:path'

/** What `vite build` reads, relative to the project: folders walked whole, and single files. */
export const BUILD_SOURCES = [
  'app',
  'locales',
  'public',
  'vite.config.ts',
  'lingui.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
]

/** The file the build writes last: its time is the build's. */
export const BUILD_OUTPUT = 'dist/server/server.js'

/** The production server, an entry of the same build. */
export const SERVE_ENTRY = 'dist/server/serve.js'

/** The newest change time under `path` (a file, or a folder and everything in it). */
function newestUnder(path: string): { ms: number; path: string } {
  const stat = statSync(path)
  let newest = { ms: stat.mtimeMs, path }
  if (!stat.isDirectory()) return newest
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name.startsWith('.') && entry.name !== '.well-known') continue
    const found = newestUnder(join(path, entry.name))
    if (found.ms > newest.ms) newest = found
  }
  return newest
}

/** Why the build in `root` must be made again; undefined when it is current. */
export function staleBuild(root: string): string | undefined {
  const output = join(root, BUILD_OUTPUT)
  if (!existsSync(output) || !existsSync(join(root, SERVE_ENTRY)))
    return 'there is no production build yet'
  const built = statSync(output).mtimeMs
  for (const source of BUILD_SOURCES) {
    const path = join(root, source)
    if (!existsSync(path)) continue
    const newest = newestUnder(path)
    if (newest.ms > built)
      return `${newest.path.slice(root.length + 1)} changed after the last build`
  }
  return undefined
}

/**
 * Calls `onChange` once the sources of the build (BUILD_SOURCES) have been quiet for `quietMs`
 * after a change: an editor's save writes several files, one build follows. Returns a function
 * that stops watching.
 */
export function watchBuildSources(
  root: string,
  onChange: (path: string) => void,
  quietMs = 300,
): () => void {
  let timer: NodeJS.Timeout | undefined
  let last = ''
  const changed = (path: string) => {
    last = path
    clearTimeout(timer)
    timer = setTimeout(() => onChange(last), quietMs)
  }
  const watchers = BUILD_SOURCES.filter((source) => existsSync(join(root, source))).map(
    (source) => {
      const path = join(root, source)
      const folder = statSync(path).isDirectory()
      return watch(path, { recursive: folder }, (_event, name) =>
        changed(folder && name ? join(source, name.toString()) : source),
      )
    },
  )
  return () => {
    clearTimeout(timer)
    for (const watcher of watchers) watcher.close()
  }
}
