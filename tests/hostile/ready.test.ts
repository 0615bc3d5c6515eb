import { describe, expect, inject, it } from 'vitest'
import { freePort, startOwnServer } from './own-server'

describe('/api/ready', () => {
  it('is 200 when the database answers and has every migration of the build', async () => {
    const response = await fetch(`${inject('baseUrl')}/api/ready`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({
      ok: true,
      checks: { database: true, migrations: true },
    })
  })

  it('is 503 in upstream mode while the CMS does not answer', async () => {
    const server = await startOwnServer({
      DATABASE_URL: 'memory://',
      SEED_ON_START: '0',
      CMS_API_URL: `http://127.0.0.1:${await freePort()}`,
      CMS_API_TIMEOUT_MS: '1000',
    })
    try {
      const response = await server.answer('/api/ready')
      expect(response?.status).toBe(503)
      expect(await response?.json()).toMatchObject({ ok: false, checks: { upstream: false } })
    } finally {
      server.child.kill('SIGKILL')
    }
  })

  it('while PostgreSQL does not answer: liveness 200, readiness 503, one log line for the outage', async () => {
    const server = await startOwnServer({
      DATABASE_URL: 'postgres://site:hunter2-secret@127.0.0.1:1/site',
      CODE_HMAC_KEY: 'hostile-suite-key',
      SITE_URL: 'http://127.0.0.1',
    })
    try {
      const health = await server.answer('/api/health')
      expect(health?.status).toBe(200)
      expect((await fetch(`${server.url}/api/ready`)).status).toBe(503)
      // Pages that need the database fail (each asks it several times).
      for (const path of ['/', '/zh/product/list', '/service/network']) {
        const page = await fetch(`${server.url}${path}`)
        expect(page.status, path).not.toBe(200)
        await page.arrayBuffer()
      }
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200)
      const lines = server
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line))
      const outage = lines.filter((line) => line.msg?.startsWith('database unavailable'))
      expect(outage).toHaveLength(1)
      expect(outage[0]).toMatchObject({ level: 'error', code: 'ECONNREFUSED' })
      // No stack per failed call, and never the password.
      expect(lines.filter((line) => line.err?.stack).length).toBeLessThanOrEqual(1)
      expect(server.output()).not.toContain('hunter2-secret')
    } finally {
      await server.stop()
    }
  })
})
