// Load: BENCH_SECONDS (60) at BENCH_CONNECTIONS (100) mixing page views, code checks and form
// posts against the production server on 127.0.0.1. Passes when there is no 5xx and every
// acknowledged submission is a stored row. Usage: npm run build && npx tsx bench/load.ts
// (BENCH_DATABASE_URL=postgres://… to run on PostgreSQL; default a fresh PGlite directory.)
import { randomUUID } from 'node:crypto'
import { cpus } from 'node:os'
import autocannon from 'autocannon'
import { eq } from 'drizzle-orm'
import { openDb } from '../app/server/db/client.ts'
import { surveyRecords } from '../app/server/db/schema.ts'
import { requireBuild, startServer, tempDatabaseUrl } from './lib.ts'

requireBuild()
const seconds = Number(process.env.BENCH_SECONDS ?? 60)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100)
const databaseUrl = process.env.BENCH_DATABASE_URL ?? tempDatabaseUrl()
const app = await startServer(3231, {
  DATABASE_URL: databaseUrl,
  FORM_RATE_LIMIT: '1000000',
  FWCHECK_RATE_LIMIT: '1000000',
})

const marker = `load-${randomUUID().slice(0, 8)}`
let acknowledged = 0
let serverErrors = 0
const statuses = new Map<number, number>()

const result = await autocannon({
  url: app.url,
  connections,
  duration: seconds,
  requests: [
    { method: 'GET', path: '/' },
    { method: 'GET', path: '/about/news' },
    { method: 'GET', path: '/zh/product/list' },
    {
      method: 'POST',
      path: '/api/cmsapi/common/cmsProduct/fangweiSel',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'DK4P9X2MW7R5ZQ8H' }),
    },
    {
      method: 'POST',
      path: '/api/cmsapi/common/cmsSurveyRecord/addItem',
      headers: { 'content-type': 'application/json' },
      setupRequest: (req) => ({
        ...req,
        body: JSON.stringify({
          type: 'business',
          fields: { company: marker, contact: 'Load', phone: '13800138000', message: 'load test' },
          idempotencyKey: randomUUID(),
        }),
      }),
      onResponse: (status) => {
        if (status === 200) acknowledged++
      },
    },
  ],
})
for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) {
  statuses.set(Number(code), stat?.count ?? 0)
}
for (const [code, n] of statuses) if (code >= 500) serverErrors += n
await app.stop()

const opened = await openDb(databaseUrl)
const rows = await opened.db
  .select({ id: surveyRecords.id })
  .from(surveyRecords)
  .where(eq(surveyRecords.type, 'business'))
const stored = (
  await opened.db
    .select({ fields: surveyRecords.fields })
    .from(surveyRecords)
    .where(eq(surveyRecords.type, 'business'))
).filter((r) => r.fields.company === marker).length
await opened.close()

console.log(
  `Load: ${cpus().length} cores, ${connections} connections, ${seconds} s, ${result.requests.total} requests`,
)
console.log(
  `throughput ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
)
console.log(`status codes: ${[...statuses].map(([c, n]) => `${c}×${n}`).join(', ')}`)
console.log(
  `5xx: ${serverErrors}; acknowledged submissions: ${acknowledged}; stored: ${stored} (${rows.length} business rows in all)`,
)
if (serverErrors > 0 || acknowledged !== stored) {
  console.log('FAILED')
  process.exit(1)
}
console.log('PASSED')
