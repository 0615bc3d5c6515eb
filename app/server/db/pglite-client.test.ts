import { PGlite, types } from '@electric-sql/pglite'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseUnavailable } from '../log'
import { type OpenDb, openDb } from './client'
import { PgliteWorkerClient } from './pglite-client'
import { surveyRecords } from './schema'
import { openTestDb, pgliteDump } from './test-db'

describe('PGlite through its worker thread', () => {
  let opened: OpenDb
  beforeAll(async () => {
    opened = await openTestDb('pglite')
    await opened.db.execute(
      sql`CREATE TABLE proxy_items (id int PRIMARY KEY, name text NOT NULL CONSTRAINT proxy_items_name UNIQUE)`,
    )
  }, 120_000)
  afterAll(() => opened?.close())

  async function names() {
    const rows = await opened.db
      .select({ name: sql<string>`name` })
      .from(sql`proxy_items`)
      .orderBy(sql`name`)
    return rows.map((r) => r.name)
  }

  it('commits a transaction whose work succeeds, and rolls back one that throws', async () => {
    await opened.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO proxy_items VALUES (1, 'kept')`)
    })
    await expect(
      opened.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO proxy_items VALUES (2, 'dropped')`)
        throw new Error('changed my mind')
      }),
    ).rejects.toThrow('changed my mind')
    // drizzle's own rollback (it throws to end the transaction).
    await expect(
      opened.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO proxy_items VALUES (3, 'rolled back')`)
        tx.rollback()
      }),
    ).rejects.toThrow()
    // A savepoint inside: its part is undone, the rest is kept.
    await opened.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO proxy_items VALUES (4, 'outer')`)
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`INSERT INTO proxy_items VALUES (5, 'inner')`)
          throw new Error('inner fails')
        })
        .catch(() => {})
    })
    expect(await names()).toEqual(['kept', 'outer'])
  })

  it('hands over database errors with their code, constraint and detail', async () => {
    const error = await opened.db.execute(sql`INSERT INTO proxy_items VALUES (10, 'kept')`).then(
      () => undefined,
      (e: unknown) => e,
    )
    // drizzle wraps the driver's error as its cause, as on PostgreSQL.
    const cause = error instanceof Error ? error.cause : undefined
    expect(cause).toMatchObject({
      code: '23505',
      constraint: 'proxy_items_name',
      table: 'proxy_items',
      detail: expect.stringContaining('(name)=(kept)'),
    })
    expect(cause).toBeInstanceOf(Error)
    // A failure inside a transaction rolls it back and reaches the caller the same way.
    const inTx = await opened.db
      .transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO proxy_items VALUES (11, 'new')`)
        await tx.execute(sql`INSERT INTO proxy_items VALUES (12, 'new')`)
      })
      .then(
        () => undefined,
        (e: unknown) => e,
      )
    expect(inTx instanceof Error ? inTx.cause : undefined).toMatchObject({ code: '23505' })
    expect(await names()).not.toContain('new')
  })

  it('answers many queries at once, each with its own result, and queues them behind a transaction', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        opened.db
          .select({ twice: sql<number>`${i}::int * 2` })
          .from(sql`(SELECT 1) AS one`)
          .then(([row]) => row?.twice),
      ),
    )
    expect(answers).toEqual(Array.from({ length: 40 }, (_, i) => i * 2))

    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const transaction = opened.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO proxy_items VALUES (20, 'in transaction')`)
      await held
    })
    // Give the transaction time to begin before the outside read is sent.
    await new Promise((resolve) => setTimeout(resolve, 50))
    const outside = names()
    release()
    await transaction
    // The read waited for the commit: it sees the row.
    expect(await outside).toContain('in transaction')
  })

  it('round-trips dates, bytes, big integers and JSON like PGlite on its own thread', async () => {
    const when = new Date('2026-03-04T05:06:07.089Z')
    const bytes = new Uint8Array([0, 1, 254, 255])
    const big = 9_007_199_254_740_993n
    const query =
      'SELECT $1::timestamptz AS at, $2::bytea AS bytes, $3::int8 AS big, $4::jsonb AS doc'
    const params = [when, bytes, big, { 名: ['值', 1] }]
    // Both from the run's template: initdb is not what this compares.
    const local = new PGlite({ loadDataDir: await pgliteDump('empty') })
    const worker = await PgliteWorkerClient.open({ loadDataDir: await pgliteDump('empty') })
    try {
      const expected = await local.query(query, params)
      const crossed = await worker.query(query, params)
      expect(crossed.rows).toEqual(expected.rows)
      expect(crossed.rows[0]).toMatchObject({ at: when, bytes, doc: { 名: ['值', 1] } })
      // drizzle's parsers keep the text of timestamps: the worker makes the same ones.
      const parsers = { [types.TIMESTAMPTZ]: (value: string) => value }
      const raw = await worker.query('SELECT $1::timestamptz AS at', [when], { parsers })
      expect(raw.rows).toEqual(
        (await local.query('SELECT $1::timestamptz AS at', [when], { parsers })).rows,
      )
      expect(typeof raw.rows[0]).toBe('object')
      const arrays = await worker.query('SELECT 1 AS a, 2 AS b', [], { rowMode: 'array' })
      expect(arrays.rows).toEqual([[1, 2]])
    } finally {
      await local.close()
      await worker.close()
    }
  }, 60_000)

  it('reads and writes through drizzle: a row with a timestamp and JSON comes back as written', async () => {
    const [row] = await opened.db
      .insert(surveyRecords)
      .values({ type: 'join', locale: 'zh', reference: 'proxy-1', fields: { name: '王小明' } })
      .returning()
    const [again] = await opened.db
      .select()
      .from(surveyRecords)
      .where(eq(surveyRecords.reference, 'proxy-1'))
    expect(again).toEqual(row)
    expect(again?.createdAt).toBeInstanceOf(Date)
  })

  it('opens an in-memory database from a dump with the dump’s rows', async () => {
    const dump = await opened.backup?.()
    expect(dump).toBeDefined()
    const copy = await openDb('memory://', { loadDataDir: dump })
    try {
      const rows = await copy.db
        .select({ name: sql<string>`name` })
        .from(sql`proxy_items`)
        .orderBy(sql`name`)
      expect(rows.map((r) => r.name)).toEqual(await names())
    } finally {
      await copy.close()
    }
  })

  it('after closing, answers as a database that is gone (an outage, not a crash)', async () => {
    const worker = await PgliteWorkerClient.open({ loadDataDir: await pgliteDump('empty') })
    await worker.close()
    const error = await worker.query('SELECT 1').then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(databaseUnavailable(error)).toMatchObject({ code: '08006' })
  }, 60_000)
})
