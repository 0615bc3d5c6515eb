import { describe, expect, it } from 'vitest'
import { freePort, startOwnServer } from './own-server'

/** The production build as an operator starts it: no NODE_ENV of the suite's, a throw-away database. */
const operator = { DATABASE_URL: 'memory://', SEED_ON_START: '0' }

describe('the production build runs with production defaults', () => {
  it('refuses to start without CODE_HMAC_KEY, even when NODE_ENV says development', async () => {
    const server = await startOwnServer({ ...operator, NODE_ENV: 'development' })
    expect(await server.exited).toBe(1)
    expect(server.output()).toContain('CODE_HMAC_KEY is not set')
    expect(server.output()).not.toMatch(/\n\s+at /)
  })

  it('starts without CODE_HMAC_KEY in upstream mode, where the CMS checks the codes', async () => {
    const server = await startOwnServer({
      NODE_ENV: 'development',
      CMS_API_URL: `http://127.0.0.1:${await freePort()}`,
    })
    try {
      const response = await server.answer('/api/health')
      expect(response?.status).toBe(200)
      expect(await response?.json()).toMatchObject({
        database: 'none',
        upstream: { reachable: false },
      })
    } finally {
      server.child.kill('SIGTERM')
      await server.exited
    }
  })

  it('names every wrong setting and what it accepts, then exits before listening', async () => {
    const server = await startOwnServer({
      ...operator,
      CODE_HMAC_KEY: 'hostile-suite-key',
      PORT: 'abc',
      DATABASE_URL: 'mysql://x',
      CMS_API_URL: 'cms.example.com',
    })
    expect(await server.exited).toBe(1)
    expect(server.output()).toContain('PORT: a port number from 1 to 65535 (got "abc")')
    expect(server.output()).toContain('DATABASE_URL: postgres://…, pglite://PATH or memory://')
    expect(server.output()).toContain('CMS_API_URL: an http:// or https:// URL')
    expect(server.output()).not.toMatch(/\n\s+at /)
  })

  it('sends HSTS when NODE_ENV says development: production is the default', async () => {
    const server = await startOwnServer({
      ...operator,
      NODE_ENV: 'development',
      CODE_HMAC_KEY: 'hostile-suite-key',
    })
    try {
      const response = await server.answer('/api/health')
      expect(response?.status).toBe(200)
      expect(response?.headers.get('strict-transport-security')).toMatch(/max-age=\d+/)
    } finally {
      server.child.kill('SIGTERM')
      await server.exited
    }
  })
})
