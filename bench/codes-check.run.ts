// The body of bench/codes-check.ts (its comment says what it measures and how to run it).
import { mkdirSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { Agent, request } from 'node:http'
import { cpus } from 'node:os'
import { resolve } from 'node:path'
import { count, eq, sql } from 'drizzle-orm'
import { toJSONAsync } from 'seroval'
import { importCodes } from '../app/server/codes-import.ts'
import { openDb } from '../app/server/db/client.ts'
import { securityCodes } from '../app/server/db/schema.ts'
import { seedIfEmpty } from '../app/server/db/seed.ts'
import { requireBuild, startServer } from './lib.ts'

requireBuild()
const target = Number(process.env.BENCH_CODES ?? 10_000_000)
const sampleSize = Number(process.env.BENCH_SAMPLE ?? 10_000)
const checks = Number(process.env.BENCH_CHECKS ?? 5_000)
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 10)
const warmup = Number(process.env.BENCH_WARMUP ?? 5_000)
const FILL_CHUNK = 500_000

async function databaseUrl(): Promise<{ url: string; engine: string }> {
  const base = process.env.BENCH_DATABASE_URL
  if (!base?.startsWith('postgres')) {
    const dir = resolve(process.env.BENCH_PGLITE_DIR ?? 'bench/out/pglite-codes')
    mkdirSync(dir, { recursive: true })
    return { url: `pglite://${dir}`, engine: 'PGlite' }
  }
  // Its own database, kept between runs (10 M rows take minutes to write).
  const { default: pg } = await import('pg')
  const admin = new pg.Client({ connectionString: base })
  await admin.connect()
  const { rowCount } = await admin.query(`SELECT 1 FROM pg_database WHERE datname = 'bench_codes'`)
  if (!rowCount) await admin.query('CREATE DATABASE bench_codes')
  await admin.end()
  const url = new URL(base)
  url.pathname = '/bench_codes'
  return { url: url.toString(), engine: 'PostgreSQL' }
}

/** Deterministic codes, so a later run checks the codes an earlier run imported. */
function sampleCodes(n: number): string[] {
  const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
  let state = 0x2545f491
  const next = () => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    return (state >>> 0) % alphabet.length
  }
  return Array.from({ length: n }, () => {
    let code = 'BX'
    for (let i = 0; i < 14; i++) code += alphabet[next()]
    return code
  })
}

const { url, engine } = await databaseUrl()
const codes = sampleCodes(sampleSize)

// ---- Fill ----
{
  const opened = await openDb(url)
  const { db } = opened
  await seedIfEmpty(db)
  const fillStarted = performance.now()
  const imported = await importCodes(
    db,
    (async function* () {
      for (const code of codes) yield `${code},1,BENCH`
    })(),
  )
  let [row] = await db.select({ n: count() }).from(securityCodes)
  let rows = row?.n ?? 0
  if (rows < target) {
    console.log(
      `filling ${engine} from ${rows.toLocaleString()} to ${target.toLocaleString()} codes…`,
    )
    const [filled] = await db
      .select({ n: count() })
      .from(securityCodes)
      .where(eq(securityCodes.batch, 'FILL'))
    let next = filled?.n ?? 0
    while (rows < target) {
      const n = Math.min(FILL_CHUNK, target - rows)
      await db.execute(sql`
        INSERT INTO security_codes (code_hash, product_id, batch)
        SELECT encode(sha256(('fill-' || i)::bytea), 'hex'), 1, 'FILL'
        FROM generate_series(${next}::int, ${next + n - 1}::int) AS i
        ON CONFLICT (code_hash) DO NOTHING`)
      next += n
      rows += n
      process.stdout.write(`  ${rows.toLocaleString()}\r`)
    }
    await db.execute(sql`ANALYZE security_codes`)
    ;[row] = await db.select({ n: count() }).from(securityCodes)
    rows = row?.n ?? 0
    console.log(`filled in ${((performance.now() - fillStarted) / 1000).toFixed(1)} s`)
  }
  console.log(
    `${engine}: ${rows.toLocaleString()} codes in security_codes (${imported.inserted.toLocaleString()} of the ${sampleSize.toLocaleString()} sample codes new this run)`,
  )
  await opened.close()
}

// ---- Measure through the production server's server function ----
const app = await startServer(3241, {
  DATABASE_URL: url,
  FWCHECK_RATE_LIMIT: '1000000000',
})
try {
  const chunkName = (await readdir('dist/client/assets')).find((f) => /^fwcheck-.*\.js$/.test(f))
  const chunk = chunkName ? await readFile(`dist/client/assets/${chunkName}`, 'utf8') : ''
  const fnId = /\.handler\(\w+\([`"']([0-9a-f]{64})[`"']\)\)/.exec(chunk)?.[1]
  if (!fnId) throw new Error('could not find the check server function in the client build')

  // node:http with keep-alive: the leanest client, so the figures are the server's.
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency })
  const { port } = new URL(app.url)
  const post = (body: string) =>
    new Promise<{ status: number; text: string }>((done, fail) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: `/_serverFn/${fnId}`,
          agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'accept-encoding': 'gzip, br',
            'x-tsr-serverFn': 'true',
            origin: app.url,
            'sec-fetch-site': 'same-origin',
          },
        },
        (res) => {
          let text = ''
          res.setEncoding('utf8')
          res.on('data', (chunk: string) => {
            text += chunk
          })
          res.on('end', () => done({ status: res.statusCode ?? 0, text }))
        },
      )
      req.on('error', fail)
      req.end(body)
    })

  async function check(code: string): Promise<number> {
    const body = JSON.stringify(await toJSONAsync({ data: { locale: 'en', code } }))
    const started = performance.now()
    const { status, text } = await post(body)
    const ms = performance.now() - started
    if (status !== 200 || !text.includes('checkCount')) {
      throw new Error(`check of ${code} answered ${status}: ${text.slice(0, 200)}`)
    }
    return ms
  }

  const pct = (sorted: number[], p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
  const report = (label: string, times: number[], seconds: number) => {
    const sorted = [...times].sort((a, b) => a - b)
    console.log(
      `${label}: ${times.length.toLocaleString()} checks, ${Math.round(times.length / seconds).toLocaleString()}/s, p50 ${pct(sorted, 50).toFixed(2)} ms, p99 ${pct(sorted, 99).toFixed(2)} ms, max ${sorted.at(-1)?.toFixed(2)} ms`,
    )
  }

  // A server that has been up a while: its code optimized by V8, its pools and caches filled.
  // The first thousands of requests after a start run slower (first 5,000 checks p99 5.4 ms,
  // the next 5,000 2.7 ms on PostgreSQL), which is start-up, not the check.
  const t00 = performance.now()
  for (let i = 0; i < warmup; i++) await check(codes[(i * 31) % codes.length] as string)
  console.log(
    `warm-up: ${warmup.toLocaleString()} checks in ${((performance.now() - t00) / 1000).toFixed(1)} s`,
  )

  let t0 = performance.now()
  const sequential: number[] = []
  for (let i = 0; i < checks; i++)
    sequential.push(await check(codes[(i * 7919) % codes.length] as string))
  report(`${engine}, one client`, sequential, (performance.now() - t0) / 1000)

  t0 = performance.now()
  const parallel: number[] = []
  let index = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (index < checks) {
        const i = index++
        parallel.push(await check(codes[(i * 104_729) % codes.length] as string))
      }
    }),
  )
  report(`${engine}, ${concurrency} clients`, parallel, (performance.now() - t0) / 1000)
  console.log(`(${cpus().length} cores; target p99 < 5 ms on PostgreSQL)`)
} finally {
  await app.stop()
}
