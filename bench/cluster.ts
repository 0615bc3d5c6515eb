// Several processes on one PostgreSQL (WEB_CONCURRENCY): they start together on an empty
// database and migrate and seed it once, a worker killed with SIGKILL is replaced while the
// others keep answering, and stopping the server stops every worker.
// Usage: npm run build && npx tsx bench/cluster.ts  (BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/test, in a fresh database)
import pg from 'pg'
import { childPids } from '../tests/hostile/own-server.ts'
import { benchDatabase, requireBuild, startServer } from './lib.ts'

requireBuild()
process.env.BENCH_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test'
const database = await benchDatabase('cluster')
const WORKERS = 2

async function until(what: string, test: () => boolean, timeoutMs = 20_000) {
  const started = Date.now()
  while (!test()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

const failures: string[] = []
const app = await startServer(3261, {
  DATABASE_URL: database.url,
  WEB_CONCURRENCY: String(WORKERS),
})
try {
  await until(`${WORKERS} workers`, () => childPids(app.pid).length === WORKERS)
  const workers = childPids(app.pid)
  console.log(
    `primary ${app.pid}, workers ${workers.join(', ')}; first 200 after ${Math.round(app.readyMs)} ms`,
  )

  // Both workers started on an empty database: it was migrated and seeded once.
  const client = new pg.Client({ connectionString: database.url })
  await client.connect()
  const { rows } = await client.query('SELECT count(*)::int AS n FROM site_settings')
  await client.end()
  console.log(`site_settings rows: ${rows[0]?.n} (one seed has 2)`)
  if (rows[0]?.n !== 2) failures.push(`the database was seeded ${Number(rows[0]?.n) / 2} times`)

  // A worker dies: the other answers meanwhile, and the primary starts a new one. Node's
  // primary hands each connection to a worker and holds it until the worker takes it: one handed
  // to the worker in the instant it died is never answered (its client, or the proxy in front,
  // gives up) and one handed to it as it dies is reset, until the primary learns of the death (a
  // few milliseconds). So each request here gives up after 5 s (the replacement's first render,
  // on a busy machine, may take 2–3 s), two loops ask side by side for 8 s, and a request that
  // fails must have started within half a second of the kill. How many are answered is the
  // machine's speed, not the site's: beside the browser suites on two cores, a dozen.
  process.kill(workers[0] ?? 0, 'SIGKILL')
  let answered = 0
  let failed = 0
  let failedLate = 0
  const killedAt = Date.now()
  const windowEnds = Date.now() + 8000
  const ask = async () => {
    while (Date.now() < windowEnds) {
      const startedAt = Date.now() - killedAt
      try {
        const response = await fetch(`${app.url}/product/list`, {
          headers: { connection: 'close' },
          signal: AbortSignal.timeout(5000),
        })
        await response.arrayBuffer()
        if (response.status === 200) answered++
        else failed++
      } catch (error) {
        failed++
        if (startedAt > 500) failedLate++
        const cause = Object(error).cause
        console.log(`  asked ${startedAt} ms after the kill: ${String(cause ?? error)}`)
      }
    }
  }
  await Promise.all([ask(), ask()])
  console.log(`after SIGKILL of worker ${workers[0]}: ${answered} answered 200, ${failed} failed`)
  if (answered === 0 || failedLate > 0) failures.push('the site did not keep answering')
  await until('a replacement worker', () => {
    const now = childPids(app.pid)
    return now.length === WORKERS && !now.includes(workers[0] ?? 0)
  })
  console.log(`workers now ${childPids(app.pid).join(', ')}`)
} catch (error) {
  failures.push(String(error))
} finally {
  const primary = app.pid
  await app.stop()
  await until('every worker to stop', () => childPids(primary).length === 0).catch((e) =>
    failures.push(String(e)),
  )
  // SIGTERM: each worker drains and closes its database, then the primary ends with 0.
  if (app.child.exitCode !== 0) failures.push(`the primary exited with ${app.child.exitCode}`)
  await database.drop()
}
if (failures.length) {
  console.error(`✗ cluster: ${failures.join('; ')}`)
  process.exit(1)
}
console.log('✓ cluster: seeded once, a killed worker was replaced, every worker stopped, exit 0')
