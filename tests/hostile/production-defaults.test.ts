import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { describe, expect, it } from 'vitest'

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

/** Starts the production build as an operator would, with `env` on top of no NODE_ENV. */
function serve(env: Record<string, string>) {
  const { NODE_ENV: _, CODE_HMAC_KEY: __, ...inherited } = process.env
  const child = spawn('node_modules/.bin/node', ['scripts/serve.ts'], {
    env: {
      ...inherited,
      HOST: '127.0.0.1',
      DATABASE_URL: 'memory://',
      SEED_ON_START: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => {
    output += chunk
  })
  child.stderr.on('data', (chunk) => {
    output += chunk
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  return { child, exited, output: () => output }
}

describe('the production build runs with production defaults', () => {
  it('refuses to start without CODE_HMAC_KEY, even when NODE_ENV says development', async () => {
    const port = await freePort()
    const server = serve({ NODE_ENV: 'development', PORT: String(port) })
    expect(await server.exited).toBe(1)
    expect(server.output()).toContain('CODE_HMAC_KEY is not set')
    expect(server.output()).not.toMatch(/\n\s+at /)
  })

  it('names every wrong setting and what it accepts, then exits before listening', async () => {
    const server = serve({
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
    const port = await freePort()
    const server = serve({
      NODE_ENV: 'development',
      PORT: String(port),
      CODE_HMAC_KEY: 'hostile-suite-key',
    })
    try {
      let response: Response | undefined
      for (let i = 0; i < 900 && !response; i++) {
        response = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined)
        if (!response) await new Promise((r) => setTimeout(r, 100))
      }
      expect(response?.status).toBe(200)
      expect(response?.headers.get('strict-transport-security')).toMatch(/max-age=\d+/)
    } finally {
      server.child.kill('SIGTERM')
      await server.exited
    }
  })
})
