// Faults: SIGKILL the server in the middle of a stream of form posts, restart it on the same
// database, and check that every acknowledged submission is there and the database opens
// cleanly. Usage: npm run build && npx tsx bench/faults.ts  (BENCH_DATABASE_URL for PostgreSQL)
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { openDb } from '../app/server/db/client.ts'
import { surveyRecords } from '../app/server/db/schema.ts'
import { requireBuild, seededDatabaseUrl, startServer } from './lib.ts'

requireBuild()
const databaseUrl = process.env.BENCH_DATABASE_URL ?? (await seededDatabaseUrl())
const rounds = Number(process.env.BENCH_ROUNDS ?? 3)
const marker = `fault-${randomUUID().slice(0, 8)}`
const acknowledged = new Set<string>()
let refused = 0

for (let round = 1; round <= rounds; round++) {
  const app = await startServer(3241, { DATABASE_URL: databaseUrl, FORM_RATE_LIMIT: '1000000' })
  let stop = false
  const workers = Array.from({ length: 8 }, async () => {
    while (!stop) {
      const key = randomUUID()
      try {
        const response = await fetch(`${app.url}/api/cmsapi/common/cmsSurveyRecord/addItem`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            type: 'business',
            fields: { company: marker, contact: key, phone: '13800138000', message: 'fault test' },
            idempotencyKey: key,
          }),
        })
        if (response.status === 200) acknowledged.add(key)
      } catch {
        refused++
      }
    }
  })
  // Killed in the middle of the stream: 1.5–3 s after this round's first acknowledged post. A
  // fixed moment after the start killed a busy machine's server before it had acknowledged
  // anything, and the round checked nothing.
  const before = acknowledged.size
  const waitUntil = Date.now() + 60_000
  while (acknowledged.size === before && Date.now() < waitUntil) {
    await new Promise((r) => setTimeout(r, 50))
  }
  if (acknowledged.size === before) {
    app.child.kill('SIGKILL')
    console.error(`round ${round}: no post was acknowledged within a minute`)
    process.exit(1)
  }
  await new Promise((r) => setTimeout(r, 1500 + Math.random() * 1500))
  app.child.kill('SIGKILL')
  stop = true
  await Promise.all(workers)
  await new Promise((r) => setTimeout(r, 200))
  console.log(
    `round ${round}: killed with SIGKILL after ${acknowledged.size} acknowledged submissions so far`,
  )
}

// Restart once more on the same database: it must open cleanly and serve.
const app = await startServer(3241, { DATABASE_URL: databaseUrl }, '/api/ready')
await app.stop()
const opened = await openDb(databaseUrl)
const rows = await opened.db
  .select({ fields: surveyRecords.fields })
  .from(surveyRecords)
  .where(eq(surveyRecords.type, 'business'))
await opened.close()
const stored = new Set(
  rows.filter((r) => r.fields.company === marker).map((r) => String(r.fields.contact)),
)
const lost = [...acknowledged].filter((k) => !stored.has(k))
console.log(
  `Faults (${databaseUrl.split(':')[0]}): ${rounds} SIGKILLs, ${acknowledged.size} acknowledged, ${stored.size} stored, ${lost.length} lost, ${refused} requests refused while down`,
)
console.log(lost.length === 0 ? 'PASSED' : 'FAILED')
process.exit(lost.length === 0 ? 0 : 1)
