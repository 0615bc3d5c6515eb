// Backs up the database DATABASE_URL names, while the site runs.
// - PGlite: a gzipped tar of the data directory, taken by the server that holds it (through its
//   admin socket) or, when none does, read here (app/server/db/backup.ts).
// - PostgreSQL: `pg_dump --format=custom` (PostgreSQL's client tools, of the server's major
//   version or newer); restore it with `npm run db:restore` or pg_restore.
// Usage: npm run db:backup -- [--out FILE]
import './cli-log.ts'
import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { parseArgs } from 'node:util'
import { backupFreeDataDir } from '../app/server/db/backup.ts'
import { DEFAULT_DATABASE_URL, pgliteDataDir } from '../app/server/db/data-dir.ts'
import { CommandError, callRoute, runCommand } from './staff-call.ts'

const { values } = parseArgs({ options: { out: { type: 'string' } } })
const url = process.env.DATABASE_URL || DEFAULT_DATABASE_URL
const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19)

/** GET /backup on the admin socket of the server holding the directory. */
function backupThrough(socketPath: string): Promise<Buffer> {
  return new Promise((done, fail) => {
    request({ socketPath, path: '/backup', method: 'GET' }, (answer) => {
      const chunks: Buffer[] = []
      answer.on('data', (chunk: Buffer) => chunks.push(chunk))
      answer.on('error', fail)
      answer.on('end', () => {
        const body = Buffer.concat(chunks)
        if (answer.statusCode === 200) done(body)
        else fail(new CommandError(body.toString('utf8').slice(0, 500)))
      })
    })
      .on('error', (error) =>
        fail(new CommandError(`Could not reach the running server (${error.message}).`, 3)),
      )
      .end()
  })
}

await runCommand(async () => {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const out = values.out ?? `backup-postgres-${stamp}.dump`
    const run = spawnSync(
      'pg_dump',
      ['--format=custom', '--no-owner', '--no-privileges', `--file=${out}`, `--dbname=${url}`],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    )
    if (run.error) {
      throw new CommandError(
        `pg_dump did not run (${run.error.message}): install PostgreSQL's client tools (e.g. apt-get install postgresql-client) of the server's major version or newer.`,
        3,
      )
    }
    if (run.status !== 0) throw new CommandError(`pg_dump failed (exit ${run.status}).`)
    console.log(`PostgreSQL backup written to ${out} (pg_dump custom format).`)
    return
  }
  const dataDir = pgliteDataDir(url)
  if (dataDir === undefined) {
    throw new CommandError('An in-memory database (memory://) has nothing to back up.', 2)
  }
  const out = values.out ?? `backup-pglite-${stamp}.tar.gz`
  const route = callRoute()
  const bytes =
    'socket' in route
      ? await backupThrough(route.socket)
      : Buffer.from(await (await backupFreeDataDir(dataDir)).arrayBuffer())
  writeFileSync(out, bytes)
  const how = 'socket' in route ? 'taken by the running server' : 'read from the directory'
  console.log(`PGlite backup of ${dataDir} (${how}) written to ${out}, ${bytes.byteLength} bytes.`)
})
