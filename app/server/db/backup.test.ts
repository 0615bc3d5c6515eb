import { spawnSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { like } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { resolveCodeKey } from '../code-key'
import { openDb } from './client'
import { pgliteDataDir } from './data-dir'
import { surveyRecords } from './schema'
import { isSiteBackup } from './site-backup'
import { scratchPostgresDatabase, testEngines } from './test-db'

const work = mkdtempSync(join(tmpdir(), 'backup-test-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))
const dev = { productionAsked: false }

/**
 * Runs a command from its source (tsx: the build's entry is made of the same file), on the
 * Node of the project.
 */
function run(script: string, args: string[], databaseUrl: string, mediaDir = mediaOf(databaseUrl)) {
  const result = spawnSync(
    resolve('node_modules/.bin/node'),
    ['--import', 'tsx', script, ...args],
    {
      env: { ...process.env, DATABASE_URL: databaseUrl, MEDIA_DIR: mediaDir, SEED_ON_START: '0' },
      encoding: 'utf8',
    },
  )
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}

/** Each database of the test has its own media folder. */
function mediaOf(databaseUrl: string) {
  return join(work, `media-${databaseUrl.replace(/\W+/g, '_').slice(-40)}`)
}

/** An uploaded image as the media library stores it (by hash and width). */
const IMAGE = 'u/3f2a9c/640.webp'
const imageBytes = Buffer.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50])

async function addRecord(url: string, reference: string) {
  const opened = await openDb(url)
  try {
    await opened.db
      .insert(surveyRecords)
      .values({ type: 'join', locale: 'zh', reference, fields: { name: '王小明' } })
  } finally {
    await opened.close()
  }
}

/** The test's records in a database, oldest first. */
async function recordsOf(url: string) {
  const opened = await openDb(url)
  try {
    return await opened.db
      .select({ reference: surveyRecords.reference, fields: surveyRecords.fields })
      .from(surveyRecords)
      .where(like(surveyRecords.reference, 'BK-%'))
      .orderBy(surveyRecords.id)
  } finally {
    await opened.close()
  }
}

describe.each(testEngines('both'))('db:backup and db:restore on %s', (engine) => {
  it('restore what the backup held: a record added after the backup is gone again', async () => {
    const scratch: Array<() => Promise<void>> = []
    try {
      let source: string
      let target: string
      if (engine === 'postgres') {
        const base = process.env.TEST_DATABASE_URL ?? ''
        const a = await scratchPostgresDatabase(base, 'bk')
        const b = await scratchPostgresDatabase(base, 'bk')
        scratch.push(a.drop, b.drop)
        source = a.url
        target = b.url
      } else {
        source = `pglite://${join(work, 'source')}`
        target = `pglite://${join(work, 'target')}`
      }
      await addRecord(source, 'BK-KEPT')
      mkdirSync(dirname(join(mediaOf(source), IMAGE)), { recursive: true })
      writeFileSync(join(mediaOf(source), IMAGE), imageBytes)
      // PGlite: the code key made beside the directory goes into the backup too.
      const sourceKey = engine === 'pglite' ? resolveCodeKey({ DATABASE_URL: source }, dev) : null
      const file = join(work, `${engine}.tar.gz`)

      const backup = run('app/server/cli/db-backup.ts', ['--out', file], source)
      expect(backup.output).toMatch(/backup .*written to .*the database, 1 media file/)
      expect(backup.status).toBe(0)
      expect(await isSiteBackup(file)).toBe(true)
      expect(statSync(file).mode & 0o777).toBe(0o600)

      // Into an empty database.
      const restore = run('app/server/cli/db-restore.ts', [file], target)
      expect(restore.output).toMatch(/Restored/)
      expect(restore.status).toBe(0)
      const kept = { reference: 'BK-KEPT', fields: { name: '王小明' } }
      expect(await recordsOf(target)).toEqual([kept])
      // The uploaded image is back, byte for byte, and so is the code key.
      expect(readFileSync(join(mediaOf(target), IMAGE))).toEqual(imageBytes)
      if (sourceKey && 'key' in sourceKey) {
        const targetKey = resolveCodeKey({ DATABASE_URL: target }, dev)
        expect(targetKey).toMatchObject({ source: 'file', key: sourceKey.key })
        expect(statSync(`${pgliteDataDir(target)}.code-key`).mode & 0o777).toBe(0o600)
      }

      // Over a database that changed since: only with --replace on PGlite, and then it is
      // the backup's state again.
      await addRecord(target, 'BK-LATER')
      writeFileSync(join(mediaOf(target), 'u/later.webp'), imageBytes)
      const refused = run('app/server/cli/db-restore.ts', [file], target)
      expect(refused.output).toContain('already holds media files')
      if (engine === 'pglite') expect(refused.output).toContain('already holds a database')
      expect(refused.status).toBe(1)
      // Refused before anything changed.
      expect((await recordsOf(target)).map((r) => r.reference)).toEqual(['BK-KEPT', 'BK-LATER'])
      const again = run('app/server/cli/db-restore.ts', [file, '--replace'], target)
      expect(again.status).toBe(0)
      expect(await recordsOf(target)).toEqual([kept])
      expect(existsSync(join(mediaOf(target), 'u/later.webp'))).toBe(false)
      const mediaAside = /media files that were there are now in (\S+)\./.exec(again.output)?.[1]
      expect(existsSync(join(mediaAside ?? '', 'u/later.webp'))).toBe(true)
      if (engine === 'pglite') {
        // The database that was replaced is moved aside, not deleted.
        const aside = /database that was there is now (\S+)\./.exec(again.output)?.[1] ?? ''
        expect((await recordsOf(`pglite://${aside}`)).map((r) => r.reference)).toEqual([
          'BK-KEPT',
          'BK-LATER',
        ])
      }
    } finally {
      for (const drop of scratch) await drop()
    }
  }, 240_000)
})

describe('db:restore', () => {
  it('refuses a file that is no backup, and a backup of the other engine', () => {
    const junk = join(work, 'junk.bin')
    const other = join(work, 'other.dump')
    writeFileSync(junk, Buffer.from('not a backup at all'))
    writeFileSync(other, Buffer.from('PGDMP\u0001\u000e\u0000rest'))
    const target = `pglite://${join(work, 'never')}`
    const notBackup = run('app/server/cli/db-restore.ts', [junk], target)
    expect(notBackup.output).toContain('is not a backup of npm run db:backup')
    expect(notBackup.status).toBe(2)
    const wrongEngine = run('app/server/cli/db-restore.ts', [other], target)
    expect(wrongEngine.output).toContain('is a PostgreSQL backup')
    expect(wrongEngine.status).toBe(2)
  })
})
