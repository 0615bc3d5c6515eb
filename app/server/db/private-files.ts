import { chmodSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The database's files, backups and exports are for the server's own user alone: directories
 * 0700, files 0600, whatever the umask. PGlite creates its files 0666 itself (the umask does not
 * change that), so the data directory is made 0700 before it opens (no other user can reach
 * what is inside) and everything in it is set 0600 when it opens and when it closes.
 */
export const PRIVATE_DIR = 0o700
export const PRIVATE_FILE = 0o600

/** Creates `dir` (and its parents) if needed and makes it 0700. */
export function privateDir(dir: string) {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR })
  chmodSync(dir, PRIVATE_DIR)
}

/** Makes `dir` and everything under it private: directories 0700, files 0600. */
export function makeTreePrivate(dir: string) {
  chmodSync(dir, PRIVATE_DIR)
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) makeTreePrivate(path)
    else if (entry.isFile()) chmodSync(path, PRIVATE_FILE)
  }
}

/** Writes a file only the server's user can read (a backup, an export of personal data). */
export function writePrivateFile(path: string, data: string | Uint8Array) {
  writeFileSync(path, data, { mode: PRIVATE_FILE })
  // The mode above applies when the file is new; an older file is narrowed too.
  chmodSync(path, PRIVATE_FILE)
}
