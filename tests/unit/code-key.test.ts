// The anti-counterfeit code key as the server, the staff commands and db:seed find it
// (app/server/code-key.ts): made once beside a PGlite directory, readable by its owner only,
// reused from then on; an explicit key always wins; PostgreSQL and NODE_ENV=production need one.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { codeKeyFileOf, resolveCodeKey } from '~/server/code-key'

const work = mkdtempSync(join(tmpdir(), 'code-key-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

const dev = { productionAsked: false }

describe('the code key', () => {
  it('is made once beside a PGlite directory (mode 0600) and read back on every later start', () => {
    const dataDir = join(work, 'site', 'pglite')
    const env = { DATABASE_URL: `pglite://${dataDir}` }
    const first = resolveCodeKey(env, dev)
    expect(first).toMatchObject({ source: 'generated', file: codeKeyFileOf(dataDir) })
    const file = codeKeyFileOf(dataDir)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(readFileSync(file, 'utf8').trim()).toMatch(/^[0-9a-f]{64}$/)

    const second = resolveCodeKey(env, dev)
    expect(second).toMatchObject({ source: 'file' })
    expect('key' in second && 'key' in first && second.key === first.key).toBe(true)
    // NODE_ENV=production reads a key file that is there (a restored backup's).
    expect(resolveCodeKey(env, { productionAsked: true })).toMatchObject({ source: 'file' })
  })

  it('is the environment key whenever CODE_HMAC_KEY is set, and then no file is made', () => {
    const dataDir = join(work, 'explicit')
    const found = resolveCodeKey(
      { DATABASE_URL: `pglite://${dataDir}`, CODE_HMAC_KEY: 'an-operator-key-of-32-chars' },
      dev,
    )
    expect(found).toEqual({ key: 'an-operator-key-of-32-chars', source: 'environment' })
    expect(() => statSync(codeKeyFileOf(dataDir))).toThrow()
  })

  it('is required with PostgreSQL, and with NODE_ENV=production when there is no key file', () => {
    const postgres = resolveCodeKey({ DATABASE_URL: 'postgres://u:secret@db/site' }, dev)
    expect(postgres).toMatchObject({ problem: expect.stringMatching(/^CODE_HMAC_KEY is not set/) })
    expect(JSON.stringify(postgres)).not.toContain('secret')

    const dataDir = join(work, 'container')
    const production = resolveCodeKey(
      { DATABASE_URL: `pglite://${dataDir}` },
      {
        productionAsked: true,
      },
    )
    expect(production).toMatchObject({ problem: expect.stringContaining('NODE_ENV=production') })
    expect(() => statSync(codeKeyFileOf(dataDir))).toThrow()
  })

  it('refuses a key file that holds no key rather than hashing under an empty one', () => {
    const dataDir = join(work, 'broken')
    writeFileSync(codeKeyFileOf(dataDir), '\n')
    expect(resolveCodeKey({ DATABASE_URL: `pglite://${dataDir}` }, dev)).toMatchObject({
      problem: expect.stringContaining('does not hold a code key'),
    })
  })

  it('is a key of the process for a throw-away memory:// database', () => {
    const a = resolveCodeKey({ DATABASE_URL: 'memory://' }, { productionAsked: true })
    const b = resolveCodeKey({ DATABASE_URL: 'memory://' }, { productionAsked: true })
    expect(a).toMatchObject({ source: 'memory' })
    expect('key' in a && 'key' in b && a.key !== b.key).toBe(true)
  })
})
