// `npm start`: builds the site only when there is no build or a source changed after it
// (scripts/build-freshness.ts), then serves it (dist/server/serve.js, the build's own entry). A
// restart on an unchanged checkout goes straight to serving. `npm run build` builds whatever
// the times say.
import { spawnSync } from 'node:child_process'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { SERVE_ENTRY, staleBuild } from './build-freshness.ts'

const reason = staleBuild(process.cwd())
if (reason !== undefined) {
  console.error(`Building the site first (${reason}); this takes a minute or two.`)
  const build = spawnSync(join('node_modules', '.bin', 'vite'), ['build'], { stdio: 'inherit' })
  if (build.status !== 0) {
    console.error('The build failed (above); nothing is served.')
    process.exit(build.status ?? 1)
  }
}
await import(pathToFileURL(resolve(SERVE_ENTRY)).href)
