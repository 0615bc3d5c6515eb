// Pictures and posts that cost the server work, sent from outside the running build: a member
// form posted with a forged session and a 49-megapixel photo, damaged and oversized pictures for
// the warranty form and the media library, receipts with EXIF and markup through the content
// API, methods the staff API does not take, and the pages and sitemap while the CMS is down.
import { connect } from 'node:net'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FORM_PAGES } from '~/server/http/methods'
import {
  adminCall,
  base,
  cms,
  formHeaders,
  hit,
  logMark,
  logSince,
  memberToken,
  newVisitor,
  type RawAnswer,
  raw,
  stackLines,
} from './helpers'
import { freePort, type OwnServer, startOwnServer } from './own-server'

const tag = Date.now().toString(36)
const PASSWORD = 'Pictures#Pass1'

/** A multipart body of text fields and one file, as a browser sends the warranty form. */
async function multipart(fields: Record<string, string>, file?: Buffer) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  if (file) form.set('receipt', new File([new Uint8Array(file)], 'receipt.png'))
  const request = new Request('http://form.test/', { method: 'POST', body: form })
  return {
    body: Buffer.from(await request.arrayBuffer()),
    type: request.headers.get('content-type') ?? '',
  }
}

type Partial = { status: number; ms: number; closed: boolean; head: string }

/**
 * A POST whose Content-Length names all of `body`, of which only the first `sent` bytes are
 * written: the status line's code, the milliseconds until it came, and whether the server closed
 * the connection while the rest was still owed. A server that needs the body never answers (the
 * test gives up after 15 s: status 0).
 */
function partialPost(
  path: string,
  headers: Record<string, string>,
  body: Buffer,
  sent: number,
): Promise<Partial> {
  return new Promise((resolve) => {
    const socket = connect(Number(new URL(base()).port), '127.0.0.1')
    let received = ''
    let started = 0
    let ms = -1
    const done = (closed: boolean) => {
      clearTimeout(timer)
      socket.destroy()
      const head = received.slice(0, received.indexOf('\r\n\r\n'))
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), ms, closed, head })
    }
    const timer = setTimeout(() => done(false), 15_000)
    socket.on('data', (data: Buffer) => {
      received += data.toString('latin1')
      if (ms < 0 && received.includes('\r\n\r\n')) ms = performance.now() - started
    })
    // The server ends the connection after its answer: a reset may follow it.
    socket.on('error', () => {})
    socket.on('close', () => done(true))
    socket.on('connect', () => {
      const lines = Object.entries({
        host: new URL(base()).host,
        ...headers,
        'content-length': String(body.length),
      }).map(([name, value]) => `${name}: ${value}\r\n`)
      socket.write(`POST ${path} HTTP/1.1\r\n${lines.join('')}\r\n`)
      started = performance.now()
      socket.write(body.subarray(0, sent))
    })
  })
}

/** The headers of a form the browser posts from the site's own page. */
const browserPost = (type: string, cookie?: string) =>
  formHeaders({ 'content-type': type, ...(cookie ? { cookie } : {}) })

let photo49: Buffer
let photo56: Buffer
let member = ''

beforeAll(async () => {
  // 7,000 × 7,000 of one colour (49 megapixels, 147 MB once decoded), and 8,000 × 7,000.
  const solid = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#e8e4d8' } })
      .png({ compressionLevel: 9 })
      .toBuffer()
  ;[photo49, photo56] = await Promise.all([solid(7000, 7000), solid(8000, 7000)])
  member = await memberToken(`13${String(Date.now()).slice(-9)}`, PASSWORD)
}, 120_000)

describe('member form posts without a session', () => {
  it('answers a forged session’s 49-megapixel receipt post at once, reading none of its 8 MB', async () => {
    const fields = { model: 'RF-DD20B', serial: `SN-${tag}`, purchasedAt: '2026-03-01' }
    // The photo, then 7 MB more: a post the warranty page takes (8 MB photos) from a member.
    const { body, type } = await multipart(
      { ...fields, note: 'x'.repeat(7 * 1024 * 1024) },
      photo49,
    )
    // The member pages' code loaded once: what is timed below is the post alone.
    expect((await hit('/member/warranty')).status).toBe(200)
    const mark = logMark()
    const sent = 64 * 1024
    for (const cookie of ['token=forged-session-token', undefined]) {
      const answer = await partialPost('/member/warranty', browserPost(type, cookie), body, sent)
      expect(answer.status, answer.head).toBe(401)
      // Answered before the client sent the rest, and the rest is not waited for.
      expect(answer.closed).toBe(true)
      expect(answer.head).toMatch(/^connection: close$/im)
      // The answer came while 7.9 MB were still owed: nothing waited for the body (no
      // timed bound here: how fast is the bench's question, not this test's).
      expect(answer.ms).toBeGreaterThan(0)
      console.log(
        `forged-session post of ${body.length >> 20} MB (${cookie ? 'forged token' : 'no token'}): answered in ${Math.round(answer.ms)} ms after ${sent >> 10} KB`,
      )
    }
    expect(stackLines(logSince(mark))).toEqual([])
  }, 60_000)

  it('answers every member form posted with a forged session before reading its body', async () => {
    const pages = [...FORM_PAGES]
      .filter((page) => page.startsWith('/member/'))
      .flatMap((page) => [page, `/zh${page}`])
      .map((page) => (page.endsWith('/edit-evalute') ? `${page}?id=1` : page))
    expect(pages.length).toBeGreaterThanOrEqual(16)
    const body = Buffer.from(`nickname=${'x'.repeat(500_000)}`)
    for (const page of pages) {
      const answer = await partialPost(
        page,
        browserPost('application/x-www-form-urlencoded', 'token=forged-session-token'),
        body,
        1024,
      )
      expect([answer.status, answer.closed], page).toEqual([401, true])
    }
  }, 120_000)

  it('shows the log-in form again and ends the forged session’s cookie', async () => {
    const { body, type } = await multipart({ model: 'RF-DD20B', serial: `SN-${tag}-0` })
    const answer = await hit('/zh/member/warranty', {
      method: 'POST',
      headers: browserPost(type, 'token=forged-session-token'),
      body,
    })
    expect(answer.status).toBe(401)
    expect(answer.headers.get('set-cookie')).toMatch(/token=;/)
    expect(await answer.text()).toContain('data-testid="login-prompt"')
  })
})

describe('pictures a member sends', () => {
  const post = async (file: Buffer, serial: string) => {
    const { body, type } = await multipart(
      { model: 'RF-DD20B', serial, purchasedAt: '2026-03-01' },
      file,
    )
    const started = performance.now()
    const answer = await hit('/member/warranty', {
      method: 'POST',
      headers: browserPost(type, `token=${member}`),
      body,
    })
    return { status: answer.status, html: await answer.text(), ms: performance.now() - started }
  }

  it('refuses a damaged photo and one past 50 megapixels with a 400 that says why, registering nothing', async () => {
    const png = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#888' },
    })
      .png()
      .toBuffer()
    const damaged = await post(png.subarray(0, png.length >> 1), `SN-${tag}-1`)
    expect(damaged.status).toBe(400)
    expect(damaged.html).toContain(
      'The receipt photo cannot be read: the file is damaged. Choose another photo.',
    )
    const huge = await post(photo56, `SN-${tag}-2`)
    expect(huge.status).toBe(400)
    expect(huge.html).toContain('The receipt photo has too many pixels (50 megapixels at most)')
    // Refused by its header: nothing of its 168 MB is decoded (the time is printed, not bounded).
    console.log(`56-megapixel receipt refused in ${Math.round(huge.ms)} ms`)
    const list = await cms('cmsApiMember/warranties', {}, newVisitor(), {
      authorization: `Bearer ${member}`,
    })
    expect(list.envelope.data).toEqual([])
  }, 60_000)

  it('keeps a receipt sent to warrantyReceiptAdd only re-encoded: no EXIF, no markup, nothing else', async () => {
    const auth = { authorization: `Bearer ${member}` }
    const added = await cms(
      'cmsApiMember/warrantyAdd',
      { model: 'RF-DD20B', serial: `SN-${tag}-3`, purchasedAt: '2026-03-01' },
      newVisitor(),
      auth,
    )
    expect(added.status, added.envelope.message).toBe(200)
    const id = (added.envelope.data as { id: number }).id
    const png = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#2a6' } })
      .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Secret 9' } })
      .png()
      .toBuffer()
    const page = '<html><body><script>alert(document.cookie)</script></body></html>'
    const hostile = Buffer.concat([png, Buffer.from(page)])
    const receipt = `data:image/png;base64,${hostile.toString('base64')}`
    const kept = await cms('cmsApiMember/warrantyReceiptAdd', { id, receipt }, newVisitor(), auth)
    expect(kept.status, kept.envelope.message).toBe(200)
    const read = await cms('cmsApiMember/warrantyReceipt', { id }, newVisitor(), auth)
    const url = (read.envelope.data as { receipt: string }).receipt
    expect(url).toMatch(/^data:image\/jpeg;base64,/)
    const bytes = Buffer.from(url.split(',')[1] ?? '', 'base64')
    const meta = await sharp(bytes).metadata()
    expect(meta).toMatchObject({ format: 'jpeg', width: 48, height: 32 })
    expect(meta.exif).toBeUndefined()
    expect(bytes.includes('PhoneMaker')).toBe(false)
    expect(bytes.includes('<script>')).toBe(false)
    // Markup that only starts like a picture: refused with a message, the kept photo stays.
    const fake = Buffer.concat([png.subarray(0, 33), Buffer.from(page)])
    const refused = await cms(
      'cmsApiMember/warrantyReceiptAdd',
      { id, receipt: `data:image/png;base64,${fake.toString('base64')}` },
      newVisitor(),
      { ...auth, lang: 'zh' },
    )
    expect(refused.status).toBe(400)
    expect(refused.envelope.message).toMatch(/[\u4e00-\u9fff]/)
  }, 60_000)
})

describe('the staff API', () => {
  let staffToken = ''
  beforeAll(async () => {
    const email = `pictures-${tag}@example.com`
    const password = 'hostile-pictures-password'
    const made = await adminCall('POST', '/users', { email, name: '', role: 'editor', password })
    expect(made.status, JSON.stringify(made.body)).toBe(200)
    const signedIn = await hit('/api/staff/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': newVisitor() },
      body: JSON.stringify({ email, password }),
    })
    staffToken = ((await signedIn.json()) as { data: { token: string } }).data.token
  })

  it('refuses a damaged picture in the media library with 400 and a message in the caller’s language', async () => {
    const png = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#c33' },
    })
      .png()
      .toBuffer()
    const mark = logMark()
    for (const [lang, message] of [
      ['en', 'cut.png: this file is not an image we can read (JPEG, PNG, WebP, AVIF, GIF)'],
      ['zh', /[\u4e00-\u9fff]/],
    ] as const) {
      const form = new FormData()
      form.set('file', new File([new Uint8Array(png.subarray(0, png.length >> 1))], 'cut.png'))
      const answer = await hit('/api/staff/media', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${staffToken}`,
          'accept-language': lang,
          'x-forwarded-for': newVisitor(),
        },
        body: form,
      })
      expect(answer.status).toBe(400)
      expect(((await answer.json()) as { message: string }).message).toMatch(message)
    }
    expect(stackLines(logSince(mark))).toEqual([])
  })

  it('answers methods no call takes (WebDAV’s, TRACE) with 405, Allow and JSON', async () => {
    const send = (method: string, path: string): Promise<RawAnswer> =>
      raw(`/api/staff${path}`, {
        method,
        headers: { authorization: `Bearer ${staffToken}`, 'x-forwarded-for': newVisitor() },
      })
    for (const method of ['PROPFIND', 'MKCOL', 'TRACE', 'COPY', 'LOCK']) {
      for (const path of ['/users', '/media', '/nothing-here']) {
        const answer = await send(method, path)
        expect(answer.status, `${method} ${path}`).toBe(405)
        expect(answer.headers.allow, `${method} ${path}`).toMatch(/^GET, HEAD\b/)
        expect(answer.headers['content-type']).toMatch(/^application\/json/)
        expect(JSON.parse(answer.body)).toMatchObject({ code: 405 })
      }
    }
  })
})

describe('while the CMS is down', () => {
  let site: OwnServer
  beforeAll(async () => {
    // Nothing listens on this port: every call of the CMS is refused.
    const closed = await freePort()
    site = await startOwnServer({
      CMS_API_URL: `http://127.0.0.1:${closed}`,
      CMS_API_TIMEOUT_MS: '2000',
      CMS_CACHE_TTL: '0',
      PAGE_CACHE_TTL: '0',
      LOG_LEVEL: 'warn',
    })
    expect((await site.answer('/api/health'))?.status).toBeDefined()
  }, 120_000)
  afterAll(async () => {
    await site?.stop()
  })

  it('answers company pages with 502 and the error screen, and the sitemap with a plain 502', async () => {
    const pages = [
      '/about/about-us',
      '/about/culture',
      '/about/honor',
      '/recruits/system',
      '/recruits/welfare',
      '/recruits/work',
      '/recruits/grow-up',
      '/recruits/campus',
      '/terms',
      '/privacy',
      '/zh/about/about-us',
    ]
    for (const path of pages) {
      const answer = await fetch(`${site.url}${path}`)
      const html = await answer.text()
      expect(answer.status, path).toBe(502)
      expect(answer.headers.get('cache-control'), path).toContain('no-store')
      expect(html, path).not.toContain('"unhandled"')
    }
    const sitemap = await fetch(`${site.url}/sitemap.xml`)
    const text = await sitemap.text()
    expect(sitemap.status).toBe(502)
    expect(sitemap.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(sitemap.headers.get('cache-control')).toContain('no-store')
    expect(text).not.toMatch(/unhandled|[{}]/)
    expect(text).toBe('Please try again later.')
  }, 120_000)
})
