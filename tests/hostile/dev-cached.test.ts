// `npm run dev:cached` (scripts/dev-cached.ts, README "Commands"): the production front on a
// desk. On a current build it serves at once, and through the page cache, as production does
// (`npm run dev` has none). Its rebuild on a change is the watcher of
// tests/unit/build-freshness.test.ts and the build itself.
import { spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { staleBuild } from '../../scripts/build-freshness.ts'
import { freePort } from './own-server.ts'

describe('npm run dev:cached', () => {
  let stop: () => Promise<void> = async () => {}
  afterAll(() => stop())

  it('serves the current build through the page cache, without building it again', async () => {
    expect(staleBuild(process.cwd())).toBeUndefined()
    const port = await freePort()
    const child = spawn(resolve('node_modules/.bin/node'), ['scripts/dev-cached.ts'], {
      env: {
        PATH: process.env.PATH,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: 'memory://',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout?.on('data', (chunk) => {
      output += chunk
    })
    child.stderr?.on('data', (chunk) => {
      output += chunk
    })
    const exited = new Promise((done) => child.once('exit', done))
    stop = async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM')
        await exited
      }
    }
    const url = `http://127.0.0.1:${port}/zh`
    let first: Response | undefined
    for (let i = 0; i < 900 && child.exitCode === null && !first; i++) {
      first = await fetch(url).catch(() => undefined)
      if (!first) await new Promise((r) => setTimeout(r, 100))
    }
    expect(first?.status, output).toBe(200)
    expect(first?.headers.get('x-cache')).toBe('MISS')
    const second = await fetch(url)
    expect(second.status).toBe(200)
    expect(second.headers.get('x-cache')).toBe('HIT')
    expect(await second.text()).toContain('<html lang="zh')
    expect(output).not.toContain('building')
    // Stopped, it stops its server too: the port is free again.
    await stop()
    expect(await fetch(url).catch(() => 'refused')).toBe('refused')
  })
})
