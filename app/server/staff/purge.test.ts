import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { openDb } from '~/server/db/client'
import { scratchPostgresDatabase } from '~/server/db/test-db'
import { type ContentPurge, onContentPurge } from '~/server/process/purge-bus'
import { listenForContentPurges, purgeContent } from './purge'

describe('content purge', () => {
  it('tells this process’s subscribers at once', async () => {
    const seen: ContentPurge[] = []
    const off = onContentPurge((p) => seen.push(p))
    try {
      await purgeContent(['/about/news', '/zh/about/news', 'not-a-path'], { broadcast: false })
      await purgeContent('all', { broadcast: false })
    } finally {
      off()
    }
    expect(seen).toEqual([{ paths: ['/about/news', '/zh/about/news'] }, { paths: 'all' }])
  })

  const base = process.env.TEST_DATABASE_URL
  describe.runIf(base)('on PostgreSQL', () => {
    const cleanups: Array<() => Promise<void>> = []
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup()
    })

    it('broadcasts a purge to every other listening process (LISTEN/NOTIFY)', async () => {
      const scratch = await scratchPostgresDatabase(base ?? '', 'purge')
      cleanups.push(scratch.drop)
      const opened = await openDb(scratch.url)
      cleanups.push(() => opened.close())
      // Two other instances, each with its own listening connection.
      const received: Record<string, ContentPurge[]> = { a: [], b: [] }
      // (ownToo: they live in this test's process, which purgeContent would skip as its own.)
      const stopA = await listenForContentPurges(scratch.url, (p) => received.a?.push(p), {
        ownToo: true,
      })
      const stopB = await listenForContentPurges(scratch.url, (p) => received.b?.push(p), {
        ownToo: true,
      })
      cleanups.push(stopA, stopB)
      const arrived = (n: number) =>
        new Promise<void>((resolve, reject) => {
          const started = Date.now()
          const poll = () => {
            if ((received.a?.length ?? 0) >= n && (received.b?.length ?? 0) >= n) resolve()
            else if (Date.now() - started > 10_000) reject(new Error('purge not received'))
            else setTimeout(poll, 20)
          }
          poll()
        })
      // A purge from a process that is not listening (another origin) reaches both.
      await opened.db.execute(
        sql`select pg_notify('content_purge', '{"paths":["/product/list"],"origin":"other-process"}')`,
      )
      await arrived(1)
      expect(received.a).toEqual([{ paths: ['/product/list'] }])
      expect(received.b).toEqual([{ paths: ['/product/list'] }])
      // purgeContent itself broadcasts: too long a list travels as 'all'.
      const many = Array.from(
        { length: 400 },
        (_, i) => `/about/news/detail/${i}-${'x'.repeat(20)}`,
      )
      await purgeContent(many, { db: opened.db, broadcast: true })
      await arrived(2)
      expect(received.a?.[1]).toEqual({ paths: 'all' })
    })
  })
})
