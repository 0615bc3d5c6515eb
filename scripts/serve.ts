// Production entry (Node 22 with type stripping): one server process, or with WEB_CONCURRENCY
// on PostgreSQL several worker processes sharing the port (node:cluster), one per core.
import cluster from 'node:cluster'
import { existsSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { configProblems } from '../app/server/config.ts'
import { log } from '../app/server/log.ts'

function wantedWorkers(): number {
  const value = process.env.WEB_CONCURRENCY?.trim()
  if (!value) return 1
  if (value === 'auto') return availableParallelism()
  const n = Number(value)
  if (!Number.isInteger(n) || n < 1) {
    console.error(`WEB_CONCURRENCY must be a whole number or "auto" (got "${value}")`)
    process.exit(1)
  }
  return n
}

/** Keeps `count` workers running until told to stop; a worker that dies is replaced. */
function runPrimary(count: number) {
  let stopping = false
  for (let i = 0; i < count; i++) cluster.fork()
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
      return
    }
    log.error({ worker: worker.process.pid, code, signal }, 'worker ended; starting another')
    setTimeout(() => cluster.fork(), 1000)
  })
  // Each worker drains its requests and closes its database; the primary waits for all of them
  // (a worker that outlives its own shutdown timeout by far is killed) and exits 0.
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    const running = Object.values(cluster.workers ?? {})
    log.info({ signal, workers: running.length }, 'shutdown: stopping the workers')
    if (running.length === 0) process.exit(0)
    for (const worker of running) worker?.process.kill('SIGTERM')
    const grace = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 10_000) + 5_000
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL')
    }, grace).unref()
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
}

// A production build runs with production defaults (Secure cookies, HSTS, no test answers)
// whatever the environment says: development behaviour is `npm run dev`. Only the test
// harnesses, which start this build on purpose, set NODE_ENV=test.
if (process.env.NODE_ENV !== 'test') process.env.NODE_ENV = 'production'
// Every setting is checked before anything starts: all problems in one message.
const problems = configProblems(process.env)
// The key hashes the embedded service's anti-counterfeit codes: in upstream mode the CMS checks
// codes itself.
if (
  process.env.NODE_ENV === 'production' &&
  !process.env.CMS_API_URL?.trim() &&
  !process.env.CODE_HMAC_KEY?.trim()
) {
  problems.unshift(
    'CODE_HMAC_KEY is not set. It is the secret key of the anti-counterfeit code hashes: make ' +
      'one once (openssl rand -hex 32), keep it, and set it in the environment; codes imported ' +
      'under one key are not found under another.',
  )
}
if (problems.length > 0) {
  console.error(
    `The server cannot start; fix ${problems.length === 1 ? 'this setting' : 'these settings'} (README, "Configuration"):\n  ${problems.join('\n  ')}`,
  )
  process.exit(1)
}

if (!existsSync('dist/server/server.js')) {
  console.error('No production build found. Run `npm run build` first (or `npm start`).')
  process.exit(1)
}
const workers = wantedWorkers()
const onPostgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')
if (cluster.isPrimary && workers > 1 && !onPostgres) {
  log.warn('WEB_CONCURRENCY needs PostgreSQL (PGlite is opened by one process): one process serves')
}
if (cluster.isPrimary && workers > 1 && onPostgres) {
  runPrimary(workers)
} else {
  await import('./http-server.ts')
}
