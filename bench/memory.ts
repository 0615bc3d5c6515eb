// Memory: RSS of the production server after 10,000 and after 200,000 uncached requests.
// Target: growth under 10 %. Usage: npm run build && npx tsx bench/memory.ts
// (BENCH_REQUESTS to change the total; pages rotate through BENCH_PAGES.)
import { cpus } from 'node:os'
import autocannon from 'autocannon'
import { requireBuild, rssMiB, seededDatabaseUrl, startServer } from './lib.ts'

requireBuild()
const total = Number(process.env.BENCH_REQUESTS ?? 200_000)
const warm = 10_000
const pages = (process.env.BENCH_PAGES ?? '/,/about/about-us,/zh/about/news').split(',')
// Uncached, so that every request builds a router of its own.
const app = await startServer(3211, {
  DATABASE_URL: await seededDatabaseUrl(),
  PAGE_CACHE_TTL: '0',
})

async function fire(amount: number) {
  await autocannon({
    url: app.url,
    connections: 20,
    amount,
    requests: pages.map((path) => ({ method: 'GET' as const, path })),
  })
}

try {
  await fire(warm)
  const afterWarm = rssMiB(app.pid)
  await fire(total - warm)
  const afterAll = rssMiB(app.pid)
  const growth = ((afterAll - afterWarm) / afterWarm) * 100
  console.log(`Memory benchmark: ${cpus().length} cores, pages ${pages.join(' ')}`)
  console.log(`RSS after ${warm.toLocaleString()} requests: ${afterWarm.toFixed(1)} MiB`)
  console.log(`RSS after ${total.toLocaleString()} requests: ${afterAll.toFixed(1)} MiB`)
  console.log(`growth: ${growth.toFixed(1)} % (target < 10 %)`)
} finally {
  await app.stop()
}
