// The site in front of a CMS that is hostile or broken (upstream mode, CMS_API_URL): the
// legacy-CMS simulator with files beside its calls, a redirect to a service of its network, an
// endless answer and a captcha whose Content-Type carries markup. What a caller of the site's
// /api/cmsapi and a visitor of its pages may get from it: the contract's calls, as JSON (and the
// captcha's picture), under the site's own headers; never a file of the CMS host, never another
// host's answer, never more than the site's cap.
import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type LegacyCms, ROOT_FILE_MARK, startLegacyCms } from '../legacy-cms/server'
import { type RawOptions, raw } from './helpers'
import { type OwnServer, startOwnServer } from './own-server'

/** What the internal service answers: a news list whose item no visitor may ever see. */
const INTERNAL_SECRET = 'INTERNAL-SERVICE-SECRET'

let cms: LegacyCms
let site: OwnServer
let internal: Server
let internalUrl = ''
let internalHits = 0

beforeAll(async () => {
  cms = await startLegacyCms()
  internal = createServer((_req, res) => {
    internalHits++
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(
      JSON.stringify({
        code: 200,
        message: 'ok',
        data: {
          list: [{ id: 1, categoryId: 1, title: INTERNAL_SECRET, publishedAt: '2026-01-01' }],
          total: 1,
          pageNo: 1,
          pageSize: 10,
        },
      }),
    )
  })
  await new Promise<void>((done) => internal.listen(0, '127.0.0.1', done))
  const address = internal.address()
  internalUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/secret`
  site = await startOwnServer({
    CMS_API_URL: cms.url,
    CMS_API_TIMEOUT_MS: '20000',
    CMS_CACHE_TTL: '0',
    // Pages are fresh for one second, then served stale while a refresh runs.
    PAGE_CACHE_TTL: '1',
    PAGE_CACHE_STALE: '300',
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
  })
  expect((await site.answer('/api/health'))?.status).toBe(200)
  // The health checks asked for the CMS's root: what a test finds there is its own doing.
  cms.clearLog()
})

afterAll(async () => {
  await site?.stop()
  await cms?.close()
  await new Promise((done) => internal?.close(done))
})

afterEach(() => {
  cms.reset()
  cms.clearLog()
})

/** A request to the site written exactly as given, its answer read byte for byte. */
const send = (path: string, options: RawOptions = {}) =>
  raw(path, { baseUrl: site.url, encoding: 'latin1', ...options })

const post = (path: string, body: unknown = {}) =>
  send(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

/** VmRSS and VmHWM (the peak) of the site's process, in MB. */
function memoryMb(): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${site.child.pid}/status`, 'utf8')
  const mb = (name: string) =>
    Math.round(Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024)
  return { rss: mb('VmRSS'), peak: mb('VmHWM') }
}

/** Paths that try to leave the prefix: encoded slashes, backslashes and dot segments. */
const ESCAPES = [
  '/api/cmsapi/..%2f..%2fevil.html',
  '/api/cmsapi/..%2F..%2F..%2Fevil.html',
  '/api/cmsapi/..%5c..%5cevil.html',
  '/api/cmsapi/..%5C..%5C..%5Cevil.js',
  '/api/cmsapi/common/..%2f..%2f..%2fevil.html',
  '/api/cmsapi/common/%2e%2e%2f%2e%2e%2f%2e%2e%2fevil.js',
  '/api/cmsapi/common/%2e%2e/%2e%2e/%2e%2e/evil.html',
  '/api/cmsapi/common/cmsContent/..%2f..%2f..%2f..%2fevil.html',
  '/api/cmsapi/common/cmsContent/list%2f..%2f..%2f..%2f..%2f..%2fevil.html',
  '/api/cmsapi/common/..\\..\\..\\evil.html',
  '/api/cmsapi/%2e%2e%2f%2e%2e%2fapi%2fcmsapi%2fcommon%2fcmsContent%2flist',
]

describe('the forwarder (/api/cmsapi in upstream mode)', () => {
  it('never leaves the CMS prefix: a path with .., an encoded slash or a backslash is a 400', async () => {
    cms.quirks.rootFiles = true
    for (const path of ESCAPES) {
      for (const method of ['GET', 'POST']) {
        const answer =
          method === 'GET' ? await send(path) : await post(path, { pageNo: 1, pageSize: 10 })
        // A 400 of the forwarder, or (where the URL parser took the dot segments out before
        // the path reached it) the site's own not-found page.
        expect(answer.body, `${method} ${path}`).not.toContain(ROOT_FILE_MARK)
        expect([400, 404, 405], `${method} ${path}`).toContain(answer.status)
      }
    }
    // Not one of them reached the CMS host outside its calls.
    expect(cms.strays).toEqual([])
    for (const path of ESCAPES.filter((p) => /%2f|%5c/i.test(p))) {
      const answer = await send(path)
      expect(answer.status, path).toBe(400)
      expect(answer.headers['content-type'], path).toMatch(/^application\/json/)
    }
  })

  it('forwards only the calls of the contract, to the URL made from their name', async () => {
    cms.quirks.rootFiles = true
    for (const path of ['/api/cmsapi/evil.html', '/api/cmsapi/common/evil.js', '/api/cmsapi/x']) {
      const answer = await send(path)
      expect(answer.status, path).toBe(404)
      expect(answer.headers['content-type'], path).toMatch(/^application\/json/)
    }
    // A call by another method than its own is unknown too.
    expect((await send('/api/cmsapi/common/cmsContent/list')).status).toBe(404)
    expect(cms.log).toEqual([])
    expect(cms.strays).toEqual([])
    // The contract's calls still go through, percent-encoding decoded once, the query kept.
    const list = await post('/api/cmsapi/common/cms%43ontent/list', { pageNo: 1, pageSize: 2 })
    expect(list.status).toBe(200)
    expect(JSON.parse(list.body)).toMatchObject({ code: 200 })
    const seo = await send('/api/cmsapi/common/cmsAd/getPageSeo?page=%2Fabout%2Fnews')
    expect(seo.status).toBe(200)
    expect(cms.log.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST common/cmsContent/list',
      'GET common/cmsAd/getPageSeo',
    ])
    expect(cms.log[1]?.query).toEqual({ page: '/about/news' })
  })

  it('answers JSON under its own headers, never a page the CMS sent', async () => {
    cms.quirks.calls['common/cmsContent/list'] = 'html200'
    cms.quirks.calls['common/cmsApiMember/kaptcha'] = 'html200'
    for (const answer of [
      await post('/api/cmsapi/common/cmsContent/list'),
      await send('/api/cmsapi/common/cmsApiMember/kaptcha'),
    ]) {
      expect(answer.status).toBe(502)
      expect(answer.headers['content-type']).toMatch(/^application\/json/)
      expect(answer.body).not.toContain(ROOT_FILE_MARK)
      expect(answer.headers['content-security-policy']).toContain('sandbox')
      expect(answer.headers['x-content-type-options']).toBe('nosniff')
    }
    // A JSON answer under any type the CMS gave is the site's JSON.
    const ok = await send('/api/cmsapi/common/cmsPosition/campusType')
    expect(ok.status).toBe(200)
    expect(ok.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(ok.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'; sandbox",
    )
  })

  it('gives the captcha as a picture of the type its bytes show, whatever type the CMS claims', async () => {
    for (const claimed of [
      'text/html',
      'image/svg+xml',
      'image/png"><iframe srcdoc="<script>alert(1)</script>"></iframe><x y="',
    ]) {
      cms.quirks.captchaType = claimed
      const answer = await send('/api/cmsapi/common/cmsApiMember/kaptcha')
      expect(answer.status, claimed).toBe(200)
      expect(answer.headers['content-type'], claimed).toBe('image/png')
      expect(answer.headers.verkey, claimed).toMatch(/^[0-9a-f]{16}$/)
    }
  })

  it('never follows a redirect: another host of the CMS network is never asked', async () => {
    cms.quirks.redirectTo = internalUrl
    cms.quirks.calls['common/cmsContent/list'] = 'redirect'
    internalHits = 0
    const answer = await post('/api/cmsapi/common/cmsContent/list', { pageNo: 1, pageSize: 10 })
    expect(answer.status).toBe(502)
    expect(answer.body).not.toContain(INTERNAL_SECRET)
    expect(internalHits).toBe(0)
  })

  it('stops reading an answer past 5 MB, while it arrives, and answers 502', async () => {
    cms.quirks.calls['common/cmsContent/list'] = 'huge'
    const before = memoryMb()
    let peak = before.rss
    const sampler = setInterval(() => {
      peak = Math.max(peak, memoryMb().rss)
    }, 20)
    const started = performance.now()
    const answer = await post('/api/cmsapi/common/cmsContent/list', { pageNo: 1, pageSize: 10 })
    const ms = Math.round(performance.now() - started)
    clearInterval(sampler)
    const sent = cms.hugeSent()
    console.log(
      `forwarder, a ${cms.quirks.hugeBytes / 2 ** 20} MB answer: ${answer.status} in ${ms} ms; ` +
        `the CMS wrote ${(sent / 2 ** 20).toFixed(1)} MB before the site hung up; site RSS ` +
        `${before.rss} MB before, ${peak} MB at most while it came, ${memoryMb().rss} MB after`,
    )
    expect(answer.status).toBe(502)
    expect(JSON.parse(answer.body)).toMatchObject({ code: 502 })
    // The site hung up near the cap; the socket buffers hold a few MB more at most.
    expect(sent).toBeLessThan(32 * 2 ** 20)
  })
})

describe('pages in front of a hostile CMS', () => {
  it('never shows what a redirect of the CMS leads to', async () => {
    cms.quirks.redirectTo = internalUrl
    cms.quirks.calls['common/cmsContent/list'] = 'redirect'
    internalHits = 0
    const response = await fetch(`${site.url}/about/news?redirect=${Date.now()}`)
    const html = await response.text()
    expect(response.status).toBe(502)
    expect(html).not.toContain(INTERNAL_SECRET)
    expect(internalHits).toBe(0)
  })

  it('stops reading a page read past 5 MB, while it arrives', async () => {
    cms.quirks.calls['common/cmsContent/list'] = 'huge'
    const before = memoryMb()
    const response = await fetch(`${site.url}/about/news?huge=${Date.now()}`)
    await response.arrayBuffer()
    const sent = cms.hugeSent()
    console.log(
      `page, a ${cms.quirks.hugeBytes / 2 ** 20} MB answer: ${response.status}; the CMS wrote ` +
        `${(sent / 2 ** 20).toFixed(1)} MB; site RSS ${before.rss} MB before, ` +
        `${memoryMb().rss} MB after (peak of the process so far ${memoryMb().peak} MB)`,
    )
    expect(response.status).toBe(502)
    expect(sent).toBeLessThan(32 * 2 ** 20)
  })

  it('builds the captcha picture from its bytes: a forged Content-Type never reaches the page', async () => {
    const forged = 'image/png"><iframe srcdoc="<script>alert(1)</script>"></iframe><x y="'
    cms.quirks.captchaType = forged
    const picture = await fetch(`${site.url}/api/captcha?t=${Date.now()}`)
    expect(picture.status).toBe(200)
    expect(picture.headers.get('content-type')).toBe('image/png')
    expect(picture.headers.get('x-content-type-options')).toBe('nosniff')
    expect(
      Buffer.from(await picture.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG')
    const page = await (await fetch(`${site.url}/register?forged=${Date.now()}`)).text()
    expect(page).not.toContain('iframe')
    // A "picture" whose bytes are none of the picture types is no captcha at all.
    cms.quirks.captchaType = 'image/png'
    cms.quirks.calls['common/cmsApiMember/kaptcha'] = 'html200'
    const refused = await fetch(`${site.url}/api/captcha?t=${Date.now()}`)
    expect(refused.status).toBe(502)
    expect(refused.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(await refused.text()).not.toContain('<')
  })
})

describe('the page cache in front of the CMS', () => {
  it('drops a page whose refresh finds it gone, instead of serving the stale copy on', async () => {
    const path = `/about/news/detail/302?gone=${Date.now()}`
    expect((await fetch(`${site.url}${path}`)).status).toBe(200)
    const cached = await fetch(`${site.url}${path}`)
    await cached.arrayBuffer()
    expect(cached.headers.get('x-cache')).toBe('HIT')
    // The CMS unpublishes it; the cached page grows stale.
    cms.quirks.calls['common/cmsContent/detail'] = 'code404'
    await new Promise((done) => setTimeout(done, 1_200))
    const finder = await fetch(`${site.url}${path}`)
    await finder.arrayBuffer()
    expect(finder.headers.get('x-cache')).toBe('STALE')
    // Its refresh found it gone: the next visitors get the 404, not the stale copy.
    let status = 0
    for (let i = 0; i < 50; i++) {
      const next = await fetch(`${site.url}${path}`)
      await next.arrayBuffer()
      status = next.status
      if (status === 404) break
      await new Promise((done) => setTimeout(done, 100))
    }
    expect(status).toBe(404)
  })
})
