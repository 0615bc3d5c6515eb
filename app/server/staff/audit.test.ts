import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenDb } from '~/server/db/client'
import { newsCategories } from '~/server/db/schema'
import { openSeededTestDb, testEngines } from '~/server/db/test-db'
import { handleStaffHttp } from './api'
import { signedInStaff } from './test-staff'

describe.each(testEngines())('the audit log’s filters on %s', (engine) => {
  let opened: OpenDb
  let admin = ''
  let editor = ''
  let categoryKey = ''

  beforeAll(async () => {
    opened = await openSeededTestDb(engine)
    admin = await signedInStaff(opened.db, { email: 'audit-admin@example.com', role: 'admin' })
    editor = await signedInStaff(opened.db, { email: 'audit-editor@example.com', role: 'editor' })
    const [category] = await opened.db
      .select({ key: newsCategories.translationKey })
      .from(newsCategories)
      .where(eq(newsCategories.locale, 'en'))
      .limit(1)
    categoryKey = category?.key ?? ''
  }, 120_000)
  afterAll(async () => {
    await opened?.close()
  })

  const api = async (method: string, path: string, token: string, body?: unknown) => {
    const response = await handleStaffHttp(
      new Request(`http://staff.test/api/staff${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
      path.split('?')[0] ?? path,
      { db: opened.db, ip: '10.6.6.6' },
    )
    return { status: response.status, data: (await response.json()).data }
  }
  const entries = async (query: string) => {
    const answer = await api('GET', `/audit?${query}`, admin)
    expect(answer.status).toBe(200)
    return answer.data.list.map((e: { action: string; entity: string }) => e)
  }

  it('finds the entries of a collection by the item’s title and by who made them', async () => {
    const news = await api('POST', '/news', editor, {
      en: { title: 'Needle in the log' },
      zh: { title: '日志里的针' },
      categoryId: categoryKey,
      status: 'draft',
    })
    await api('POST', '/news/bulk', editor, { ids: [news.data.id], status: 'published' })
    const other = await api('POST', '/news', editor, {
      en: { title: 'Haystack' },
      categoryId: categoryKey,
      status: 'draft',
    })
    await api('DELETE', `/news/${other.data.id}`, editor)

    // The publish entry keeps no title: it is found by the item's title now.
    const found = await entries('collection=news&q=needle')
    expect(found.map((e: { action: string }) => e.action)).toEqual([
      'content.publish',
      'content.create',
    ])
    expect(found.every((e: { entityId: string }) => e.entityId === news.data.id)).toBe(true)
    // In Chinese too, and a deleted item by the title its entry kept.
    expect(await entries('q=日志里的针')).toHaveLength(2)
    expect(
      (await entries('collection=news&q=haystack')).map((e: { action: string }) => e.action),
    ).toEqual(['content.delete', 'content.create'])
    // Another collection has no such item; the actor is searched as before.
    expect(await entries('collection=products&q=needle')).toEqual([])
    const byEditor = await entries('q=audit-editor%40example.com&pageSize=200')
    expect(byEditor.length).toBeGreaterThanOrEqual(4)
    expect(byEditor.every((e: { actor: string }) => e.actor === 'audit-editor@example.com')).toBe(
      true,
    )
    // `entity` is the same filter by its older name, and pages keep it.
    const paged = await api('GET', '/audit?entity=news&q=needle&pageSize=1&page=2', admin)
    expect(paged.data).toMatchObject({ total: 2, page: 2 })
    expect(paged.data.list[0].action).toBe('content.create')
    expect((await api('GET', '/audit?collection=news', editor)).status).toBe(403)
  })
})
