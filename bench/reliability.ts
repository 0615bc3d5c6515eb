// The reliability checks of the test suite (`npm run test:reliability`, part of `npm test`):
// load with every submission accounted for, SIGKILL faults on PGlite, and, when
// TEST_DATABASE_URL names a PostgreSQL, the same faults there, two instances sharing it and
// several processes of one server (WEB_CONCURRENCY).
// Each check is its own script and process; this runs them one after another and fails when
// one fails. Needs the production build (`npm run build`).
import { spawnSync } from 'node:child_process'

const postgres = process.env.TEST_DATABASE_URL
const runs: Array<[string, Record<string, string>]> = [
  // A quarter of a minute of load is what the check needs (no 5xx, every acknowledged
  // submission stored: about 400 of them); the bench's own default of a minute is for its
  // figures.
  ['bench/load.ts', { BENCH_SECONDS: process.env.BENCH_SECONDS ?? '15' }],
  ['bench/faults.ts', {}],
]
if (postgres) {
  runs.push(['bench/faults.ts', { BENCH_DATABASE_URL: postgres }])
  runs.push(['bench/two-instances.ts', { BENCH_DATABASE_URL: postgres }])
  runs.push(['bench/cluster.ts', { BENCH_DATABASE_URL: postgres }])
} else {
  console.log(
    'TEST_DATABASE_URL is not set: the PostgreSQL fault, two-instance and cluster checks are skipped',
  )
}

for (const [script, env] of runs) {
  console.log(`\n▶ ${script} ${env.BENCH_DATABASE_URL ? '(PostgreSQL)' : '(PGlite)'}`)
  const result = spawnSync('npx', ['tsx', script], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  })
  if (result.status !== 0) {
    console.error(`✗ ${script} failed`)
    process.exit(1)
  }
}
console.log('\nreliability checks passed')
