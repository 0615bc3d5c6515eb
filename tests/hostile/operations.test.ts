// A site on PGlite as its operator runs it: the staff commands and a backup while it serves,
// SIGTERM with a slow request in flight, the database closed and opened at once by another
// process, and the backup restored. One server for the file; the tests run in order.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { request } from 'node:http'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { SEEDED_CODE_KEY, seededCopy } from '../setup/seeded-template.mjs'
import { type OwnServer, startOwnServer } from './own-server'

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms))
const work = mkdtempSync(join(tmpdir(), 'operations-'))
const dataDir = join(work, 'db')
const databaseUrl = `pglite://${dataDir}`
const backupFile = join(work, 'backup.tar.gz')
const tag = Date.now().toString(36)
/**
 * The key of the anti-counterfeit code hashes, for the server and the commands alike: the one
 * the suite's seeded template was made with (the server starts on a copy of it).
 */
const codeKey = SEEDED_CODE_KEY
/** Written before the backup, and while SIGTERM drains (after it). */
const before = `Before backup ${tag}`
const during = `During shutdown ${tag}`

/** Runs one of the operator's commands from the build, as `npm run` does. */
function command(
  script: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(resolve('node_modules/.bin/node'), [`dist/server/${script}.js`, ...args], {
      env: { ...process.env, CODE_HMAC_KEY: codeKey, DATABASE_URL: databaseUrl, ...env },
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
/** The image uploaded before the backup: its URL and bytes. */
const uploaded = { path: '', bytes: Buffer.alloc(0) }

/** One request through the server's admin socket (as the staff commands make them). */
function socketCall(
  socketPath: string,
  path: string,
  contentType: string,
  body: Buffer,
): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    const outgoing = request(
      {
        socketPath,
        path,
        method: 'POST',
        headers: {
          'content-type': contentType,
          'content-length': String(body.byteLength),
          accept: 'application/json',
        },
      },
      (incoming) => {
        let text = ''
        incoming.on('data', (chunk) => {
          text += chunk
        })
        incoming.on('end', () => done({ status: incoming.statusCode ?? 0, body: text }))
      },
    )
    outgoing.on('error', fail)
    outgoing.end(body)
  })
}

beforeAll(async () => {
  seededCopy(inject('seededDataDir'), dataDir)
  server = await startOwnServer({
    CODE_HMAC_KEY: codeKey,
    DATABASE_URL: databaseUrl,
    SHUTDOWN_TIMEOUT_MS: '10000',
    TRUST_PROXY: '1',
  })
  expect((await server.answer('/api/health'))?.status).toBe(200)
  // The socket opens once the database is open.
  for (let i = 0; i < 1200 && !existsSync(`${dataDir}.sock`); i++) await pause(100)
})

afterAll(() => {
  if (server.child.exitCode === null) server.child.kill('SIGKILL')
  rmSync(work, { recursive: true, force: true })
})

describe('a site on PGlite, run by its operator', () => {
  it('takes the staff commands while it serves, through its admin socket', async () => {
    const admin = await command('staff-create', [
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
    const exported = await command('forms-export', ['--type', 'business'])
    expect(exported.status).toBe(0)
    expect(exported.stdout).toContain(before)
    // Written to a file, an export is the server's user's alone, whatever the umask.
    const exportFile = join(work, 'business.csv')
    expect(
      (await command('forms-export', ['--type', 'business', '--out', exportFile])).status,
    ).toBe(0)
    expect(readFileSync(exportFile, 'utf8')).toContain(before)
    expect(statSync(exportFile).mode & 0o777).toBe(0o600)

    const codesFile = join(work, 'codes.csv')
    const generated = await command('codes-generate', [
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
    expect(statSync(codesFile).mode & 0o777).toBe(0o600)
    const imported = await command('codes-import', [codesFile])
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

  it('backs up its database and its uploaded media while it serves', async () => {
    // An image uploaded to the media library (through the admin socket, as the command line).
    const picture = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#c03020' },
    })
      .png()
      .toBuffer()
    const form = new FormData()
    form.set('file', new File([new Uint8Array(picture)], 'backup-test.png'))
    form.set('alt', `Backup ${tag}`)
    const upload = new Request('http://localhost/api/staff/media', { method: 'POST', body: form })
    const answer = await socketCall(
      `${dataDir}.sock`,
      '/api/staff/media',
      upload.headers.get('content-type') ?? '',
      Buffer.from(await upload.arrayBuffer()),
    )
    expect(answer.status, answer.body).toBe(200)
    const stored = JSON.parse(answer.body).data[0]
    uploaded.path = `/media/u/${stored.hash}/${stored.variants[0].width}.webp`
    const served = await fetch(`${server.url}${uploaded.path}`)
    expect(served.status).toBe(200)
    uploaded.bytes = Buffer.from(await served.arrayBuffer())

    const backup = await command('db-backup', ['--out', backupFile])
    expect(backup.stdout).toContain('taken by the running server')
    expect(backup.stdout).toMatch(/the database, \d+ media files/)
    expect(backup.status).toBe(0)
    expect(statSync(backupFile).mode & 0o777).toBe(0o600)
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
    const after = await command('forms-export', ['--type', 'business'])
    expect(after.status).toBe(0)
    expect(after.stdout).toContain(before)
    expect(after.stdout).toContain(during)
  })

  it('restores the backup: the database as it was when the backup was taken, and its media', async () => {
    const restoredUrl = `pglite://${join(work, 'restored')}`
    const restoredMedia = join(work, 'restored-media')
    const env = { DATABASE_URL: restoredUrl, MEDIA_DIR: restoredMedia }
    const restore = await command('db-restore', [backupFile], env)
    expect(restore.stdout).toContain('Restored')
    expect(restore.status).toBe(0)
    const exported = await command('forms-export', ['--type', 'business'], env)
    expect(exported.stdout).toContain(before)
    expect(exported.stdout).not.toContain(during)

    // The site on the restored copy shows the uploaded image again.
    const restored = await startOwnServer({ CODE_HMAC_KEY: codeKey, ...env })
    try {
      expect((await restored.answer('/api/ready'))?.status).toBe(200)
      const image = await fetch(`${restored.url}${uploaded.path}`)
      expect(image.status).toBe(200)
      expect(Buffer.from(await image.arrayBuffer())).toEqual(uploaded.bytes)
    } finally {
      await restored.stop()
    }
  })
})
