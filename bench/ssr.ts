// SSR throughput and latency of key pages, uncached and cached, beside the same HTML served
// from memory by a plain node:http server in the same run.
// Usage: npm run build && npx tsx bench/ssr.ts   (BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_PAGES;
// BENCH_DATABASE_URL=postgres://… runs the app on PostgreSQL, where BENCH_WORKERS=N serves it
// with N processes, WEB_CONCURRENCY)
import { spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import {
  benchDatabase,
  load,
  requireBuild,
  startServer,
  table,
  tempDatabaseUrl,
  waitFor200,
} from './lib.ts'

requireBuild()
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
const pages = (process.env.BENCH_PAGES ?? '/,/product/list,/about/news/detail/1').split(',')
const database = await benchDatabase('bench_ssr')
const workers = Number(process.env.BENCH_WORKERS ?? 1)
const appLabel = `app, ${database.engine}${workers > 1 ? `, ${workers} processes` : ''}`
const rows: Array<Record<string, string | number>> = []

const bodies = new Map<string, string>()
for (const [mode, ttl, port] of [
  ['uncached', '0', 3201],
  ['cached', '60', 3202],
] as const) {
  const app = await startServer(port, {
    DATABASE_URL: database.url,
    PAGE_CACHE_TTL: ttl,
    WEB_CONCURRENCY: String(workers),
  })
  try {
    // A server that has been up a while: V8 has optimized its code (the first seconds after a
    // start render the home page with p99 ~700 ms instead of ~200 ms).
    for (const page of pages) await load(app.url + page, { connections, durationSeconds: 3 })
    for (const page of pages) {
      const first = await fetch(app.url + page)
      bodies.set(page, await first.text())
      const r = await load(app.url + page, { connections, durationSeconds: seconds })
      rows.push({
        page,
        server: `${appLabel}, ${mode}`,
        'req/s': Math.round(r.rps),
        'p50 ms': r.p50,
        'p99 ms': r.p99,
        non2xx: r.non2xx,
        errors: r.errors,
      })
    }
  } finally {
    await app.stop()
  }
}
// The baseline runs in its own process too, so both sides get the same share of the CPU.
const bodiesFile = `${tempDatabaseUrl().slice('pglite://'.length)}.json`
writeFileSync(bodiesFile, JSON.stringify(Object.fromEntries(bodies)))
const plain = spawn('node_modules/.bin/node', ['bench/plain-server.ts', '3299', bodiesFile], {
  stdio: 'inherit',
})
await waitFor200(`http://127.0.0.1:3299${pages[0]}`)
for (const page of pages) {
  const r = await load(`http://127.0.0.1:3299${page}`, { connections, durationSeconds: seconds })
  rows.push({
    page,
    server: 'plain node:http',
    'req/s': Math.round(r.rps),
    'p50 ms': r.p50,
    'p99 ms': r.p99,
    non2xx: r.non2xx,
    errors: r.errors,
  })
}
plain.kill('SIGTERM')
await database.drop()

console.log(
  `SSR benchmark: ${cpus().length} cores, ${connections} connections, ${seconds} s per row`,
)
table(rows)
for (const page of pages) {
  const cached = rows.find((r) => r.page === page && r.server === `${appLabel}, cached`)
  const base = rows.find((r) => r.page === page && r.server === 'plain node:http')
  if (cached && base) {
    const ratio = Number(cached['req/s']) / Number(base['req/s'])
    console.log(`${page}: cached/plain throughput ratio ${ratio.toFixed(2)} (target >= 0.9)`)
  }
}
