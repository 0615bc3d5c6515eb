import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, dirname, join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { freePort, startOwnServer } from './own-server'

/**
 * The final stage's COPY lines of the Dockerfile, as [source in this checkout, destination]: one
 * source to a path, or several into a directory (a destination ending in /).
 */
function imageFiles(): Array<[string, string]> {
  const dockerfile = readFileSync('Dockerfile', 'utf8')
  const finalStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '))
  return [...finalStage.matchAll(/^COPY\s+(?:--from=\w+\s+)?(.+)$/gm)].flatMap((match) => {
    const parts = (match[1] ?? '').trim().split(/\s+/)
    const to = parts.pop() ?? ''
    return parts.map((part): [string, string] => {
      const from = part.replace(/^\/app\//, '')
      return [from, to.endsWith('/') ? `${to}${basename(from)}` : to]
    })
  })
}

describe('the container image', () => {
  it('copies every file the production server needs: it starts and serves pages from them', async () => {
    const files = imageFiles()
    // The image starts what startOwnServer starts below.
    expect(readFileSync('Dockerfile', 'utf8')).toMatch(
      /^CMD \["node", "dist\/server\/serve\.js"\]$/m,
    )
    expect(files.map(([, to]) => to)).toContain('./dist')
    // The server and the commands are entries of the build: no source file is copied.
    expect(files.map(([from]) => from).sort()).toEqual([
      'dist',
      'drizzle',
      'node_modules',
      'package-lock.json',
      'package.json',
    ])
    // The image's /app, made of the Dockerfile's copies (node_modules: this checkout's).
    const app = mkdtempSync(join(tmpdir(), 'image-'))
    for (const [from, to] of files) {
      const target = join(app, to)
      mkdirSync(dirname(target), { recursive: true })
      if (from === 'node_modules') symlinkSync(resolve(from), target)
      else cpSync(from, target, { recursive: true })
    }
    const port = await freePort()
    const server = await startOwnServer(
      {
        NODE_ENV: 'production',
        PORT: String(port),
        DATABASE_URL: `pglite://${join(app, 'data', 'pglite')}`,
        MEDIA_DIR: join(app, 'data', 'media'),
        CODE_HMAC_KEY: 'image-files-test-key',
        SITE_URL: `http://127.0.0.1:${port}`,
      },
      app,
    )
    const base = server.url
    try {
      const health = await server.answer('/api/health')
      expect(server.output()).not.toMatch(/\n\s+at /)
      expect(health?.status).toBe(200)
      for (const path of ['/', '/zh/product/list', '/service/network', '/api/ready']) {
        expect((await fetch(`${base}${path}`)).status, path).toBe(200)
      }
      const html = await (await fetch(`${base}/`)).text()
      // The page's entry script, which the loader starts after the first paint.
      const script = /data-entry="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
      expect(script).toBeTruthy()
      expect((await fetch(`${base}${script}`)).status).toBe(200)

      // The operator's commands run from the image's files too, while the site serves.
      const env = { ...process.env, DATABASE_URL: `pglite://${join(app, 'data', 'pglite')}` }
      for (let i = 0; i < 100 && !existsSync(join(app, 'data', 'pglite.sock')); i++) {
        await new Promise((done) => setTimeout(done, 100))
      }
      const run = (script: string, ...args: string[]) =>
        spawnSync(resolve('node_modules/.bin/node'), [`dist/server/${script}.js`, ...args], {
          cwd: app,
          env,
          encoding: 'utf8',
        })
      const exported = run('forms-export', '--type', 'join')
      expect(exported.stderr).toBe('')
      expect(exported.stdout).toMatch(/^\uFEFFNumber,Type,"Submitted at \(China time, UTC\+8\)"/)
      const backup = run('db-backup', '--out', join(app, 'backup.tar.gz'))
      expect(backup.stdout).toContain('taken by the running server')
    } finally {
      server.child.kill('SIGKILL')
    }
  })
})
