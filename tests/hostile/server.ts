// Starts the production server for the hostile-input suite on a PGlite database of its own (a
// copy of the build's seeded template, tests/setup/seeded-template.mjs), with its output in a
// log file the tests read, and stops it (by its PID) afterwards.
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, openSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { SEEDED_CODE_KEY, seededCopy, seededTemplate } from '../setup/seeded-template.mjs'
import { freePort } from './own-server'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    serverPid: number
    serverLog: string
    /** The seeded template's data directory, for `seededCopy`. */
    seededDataDir: string
  }
}

/** The captcha answer and SMS code the server accepts in this suite (never in production). */
export const CAPTCHA_ANSWER = 'hst-test'
export const SMS_CODE = '246810'

let child: ChildProcess | undefined

export async function setup(project: TestProject) {
  if (!existsSync('dist/server/server.js')) {
    throw new Error('The hostile-input suite runs against the production build: npm run build')
  }
  const port = Number(process.env.HOSTILE_PORT) || (await freePort())
  const baseUrl = `http://127.0.0.1:${port}`
  const dir = mkdtempSync(join(tmpdir(), 'hostile-'))
  const template = await seededTemplate()
  project.provide('seededDataDir', template)
  const serverLog = join(dir, 'server.log')
  const out = openSync(serverLog, 'a')
  child = spawn(join('node_modules', '.bin', 'node'), ['dist/server/serve.js'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_URL: baseUrl,
      DATABASE_URL: seededCopy(template, join(dir, 'db')),
      CODE_HMAC_KEY: SEEDED_CODE_KEY,
      // The fixed answers, each honoured only beside its flag.
      CAPTCHA_TEST_ANSWER: CAPTCHA_ANSWER,
      ALLOW_TEST_CAPTCHA: '1',
      SMS_TEST_CODE: SMS_CODE,
      ALLOW_TEST_SMS_CODE: '1',
      // One trusted proxy: the tests speak for many visitors through X-Forwarded-For.
      TRUST_PROXY: '1',
      // Short freshness, so a stale page's refresh can be watched; a small byte budget, so
      // eviction by bytes can be seen.
      PAGE_CACHE_TTL: '3',
      PAGE_CACHE_STALE: '300',
      PAGE_CACHE_MAX_BYTES: String(8 * 1024 * 1024),
    },
    stdio: ['ignore', out, out],
  })
  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited; see ${serverLog}`)
    try {
      if ((await fetch(`${baseUrl}/api/ready`)).status === 200) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not start; see ${serverLog}`)
    await new Promise((r) => setTimeout(r, 200))
  }
  project.provide('baseUrl', baseUrl)
  project.provide('serverPid', child.pid ?? 0)
  project.provide('serverLog', serverLog)
}

export async function teardown() {
  const running = child
  if (!running || running.exitCode !== null) return
  await new Promise<void>((resolve) => {
    running.once('exit', () => resolve())
    running.kill('SIGTERM')
  })
}
