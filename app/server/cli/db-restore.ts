// Restores a backup made by `npm run db:backup` into the site DATABASE_URL (and MEDIA_DIR)
// names. Stop the site first: a restore replaces the whole database.
// - The database: PGlite into the data directory; a directory that holds a database is moved
//   aside (never deleted) with --replace, and refused without it. PostgreSQL: `pg_restore
//   --clean --if-exists` in one transaction.
// - The media folder and the code key file: what is there is moved aside with --replace (and
//   refused without it), then the backup's copies take their place.
// Everything is checked before anything is changed. Older backups (a bare PGlite copy, a pg_dump
// file) are restored too: the database alone.
// Usage: npm run db:restore -- FILE [--replace]
import './cli-log'
import { spawnSync } from 'node:child_process'
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
} from 'node:fs'
import { dirname, join } from 'node:path'
import { parseArgs } from 'node:util'
import { codeKeyFileOf } from '~/server/code-key'
import { backupKind, restorePglite } from '~/server/db/backup'
import { DEFAULT_DATABASE_URL, lockHolder, pgliteDataDir } from '~/server/db/data-dir'
import { mediaDirOf } from '~/server/db/media-dir'
import {
  isSiteBackup,
  KEY_ENTRY,
  MEDIA_ENTRY,
  PGLITE_ENTRY,
  POSTGRES_ENTRY,
  unpackSiteBackup,
  writeKeyFile,
} from '~/server/db/site-backup'
import { CommandError, readInputFile, runCommand } from './staff-call'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { replace: { type: 'boolean', default: false } },
})
const url = process.env.DATABASE_URL || DEFAULT_DATABASE_URL
const postgres = /^postgres(ql)?:\/\//.test(url)
const stamp = new Date().toISOString().replace(/[:.]/g, '-')

/** The first bytes of `file`; one that cannot be read is a usage error. */
function headOf(file: string): Uint8Array {
  try {
    const fd = openSync(file, 'r')
    try {
      const head = new Uint8Array(8)
      readSync(fd, head, 0, 8, 0)
      return head
    } finally {
      closeSync(fd)
    }
  } catch (error) {
    throw new CommandError(
      `Cannot read ${file}: ${error instanceof Error ? error.message : error}`,
      2,
    )
  }
}

const hasEntries = (path: string) => existsSync(path) && readdirSync(path).length > 0

function pgRestore(dump: string, file: string) {
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
      dump,
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
  console.log(`Restored the database of ${file} into the PostgreSQL database.`)
}

/** A backup of this version's format: the database, the media folder and the code key. */
async function restoreSite(file: string) {
  const mediaDir = mediaDirOf(process.env)
  mkdirSync(dirname(mediaDir), { recursive: true })
  // Unpacked beside the media folder, so it is moved into place rather than copied.
  const staging = mkdtempSync(join(dirname(mediaDir), '.restore-'))
  try {
    const manifest = await unpackSiteBackup(file, staging).catch((error: unknown) => {
      throw new CommandError(`${file} cannot be read as a backup: ${String(error)}`, 2)
    })
    const dataDir = pgliteDataDir(url)
    if (manifest.engine === 'postgres' && !postgres) {
      throw new CommandError(
        `${file} is a PostgreSQL backup: set DATABASE_URL to the postgres://… database to restore it into.`,
        2,
      )
    }
    if (manifest.engine === 'pglite' && dataDir === undefined) {
      throw new CommandError(
        `${file} is a PGlite backup: set DATABASE_URL to the pglite://PATH to restore it into.`,
        2,
      )
    }
    // Everything is checked before anything changes.
    const keyFile = dataDir === undefined ? undefined : codeKeyFileOf(dataDir)
    const backupKey = manifest.codeKey ? readFileSync(join(staging, KEY_ENTRY), 'utf8').trim() : ''
    const keyThere =
      keyFile !== undefined && existsSync(keyFile) ? readFileSync(keyFile, 'utf8').trim() : ''
    if (dataDir !== undefined) {
      const holder = lockHolder(dataDir)
      if (holder !== undefined) {
        throw new CommandError(
          `${dataDir} is in use by process ${holder}: stop the site before restoring its database.`,
          3,
        )
      }
    }
    if (!values.replace) {
      const held = [
        dataDir !== undefined && hasEntries(dataDir) ? `${dataDir} already holds a database` : '',
        hasEntries(mediaDir) ? `${mediaDir} already holds media files` : '',
        backupKey && keyThere && keyThere !== backupKey ? `${keyFile} holds another code key` : '',
      ].filter(Boolean)
      if (held.length > 0) {
        throw new CommandError(
          `${held.join('; ')}. Add --replace to move them aside (never deleted) and restore in their place.`,
        )
      }
    }

    if (manifest.engine === 'pglite' && dataDir !== undefined) {
      const backup = new Blob([readFileSync(join(staging, PGLITE_ENTRY))])
      const result = await restorePglite(dataDir, backup, { replace: values.replace }).catch(
        (error: unknown) => {
          throw new CommandError(error instanceof Error ? error.message : String(error))
        },
      )
      if (result.movedAside) console.log(`The database that was there is now ${result.movedAside}.`)
      console.log(
        `Restored the database into ${dataDir} (${result.migrations} migrations applied).`,
      )
    } else {
      pgRestore(join(staging, POSTGRES_ENTRY), file)
    }

    if (existsSync(mediaDir)) {
      if (hasEntries(mediaDir)) {
        const aside = `${mediaDir}.before-restore-${stamp}`
        renameSync(mediaDir, aside)
        console.log(`The media files that were there are now in ${aside}.`)
      } else {
        rmSync(mediaDir, { recursive: true, force: true })
      }
    }
    const media = join(staging, MEDIA_ENTRY)
    if (existsSync(media)) renameSync(media, mediaDir)
    console.log(`Restored ${manifest.mediaFiles} media files into ${mediaDir}.`)

    if (backupKey && keyFile !== undefined && keyThere !== backupKey) {
      if (keyThere) {
        const aside = `${keyFile}.before-restore-${stamp}`
        renameSync(keyFile, aside)
        console.log(`The code key that was there is now ${aside}.`)
      }
      writeKeyFile(keyFile, backupKey)
      console.log(`Restored the code key into ${keyFile}.`)
    }
    const given = process.env.CODE_HMAC_KEY?.trim()
    if (backupKey && given && given !== backupKey) {
      console.log(
        `CODE_HMAC_KEY is set to another key than the backup's: unset it (the restored key file is then used), or the restored codes are not found.`,
      )
    }
    if (!backupKey) {
      console.log('The codes in it are hashed under CODE_HMAC_KEY: start the site with that key.')
    }
  } finally {
    rmSync(staging, { recursive: true, force: true })
  }
}

await runCommand(async () => {
  const file = positionals[0]
  if (!file) throw new CommandError('Usage: npm run db:restore -- FILE [--replace]', 2)
  const kind = backupKind(headOf(file))
  if (kind === 'unknown') {
    throw new CommandError(`${file} is not a backup of npm run db:backup (PGlite or pg_dump).`, 2)
  }
  if (kind === 'pglite' && (await isSiteBackup(file))) {
    await restoreSite(file)
    return
  }
  if (kind === 'pg_dump') {
    if (!postgres) {
      throw new CommandError(
        `${file} is a PostgreSQL backup: set DATABASE_URL to the postgres://… database to restore it into.`,
        2,
      )
    }
    pgRestore(file, file)
    return
  }
  const bytes = readInputFile(file)
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
