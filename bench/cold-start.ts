// Cold start: from spawning the production server on an existing database to its first 200,
// started as `npm run serve` does (dist/server/serve.js) and as `npm start` does (scripts/start.ts:
// it first checks that the build is newer than the sources, and does not build again).
// Target: under 2 s. Usage: npm run build && npx tsx bench/cold-start.ts (BENCH_RUNS, default 5;
// BENCH_PORT, default 3221)
import { cpus } from 'node:os'
import { staleBuild } from '../scripts/build-freshness.ts'
import { requireBuild, startServer, tempDatabaseUrl } from './lib.ts'

requireBuild()
const runs = Number(process.env.BENCH_RUNS ?? 5)
const port = Number(process.env.BENCH_PORT ?? 3221)
const databaseUrl = tempDatabaseUrl()

// The first start creates, migrates and seeds the database; it is not a cold start.
const first = await startServer(port, { DATABASE_URL: databaseUrl })
console.log(`first start (create + migrate + seed): ${first.readyMs.toFixed(0)} ms`)
await first.stop()

const checked = performance.now()
const stale = staleBuild(process.cwd())
const checkMs = performance.now() - checked
if (stale) console.log(`note: npm start would build first (${stale})`)
console.log(`npm start's build check: ${checkMs.toFixed(0)} ms`)

console.log(`Cold start on an existing database: ${cpus().length} cores, ${runs} runs each`)
for (const script of ['dist/server/serve.js', 'scripts/start.ts']) {
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const app = await startServer(port, { DATABASE_URL: databaseUrl }, '/', script)
    times.push(app.readyMs)
    await app.stop()
  }
  times.sort((a, b) => a - b)
  console.log(
    `${script}: median ${times[Math.floor(runs / 2)]?.toFixed(0)} ms, max ${times[runs - 1]?.toFixed(0)} ms (target < 2000 ms)`,
  )
}
