// Two production servers on one PostgreSQL database, each with a media folder of its own, and
// one S3-compatible bucket (s3rver, in this process): what is uploaded on A is served by B. An
// image and a file staff upload on A come from B; a receipt photo a member keeps on A comes from
// B to that member (and to staff) only.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { scratchPostgresDatabase } from '~/server/db/test-db'
import { startTestBucket, type TestBucket } from '../setup/s3-bucket'
import { type OwnServer, startOwnServer } from './own-server'

const BASE = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test'

/** Whether a PostgreSQL answers at BASE; the test needs one and says so when there is none. */
async function postgresAnswers(): Promise<boolean> {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: BASE, connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
    await client.query('select 1')
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}

const havePostgres = await postgresAnswers()
if (!havePostgres) {
  console.warn(
    `two-instances-media: skipped, no PostgreSQL answers at ${BASE.replace(/:[^:@/]*@/, ':[redacted]@')} (set TEST_DATABASE_URL)`,
  )
}

const CAPTCHA = 'two-media'
const admin = { email: 'media-admin@example.com', password: 'two-instances-media-1' }

/** Files in a folder and below it (0 when it does not exist). */
const filesIn = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length
    : 0

describe.skipIf(!havePostgres)('uploads on two instances sharing one bucket', () => {
  const work = mkdtempSync(join(tmpdir(), 'two-media-'))
  const mediaA = join(work, 'media-a')
  const mediaB = join(work, 'media-b')
  let database: { url: string; drop(): Promise<void> } | undefined
  let bucket: TestBucket | undefined
  let a: OwnServer | undefined
  let b: OwnServer | undefined
  let staff = ''

  beforeAll(async () => {
    database = await scratchPostgresDatabase(BASE, 'media2')
    bucket = await startTestBucket()
    const env = {
      DATABASE_URL: database.url,
      CODE_HMAC_KEY: 'two-instances-media-code-key',
      STAFF_ADMIN_EMAIL: admin.email,
      STAFF_ADMIN_PASSWORD: admin.password,
      CAPTCHA_TEST_ANSWER: CAPTCHA,
      ALLOW_TEST_CAPTCHA: '1',
      PAGE_CACHE_TTL: '0',
      DATABASE_CONNECTIONS: '8',
      ...bucket.env,
    }
    a = await startOwnServer({ ...env, MEDIA_DIR: mediaA })
    b = await startOwnServer({ ...env, MEDIA_DIR: mediaB })
    for (const server of [a, b]) {
      // Both migrate and seed the empty database once between them (an advisory lock).
      for (let i = 0; i < 1200; i++) {
        const ready = await server.answer('/api/ready')
        if (ready?.status === 200) break
        if (server.child.exitCode !== null) throw new Error(`a server ended:\n${server.output()}`)
        await new Promise((r) => setTimeout(r, 100))
      }
    }
    const session = await fetch(`${a.url}/api/staff/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    })
    expect(session.status).toBe(200)
    staff = `Bearer ${(await session.json()).data.token}`
  }, 240_000)

  afterAll(async () => {
    for (const server of [a, b]) await server?.stop()
    await bucket?.close()
    await database?.drop()
    rmSync(work, { recursive: true, force: true })
  }, 60_000)

  it('serves on B an image and a file staff uploaded on A, from the bucket', async () => {
    if (!a || !b) throw new Error('no servers')
    const png = await sharp({
      create: { width: 900, height: 500, channels: 3, background: '#2a6' },
    })
      .png()
      .toBuffer()
    const imageForm = new FormData()
    imageForm.set('file', new File([new Uint8Array(png)], 'green.png', { type: 'image/png' }))
    const uploaded = await fetch(`${a.url}/api/staff/media`, {
      method: 'POST',
      headers: { authorization: staff },
      body: imageForm,
    })
    expect(uploaded.status).toBe(200)
    const [item] = (await uploaded.json()).data
    const path = `/media/u/${item.hash}/640.webp`
    const fromA = await fetch(`${a.url}${path}`)
    const fromB = await fetch(`${b.url}${path}`)
    expect(fromB.status).toBe(200)
    expect(fromB.headers.get('content-type')).toBe('image/webp')
    expect(fromB.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const bytesB = Buffer.from(await fromB.arrayBuffer())
    expect(bytesB.equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true)
    expect((await sharp(bytesB).metadata()).width).toBe(640)

    const pdf = Buffer.from(`%PDF-1.7 a manual uploaded on A ${Date.now()}`)
    const fileForm = new FormData()
    fileForm.set('file', new File([new Uint8Array(pdf)], 'Manual A.pdf'))
    const stored = await fetch(`${a.url}/api/staff/files`, {
      method: 'POST',
      headers: { authorization: staff },
      body: fileForm,
    })
    expect(stored.status).toBe(200)
    const { url } = (await stored.json()).data
    const file = await fetch(`${b.url}${url}`)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-length')).toBe(String(pdf.length))
    expect(file.headers.get('accept-ranges')).toBe('bytes')
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true)
    const part = await fetch(`${b.url}${url}`, { headers: { range: 'bytes=9-14' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 9-14/${pdf.length}`)
    expect(await part.text()).toBe('a manu')

    // Neither machine's disk holds an upload: the bucket does.
    expect([filesIn(mediaA), filesIn(mediaB)]).toEqual([0, 0])
    // Deleted on B, gone on A.
    const deleted = await fetch(`${b.url}/api/staff/media/${item.id}`, {
      method: 'DELETE',
      headers: { authorization: staff },
    })
    expect(deleted.status).toBe(200)
    expect((await fetch(`${a.url}${path}`)).status).toBe(404)
  })

  it('serves on B a receipt a member kept on A, to that member and staff only', async () => {
    if (!a || !b) throw new Error('no servers')
    const onB = b.url
    const signUp = async (server: string) => {
      const account = `138${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
      const captcha = await fetch(`${server}/api/cmsapi/common/cmsApiMember/kaptcha`)
      await captcha.arrayBuffer()
      const cms = (path: string, body: unknown, token?: string) =>
        fetch(`${server}/api/cmsapi/${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: token } : {}),
          },
          body: JSON.stringify(body),
        }).then(async (r) => ({ status: r.status, body: await r.json() }))
      const registered = await cms('common/cmsApiMember/register', {
        account,
        password: 'receipt-secret-1',
        savePassword: 'receipt-secret-1',
        email: `${account}@example.com`,
        verCode: CAPTCHA,
        verKey: captcha.headers.get('verKey') ?? '',
      })
      expect(registered.body.code, registered.body.message).toBe(200)
      const login = await cms('common/cmsApiMember/login', {
        account,
        password: 'receipt-secret-1',
      })
      return { token: String(login.body.data?.token ?? ''), cms }
    }
    const owner = await signUp(a.url)
    const other = await signUp(b.url)
    expect(owner.token).not.toBe('')

    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: database?.url })
    await client.connect()
    const { rows } = await client.query<{ model: string }>(
      'select model from products where model is not null and model <> $1 limit 1',
      [''],
    )
    await client.end()
    const added = await owner.cms(
      'cmsApiMember/warrantyAdd',
      { model: rows[0]?.model ?? '', serial: 'SN-TWO-1', purchasedAt: '2026-01-15' },
      owner.token,
    )
    expect(added.body.code, added.body.message).toBe(200)
    const id = Number(added.body.data.id)
    const jpeg = await sharp({
      create: { width: 300, height: 400, channels: 3, background: '#fff' },
    })
      .jpeg()
      .toBuffer()
    const kept = await owner.cms(
      'cmsApiMember/warrantyReceiptAdd',
      { id, receipt: `data:image/jpeg;base64,${jpeg.toString('base64')}` },
      owner.token,
    )
    expect(kept.body.code, kept.body.message).toBe(200)

    const receipt = (cookie?: string) =>
      fetch(`${onB}/member/warranty/receipt/${id}`, {
        headers: cookie ? { cookie: `token=${cookie}` } : {},
      })
    const mine = await receipt(owner.token)
    expect(mine.status).toBe(200)
    expect(mine.headers.get('content-type')).toBe('image/jpeg')
    expect(mine.headers.get('cache-control')).toBe('private, no-store')
    // The photo as A kept it: re-encoded on the way in (no metadata), the same picture.
    const served = Buffer.from(await mine.arrayBuffer())
    const onA = await fetch(`${a.url}/member/warranty/receipt/${id}`, {
      headers: { cookie: `token=${owner.token}` },
    })
    expect(served.equals(Buffer.from(await onA.arrayBuffer()))).toBe(true)
    const picture = await sharp(served).metadata()
    expect([picture.format, picture.width, picture.height]).toEqual(['jpeg', 300, 400])
    // Another member and a visitor get the same 404; the photo is never a public address.
    for (const stranger of [await receipt(other.token), await receipt()]) {
      expect(stranger.status).toBe(404)
      expect(stranger.headers.get('content-type')).not.toBe('image/jpeg')
      await stranger.arrayBuffer()
    }
    // Staff see it on B too.
    const forStaff = await fetch(`${b.url}/api/staff/warranties/${id}/receipt`, {
      headers: { authorization: staff },
    })
    expect(forStaff.status).toBe(200)
    expect(Buffer.from(await forStaff.arrayBuffer()).equals(served)).toBe(true)
  })
})
