import { describe, expect, it } from 'vitest'
import {
  base,
  callFn,
  cms,
  hit,
  LIST_PAGES,
  logMark,
  logSince,
  newVisitor,
  page,
  raw,
  serverFnId,
  stackLines,
} from './helpers'

/** TanStack's own error box: visitors must never see it. */
const BUILT_IN_BOX = /Something went wrong!|Hide Error/

function isOurPage(html: string) {
  return html.includes('data-testid="site-header"') && !BUILT_IN_BOX.test(html)
}

describe('hostile input to pages', () => {
  it.each([
    ['page=abc', '?page=abc'],
    ['page=0', '?page=0'],
    ['page=-1', '?page=-1'],
    ['page=1.5', '?page=1.5'],
    ['bad percent-encoding', '?page=%E0%A4%A'],
    ['a NUL keyword', '?keyword=%00'],
    ['a 500-character keyword', `?keyword=${'k'.repeat(500)}`],
    ['numbers past every limit', '?page=99999999999999999999&category=-1&brand=1e400'],
  ])('reads %s on every list page as page 1, not as an error', async (_name, query) => {
    const mark = logMark()
    for (const path of LIST_PAGES) {
      const shown = await page(`${path}${query}`)
      expect(shown.status, `${path}${query}`).toBe(200)
      expect(isOurPage(shown.html), `${path}${query}`).toBe(true)
      expect(shown.html).not.toMatch(/Invalid type|Expected number/)
    }
    expect(stackLines(logSince(mark))).toEqual([])
  })

  it('cuts a long keyword instead of refusing it', async () => {
    const shown = await page(`/product/list?keyword=${'d'.repeat(500)}`)
    expect(shown.status).toBe(200)
    expect(shown.html).toContain(`value="${'d'.repeat(100)}"`)
    expect(shown.html).not.toContain('d'.repeat(101))
  })

  it('shows the translated 404 screen, in one frame, for ids beyond 32 bits', async () => {
    for (const path of ['/product/detail/2147483648', '/zh/about/news/detail/99999999999']) {
      const shown = await page(path)
      expect(shown.status, path).toBe(404)
      expect(isOurPage(shown.html)).toBe(true)
      expect(shown.html.match(/data-testid="site-header"/g)).toHaveLength(1)
      expect(shown.html.match(/data-testid="site-footer"/g)).toHaveLength(1)
    }
    expect((await page('/zh/no-such-page')).html).toContain('找不到此页面。')
  })

  it('answers //host, /\\x and ///x without a 500 and without leaving the site', async () => {
    const mark = logMark()
    for (const path of [
      '//evil.example',
      '//evil.example/login',
      '/\\x',
      '/\\\\evil.example',
      '///x',
    ]) {
      const answer = await raw(path)
      expect(answer.status, path).toBeLessThan(500)
      const location = answer.headers.location
      if (location) expect(new URL(location, base()).origin, path).toBe(base())
    }
    expect(stackLines(logSince(mark))).toEqual([])
  })

  it('answers methods a page does not take with 405 and Allow, not the page', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const answer = await raw('/product/list', { method })
      expect(answer.status, method).toBe(405)
      expect(answer.headers.allow).toBe('GET, HEAD')
    }
    const health = await raw('/api/health', { method: 'POST' })
    expect(health.status).toBe(405)
    expect(health.headers.allow).toBe('GET, HEAD')
  })
})

describe('hostile input to /api/cmsapi', () => {
  it('refuses ids beyond 32 bits and NUL characters with a 400 envelope', async () => {
    const mark = logMark()
    const detail = await hit('/api/cmsapi/common/cmsProduct/detail?id=2147483648')
    expect(detail.status).toBe(400)
    expect((await detail.json()).code).toBe(400)
    const ip = newVisitor()
    const list = await cms('common/cmsProduct/productlist', { keyword: 'a\u0000b' }, ip)
    expect(list.status).toBe(400)
    const form = await cms('common/cmsSurveyRecord/addItem', { type: 'x\u0000' }, ip)
    expect(form.status).toBe(400)
    expect(stackLines(logSince(mark))).toEqual([])
  })

  it('answers other methods with 405 and Allow in the envelope', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const answer = await hit('/api/cmsapi/common/cmsContent/list', { method })
      expect(answer.status, method).toBe(405)
      expect(answer.headers.get('allow')).toBe('GET, HEAD, POST')
      expect((await answer.json()).code).toBe(405)
    }
  })

  it('refuses bodies that are too large or nest too deep before parsing them', async () => {
    const ip = newVisitor()
    const big = await hit('/api/cmsapi/common/cmsContent/list', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: `"${'a'.repeat(900_000)}"`,
    })
    expect(big.status).toBe(413)
    const deep = await hit('/api/cmsapi/common/cmsContent/list', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: '['.repeat(60_000),
    })
    expect(deep.status).toBe(400)
  })
})

describe('hostile server-function calls', () => {
  const fnPath = () => `/_serverFn/${serverFnId('checkSecurityCode')}`
  const post = (path: string, body: string | Uint8Array<ArrayBuffer>, type = 'application/json') =>
    hit(path, {
      method: 'POST',
      headers: {
        'content-type': type,
        'x-tsr-serverFn': 'true',
        origin: base(),
        'sec-fetch-site': 'same-origin',
      },
      body,
    })

  it('answers each kind of malformed call with a 4xx and one log line, never a stack', async () => {
    const mark = logMark()
    const valid = JSON.stringify({ t: { t: 10, i: 0, p: { k: [], v: [] }, o: 0 }, f: 63, m: [] })
    const cases: Array<[string, Promise<Response>, number]> = [
      ['unknown id', post(`/_serverFn/${'0'.repeat(64)}`, valid), 404],
      ['not JSON', post(fnPath(), '{"t":'), 400],
      ['not a payload', post(fnPath(), '{"t":{"t":99}}'), 400],
      ['invalid UTF-8', post(fnPath(), new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])), 400],
      ['900 KB', post(fnPath(), `"${'a'.repeat(900_000)}"`), 413],
      ['deep nesting', post(fnPath(), '['.repeat(60_000)), 400],
      ['text/plain', post(fnPath(), 'x', 'text/plain'), 415],
    ]
    for (const [name, pending, status] of cases) {
      const started = performance.now()
      const answer = await pending
      await answer.arrayBuffer()
      console.log(`${name}: ${answer.status} in ${(performance.now() - started).toFixed(1)} ms`)
      expect(answer.status, name).toBe(status)
    }
    const log = logSince(mark)
    expect(stackLines(log)).toEqual([])
    expect(log.match(/server function call refused/g)?.length).toBe(cases.length)
  })

  it('answers input its schema refuses with a 400 that carries no validator text', async () => {
    const answer = await callFn('checkSecurityCode', { locale: 'xx', code: 7 }, newVisitor())
    expect(answer.status).toBe(400)
    expect(answer.text).not.toMatch(/Invalid type|Expected/)
  })
})
