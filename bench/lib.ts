// Shared helpers of the benchmark scripts: start the production server, measure, print.
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, openSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { scratchPostgresDatabase } from '../app/server/db/test-db.ts'
import { newSeededDatabase, SEEDED_CODE_KEY } from '../tests/setup/seeded-template.mjs'

export type RunningServer = {
  url: string
  pid: number
  child: ChildProcess
  /** What the server wrote to its standard error so far (it is also passed through). */
  stderr(): string
  stop(): Promise<void>
}

export function requireBuild() {
  if (!existsSync('dist/server/server.js')) {
    console.error('Build first: npm run build')
    process.exit(1)
  }
}

export function tempDatabaseUrl(): string {
  return `pglite://${join(mkdtempSync(join(tmpdir(), 'bench-pglite-')), 'db')}`
}

/**
 * A seeded PGlite database of the bench's own: a copy of the build's seeded template
 * (tests/setup/seeded-template.mjs). `startServer` checks codes with the template's key.
 */
export function seededDatabaseUrl(): Promise<string> {
  return newSeededDatabase('bench-pglite-')
}

/**
 * The database a benchmark runs on: a fresh database beside BENCH_DATABASE_URL when that names
 * a PostgreSQL (dropped again by `drop`), else a fresh PGlite directory.
 */
export async function benchDatabase(
  prefix: string,
): Promise<{ url: string; engine: 'PostgreSQL' | 'PGlite'; drop(): Promise<void> }> {
  const base = process.env.BENCH_DATABASE_URL
  if (!base?.startsWith('postgres')) {
    return { url: tempDatabaseUrl(), engine: 'PGlite', drop: async () => {} }
  }
  return { ...(await scratchPostgresDatabase(base, prefix)), engine: 'PostgreSQL' }
}

export async function waitFor200(url: string, timeoutMs = 60_000): Promise<number> {
  const started = performance.now()
  for (;;) {
    try {
      const response = await fetch(url)
      await response.arrayBuffer()
      if (response.status === 200) return performance.now() - started
    } catch {
      // not listening yet
    }
    if (performance.now() - started > timeoutMs) throw new Error(`${url} did not answer 200`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

/** Starts `dist/server/serve.js` (or `script`, e.g. npm start's scripts/start.ts) on 127.0.0.1 as its own process (kept by PID, ended by PID). */
export async function startServer(
  port: number,
  env: Record<string, string>,
  readyPath = '/',
  script = 'dist/server/serve.js',
): Promise<RunningServer & { readyMs: number }> {
  const started = performance.now()
  // BENCH_NODE_ARGS: extra flags for the server's Node (e.g. --cpu-prof to profile a run).
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean)
  const child = spawn(join('node_modules', '.bin', 'node'), [...nodeArgs, script], {
    env: {
      ...process.env,
      // The production build refuses to start without a key; a benchmark's database is thrown
      // away. The seeded template's key: its demo codes are stored as HMACs under it.
      CODE_HMAC_KEY: SEEDED_CODE_KEY,
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    // BENCH_SERVER_LOG: a file that receives the server's log (its standard output).
    stdio: [
      'ignore',
      process.env.BENCH_SERVER_LOG ? openSync(process.env.BENCH_SERVER_LOG, 'a') : 'ignore',
      'pipe',
    ],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk)
    stderr += chunk
  })
  const url = `http://127.0.0.1:${port}`
  await waitFor200(url + readyPath)
  const readyMs = performance.now() - started
  const pid = child.pid ?? -1
  return {
    url,
    pid,
    child,
    readyMs,
    stderr: () => stderr,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

export type LoadResult = { rps: number; p50: number; p99: number; non2xx: number; errors: number }

export async function load(
  url: string,
  opts: { connections: number; durationSeconds: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: opts.connections,
    duration: opts.durationSeconds,
    headers: opts.headers,
  })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  }
}

export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return kb / 1024
}

export function table(rows: Array<Record<string, string | number>>) {
  console.table(rows)
}
