// `npm run dev:cached`: the production front on this desk, with the page cache, compression
// and the HTTP front production runs (`npm run dev` is Vite's server: hot reload, no page
// cache). Builds when the build is stale (scripts/build-freshness.ts), serves
// dist/server/serve.js in a child process, and on every change of a source builds again and,
// when the build succeeds, restarts the server on the new build (a failed build leaves the last
// one serving). The environment passes through (PORT, DATABASE_URL, PAGE_CACHE_TTL, …).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { SERVE_ENTRY, staleBuild, watchBuildSources } from './build-freshness.ts'

const root = process.cwd()

function build(): boolean {
  // Vite on this Node (node_modules/.bin/vite would take the first `node` on the PATH).
  const vite = join('node_modules', 'vite', 'bin', 'vite.js')
  const result = spawnSync(process.execPath, [vite, 'build'], { stdio: 'inherit' })
  return result.status === 0
}

let server: ChildProcess | undefined

function serve() {
  server = spawn(process.execPath, [SERVE_ENTRY], { stdio: 'inherit' })
}

/** Stops the server (it drains and closes its database: PGlite is opened by one process). */
function stopServer(): Promise<void> {
  const running = server
  server = undefined
  if (!running || running.exitCode !== null || running.signalCode !== null) return Promise.resolve()
  return new Promise((done) => {
    running.once('exit', () => done())
    running.kill('SIGTERM')
  })
}

const reason = staleBuild(root)
if (reason !== undefined) {
  console.error(`dev:cached: building the site first (${reason}).`)
  if (!build()) {
    console.error('dev:cached: the build failed (above); nothing is served.')
    process.exit(1)
  }
}
serve()

let building = false
let again = false
async function rebuild(path: string) {
  if (building) {
    again = true
    return
  }
  // A file the build writes among the sources (the route tree) is older than the build's end.
  if (staleBuild(root) === undefined) return
  building = true
  console.error(`dev:cached: ${path} changed; building again.`)
  if (build()) {
    console.error('dev:cached: built; restarting the server on the new build.')
    await stopServer()
    serve()
  } else {
    console.error('dev:cached: the build failed (above); the last build goes on serving.')
  }
  building = false
  if (again) {
    again = false
    await rebuild('a source')
  }
}
// The build writes only to dist/ and node_modules/.vite, outside the watched sources.
const unwatch = watchBuildSources(root, (path) => void rebuild(path))

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    unwatch()
    await stopServer()
    process.exit(0)
  })
}
