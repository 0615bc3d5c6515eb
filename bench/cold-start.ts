// Cold start: from spawning the production server on an existing database to its first 200,
// started as `npm run serve` does (dist/server/serve.js) and as `npm start` does (scripts/start.ts:
// it first checks that the build is newer than the sources, and does not build again).
// Target: under 2 s. Where the time goes is read from the server's log: its code loaded (since
// the process started), PGlite opened (in its worker thread), the migrations checked, the seed
// checked, and the first page's render. Usage: npm run build && npx tsx bench/cold-start.ts
// (BENCH_RUNS, default 5; BENCH_PORT, default 3221; BENCH_DATABASE_URL=postgres://… for a
// fresh database beside that PostgreSQL)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import { staleBuild } from '../scripts/build-freshness.ts'
import { benchDatabase, requireBuild, startServer } from './lib.ts'

requireBuild()
const runs = Number(process.env.BENCH_RUNS ?? 5)
const port = Number(process.env.BENCH_PORT ?? 3221)
const database = await benchDatabase('cold')
const databaseUrl = database.url
const logs = mkdtempSync(join(tmpdir(), 'cold-start-log-'))

/** The start-up lines of a server's log: each phase's milliseconds. */
const PHASES: Record<string, (line: Record<string, unknown>) => number | undefined> = {
  'code loaded (since start)': (l) => (l.msg === 'app code loaded' ? Number(l.ms) : undefined),
  'PGlite opened': (l) => (l.msg === 'database: PGlite opened' ? Number(l.ms) : undefined),
  'migrations checked': (l) =>
    l.msg === 'database: migrations checked' ? Number(l.ms) : undefined,
  'seed checked': (l) => (l.msg === 'database: seed checked' ? Number(l.ms) : undefined),
  'first page rendered': (l) => (l.msg === 'request' && l.path === '/' ? Number(l.ms) : undefined),
}

function phasesOf(file: string): Record<string, number> {
  const found: Record<string, number> = {}
  for (const text of readFileSync(file, 'utf8').split('\n')) {
    if (!text.startsWith('{')) continue
    const line = JSON.parse(text)
    for (const [name, pick] of Object.entries(PHASES)) {
      const ms = pick(line)
      if (ms !== undefined && found[name] === undefined) found[name] = ms
    }
  }
  return found
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

// The first start creates, migrates and seeds the database; it is not a cold start.
const first = await startServer(port, { DATABASE_URL: databaseUrl })
console.log(`first start (create + migrate + seed): ${first.readyMs.toFixed(0)} ms`)
await first.stop()

const checked = performance.now()
const stale = staleBuild(process.cwd())
const checkMs = performance.now() - checked
if (stale) console.log(`note: npm start would build first (${stale})`)
console.log(`npm start's build check: ${checkMs.toFixed(0)} ms`)

console.log(
  `Cold start on an existing ${database.engine} database: ${cpus().length} cores, ${runs} runs each`,
)
for (const script of ['dist/server/serve.js', 'scripts/start.ts']) {
  const times: number[] = []
  const phases: Record<string, number[]> = {}
  for (let i = 0; i < runs; i++) {
    // A file of its own per run (the server's output is appended to it).
    const log = join(logs, `${script.replace(/\W+/g, '-')}-${i}.log`)
    process.env.BENCH_SERVER_LOG = log
    const app = await startServer(port, { DATABASE_URL: databaseUrl }, '/', script)
    times.push(app.readyMs)
    await app.stop()
    for (const [name, ms] of Object.entries(phasesOf(log))) {
      phases[name] = [...(phases[name] ?? []), ms]
    }
  }
  times.sort((a, b) => a - b)
  console.log(
    `${script}: median ${times[Math.floor(runs / 2)]?.toFixed(0)} ms, max ${times[runs - 1]?.toFixed(0)} ms (target < 2000 ms)`,
  )
  console.log(
    `  where it goes (medians): ${Object.entries(phases)
      .map(([name, values]) => `${name} ${median(values).toFixed(0)} ms`)
      .join(', ')}`,
  )
}
delete process.env.BENCH_SERVER_LOG
rmSync(logs, { recursive: true, force: true })
await database.drop()
