// The secret key of the anti-counterfeit code hashes (CODE_HMAC_KEY), found the same way by the
// production server (front/serve.ts), the commands that open the database themselves (the
// staff commands, db:seed) and the development server, so a code hashed by one is found by the
// others:
// - CODE_HMAC_KEY set: that key, always.
// - PGlite on disk: the key file beside the data directory (`<dir>.code-key`); on the first
//   start it is made (32 random bytes, mode 0600) unless NODE_ENV=production was asked for.
// - memory://: a random key of this process (the database goes with it).
// - PostgreSQL, or NODE_ENV=production without a key file: the key is required.
import { randomBytes } from 'node:crypto'
import { closeSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs'
import { dirname } from 'node:path'
import { DEFAULT_DATABASE_URL, pgliteDataDir } from './db/data-dir.ts'

/** The generated key of the PGlite database in `dataDir` lives here. */
export const codeKeyFileOf = (dataDir: string) => `${dataDir}.code-key`

/** The key file of the database `env` names, when it is PGlite on disk. */
export function codeKeyFile(env: Record<string, string | undefined>): string | undefined {
  const dataDir = pgliteDataDir(env.DATABASE_URL || DEFAULT_DATABASE_URL)
  return dataDir === undefined ? undefined : codeKeyFileOf(dataDir)
}

export type CodeKey =
  | { key: string; source: 'environment' | 'file' | 'generated' | 'memory'; file?: string }
  | { problem: string }

const MIN_KEY = 16

function readKeyFile(file: string): string | { problem: string } {
  const key = readFileSync(file, 'utf8').trim()
  if (key.length < MIN_KEY) {
    return { problem: `${file} does not hold a code key (at least ${MIN_KEY} characters)` }
  }
  return key
}

/** Writes a new key, readable by this user only; undefined when another process was quicker. */
function createKeyFile(file: string): string | undefined {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 })
  const key = randomBytes(32).toString('hex')
  let fd: number
  try {
    // 'wx': never over an existing key; mode 0600 from the start, whatever the umask.
    fd = openSync(file, 'wx', 0o600)
  } catch (error) {
    if (Reflect.get(Object(error), 'code') === 'EEXIST') return undefined
    throw error
  }
  try {
    writeSync(fd, `${key}\n`)
  } finally {
    closeSync(fd)
  }
  return key
}

/**
 * The code key `env` gives, or the reason there is none. `productionAsked`: the environment
 * said NODE_ENV=production itself (a container), where no key is made up.
 */
export function resolveCodeKey(
  env: Record<string, string | undefined>,
  options: { productionAsked: boolean },
): CodeKey {
  const given = env.CODE_HMAC_KEY?.trim()
  if (given) return { key: given, source: 'environment' }
  const url = env.DATABASE_URL || DEFAULT_DATABASE_URL
  if (/^postgres(ql)?:\/\//.test(url)) {
    return {
      problem:
        'CODE_HMAC_KEY is not set. With PostgreSQL it is required: make one once (openssl rand -hex 32), keep it with the backups and set it in the environment of every process; codes imported under one key are not found under another.',
    }
  }
  if (url === 'memory://' || url === 'pglite://memory') {
    return { key: randomBytes(32).toString('hex'), source: 'memory' }
  }
  const file = codeKeyFile(env)
  if (file === undefined) return { problem: `DATABASE_URL names no database (got "${url}")` }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const key = readKeyFile(file)
      return typeof key === 'string' ? { key, source: 'file', file } : key
    } catch (error) {
      if (Reflect.get(Object(error), 'code') !== 'ENOENT') {
        return { problem: `${file} cannot be read (${String(error)})` }
      }
    }
    if (options.productionAsked) {
      return {
        problem: `CODE_HMAC_KEY is not set. With NODE_ENV=production it is required (or a key file at ${file}): make one once (openssl rand -hex 32), keep it with the backups and set it in the environment; codes imported under one key are not found under another.`,
      }
    }
    const made = createKeyFile(file)
    if (made !== undefined) return { key: made, source: 'generated', file }
  }
  return { problem: `${file} cannot be read` }
}
