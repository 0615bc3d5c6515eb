// Backups of the database.
// - PGlite: a copy of its data directory as a gzipped tar, taken while no statement runs
//   (PGlite runs one at a time) right after a checkpoint: restored, it is the database as of
//   that moment with every committed change. The server holding the directory takes it
//   (through its admin socket, front/http-server.ts); a directory nobody holds is read here.
// - PostgreSQL: pg_dump's custom format, restored by pg_restore (app/server/cli/db-backup.ts).
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs'
import { dirname } from 'node:path'
import { lockDataDir } from './data-dir.ts'
import { PgliteWorkerClient } from './pglite-client.ts'
import { makeTreePrivate, privateDir } from './private-files.ts'

/** What a copy is taken from: PGlite itself, or the worker thread that holds it (pglite-client.ts). */
export type DumpSource = {
  query(sql: string): Promise<unknown>
  dumpDataDir(compression: 'gzip'): Promise<Blob>
}

export async function dumpPglite(client: DumpSource): Promise<Blob> {
  // Written out now, so a restore has no log to replay.
  await client.query('CHECKPOINT')
  return client.dumpDataDir('gzip')
}

/** A backup of a PGlite directory no process holds (it is held while the copy is taken). */
export async function backupFreeDataDir(dataDir: string): Promise<Blob> {
  if (!existsSync(dataDir)) throw new Error(`There is no database at ${dataDir}.`)
  const release = lockDataDir(dataDir)
  try {
    const client = await PgliteWorkerClient.open({ dataDir })
    try {
      return await dumpPglite(client)
    } finally {
      await client.close()
    }
  } finally {
    release()
  }
}

/** What a backup file holds, from its first bytes. */
export function backupKind(head: Uint8Array): 'pglite' | 'pg_dump' | 'unknown' {
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite'
  if (new TextDecoder().decode(head.subarray(0, 5)) === 'PGDMP') return 'pg_dump'
  return 'unknown'
}

/**
 * Makes `dataDir` the database a PGlite backup holds. An existing directory with anything in it
 * is moved aside first (to the name returned), never deleted; without `replace` it is refused.
 */
export async function restorePglite(
  dataDir: string,
  backup: Blob,
  options: { replace: boolean; now?: Date },
): Promise<{ movedAside?: string; migrations: number }> {
  mkdirSync(dirname(dataDir), { recursive: true })
  const release = lockDataDir(dataDir)
  try {
    let movedAside: string | undefined
    if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
      if (!options.replace) {
        throw new Error(
          `${dataDir} already holds a database. Add --replace to move it aside and restore in its place.`,
        )
      }
      const stamp = (options.now ?? new Date()).toISOString().replace(/[:.]/g, '-')
      movedAside = `${dataDir}.before-restore-${stamp}`
      renameSync(dataDir, movedAside)
    }
    try {
      privateDir(dataDir)
      const client = await PgliteWorkerClient.open({ dataDir, loadDataDir: backup })
      try {
        const { rows } = await client.query<{ n: number }>(
          'select count(*)::int as n from drizzle.__drizzle_migrations',
        )
        return { movedAside, migrations: rows[0]?.n ?? 0 }
      } finally {
        await client.close()
        makeTreePrivate(dataDir)
      }
    } catch (error) {
      // Nothing half-restored stays: the directory is as it was.
      rmSync(dataDir, { recursive: true, force: true })
      if (movedAside) renameSync(movedAside, dataDir)
      throw error
    }
  } finally {
    release()
  }
}
