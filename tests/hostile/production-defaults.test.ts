import { once } from 'node:events'
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { freePort, type OwnServer, startOwnServer } from './own-server'

/** How a server's start ended: its exit code, or 'listening' once it answered. */
async function startOutcome(server: OwnServer): Promise<number | null | 'listening'> {
  return await Promise.race([
    server.exited,
    server.answer('/api/health').then((response) => (response ? 'listening' : 'no answer')),
  ]).then((outcome) => (outcome === 'no answer' ? server.exited : outcome))
}

/** The production build as an operator starts it: no NODE_ENV of the suite's, a throw-away database. */
const operator = { DATABASE_URL: 'memory://', SEED_ON_START: '0' }

/** Starts a server with `env`, hands it to `use`, and stops it (SIGTERM) whatever happened. */
async function withServer<T>(
  env: Record<string, string | undefined>,
  use: (server: OwnServer) => Promise<T>,
): Promise<T> {
  const server = await startOwnServer(env)
  try {
    return await use(server)
  } finally {
    await server.stop()
  }
}

/** With a key, under NODE_ENV=`nodeEnv`, the server answers and sends HSTS. */
async function expectHstsUnder(nodeEnv: string) {
  await withServer(
    { ...operator, NODE_ENV: nodeEnv, CODE_HMAC_KEY: 'hostile-suite-key' },
    async (server) => {
      const response = await server.answer('/api/health')
      expect(response?.status, nodeEnv).toBe(200)
      expect(response?.headers.get('strict-transport-security'), nodeEnv).toMatch(/max-age=\d+/)
    },
  )
}

describe('the production build runs with production defaults', () => {
  it('refuses to start without CODE_HMAC_KEY on PostgreSQL, even when NODE_ENV says development', async () => {
    const server = await startOwnServer({
      ...operator,
      NODE_ENV: 'development',
      DATABASE_URL: 'postgres://site:hunter2-password@127.0.0.1:1/site',
    })
    expect(await server.exited).toBe(1)
    expect(server.output()).toContain('CODE_HMAC_KEY is not set')
    expect(server.output()).not.toContain('hunter2-password')
    expect(server.output()).not.toMatch(/\n\s+at /)
  })

  it('without CODE_HMAC_KEY on PGlite makes a key file once (0600) and starts on it again', async () => {
    const work = mkdtempSync(join(tmpdir(), 'code-key-start-'))
    const dataDir = join(work, 'pglite')
    const env = { DATABASE_URL: `pglite://${dataDir}`, SEED_ON_START: '0' }
    try {
      for (const start of ['first', 'second']) {
        await withServer(env, async (server) => {
          expect((await server.answer('/api/ready'))?.status, start).toBe(200)
          const made = server.output().includes('a new code key was made')
          expect(made, start).toBe(start === 'first')
        })
      }
      expect(statSync(`${dataDir}.code-key`).mode & 0o777).toBe(0o600)
      // A container (NODE_ENV=production) makes none up: a new directory without a key is refused.
      const container = await startOwnServer({
        NODE_ENV: 'production',
        DATABASE_URL: `pglite://${join(work, 'other')}`,
      })
      expect(await container.exited).toBe(1)
      expect(container.output()).toContain('CODE_HMAC_KEY is not set')
    } finally {
      rmSync(work, { recursive: true, force: true })
    }
  }, 300_000)

  it('says the port is in use in one line and exits 1, without a stack trace', async () => {
    const port = await freePort()
    const holder = createServer().listen(port, '127.0.0.1')
    await once(holder, 'listening')
    try {
      const server = await startOwnServer({
        ...operator,
        PORT: String(port),
        SITE_URL: 'http://a.example',
      })
      expect(await server.exited).toBe(1)
      expect(server.output()).toContain(
        `The server cannot start: 127.0.0.1 port ${port} is in use by another process: stop it, or set PORT to a free port.`,
      )
      expect(server.output()).not.toMatch(/\n\s+at /)
    } finally {
      holder.close()
    }
  })

  it('refuses to start without SITE_URL under NODE_ENV=production, and warns without it otherwise', async () => {
    const container = await startOwnServer({ ...operator, NODE_ENV: 'production' })
    expect(await container.exited).toBe(1)
    expect(container.output()).toContain(
      'SITE_URL is not set. With NODE_ENV=production it is required',
    )

    await withServer(operator, async (desk) => {
      expect((await desk.answer('/api/health'))?.status).toBe(200)
      expect(desk.output()).toContain(
        'SITE_URL is not set: canonical links, hreflang and the sitemap point at localhost',
      )
    })
  })

  it('starts without CODE_HMAC_KEY in upstream mode, where the CMS checks the codes, and takes no PGlite lock', async () => {
    // Another process holds the PGlite directory DATABASE_URL names: upstream mode opens none.
    const work = mkdtempSync(join(tmpdir(), 'upstream-lock-'))
    writeFileSync(join(work, 'pglite.lock'), String(process.pid))
    const env = {
      NODE_ENV: 'development',
      CMS_API_URL: `http://127.0.0.1:${await freePort()}`,
      DATABASE_URL: `pglite://${join(work, 'pglite')}`,
    }
    try {
      await withServer(env, async (server) => {
        const response = await server.answer('/api/health')
        expect(response?.status).toBe(200)
        expect(await response?.json()).toMatchObject({
          database: 'none',
          upstream: { reachable: false },
        })
        expect(server.output()).not.toContain('in use by another process')
      })
    } finally {
      rmSync(work, { recursive: true, force: true })
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
    await expectHstsUnder('development')
  })

  it('turns no production default off for NODE_ENV=test: the key is needed, HSTS is sent', async () => {
    const keyless = await startOwnServer({
      ...operator,
      NODE_ENV: 'test',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/site',
    })
    try {
      expect(await startOutcome(keyless)).toBe(1)
      expect(keyless.output()).toContain('CODE_HMAC_KEY is not set')
    } finally {
      if (keyless.child.exitCode === null) keyless.child.kill('SIGKILL')
    }
    await expectHstsUnder('test')
  })

  it('refuses at start-up a fixed SMS code or captcha answer without its ALLOW_TEST_ flag', async () => {
    const answers: Array<[name: string, value: string, flag: string]> = [
      ['SMS_TEST_CODE', '246810', 'ALLOW_TEST_SMS_CODE'],
      ['CAPTCHA_TEST_ANSWER', 'anything', 'ALLOW_TEST_CAPTCHA'],
    ]
    for (const [name, value, flag] of answers) {
      // NODE_ENV=test, which once let the fixed SMS code reset any member's password.
      for (const env of ['test', 'production']) {
        const server = await startOwnServer({
          ...operator,
          NODE_ENV: env,
          CODE_HMAC_KEY: 'hostile-suite-key',
          [name]: value,
        })
        try {
          expect(await startOutcome(server), `${name} with NODE_ENV=${env}`).toBe(1)
          expect(server.output()).toContain(`${name}: `)
          expect(server.output()).toContain(`${flag}=1`)
          expect(server.output()).not.toMatch(/\n\s+at /)
        } finally {
          if (server.child.exitCode === null) server.child.kill('SIGKILL')
        }
      }
    }
  })
})
