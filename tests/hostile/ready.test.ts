import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { describe, expect, inject, it } from 'vitest'

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

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
    const port = await freePort()
    const deadPort = await freePort()
    const child = spawn('node_modules/.bin/node', ['scripts/serve.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: 'memory://',
        SEED_ON_START: '0',
        CMS_API_URL: `http://127.0.0.1:${deadPort}`,
        CMS_API_TIMEOUT_MS: '1000',
      },
      stdio: 'ignore',
    })
    try {
      let response: Response | undefined
      for (let i = 0; i < 600 && !response; i++) {
        response = await fetch(`http://127.0.0.1:${port}/api/ready`).catch(() => undefined)
        if (!response) await new Promise((r) => setTimeout(r, 100))
      }
      expect(response?.status).toBe(503)
      expect(await response?.json()).toMatchObject({ ok: false, checks: { upstream: false } })
    } finally {
      child.kill('SIGKILL')
    }
  })
})
