import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openDb } from './client'
import { writePrivateFile } from './private-files'

const root = mkdtempSync(join(tmpdir(), 'private-files-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** Every mode under `dir` (itself included), counted: { '700': 3, '600': 960 }. */
function modes(dir: string): Record<string, number> {
  const counts: Record<string, number> = {}
  const walk = (path: string) => {
    const mode = (statSync(path).mode & 0o777).toString(8)
    counts[mode] = (counts[mode] ?? 0) + 1
    if (statSync(path).isDirectory()) for (const name of readdirSync(path)) walk(join(path, name))
  }
  walk(dir)
  return counts
}

describe('files only the server’s user can read', () => {
  it('makes a PGlite data directory 0700 and its files 0600, with umask 0', async () => {
    const previous = process.umask(0)
    try {
      const dataDir = join(root, 'db')
      const opened = await openDb(`pglite://${dataDir}`)
      // PGlite made its files 0666 (969 of them, world-writable): none is left so.
      expect(Object.keys(modes(dataDir)).sort()).toEqual(['600', '700'])
      await opened.db.execute('create table later (x int)')
      await opened.db.execute('insert into later values (1)')
      await opened.close()
      expect(Object.keys(modes(dataDir)).sort()).toEqual(['600', '700'])
    } finally {
      process.umask(previous)
    }
  }, 120_000)

  it('writes backups and exports 0600, an older 0644 file narrowed too', () => {
    const previous = process.umask(0)
    try {
      const fresh = join(root, 'backup.tar.gz')
      writePrivateFile(fresh, 'backup')
      expect(statSync(fresh).mode & 0o777).toBe(0o600)
      const older = join(root, 'export.csv')
      writeFileSync(older, 'old', { mode: 0o644 })
      writePrivateFile(older, 'new')
      expect(statSync(older).mode & 0o777).toBe(0o600)
    } finally {
      process.umask(previous)
    }
  })
})
