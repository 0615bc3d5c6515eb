// db:backup and db:restore on PostgreSQL: the password never on a command line (`ps` shows
// every process's arguments to every user), and a restore onto a database that site processes
// serve from is refused unless asked for, then purges every instance's caches.
import { spawnSync } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { ContentPurge } from '~/server/process/purge-bus'
import { listenForContentPurges } from '~/server/staff/purge'
import { pgDumpRun, pgRestoreRun, pgToolConnection, servingConnections } from './pg-tools'
import { scratchPostgresDatabase } from './test-db'

const SECRET = 'dummy-S3cret:/@pw'
const URL_WITH_SECRET = `postgres://site:${encodeURIComponent(SECRET)}@db.internal:5432/site?sslmode=require`

describe('the client tools’ command line', () => {
  it('names the database without the password, which goes to the child’s environment', () => {
    for (const run of [
      pgDumpRun(URL_WITH_SECRET, '/tmp/out.dump', { PATH: '/usr/bin' }),
      pgRestoreRun(URL_WITH_SECRET, '/tmp/in.dump', { PATH: '/usr/bin' }),
    ]) {
      const argv = [run.command, ...run.args].join(' ')
      expect(argv).not.toContain('S3cret')
      expect(argv).not.toContain(encodeURIComponent(SECRET))
      expect(argv).toContain('--dbname=postgres://site@db.internal:5432/site?sslmode=require')
      expect(run.env.PGPASSWORD).toBe(SECRET)
      expect(run.env.PATH).toBe('/usr/bin')
    }
  })

  it('takes a password given as a parameter off the command line too', () => {
    const connection = pgToolConnection(
      'postgres://site@db/site?password=hunter2&sslmode=disable',
      {},
    )
    expect(connection.dbname).toBe('postgres://site@db/site?sslmode=disable')
    expect(connection.env.PGPASSWORD).toBe('hunter2')
  })

  it('leaves the environment’s own password alone when the URL has none', () => {
    const connection = pgToolConnection('postgres://site@db/site', { PGPASSWORD: 'from-env' })
    expect(connection.env.PGPASSWORD).toBe('from-env')
    expect(pgToolConnection('postgres://site@db/site', {}).env.PGPASSWORD).toBeUndefined()
  })
})

const base = process.env.TEST_DATABASE_URL

describe.skipIf(!base)('db:backup and db:restore on a PostgreSQL database', () => {
  const work = mkdtempSync(join(tmpdir(), 'pg-tools-test-'))
  const drops: Array<() => Promise<unknown>> = []
  afterAll(async () => {
    for (const drop of drops.reverse()) await drop()
    rmSync(work, { recursive: true, force: true })
  })

  /**
   * pg_dump and pg_restore as the commands find them on PATH: each writes down the arguments
   * it was started with (what `ps` shows) and the password in its environment, then runs the
   * real tool with exactly those.
   */
  function recordingTools(): {
    path: string
    seen: (tool: string) => { argv: string; password: string }
  } {
    const bin = join(work, 'bin')
    mkdirSync(bin, { recursive: true })
    for (const tool of ['pg_dump', 'pg_restore']) {
      const real = spawnSync('sh', ['-c', `command -v ${tool}`], { encoding: 'utf8' }).stdout.trim()
      const script = join(bin, tool)
      writeFileSync(
        script,
        `#!/bin/sh\nprintf '%s\\n' "$0" "$@" > "${bin}/${tool}.argv"\nprintf '%s' "$PGPASSWORD" > "${bin}/${tool}.password"\nexec ${real} "$@"\n`,
      )
      chmodSync(script, 0o755)
    }
    return {
      path: `${bin}:${process.env.PATH}`,
      seen: (tool) => ({
        argv: readFileSync(join(bin, `${tool}.argv`), 'utf8'),
        password: readFileSync(join(bin, `${tool}.password`), 'utf8'),
      }),
    }
  }

  /** Runs a command from its source (tsx; the build's entry is made of the same file). */
  function run(script: string, args: string[], env: Record<string, string>) {
    const result = spawnSync(
      resolve('node_modules/.bin/node'),
      ['--import', 'tsx', script, ...args],
      {
        env: { ...process.env, SEED_ON_START: '0', ...env },
        encoding: 'utf8',
      },
    )
    return { status: result.status, output: `${result.stdout}${result.stderr}` }
  }

  async function query<T>(url: string, text: string): Promise<T[]> {
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      return (await client.query(text)).rows
    } finally {
      await client.end()
    }
  }

  it('keeps the password off argv, and restores onto a served database only when asked, then purges every instance', async () => {
    const scratch = await scratchPostgresDatabase(base ?? '', 'pgtools')
    drops.push(scratch.drop)
    // Trust authentication on the test server: the password is never asked for, but the
    // commands are given one and must not show it.
    const url = new URL(scratch.url)
    url.username = url.username || 'postgres'
    url.password = SECRET
    const secretUrl = url.toString()
    await query(secretUrl, "create table shelf (item text); insert into shelf values ('before')")

    const tools = recordingTools()
    const env = { DATABASE_URL: secretUrl, MEDIA_DIR: join(work, 'media'), PATH: tools.path }
    const backupFile = join(work, 'site.tar.gz')
    const backup = run('app/server/cli/db-backup.ts', ['--out', backupFile], env)
    expect(backup.output).toContain('PostgreSQL backup')
    expect(backup.status).toBe(0)
    const dumped = tools.seen('pg_dump')
    expect(dumped.argv).toContain('--dbname=')
    expect(dumped.argv).not.toContain('S3cret')
    expect(dumped.argv).not.toContain(encodeURIComponent(SECRET))
    expect(dumped.password).toBe(SECRET)

    await query(secretUrl, "update shelf set item = 'after'")
    // A site process serving from the database: its purge listener, as boot.ts starts it.
    const purges: ContentPurge[] = []
    const stop = await listenForContentPurges(secretUrl, (purge) => purges.push(purge))
    try {
      expect(await servingConnections(secretUrl)).toHaveLength(1)

      const refused = run('app/server/cli/db-restore.ts', [backupFile], env)
      expect(refused.status).toBe(3)
      expect(refused.output).toContain('1 site process serves from this database')
      expect(refused.output).toContain('--live')
      expect(await query(secretUrl, 'select item from shelf')).toEqual([{ item: 'after' }])

      const restored = run('app/server/cli/db-restore.ts', [backupFile, '--live'], env)
      expect(restored.output).toContain(
        'Told every site instance on this database to drop its caches',
      )
      expect(restored.status).toBe(0)
      expect(await query(secretUrl, 'select item from shelf')).toEqual([{ item: 'before' }])
      const restoring = tools.seen('pg_restore')
      expect(restoring.argv).toContain('--dbname=')
      expect(restoring.argv).not.toContain('S3cret')
      expect(restoring.password).toBe(SECRET)
      // The serving process hears it: it drops every cached page and content read.
      for (let i = 0; i < 50 && purges.length === 0; i++)
        await new Promise((r) => setTimeout(r, 100))
      expect(purges).toEqual([{ paths: 'all' }])
    } finally {
      await stop()
    }
    // With nobody serving, no flag is needed.
    expect(await servingConnections(secretUrl)).toEqual([])
    const again = run('app/server/cli/db-restore.ts', [backupFile, '--replace'], env)
    expect(again.status).toBe(0)
  }, 240_000)

  it('explains its flags', () => {
    const help = run('app/server/cli/db-restore.ts', ['--help'], { DATABASE_URL: base ?? '' })
    expect(help.status).toBe(0)
    expect(help.output).toContain('--live')
    expect(help.output).toContain('--replace')
    const backupHelp = run('app/server/cli/db-backup.ts', ['--help'], { DATABASE_URL: base ?? '' })
    expect(backupHelp.status).toBe(0)
    expect(backupHelp.output).toContain('--out FILE')
  }, 60_000)
})
