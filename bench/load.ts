// Load: BENCH_SECONDS (60) at BENCH_CONNECTIONS (100) mixing page views, code checks and form
// posts against the production server on 127.0.0.1. Passes when there is no 5xx, no stack on the
// server's standard error (its log is JSON lines), and the acknowledged submissions are exactly
// the stored rows. Usage: npm run build && npx tsx bench/load.ts
// (BENCH_DATABASE_URL=postgres://… to run on PostgreSQL; by default a copy of the build's seeded
// PGlite template.)
import { randomUUID } from 'node:crypto'
import { cpus } from 'node:os'
import autocannon from 'autocannon'
import { eq } from 'drizzle-orm'
import { openDb } from '../app/server/db/client.ts'
import { surveyRecords } from '../app/server/db/schema.ts'
import { requireBuild, seededDatabaseUrl, startServer } from './lib.ts'

requireBuild()
const seconds = Number(process.env.BENCH_SECONDS ?? 60)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100)
const databaseUrl = process.env.BENCH_DATABASE_URL ?? (await seededDatabaseUrl())
const app = await startServer(3231, {
  DATABASE_URL: databaseUrl,
  FORM_RATE_LIMIT: '1000000',
  FWCHECK_RATE_LIMIT: '1000000',
})

const marker = `load-${randomUUID().slice(0, 8)}`
const acknowledged = new Set<string>()
const statuses = new Map<number, number>()
const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1)

// Form posts come from clients of our own that stop starting new posts at the deadline and wait
// for the ones under way, so every stored row can be matched with the answer it got. The rest
// of the connections load pages and check codes through autocannon.
const formClients = Math.max(1, Math.round(connections / 10))
const deadline = Date.now() + seconds * 1000
const posting = Array.from({ length: formClients }, async () => {
  while (Date.now() < deadline) {
    const key = randomUUID()
    const response = await fetch(`${app.url}/api/cmsapi/common/cmsSurveyRecord/addItem`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'business',
        fields: { company: marker, contact: key, phone: '13800138000', message: 'load test' },
        idempotencyKey: key,
      }),
    })
    await response.arrayBuffer()
    count(response.status)
    if (response.status === 200) acknowledged.add(key)
  }
})
const [result] = await Promise.all([
  autocannon({
    url: app.url,
    connections: connections - formClients,
    duration: seconds,
    requests: [
      { method: 'GET', path: '/' },
      { method: 'GET', path: '/about/news' },
      { method: 'GET', path: '/zh/product/list' },
      { method: 'GET', path: '/service/download' },
      {
        method: 'POST',
        path: '/api/cmsapi/common/cmsProduct/fangweiSel',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code: 'DK4P9X2MW7R5ZQ8H' }),
      },
    ],
  }),
  ...posting,
])
for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) {
  statuses.set(Number(code), (statuses.get(Number(code)) ?? 0) + (stat?.count ?? 0))
}
let serverErrors = 0
for (const [code, n] of statuses) if (code >= 500) serverErrors += n
await app.stop()
// A visitor who leaves mid-answer (autocannon ends with requests under way) is no server error:
// the server's log is JSON lines, and a stack on its standard error is a failure of its own.
const stacks = app
  .stderr()
  .split('\n')
  .filter((line) => /^\s+at\s/.test(line)).length

const opened = await openDb(databaseUrl)
const rows = await opened.db
  .select({ fields: surveyRecords.fields })
  .from(surveyRecords)
  .where(eq(surveyRecords.type, 'business'))
await opened.close()
const stored = new Set(
  rows.filter((r) => r.fields.company === marker).map((r) => String(r.fields.contact)),
)
const lost = [...acknowledged].filter((key) => !stored.has(key)).length
const unacknowledged = [...stored].filter((key) => !acknowledged.has(key)).length

console.log(
  `Load: ${cpus().length} cores, ${connections} connections (${formClients} posting forms), ${seconds} s, ${[...statuses.values()].reduce((a, b) => a + b, 0)} requests`,
)
console.log(
  `pages and code checks: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
)
console.log(`status codes: ${[...statuses].map(([c, n]) => `${c}×${n}`).join(', ')}`)
console.log(
  `5xx: ${serverErrors}; acknowledged submissions: ${acknowledged.size}; stored: ${stored.size} (lost ${lost}, stored without an answer ${unacknowledged}); stack lines on the server's stderr: ${stacks}`,
)
if (serverErrors > 0 || lost > 0 || unacknowledged > 0 || stacks > 0) {
  console.log('FAILED')
  process.exit(1)
}
console.log('PASSED')
