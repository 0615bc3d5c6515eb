import { spawn } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { openDb } from './client'

it('refuses a PGlite directory that another live process holds, and takes over a stale lock', async () => {
  const dir = join(mkdtempSync(join(tmpdir(), 'lock-')), 'db')
  const other = spawn('sleep', ['30'])
  try {
    writeFileSync(`${dir}.lock`, String(other.pid))
    await expect(openDb(`pglite://${dir}`)).rejects.toThrow(/in use by process \d+/)
  } finally {
    other.kill()
  }
  await new Promise((r) => other.once('exit', r))
  const opened = await openDb(`pglite://${dir}`)
  await opened.close()
}, 60_000)
