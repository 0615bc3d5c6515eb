// One site as several processes and instances on one PostgreSQL (TEST_DATABASE_URL; skipped
// without it): instance A runs two worker processes (WEB_CONCURRENCY=2), instance B one.
// - A page's ETag is the same from every process and instance: revalidations are 304.
// - /metrics on A answers the sum over its workers on any connection, and its counters never
//   go back, a worker killed included.
// - db:restore onto the database they serve from is refused without --live; with it, both
//   instances' cached pages change at once.
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fresh } from './fresh-connection'
import { childPids, type OwnServer, startOwnServer } from './own-server'

const base = process.env.TEST_DATABASE_URL
/** Trust authentication on the test server: never asked for, and never to be seen on argv. */
const PASSWORD = 'dummy-instances-secret'
const TITLE = 'Second brushless motor line starts in Qidong'

async function until(what: string, test: () => Promise<boolean> | boolean, timeoutMs = 30_000) {
  const started = Date.now()
  while (!(await test())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** The count of one series of the request histogram in a scrape (0 when absent). */
function requestCount(text: string, route: string, method = 'GET', status = '200'): number {
  const line = text
    .split('\n')
    .find((l) =>
      l.startsWith(
        `http_request_duration_seconds_count{method="${method}",route="${route}",status="${status}"}`,
      ),
    )
  return Number(line?.split(' ').pop() ?? 0)
}

describe.skipIf(!base)('instances and processes on one PostgreSQL', () => {
  const work = mkdtempSync(join(tmpdir(), 'instances-'))
  let drop = async () => {}
  let url = ''
  let a: OwnServer
  let b: OwnServer

  beforeAll(async () => {
    const name = `instances_${randomBytes(6).toString('hex')}`
    const admin = new pg.Client({ connectionString: base })
    await admin.connect()
    await admin.query(`create database ${name}`)
    await admin.end()
    drop = async () => {
      const dropper = new pg.Client({ connectionString: base })
      await dropper.connect()
      await dropper.query(`drop database if exists ${name} with (force)`)
      await dropper.end()
    }
    const withPassword = new URL(base ?? '')
    withPassword.pathname = `/${name}`
    withPassword.username ||= 'postgres'
    withPassword.password = PASSWORD
    url = withPassword.toString()
    const env = {
      DATABASE_URL: url,
      MEDIA_DIR: join(work, 'media'),
      CODE_HMAC_KEY: 'instances-suite-code-key',
      SITE_URL: 'http://127.0.0.1',
      // Pages and content reads kept long: only a purge can explain a change within the test.
      PAGE_CACHE_TTL: '600',
      CMS_CACHE_TTL: '600',
    }
    a = await startOwnServer({ ...env, WEB_CONCURRENCY: '2' })
    await a.answer('/api/health')
    await until('A ready', async () => (await fresh(`${a.url}/api/ready`)).status === 200, 120_000)
    await until('two workers', () => childPids(a.child.pid ?? 0).length === 2)
    b = await startOwnServer(env)
    await until('B ready', async () => (await b.answer('/api/ready'))?.status === 200, 120_000)
  }, 240_000)

  afterAll(async () => {
    for (const server of [a, b]) await server?.stop()
    await drop()
    rmSync(work, { recursive: true, force: true })
  }, 60_000)

  it('gives a page the same ETag in every process and instance: revalidations are 304', async () => {
    for (const path of ['/about/news', '/product/list', '/zh/product/list', '/']) {
      const tags = new Set<string>()
      // New connections land on either worker of A; B is another instance.
      for (let i = 0; i < 4; i++) tags.add((await fresh(`${a.url}${path}`)).headers.etag ?? '')
      tags.add((await fresh(`${b.url}${path}`)).headers.etag ?? '')
      expect([...tags], path).toHaveLength(1)
      const [etag = ''] = tags
      expect(etag).toMatch(/^W\//)
      const statuses: number[] = []
      for (let i = 0; i < 10; i++) {
        const server = i % 3 === 2 ? b : a
        statuses.push((await fresh(`${server.url}${path}`, { 'if-none-match': etag })).status)
      }
      expect(statuses, path).toEqual(Array(10).fill(304))
    }
  })

  it('answers /metrics with the sum over its workers, on any connection, never going back', async () => {
    const before = requestCount((await fresh(`${a.url}/metrics`)).body, '/api/health')
    const K = 12
    for (let i = 0; i < K; i++) expect((await fresh(`${a.url}/api/health`)).status).toBe(200)
    const seen: number[] = []
    for (let i = 0; i < 6; i++) {
      const scrape = await fresh(`${a.url}/metrics`)
      expect(scrape.status).toBe(200)
      expect(scrape.body).toMatch(/^server_processes 2$/m)
      seen.push(requestCount(scrape.body, '/api/health'))
    }
    // Every scrape, whichever worker took it, counts every request of both.
    expect(seen).toEqual(Array(6).fill(before + K))

    // A worker dies and is replaced: what it counted stays in the sum.
    const workers = childPids(a.child.pid ?? 0)
    process.kill(workers[0] ?? 0, 'SIGKILL')
    await until('a new worker', () => {
      const now = childPids(a.child.pid ?? 0)
      return now.length === 2 && !now.includes(workers[0] ?? 0)
    })
    await until('both workers answer', async () => {
      const scrape = await fresh(`${a.url}/metrics`)
      return scrape.status === 200 && /^server_processes 2$/m.test(scrape.body)
    })
    for (let i = 0; i < 6; i++) {
      const count = requestCount((await fresh(`${a.url}/metrics`)).body, '/api/health')
      expect(count).toBeGreaterThanOrEqual(before + K)
    }
    // Through a proxy on this machine, it is refused whichever header says so.
    expect((await fresh(`${a.url}/metrics`, { 'x-real-ip': '203.0.113.9' })).status).toBe(403)
    expect((await fresh(`${a.url}/metrics`, { forwarded: 'for=203.0.113.9' })).status).toBe(403)
  }, 120_000)

  it('refuses a restore onto the database they serve from, and with --live changes their pages at once', async () => {
    const page = async (server: OwnServer) => (await fresh(`${server.url}/about/news`)).body
    expect(await page(a)).toContain(TITLE)
    const cli = (script: string, args: string[]) => {
      const run = spawnSync(resolve('node_modules/.bin/node'), [`dist/server/${script}`, ...args], {
        env: { PATH: process.env.PATH, DATABASE_URL: url, MEDIA_DIR: join(work, 'media') },
        encoding: 'utf8',
      })
      return { status: run.status, output: `${run.stdout}${run.stderr}` }
    }
    const file = join(work, 'site.tar.gz')
    const backup = cli('db-backup.js', ['--out', file])
    expect(backup.status, backup.output).toBe(0)
    expect(backup.output).not.toContain(PASSWORD)

    // The title changes, and the instances are told (as a publish in the console does).
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      await client.query(`update news set title = 'A title after the backup' where title = $1`, [
        TITLE,
      ])
      await client.query(`select pg_notify('content_purge', '{"paths":"all","origin":"test"}')`)
    } finally {
      await client.end()
    }
    await until('the new title everywhere', async () => {
      const pages = await Promise.all([page(a), page(a), page(b)])
      return pages.every((p) => p.includes('A title after the backup'))
    })

    const refused = cli('db-restore.js', [file, '--replace'])
    expect(refused.status).toBe(3)
    expect(refused.output).toMatch(/3 site processes serve from this database/)
    expect(refused.output).toContain('--live')
    expect(await page(b)).toContain('A title after the backup')

    const restored = cli('db-restore.js', [file, '--replace', '--live'])
    expect(restored.status, restored.output).toBe(0)
    expect(restored.output).not.toContain(PASSWORD)
    // Pages and reads are kept 600 s: only the purge the restore sent explains the change.
    await until(
      'the restored title everywhere',
      async () => {
        const pages = await Promise.all([page(a), page(a), page(a), page(b)])
        return pages.every((p) => p.includes(TITLE) && !p.includes('A title after the backup'))
      },
      10_000,
    )
  }, 180_000)
})
