// A site on PGlite as its operator runs it: the staff commands and a backup while it serves,
// SIGTERM with a slow request in flight, the database closed and opened at once by another
// process, and the backup restored. One server for the file; the tests run in order.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type OwnServer, startOwnServer } from './own-server'

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms))
const work = mkdtempSync(join(tmpdir(), 'operations-'))
const dataDir = join(work, 'db')
const databaseUrl = `pglite://${dataDir}`
const backupFile = join(work, 'backup.tar.gz')
const tag = Date.now().toString(36)
/** Written before the backup, and while SIGTERM drains (after it). */
const before = `Before backup ${tag}`
const during = `During shutdown ${tag}`

/** Runs one of the npm scripts' files as `npm run` would. */
function command(
  script: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(resolve('node_modules/.bin/node'), [`scripts/${script}`, ...args], {
      env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: databaseUrl, ...env },
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => {
      stdout += chunk
    })
    child.stderr.on('data', (chunk) => {
      stderr += chunk
    })
    child.on('close', (status) => done({ status, stdout, stderr }))
  })
}

function businessForm(company: string) {
  return JSON.stringify({
    type: 'business',
    fields: { company, phone: '13800138000', contact: 'Operator', message: 'Operations test' },
  })
}

let server: OwnServer

beforeAll(async () => {
  server = await startOwnServer({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    SHUTDOWN_TIMEOUT_MS: '10000',
    TRUST_PROXY: '1',
  })
  expect((await server.answer('/api/health'))?.status).toBe(200)
  for (let i = 0; i < 100 && !existsSync(`${dataDir}.sock`); i++) await pause(100)
})

afterAll(() => {
  if (server.child.exitCode === null) server.child.kill('SIGKILL')
  rmSync(work, { recursive: true, force: true })
})

describe('a site on PGlite, run by its operator', () => {
  it('takes the staff commands while it serves, through its admin socket', async () => {
    const admin = await command('staff-create.ts', [
      '--email',
      `ops-${tag}@example.com`,
      '--password',
      'operations-pass-1',
      '--role',
      'admin',
    ])
    expect(admin.stderr).toBe('')
    expect(admin.stdout).toMatch(/^Created admin ops-.*@example\.com/)
    expect(admin.status).toBe(0)

    const posted = await fetch(`${server.url}/api/cmsapi/common/cmsSurveyRecord/addItem`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.77.0.1' },
      body: businessForm(before),
    })
    expect((await posted.json()).code).toBe(200)
    const exported = await command('forms-export.ts', ['--type', 'business'])
    expect(exported.status).toBe(0)
    expect(exported.stdout).toContain(before)

    const codesFile = join(work, 'codes.csv')
    const generated = await command('codes-generate.ts', [
      '--count',
      '3',
      '--product',
      '1',
      '--batch',
      `OPS${tag}`.slice(0, 20),
      '--out',
      codesFile,
    ])
    expect(generated.status).toBe(0)
    const imported = await command('codes-import.ts', [codesFile])
    expect(imported.stdout).toMatch(/^3 codes read, 3 new, 0 already there, 0 rejected/)
    expect(imported.status).toBe(0)
    // Stored under the server's key: the public check finds them.
    const code = readFileSync(codesFile, 'utf8').split('\n')[1]?.split(',')[0]
    const check = await fetch(`${server.url}/api/cmsapi/common/cmsProduct/fangweiSel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.77.0.2' },
      body: JSON.stringify({ code }),
    })
    expect((await check.json()).code).toBe(200)
  })

  it('backs up its database while it serves', async () => {
    const backup = await command('db-backup.ts', ['--out', backupFile])
    expect(backup.stdout).toContain('taken by the running server')
    expect(backup.status).toBe(0)
  })

  it('on SIGTERM finishes a request under way, takes no new one, closes the database, exits 0', async () => {
    const { child, exited } = server
    const port = Number(new URL(server.url).port)
    // A slow client: a form's body arrives in two parts, SIGTERM in between.
    const body = businessForm(during)
    const socket = connect(port, '127.0.0.1')
    let answer = ''
    socket.on('data', (chunk) => {
      answer += chunk
    })
    const closed = new Promise<void>((done) => socket.once('close', () => done()))
    socket.write(
      `POST /api/cmsapi/common/cmsSurveyRecord/addItem HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
        `X-Forwarded-For: 10.77.0.3\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 5)}`,
    )
    await pause(300)
    child.kill('SIGTERM')
    await pause(700)

    const refused = await fetch(`${server.url}/api/health`).then(
      () => false,
      () => true,
    )
    expect(refused).toBe(true)
    expect(child.exitCode).toBeNull()

    socket.write(body.slice(5))
    await closed
    expect(answer).toMatch(/^HTTP\/1\.1 200 /)
    expect(answer).toContain('"code":200')
    expect(await exited).toBe(0)

    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line))
    const messages = lines.map((line) => line.msg)
    const drained = messages.indexOf('shutdown: draining')
    const served = lines.findIndex(
      (line) =>
        line.msg === 'request' &&
        line.path === '/api/cmsapi/common/cmsSurveyRecord/addItem' &&
        line.ip === '10.77.0.3',
    )
    const databaseClosed = messages.indexOf('shutdown: database closed')
    expect(drained).toBeGreaterThan(-1)
    expect(served).toBeGreaterThan(drained)
    expect(databaseClosed).toBeGreaterThan(served)
    expect(existsSync(`${dataDir}.lock`)).toBe(false)
    expect(existsSync(`${dataDir}.sock`)).toBe(false)

    // Another process opens the directory at once, and the drained request's record is there.
    const after = await command('forms-export.ts', ['--type', 'business'])
    expect(after.status).toBe(0)
    expect(after.stdout).toContain(before)
    expect(after.stdout).toContain(during)
  })

  it('restores the backup: the database as it was when the backup was taken', async () => {
    const restoredUrl = `pglite://${join(work, 'restored')}`
    const restore = await command('db-restore.ts', [backupFile], { DATABASE_URL: restoredUrl })
    expect(restore.stdout).toContain('Restored')
    expect(restore.status).toBe(0)
    const exported = await command('forms-export.ts', ['--type', 'business'], {
      DATABASE_URL: restoredUrl,
    })
    expect(exported.stdout).toContain(before)
    expect(exported.stdout).not.toContain(during)
  })
})
