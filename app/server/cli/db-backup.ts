// Backs up the site DATABASE_URL names, while it runs: one file (app/server/db/site-backup.ts)
// with the database, the uploaded media (MEDIA_DIR; with S3_BUCKET, the list of the bucket's
// objects instead, the bucket being backed up by its own means) and the generated code key.
// - PGlite: a copy of the data directory, taken by the server that holds it (through its admin
//   socket) or, when none does, read here (app/server/db/backup.ts).
// - PostgreSQL: `pg_dump --format=custom` (PostgreSQL's client tools, of the server's major
//   version or newer).
// Put it back with `npm run db:restore`.
// Usage: npm run db:backup -- [--out FILE]
import './cli-log'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { codeKeyFile } from '~/server/code-key'
import { backupFreeDataDir } from '~/server/db/backup'
import { DEFAULT_DATABASE_URL, pgliteDataDir } from '~/server/db/data-dir'
import { mediaDirOf } from '~/server/db/media-dir'
import { pgDumpRun } from '~/server/db/pg-tools'
import { type Manifest, writeSiteBackup } from '~/server/db/site-backup'
import { mediaStore } from '~/server/storage/object-store'
import { CommandError, callRoute, runCommand } from './staff-call'

const USAGE = `Usage: npm run db:backup -- [--out FILE]

Backs up the database DATABASE_URL names (PGlite, or PostgreSQL with pg_dump), the uploaded
media (MEDIA_DIR) and the generated code key into one gzipped tar, while the site runs.
  --out FILE   where to write it (default: backup-<engine>-<time>.tar.gz here)
  --help       this text`

const { values } = parseArgs({
  options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
})
if (values.help) {
  console.log(USAGE)
  process.exit(0)
}
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

const mediaDir = mediaDirOf(process.env)
const store = await mediaStore()

function summary(out: string, manifest: Manifest): string {
  const media = manifest.bucket
    ? `the list of the ${manifest.bucket.objects} object${manifest.bucket.objects === 1 ? '' : 's'} (${manifest.bucket.bytes} bytes) in ${manifest.bucket.where}, not their bytes: back the bucket up by its own means (docs/deploy.md, "Backups")`
    : `${manifest.mediaFiles} media file${manifest.mediaFiles === 1 ? '' : 's'} of ${mediaDir}`
  const key = manifest.codeKey ? ', the code key' : ''
  return `written to ${out} (${statSync(out).size} bytes): the database, ${media}${key}.`
}

await runCommand(async () => {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const out = values.out ?? `backup-postgres-${stamp}.tar.gz`
    const work = mkdtempSync(join(tmpdir(), 'db-backup-'))
    try {
      const dump = join(work, 'postgres.dump')
      // The password goes to pg_dump's environment, never its command line (`ps` shows that).
      const dumping = pgDumpRun(url, dump)
      const run = spawnSync(dumping.command, dumping.args, {
        env: dumping.env,
        stdio: ['ignore', 'inherit', 'inherit'],
      })
      if (run.error) {
        throw new CommandError(
          `pg_dump did not run (${run.error.message}): install PostgreSQL's client tools (e.g. apt-get install postgresql-client) of the server's major version or newer.`,
          3,
        )
      }
      if (run.status !== 0) throw new CommandError(`pg_dump failed (exit ${run.status}).`)
      const manifest = await writeSiteBackup(out, {
        engine: 'postgres',
        database: dump,
        mediaDir,
        store,
        keyFile: undefined,
      })
      console.log(`PostgreSQL backup (pg_dump custom format) ${summary(out, manifest)}`)
      console.log('Keep CODE_HMAC_KEY with it: the codes in it are hashed under that key.')
    } finally {
      rmSync(work, { recursive: true, force: true })
    }
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
  const manifest = await writeSiteBackup(out, {
    engine: 'pglite',
    database: new Uint8Array(bytes),
    mediaDir,
    store,
    keyFile: process.env.CODE_HMAC_KEY ? undefined : codeKeyFile(process.env),
  })
  const how = 'socket' in route ? 'taken by the running server' : 'read from the directory'
  console.log(`PGlite backup of ${dataDir} (${how}) ${summary(out, manifest)}`)
  if (!manifest.codeKey) {
    console.log('Keep CODE_HMAC_KEY with it: the codes in it are hashed under that key.')
  }
})
