// Cold start: from spawning the production server on an existing database to its first 200.
// Target: under 2 s. Usage: npm run build && npx tsx bench/cold-start.ts
import { cpus } from 'node:os'
import { requireBuild, startServer, tempDatabaseUrl } from './lib.ts'

requireBuild()
const runs = Number(process.env.BENCH_RUNS ?? 5)
const databaseUrl = tempDatabaseUrl()

// The first start creates, migrates and seeds the database; it is not a cold start.
const first = await startServer(3221, { DATABASE_URL: databaseUrl })
console.log(`first start (create + migrate + seed): ${first.readyMs.toFixed(0)} ms`)
await first.stop()

const times: number[] = []
for (let i = 0; i < runs; i++) {
  const app = await startServer(3221, { DATABASE_URL: databaseUrl })
  times.push(app.readyMs)
  await app.stop()
}
times.sort((a, b) => a - b)
console.log(`Cold start on an existing database: ${cpus().length} cores, ${runs} runs`)
console.log(
  `median ${times[Math.floor(runs / 2)]?.toFixed(0)} ms, max ${times[runs - 1]?.toFixed(0)} ms (target < 2000 ms)`,
)
