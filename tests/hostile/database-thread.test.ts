// One visitor's heavy database work must not stop the others: on PGlite the database runs in a
// worker thread, and an import's parsing hands the event loop back. A cached page is asked for
// every 50 ms while 50,000 codes are imported (as `npm run codes:import` does, through the
// admin socket) and while a backup of the grown database is taken; its answers stay fast. On the
// server's own thread such an import held every page for seconds (decision 0015); three times
// as many codes only made the test three times as long.
import { spawn } from 'node:child_process'
import { randomInt } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { SEEDED_CODE_KEY, seededCopy } from '../setup/seeded-template.mjs'
import { type OwnServer, startOwnServer } from './own-server'

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms))
const work = mkdtempSync(join(tmpdir(), 'database-thread-'))
const dataDir = join(work, 'db')
const databaseUrl = `pglite://${dataDir}`
const codeKey = SEEDED_CODE_KEY
const CODES = 50_000
/** What a cached page may take, as the median of the answers during the heavy work. */
const MEDIAN_LIMIT_MS = 300

let server: OwnServer

/** Runs one of the operator's commands from the build, as `npm run` does. */
function command(script: string, args: string[]) {
  return new Promise<{ status: number | null; output: string }>((done) => {
    const child = spawn(resolve('node_modules/.bin/node'), [`dist/server/${script}.js`, ...args], {
      env: { ...process.env, CODE_HMAC_KEY: codeKey, DATABASE_URL: databaseUrl },
    })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.on('close', (status) => done({ status, output }))
  })
}

/** Asks for `path` every 50 ms until `work` ends: the answers' times and states. */
async function whileAsking<T>(path: string, work: Promise<T>) {
  let running = true
  const times: number[] = []
  const states = new Set<string>()
  const probe = (async () => {
    while (running) {
      const started = performance.now()
      const response = await fetch(`${server.url}${path}`)
      await response.arrayBuffer()
      times.push(performance.now() - started)
      states.add(`${response.status} ${response.headers.get('x-cache')}`)
      await pause(50)
    }
  })()
  const result = await work.finally(() => {
    running = false
  })
  await probe
  times.sort((a, b) => a - b)
  const median = times[Math.floor(times.length / 2)] ?? 0
  console.log(
    `${path}: ${times.length} answers, median ${median.toFixed(0)} ms, worst ${times.at(-1)?.toFixed(0)} ms`,
  )
  return { result, times, median, states }
}

beforeAll(async () => {
  const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
  const lines = ['code,product,batch']
  for (let i = 0; i < CODES; i++) {
    let code = ''
    for (let j = 0; j < 16; j++) code += ALPHABET[randomInt(ALPHABET.length)]
    lines.push(`${code},1,THREAD-TEST`)
  }
  writeFileSync(join(work, 'codes.csv'), `${lines.join('\n')}\n`)
  seededCopy(inject('seededDataDir'), dataDir)
  server = await startOwnServer({
    CODE_HMAC_KEY: codeKey,
    DATABASE_URL: databaseUrl,
    // The page stays cached for the whole test.
    PAGE_CACHE_TTL: '3600',
  })
  for (let i = 0; i < 1200; i++) {
    if ((await server.answer('/api/ready'))?.status === 200 && existsSync(`${dataDir}.sock`)) break
    await pause(100)
  }
  // Rendered once; from then on the page comes from the cache.
  for (let i = 0; i < 3; i++) await (await fetch(`${server.url}/`)).arrayBuffer()
}, 240_000)

afterAll(() => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL')
  rmSync(work, { recursive: true, force: true })
})

describe('heavy database work on PGlite', () => {
  it(`keeps a cached page fast while ${CODES.toLocaleString()} codes are imported`, async () => {
    const asked = await whileAsking('/', command('codes-import', [join(work, 'codes.csv')]))
    expect(asked.result.output).toContain(`${CODES} codes read, ${CODES} new`)
    expect(asked.result.status).toBe(0)
    expect(asked.states).toEqual(new Set(['200 HIT']))
    // The import takes several seconds: the page was asked for many times meanwhile.
    expect(asked.times.length).toBeGreaterThan(10)
    expect(asked.median).toBeLessThan(MEDIAN_LIMIT_MS)
  }, 600_000)

  it('keeps a cached page fast while a backup of the grown database is taken', async () => {
    const out = join(work, 'backup.tar.gz')
    const asked = await whileAsking('/', command('db-backup', ['--out', out]))
    expect(asked.result.output).toContain('taken by the running server')
    expect(asked.result.status).toBe(0)
    expect(asked.states).toEqual(new Set(['200 HIT']))
    expect(asked.median).toBeLessThan(MEDIAN_LIMIT_MS)
  }, 600_000)
})
