// The production entry (dist/server/serve.js, an entry of the server build beside Start's
// handler, so the whole process runs one module graph): one server process, or with
// WEB_CONCURRENCY on PostgreSQL several worker processes sharing the port (node:cluster), one
// per core.
import cluster from 'node:cluster'
import * as nodeModule from 'node:module'
import { availableParallelism } from 'node:os'
import { resolveCodeKey } from '~/server/code-key'
import { configProblems, databasePoolSize, testBehaviourOn } from '~/server/config'
import { DEFAULT_DATABASE_URL, pgliteDataDir } from '~/server/db/data-dir'
import { openPgliteEarly } from '~/server/db/pglite-early'
import { runtimeEnv, setRuntimeEnv } from '~/server/env'
import { log } from '~/server/log'

// V8's compiled code of the server's modules is kept on disk (Node's compile cache, in the
// system's temporary directory unless NODE_COMPILE_CACHE names another): a restart reads it
// instead of parsing and compiling some megabytes of code again. The heavy modules (the app and
// the HTTP front) are imported below, after this line. (Node before 22.1 has no compile cache: it
// starts without one rather than failing to load this module.)
if ('enableCompileCache' in nodeModule) nodeModule.enableCompileCache()

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
async function runPrimary(count: number) {
  let stopping = false
  // A scrape of /metrics on any worker answers the sum over all of them.
  const { serveInstanceMetrics } = await import('~/server/process/cluster-metrics')
  serveInstanceMetrics()
  for (let i = 0; i < count; i++) cluster.fork()
  cluster.on('exit', (worker, code, signal) => {
    // It could not listen (the port is taken): every worker would fail the same way.
    if (code === 78 && !stopping) {
      stopping = true
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM')
      process.exitCode = 1
    }
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit()
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

// A production build runs with production defaults (Secure cookies, HSTS, the code key, no
// test answers) whatever the environment says, NODE_ENV=test included: development behaviour
// is `npm run dev`. What a test harness needs it asks for by name (ALLOW_TEST_CAPTCHA,
// ALLOW_TEST_SMS_CODE), and configProblems refuses a test answer without its flag.
/**
 * The environment asked for production itself (a container's NODE_ENV), not just npm start.
 * Workers (WEB_CONCURRENCY) inherit the primary's NODE_ENV=production: the primary decided.
 */
// (Read and set by name: the build rewrites a literal process.env.NODE_ENV.)
const productionAsked = cluster.isPrimary && runtimeEnv('NODE_ENV') === 'production'
setRuntimeEnv('NODE_ENV', 'production')
// Every setting is checked before anything starts: all problems in one message.
const problems = configProblems(process.env)
// The key hashes the embedded service's anti-counterfeit codes (upstream mode: the CMS checks
// codes itself). On PGlite on disk it is made on the first start beside the data directory.
const codeKey = process.env.CMS_API_URL?.trim()
  ? undefined
  : resolveCodeKey(process.env, { productionAsked })
if (codeKey && 'problem' in codeKey) {
  problems.unshift(codeKey.problem)
  // The proof of work's challenges are signed with POW_HMAC_KEY, else a key derived from the
  // code key: with neither there is nothing to sign them with.
  if (!process.env.POW_HMAC_KEY?.trim()) {
    problems.push(
      'POW_HMAC_KEY is not set, and there is no code key to derive it from: set POW_HMAC_KEY (openssl rand -hex 32, the same in every process) or CODE_HMAC_KEY.',
    )
  }
}
// Canonical links, hreflang and the sitemap name SITE_URL: unset, they would point at
// localhost. A container (NODE_ENV=production) must say it; `npm start` on a desk is warned.
const siteUrlMissing = !process.env.SITE_URL?.trim()
if (siteUrlMissing && productionAsked) {
  problems.push(
    'SITE_URL is not set. With NODE_ENV=production it is required: the public origin (https://www.example.com) that canonical links, hreflang and the sitemap name.',
  )
}
if (problems.length > 0) {
  console.error(
    `The server cannot start; fix ${problems.length === 1 ? 'this setting' : 'these settings'} (README, "Configuration"):\n  ${problems.join('\n  ')}`,
  )
  process.exit(1)
}
if (codeKey && 'key' in codeKey) {
  process.env.CODE_HMAC_KEY = codeKey.key
  if (cluster.isPrimary && codeKey.source === 'generated') {
    log.warn(
      { file: codeKey.file },
      'CODE_HMAC_KEY was not set: a new code key was made in this file (mode 0600); keep it with the backups (npm run db:backup includes it), or set CODE_HMAC_KEY',
    )
  } else if (cluster.isPrimary && codeKey.source === 'file') {
    log.info({ file: codeKey.file }, 'code key read from its file')
  }
}

if (siteUrlMissing && cluster.isPrimary) {
  log.warn(
    { siteUrl: `http://localhost:${process.env.PORT || 3000}` },
    'SITE_URL is not set: canonical links, hreflang and the sitemap point at localhost; set it to the public origin before the site is public',
  )
}

const testAnswers = testBehaviourOn(process.env)
if (cluster.isPrimary && testAnswers.length > 0) {
  log.warn({ honoured: testAnswers }, 'test answers are honoured (ALLOW_TEST_*): never in service')
}

const workers = wantedWorkers()
const onPostgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')
if (onPostgres && cluster.isPrimary) {
  // Each process's pool is sized from how many processes share the connection budget; the
  // workers inherit it.
  const processes = Math.max(workers, 1)
  process.env.DATABASE_POOL = String(databasePoolSize(process.env, processes))
  log.info(
    { processes, poolPerProcess: Number(process.env.DATABASE_POOL), listenPerProcess: 1 },
    'database connections',
  )
}
if (cluster.isPrimary && workers > 1 && !onPostgres) {
  log.warn('WEB_CONCURRENCY needs PostgreSQL (PGlite is opened by one process): one process serves')
}
if (cluster.isPrimary && workers > 1 && onPostgres) {
  await runPrimary(workers)
} else {
  // PGlite starts opening in its worker thread now, while the app's code loads (pglite-early.ts).
  const dataDir = process.env.CMS_API_URL?.trim()
    ? undefined
    : pgliteDataDir(process.env.DATABASE_URL || DEFAULT_DATABASE_URL)
  if (dataDir) openPgliteEarly(dataDir)
  await import('./http-server')
}
