import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { like } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { backupKind } from './backup'
import { openDb } from './client'
import { surveyRecords } from './schema'
import { scratchPostgresDatabase, testEngines } from './test-db'

const work = mkdtempSync(join(tmpdir(), 'backup-test-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

/** Runs an npm script's file as `npm run` would, on the Node of the project. */
function run(script: string, args: string[], databaseUrl: string) {
  const result = spawnSync(resolve('node_modules/.bin/node'), [script, ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl, SEED_ON_START: '0' },
    encoding: 'utf8',
  })
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}

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

describe.each(testEngines())('db:backup and db:restore on %s', (engine) => {
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
      const file = join(work, engine === 'postgres' ? 'db.dump' : 'db.tar.gz')

      const backup = run('scripts/db-backup.ts', ['--out', file], source)
      expect(backup.output).toMatch(/backup .*written to/)
      expect(backup.status).toBe(0)
      expect(backupKind(readFileSync(file).subarray(0, 8))).toBe(
        engine === 'postgres' ? 'pg_dump' : 'pglite',
      )

      // Into an empty database.
      const restore = run('scripts/db-restore.ts', [file], target)
      expect(restore.output).toMatch(/Restored/)
      expect(restore.status).toBe(0)
      const kept = { reference: 'BK-KEPT', fields: { name: '王小明' } }
      expect(await recordsOf(target)).toEqual([kept])

      // Over a database that changed since: only with --replace on PGlite, and then it is
      // the backup's state again.
      await addRecord(target, 'BK-LATER')
      if (engine === 'pglite') {
        const refused = run('scripts/db-restore.ts', [file], target)
        expect(refused.output).toContain('already holds a database')
        expect(refused.status).toBe(1)
      }
      const again = run('scripts/db-restore.ts', [file, '--replace'], target)
      expect(again.status).toBe(0)
      expect(await recordsOf(target)).toEqual([kept])
      if (engine === 'pglite') {
        // The database that was replaced is moved aside, not deleted.
        const aside = /is now (\S+)\./.exec(again.output)?.[1] ?? ''
        expect((await recordsOf(`pglite://${aside}`)).map((r) => r.reference)).toEqual([
          'BK-KEPT',
          'BK-LATER',
        ])
      }
    } finally {
      for (const drop of scratch) await drop()
    }
  }, 120_000)
})

describe('db:restore', () => {
  it('refuses a file that is no backup, and a backup of the other engine', () => {
    const junk = join(work, 'junk.bin')
    const other = join(work, 'other.dump')
    writeFileSync(junk, Buffer.from('not a backup at all'))
    writeFileSync(other, Buffer.from('PGDMP\u0001\u000e\u0000rest'))
    const target = `pglite://${join(work, 'never')}`
    const notBackup = run('scripts/db-restore.ts', [junk], target)
    expect(notBackup.output).toContain('is not a backup of npm run db:backup')
    expect(notBackup.status).toBe(2)
    const wrongEngine = run('scripts/db-restore.ts', [other], target)
    expect(wrongEngine.output).toContain('is a PostgreSQL backup')
    expect(wrongEngine.status).toBe(2)
  })
})
