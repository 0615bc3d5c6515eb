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
      NODE_ENV: 'test',
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
})
