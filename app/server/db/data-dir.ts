// Where a PGlite database lives on disk and who holds it: its directory, the lock file naming
// the one process that may open it, and the admin socket of the server holding it (through
// which the staff CLIs and backups reach a running site).
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'

export const DEFAULT_DATABASE_URL = 'pglite://./.data/pglite'

/** The data directory of a `pglite://PATH` URL; undefined for PostgreSQL and in-memory ones. */
export function pgliteDataDir(url: string): string | undefined {
  if (url === 'pglite://memory' || !url.startsWith('pglite://')) return undefined
  return resolve(url.slice('pglite://'.length))
}

export const lockFileOf = (dataDir: string) => `${dataDir}.lock`

/** The server holding `dataDir` listens here (mode 0600: the server's own user only). */
export const adminSocketOf = (dataDir: string) => `${dataDir}.sock`

/** Longest path a Unix socket may have on Linux (sun_path is 108 bytes, NUL included). */
export const MAX_SOCKET_PATH = 107

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return Reflect.get(Object(error), 'code') === 'EPERM'
  }
}

/** The live process other than this one that holds `dataDir`, if any. */
export function lockHolder(dataDir: string): number | undefined {
  const lockFile = lockFileOf(dataDir)
  if (!existsSync(lockFile)) return undefined
  try {
    const owner = Number(readFileSync(lockFile, 'utf8').trim())
    return Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)
      ? owner
      : undefined
  } catch {
    return undefined
  }
}

/**
 * PGlite on disk must be opened by one process at a time: a second one would corrupt it. The
 * lock file names the owner; a lock left by a process that died is taken over.
 */
export function lockDataDir(dir: string): () => void {
  const lockFile = lockFileOf(dir)
  const owner = lockHolder(dir)
  if (owner !== undefined) {
    throw new Error(
      `The database directory ${dir} is in use by process ${owner}. PGlite allows one process at a time: stop that process, or point DATABASE_URL at another directory (or at PostgreSQL).`,
    )
  }
  writeFileSync(lockFile, String(process.pid))
  const release = () => {
    try {
      if (readFileSync(lockFile, 'utf8').trim() === String(process.pid)) rmSync(lockFile)
    } catch {
      // already gone
    }
  }
  process.once('exit', release)
  return release
}
