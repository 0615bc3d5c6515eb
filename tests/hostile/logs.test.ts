import { describe, expect, it } from 'vitest'
import { hit, logMark, logSince, newVisitor } from './helpers'
import { freePort, startOwnServer } from './own-server'

type LogLine = Record<string, unknown>

/** The log lines written since `mark`, once the request line of `id` is among them. */
async function linesUntil(mark: number, id: string): Promise<LogLine[]> {
  for (let i = 0; i < 50; i++) {
    const lines = logSince(mark)
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line): LogLine => JSON.parse(line))
    if (lines.some((line) => line.msg === 'request' && line.reqId === id)) return lines
    await new Promise((done) => setTimeout(done, 100))
  }
  throw new Error(`no request line for ${id}`)
}

/** What no log line may hold, sent the ways a visitor sends them. */
const SECRETS = {
  token: 'tok3n-never-logged-7c1d',
  password: 'Pa55word-never-logged',
  phone: '13987654321',
  smsCode: '864209',
  securityCode: 'RF7K2M9PQ4XT6WZ3',
}

describe('the request log', () => {
  it('writes one JSON line per request, never a token, password, code or phone number', async () => {
    const ip = newVisitor()
    const mark = logMark()
    const ids: string[] = []
    const send = async (path: string, init: RequestInit = {}) => {
      const response = await hit(path, init)
      await response.arrayBuffer()
      const id = response.headers.get('x-request-id') ?? ''
      expect(id).toMatch(/^[0-9a-f-]{36}$/)
      ids.push(id)
      return response
    }
    const headers = { 'x-forwarded-for': ip, 'content-type': 'application/json' }
    await send('/member/user', {
      headers: { 'x-forwarded-for': ip, cookie: `token=${SECRETS.token}` },
    })
    await send('/api/cmsapi/common/cmsApiMember/info', {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${SECRETS.token}` },
      body: '{}',
    })
    await send('/api/cmsapi/common/cmsApiMember/login', {
      method: 'POST',
      headers,
      body: JSON.stringify({ account: SECRETS.phone, password: SECRETS.password }),
    })
    await send(
      `/api/cmsapi/common/cmsApiMember/checkCode?phone=${SECRETS.phone}&code=${SECRETS.smsCode}`,
      { headers: { 'x-forwarded-for': ip } },
    )
    await send(`/service/modules/fwcheck?code=${SECRETS.securityCode}`, {
      headers: { 'x-forwarded-for': ip },
    })
    const lines = await linesUntil(mark, ids[ids.length - 1] ?? '')
    const text = logSince(mark)
    for (const secret of Object.values(SECRETS)) expect(text).not.toContain(secret)

    const requests = lines.filter(
      (line) => line.msg === 'request' && ids.includes(String(line.reqId)),
    )
    expect(requests.map((line) => line.reqId)).toEqual(ids)
    expect(requests[0]).toMatchObject({
      level: 'info',
      method: 'GET',
      path: '/member/user',
      ip,
    })
    expect(requests[4]).toMatchObject({ path: '/service/modules/fwcheck', status: 200 })
    for (const line of requests) {
      expect(typeof line.status).toBe('number')
      expect(typeof line.ms).toBe('number')
      expect(line.bytes).toBeGreaterThan(0)
      expect(String(line.time)).toMatch(/^\d{4}-\d\d-\d\dT/)
    }
  })

  it('says whether the page cache answered', async () => {
    const path = `/about/honor?log=${Date.now()}`
    const ip = newVisitor()
    const mark = logMark()
    const first = await hit(path, { headers: { 'x-forwarded-for': ip } })
    await first.arrayBuffer()
    const second = await hit(path, { headers: { 'x-forwarded-for': ip } })
    await second.arrayBuffer()
    const id = second.headers.get('x-request-id') ?? ''
    const lines = await linesUntil(mark, id)
    const cache = (reqId: string | null) =>
      lines.find((line) => line.msg === 'request' && line.reqId === reqId)?.cache
    expect(cache(first.headers.get('x-request-id'))).toBe('MISS')
    expect(cache(id)).toBe('HIT')
  })

  it('keeps the X-Request-Id of a trusted proxy when it is sane, and makes one otherwise', async () => {
    const ip = newVisitor()
    const kept = await hit('/api/health', {
      headers: { 'x-forwarded-for': ip, 'x-request-id': 'edge-4f2a9c.17' },
    })
    expect(kept.headers.get('x-request-id')).toBe('edge-4f2a9c.17')
    const replaced = await hit('/api/health', {
      headers: { 'x-forwarded-for': ip, 'x-request-id': '<script>alert(1)</script>' },
    })
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('never puts a request id in a page a shared cache keeps (pages, the not-found page)', async () => {
    const ip = newVisitor()
    for (const path of [`/about/culture?id=${Date.now()}`, `/no-such-page-${Date.now()}`]) {
      const response = await hit(path, { headers: { 'x-forwarded-for': ip } })
      const id = response.headers.get('x-request-id') ?? ''
      expect(response.headers.get('cache-control')).toMatch(/^public/)
      expect(id).not.toBe('')
      expect(await response.text()).not.toContain(id)
    }
  })
})

describe('the error screen of a failure', () => {
  it('shows the request id, which the answer and the log name, and is never shared', async () => {
    // Upstream mode with a CMS that does not answer: a page that needs content is a 502 of ours.
    const server = await startOwnServer({
      DATABASE_URL: 'memory://',
      SEED_ON_START: '0',
      CMS_API_URL: `http://127.0.0.1:${await freePort()}`,
      CMS_API_TIMEOUT_MS: '1000',
    })
    try {
      await server.answer('/api/health')
      const ids: string[] = []
      for (const path of ['/about/news', '/zh/about/news']) {
        const response = await fetch(`${server.url}${path}`)
        const id = response.headers.get('x-request-id') ?? ''
        const html = await response.text()
        expect(response.status).toBe(502)
        expect(response.headers.get('cache-control')).toBe('no-store')
        expect(html).toContain('data-testid="error-request-id"')
        expect(html).toContain(id)
        ids.push(id)
      }
      // The same visitor's next try is a new request with a new id.
      const again = await fetch(`${server.url}/about/news`)
      await again.arrayBuffer()
      expect(ids).not.toContain(again.headers.get('x-request-id'))
      // The log's line of each failed request names it, so a quoted id leads to it.
      let logged: LogLine[] = []
      for (let i = 0; i < 50 && logged.length < ids.length; i++) {
        await new Promise((done) => setTimeout(done, 100))
        logged = server
          .output()
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line): LogLine => JSON.parse(line))
          .filter((line) => line.msg === 'request' && ids.includes(String(line.reqId)))
      }
      expect(logged.map((line) => line.status)).toEqual([502, 502])
    } finally {
      server.child.kill('SIGKILL')
    }
  })
})
