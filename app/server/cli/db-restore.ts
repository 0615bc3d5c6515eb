// Restores a backup made by `npm run db:backup` into the site DATABASE_URL (and MEDIA_DIR)
// names. Stop the site first: a restore replaces the whole database. A PostgreSQL database that
// site processes serve from is refused unless --live asks for it; then every instance is told
// to drop its caches once the database is back (db/pg-tools.ts).
// - The database: PGlite into the data directory; a directory that holds a database is moved
//   aside (never deleted) with --replace, and refused without it. PostgreSQL: `pg_restore
//   --clean --if-exists` in one transaction.
// - The media folder and the code key file: what is there is moved aside with --replace (and
//   refused without it), then the backup's copies take their place.
// Everything is checked before anything is changed. Older backups (a bare PGlite copy, a pg_dump
// file) are restored too: the database alone.
// Usage: npm run db:restore -- FILE [--replace] [--live]
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
import { pgRestoreRun, purgeEveryInstance, servingConnections } from '~/server/db/pg-tools'
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

const USAGE = `Usage: npm run db:restore -- FILE [--replace] [--live]

Puts a backup of npm run db:backup back into the database DATABASE_URL names and the media
folder MEDIA_DIR names. Stop the site first. Everything is checked before anything changes.
  --replace  move a database directory, media files or a code key that are there aside
             (to <path>.before-restore-<time>, never deleted) instead of refusing
  --live     PostgreSQL: restore even while site instances serve from the database; every
             instance then drops its page cache and content read cache at once. Without it,
             a database that instances use is refused.
  --help     this text`

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    replace: { type: 'boolean', default: false },
    live: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
})
if (values.help) {
  console.log(USAGE)
  process.exit(0)
}
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

/**
 * Refuses a PostgreSQL database that site processes serve from, unless --live: they would
 * serve from their caches what the database no longer holds, each its own, until the caches
 * expire. With --live the restore goes on and purgeInstances follows it.
 */
async function checkNoInstanceServes() {
  const serving = await servingConnections(url).catch((error: unknown) => {
    throw new CommandError(
      `Cannot reach the PostgreSQL database to restore into (${error instanceof Error ? error.message : error}).`,
      3,
    )
  })
  if (serving.length === 0) return
  const where = [...new Set(serving.map((c) => c.address ?? 'this machine (socket)'))].join(', ')
  if (!values.live) {
    throw new CommandError(
      `${serving.length} site process${serving.length === 1 ? '' : 'es'} serve${serving.length === 1 ? 's' : ''} from this database (from ${where}). Stop the site first, or add --live to restore while they serve (each then drops its caches).`,
      3,
    )
  }
  console.log(
    `${serving.length} site process${serving.length === 1 ? '' : 'es'} serve${serving.length === 1 ? 's' : ''} from this database (from ${where}): restoring while they serve (--live).`,
  )
}

/** After a restore: every instance serving from the database drops its caches at once. */
async function purgeInstances() {
  try {
    await purgeEveryInstance(url)
    console.log('Told every site instance on this database to drop its caches.')
  } catch (error) {
    console.log(
      `The site instances could not be told to drop their caches (${error instanceof Error ? error.message : error}): restart them, or they show what they cached until it expires.`,
    )
  }
}

async function pgRestore(dump: string, file: string) {
  // The password goes to pg_restore's environment, never its command line (`ps` shows that).
  const restoring = pgRestoreRun(url, dump)
  const run = spawnSync(restoring.command, restoring.args, {
    env: restoring.env,
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  if (run.error) {
    throw new CommandError(
      `pg_restore did not run (${run.error.message}): install PostgreSQL's client tools.`,
      3,
    )
  }
  if (run.status !== 0) throw new CommandError(`pg_restore failed (exit ${run.status}).`)
  console.log(`Restored the database of ${file} into the PostgreSQL database.`)
  await purgeInstances()
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
    if (manifest.engine === 'postgres') await checkNoInstanceServes()
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
      await pgRestore(join(staging, POSTGRES_ENTRY), file)
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
  if (!file) throw new CommandError(USAGE, 2)
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
    await checkNoInstanceServes()
    await pgRestore(file, file)
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
