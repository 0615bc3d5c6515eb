// Restores a backup made by `npm run db:backup` into the database DATABASE_URL names. Stop the
// site first: a restore replaces the whole database.
// - PGlite (a .tar.gz): into the data directory; a directory that holds a database is moved
//   aside (never deleted) with --replace, and refused without it.
// - PostgreSQL (pg_dump custom format): `pg_restore --clean --if-exists` in one transaction.
// Usage: npm run db:restore -- FILE [--replace]
import './cli-log.ts'
import { spawnSync } from 'node:child_process'
import { parseArgs } from 'node:util'
import { backupKind, restorePglite } from '../app/server/db/backup.ts'
import { DEFAULT_DATABASE_URL, lockHolder, pgliteDataDir } from '../app/server/db/data-dir.ts'
import { CommandError, readInputFile, runCommand } from './staff-call.ts'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { replace: { type: 'boolean', default: false } },
})
const url = process.env.DATABASE_URL || DEFAULT_DATABASE_URL

await runCommand(async () => {
  const file = positionals[0]
  if (!file) throw new CommandError('Usage: npm run db:restore -- FILE [--replace]', 2)
  const bytes = readInputFile(file)
  const kind = backupKind(bytes.subarray(0, 8))
  const postgres = /^postgres(ql)?:\/\//.test(url)
  if (kind === 'unknown') {
    throw new CommandError(`${file} is not a backup of npm run db:backup (PGlite or pg_dump).`, 2)
  }
  if (kind === 'pg_dump') {
    if (!postgres) {
      throw new CommandError(
        `${file} is a PostgreSQL backup: set DATABASE_URL to the postgres://… database to restore it into.`,
        2,
      )
    }
    const run = spawnSync(
      'pg_restore',
      [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--no-privileges',
        '--single-transaction',
        '--exit-on-error',
        `--dbname=${url}`,
        file,
      ],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    )
    if (run.error) {
      throw new CommandError(
        `pg_restore did not run (${run.error.message}): install PostgreSQL's client tools.`,
        3,
      )
    }
    if (run.status !== 0) throw new CommandError(`pg_restore failed (exit ${run.status}).`)
    console.log(`Restored ${file} into the PostgreSQL database.`)
    return
  }
  const dataDir = pgliteDataDir(url)
  if (dataDir === undefined) {
    throw new CommandError(
      `${file} is a PGlite backup: set DATABASE_URL to the pglite://PATH to restore it into.`,
      2,
    )
  }
  const holder = lockHolder(dataDir)
  if (holder !== undefined) {
    throw new CommandError(
      `${dataDir} is in use by process ${holder}: stop the site before restoring its database.`,
      3,
    )
  }
  try {
    const result = await restorePglite(dataDir, new Blob([new Uint8Array(bytes)]), {
      replace: values.replace,
    })
    if (result.movedAside) console.log(`The database that was there is now ${result.movedAside}.`)
    console.log(`Restored ${file} into ${dataDir} (${result.migrations} migrations applied).`)
  } catch (error) {
    throw new CommandError(error instanceof Error ? error.message : String(error))
  }
})
