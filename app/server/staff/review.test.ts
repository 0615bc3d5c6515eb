import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cmsContentDetail, cmsContentList } from '~/server/cmsapi/calls'
import { inProcessTransport } from '~/server/cmsapi/transport'
import type { OpenDb } from '~/server/db/client'
import { auditLog, contentDrafts, newsCategories } from '~/server/db/schema'
import { openSeededTestDb, testEngines } from '~/server/db/test-db'
import { type ContentPurge, onContentPurge } from '~/server/process/purge-bus'
import type { StaffRole } from '~/shared/staff/roles'
import { handleStaffHttp } from './api'
import { COMMAND_LINE } from './audit'
import { nextScheduledTime, startPublishSchedule } from './schedule'
import { createStaffUser } from './staff-users'

type Call = { token?: string; body?: unknown; lang?: 'en' | 'zh' }

function client(db: OpenDb['db']) {
  return async (method: string, path: string, call: Call = {}) => {
    const headers = new Headers()
    if (call.token) headers.set('authorization', `Bearer ${call.token}`)
    if (call.lang) headers.set('accept-language', call.lang)
    if (call.body !== undefined) headers.set('content-type', 'application/json')
    const request = new Request(`http://staff.test/api/staff${path}`, {
      method,
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
    })
    const response = await handleStaffHttp(request, path.split('?')[0] ?? path, {
      db,
      ip: '10.7.0.1',
    })
    const json = await response.json()
    return { status: response.status, json, data: json?.data }
  }
}

describe.each(testEngines())('drafts of live items and the review step on %s', (engine) => {
  let opened: OpenDb
  let api: ReturnType<typeof client>
  const tokens: Record<string, string> = {}
  let categoryKey = ''
  const purges: ContentPurge[] = []
  let stopListening = () => {}
  const transport = () => inProcessTransport(opened.db)
  /** What visitors read: the content service's list and detail calls. */
  const visitorTitles = async (locale: 'en' | 'zh' = 'en') =>
    (await cmsContentList({ locale }, { pageSize: 100 }, transport())).list.map((n) => n.title)
  const visitorDetail = (id: number, locale: 'en' | 'zh' = 'en') =>
    cmsContentDetail({ locale }, id, transport())

  beforeAll(async () => {
    opened = await openSeededTestDb(engine)
    api = client(opened.db)
    const accounts: Array<[string, StaffRole, string[] | null]> = [
      ['editor', 'editor', null],
      ['author', 'author', null],
      ['news-author', 'author', ['news']],
      ['products-editor', 'editor', ['products']],
    ]
    for (const [name, role, collections] of accounts) {
      const email = `${name}@review.example.com`
      await createStaffUser(opened.db, COMMAND_LINE, {
        email,
        name,
        role,
        password: 'long-password-1',
        collections,
      })
      tokens[name] = (
        await api('POST', '/session', { body: { email, password: 'long-password-1' } })
      ).data.token
    }
    const [category] = await opened.db
      .select({ key: newsCategories.translationKey })
      .from(newsCategories)
      .where(eq(newsCategories.locale, 'en'))
      .limit(1)
    categoryKey = category?.key ?? ''
    stopListening = onContentPurge((p) => purges.push(p))
  }, 120_000)
  afterAll(async () => {
    stopListening()
    await opened?.close()
  })

  const newsBody = (tag: string, status = 'draft') => ({
    en: { title: `Live ${tag}`, summary: 'Live summary', content: '<p>Live</p>' },
    zh: { title: `线上 ${tag}`, summary: '线上摘要', content: '<p>线上</p>' },
    categoryId: categoryKey,
    status,
  })
  const draftBody = (tag: string) => ({
    en: {
      title: `Draft ${tag}`,
      summary: 'Draft summary',
      content: '<p>Draft <script>alert(1)</script>text</p>',
    },
    zh: { title: `草稿 ${tag}`, summary: '草稿摘要', content: '<p>草稿</p>' },
    categoryId: categoryKey,
  })
  const published = async (tag: string) => {
    const created = await api('POST', '/news', {
      token: tokens.editor,
      body: newsBody(tag, 'published'),
    })
    expect(created.status).toBe(200)
    return created.data
  }
  const auditOf = async (key: string) =>
    (
      await opened.db
        .select({ action: auditLog.action, actor: auditLog.actor, after: auditLog.after })
        .from(auditLog)
        .where(eq(auditLog.entityId, key))
        .orderBy(auditLog.id)
    ).map((a) => a.action)

  it('keeps a draft of a live item beside it; visitors see the live version until it is published', async () => {
    const item = await published('a')
    const saved = await api('PUT', `/news/${item.id}/draft`, {
      token: tokens.editor,
      body: { ...draftBody('a'), version: item.updatedAt },
    })
    expect(saved.status).toBe(200)
    // The answer is the live item and its draft, with who and when.
    expect(saved.data.en.title).toBe('Live a')
    expect(saved.data.draft.en.title).toBe('Draft a')
    expect(saved.data.draft.en.content).toBe('<p>Draft text</p>')
    expect(saved.data.draft.by).toBe('editor@review.example.com')
    expect(saved.data.draft.updatedAt).toMatch(/^\d{4}-/)
    const read = await api('GET', `/news/${item.id}`, { token: tokens.editor })
    expect(read.data.en.title).toBe('Live a')
    expect(read.data.draft.zh.title).toBe('草稿 a')
    // Visitors: the list, the detail in both languages and the item's own date are the live ones.
    expect(await visitorTitles()).toContain('Live a')
    expect(await visitorTitles()).not.toContain('Draft a')
    expect((await visitorDetail(item.en.id)).title).toBe('Live a')
    expect((await visitorDetail(item.zh.id, 'zh')).title).toBe('线上 a')

    purges.length = 0
    const live = await api('POST', `/news/${item.id}/draft/publish`, {
      token: tokens.editor,
      body: { version: saved.data.draft.updatedAt },
    })
    expect(live.status).toBe(200)
    expect(live.data.en.title).toBe('Draft a')
    expect(live.data.draft).toBeNull()
    expect(live.data.state).toBe('published')
    expect(purges.length).toBeGreaterThan(0)
    expect((await visitorDetail(item.en.id)).title).toBe('Draft a')
    expect((await visitorDetail(item.zh.id, 'zh')).title).toBe('草稿 a')
    const revisions = await api('GET', `/news/${item.id}/revisions`, { token: tokens.editor })
    expect(revisions.data.list[0]).toMatchObject({
      action: 'publish-draft',
      by: 'editor@review.example.com',
    })
    expect(revisions.data.list[0].en.title).toBe('Draft a')
    expect(await auditOf(item.id)).toEqual(
      expect.arrayContaining(['content.draft-save', 'content.publish-draft']),
    )
  })

  it('validates a draft like a save, in the caller’s language, and writes nothing when it is wrong', async () => {
    const item = await published('b')
    const bad = await api('PUT', `/news/${item.id}/draft`, {
      token: tokens.editor,
      lang: 'zh',
      body: { en: { title: '' }, categoryId: categoryKey },
    })
    expect(bad.status).toBe(400)
    expect(bad.json.fieldErrors['en.title']).toBe('此项为必填项')
    const noCategory = await api('PUT', `/news/${item.id}/draft`, {
      token: tokens.editor,
      body: { ...draftBody('b'), categoryId: 'no-such-category' },
    })
    expect(noCategory.status).toBe(400)
    expect(noCategory.json.fieldErrors.categoryId).toBeTruthy()
    const none = await api('PUT', '/news/no-such-item/draft', {
      token: tokens.editor,
      body: draftBody('b'),
    })
    expect(none.status).toBe(404)
    const rows = await opened.db
      .select()
      .from(contentDrafts)
      .where(eq(contentDrafts.itemKey, item.id))
    expect(rows).toEqual([])
    // Lookup tables are always shown: they have no drafts.
    const lookup = await api('PUT', '/download-categories/dl-cat/draft', {
      token: tokens.editor,
      body: { en: { name: 'x' } },
    })
    expect(lookup.status).toBe(404)
  })

  it('refuses a draft saved or published over a newer one (409 stale), and discards one', async () => {
    const item = await published('c')
    const first = await api('PUT', `/news/${item.id}/draft`, {
      token: tokens.editor,
      body: { ...draftBody('c1'), version: item.updatedAt },
    })
    expect(first.status).toBe(200)
    // A second editor who opened the item before the draft existed.
    const second = await api('PUT', `/news/${item.id}/draft`, {
      token: tokens.author,
      body: { ...draftBody('c2'), version: item.updatedAt },
    })
    expect(second.status).toBe(409)
    expect(second.json.reason).toBe('stale')
    const onTop = await api('PUT', `/news/${item.id}/draft`, {
      token: tokens.author,
      body: { ...draftBody('c2'), version: first.data.draft.updatedAt },
    })
    expect(onTop.status).toBe(200)
    expect(onTop.data.draft.by).toBe('author@review.example.com')
    const stalePublish = await api('POST', `/news/${item.id}/draft/publish`, {
      token: tokens.editor,
      body: { version: first.data.draft.updatedAt },
    })
    expect(stalePublish.status).toBe(409)
    expect(stalePublish.json.reason).toBe('stale')
    expect((await visitorDetail(item.en.id)).title).toBe('Live c')

    const dropped = await api('DELETE', `/news/${item.id}/draft`, { token: tokens.author })
    expect(dropped.status).toBe(200)
    expect(dropped.data.draft).toBeNull()
    expect(dropped.data.en.title).toBe('Live c')
    const again = await api('DELETE', `/news/${item.id}/draft`, { token: tokens.author })
    expect(again.status).toBe(404)
    expect(await auditOf(item.id)).toContain('content.draft-discard')
  })

  it('publishes a draft at a scheduled time: the live version stays until then, the timer applies it', async () => {
    const item = await published('d')
    const saved = await api('PUT', `/news/${item.id}/draft`, {
      token: tokens.editor,
      body: draftBody('d'),
    })
    const later = new Date(Date.now() + 3_600_000)
    const scheduled = await api('POST', `/news/${item.id}/draft/publish`, {
      token: tokens.editor,
      body: { publishAt: later.toISOString(), version: saved.data.draft.updatedAt },
    })
    expect(scheduled.status).toBe(200)
    expect(scheduled.data.en.title).toBe('Live d')
    expect(scheduled.data.draft.publishAt).toBe(later.toISOString())
    expect(scheduled.data.draft.scheduledBy).toBe('editor@review.example.com')
    expect((await visitorDetail(item.en.id)).title).toBe('Live d')
    expect((await nextScheduledTime(opened.db))?.getTime()).toBeLessThanOrEqual(later.getTime())

    // Brought forward to a moment from now, the publish timer applies it without a restart.
    const stop = startPublishSchedule(opened.db)
    try {
      const soon = new Date(Date.now() + 1500)
      await api('POST', `/news/${item.id}/draft/publish`, {
        token: tokens.editor,
        body: { publishAt: soon.toISOString() },
      })
      purges.length = 0
      // The timer fires at the publish time (a hang guard of 10 s; it is due in 1.5 s).
      await new Promise<void>((resolve, reject) => {
        const started = Date.now()
        const poll = async () => {
          const [left] = await opened.db
            .select({ id: contentDrafts.id })
            .from(contentDrafts)
            .where(eq(contentDrafts.itemKey, item.id))
          if (!left && purges.some((p) => p.paths === 'all')) resolve()
          else if (Date.now() - started > 10_000) reject(new Error('the draft was not published'))
          else setTimeout(poll, 50)
        }
        void poll()
      })
    } finally {
      stop()
    }
    expect((await visitorDetail(item.en.id)).title).toBe('Draft d')
    const read = await api('GET', `/news/${item.id}`, { token: tokens.editor })
    expect(read.data.draft).toBeNull()
    const revisions = await api('GET', `/news/${item.id}/revisions`, { token: tokens.editor })
    expect(revisions.data.list[0]).toMatchObject({
      action: 'publish-draft',
      by: 'editor@review.example.com',
    })
  })

  it('lets an author import drafts but no row that goes live, and keeps a limited account to its collections in exports and imports', async () => {
    const file = (text: string) => {
      const form = new FormData()
      form.set('file', new File([new TextEncoder().encode(text)], 'news.csv'))
      return form
    }
    const send = (method: string, path: string, token: string, body?: FormData) =>
      handleStaffHttp(
        new Request(`http://staff.test/api/staff${path}`, {
          method,
          headers: { authorization: `Bearer ${token}` },
          body,
        }),
        path.split('?')[0] ?? path,
        { db: opened.db, ip: '10.7.0.2' },
      )
    const header = 'Title (en),Title (zh),Category,Status'
    const live = await send(
      'POST',
      '/news/import',
      tokens.author ?? '',
      file(`${header}\nImported live,导入上线,${categoryKey},published\n`),
    )
    expect(live.status).toBe(400)
    const refused = await live.json()
    expect(refused.problems).toEqual([expect.objectContaining({ line: 2 })])
    expect(await visitorTitles()).not.toContain('Imported live')
    const draft = await send(
      'POST',
      '/news/import',
      tokens.author ?? '',
      file(`${header}\nImported draft,导入草稿,${categoryKey},draft\n`),
    )
    expect(draft.status).toBe(200)
    expect((await draft.json()).data).toMatchObject({ created: 1 })
    // An account limited to news neither reads products out nor writes them in.
    const newsAuthor = tokens['news-author'] ?? ''
    expect((await send('GET', '/products/export.csv', newsAuthor)).status).toBe(403)
    expect((await send('POST', '/products/import', newsAuthor, file('Model\nX\n'))).status).toBe(
      403,
    )
    expect((await send('GET', '/news/export.csv', newsAuthor)).status).toBe(200)
  })

  it('lets an author write and submit but never publish (403 with a reason in their language)', async () => {
    const direct = await api('POST', '/news', {
      token: tokens.author,
      lang: 'zh',
      body: newsBody('e', 'published'),
    })
    expect(direct.status).toBe(403)
    expect(direct.json.reason).toBe('forbidden')
    expect(direct.json.message).toContain('审核')
    const created = await api('POST', '/news', {
      token: tokens.author,
      body: newsBody('e', 'review'),
    })
    expect(created.status).toBe(200)
    expect(created.data.state).toBe('review')
    expect(await visitorTitles()).not.toContain('Live e')
    expect(created.data.review).toBeUndefined()
    const read = await api('GET', `/news/${created.data.id}`, { token: tokens.author })
    expect(read.data.review).toMatchObject({
      state: 'submitted',
      target: 'item',
      submittedBy: 'author@review.example.com',
    })
    for (const [method, path, body] of [
      ['POST', `/news/${created.data.id}/approve`, {}],
      ['POST', '/news/bulk', { ids: [created.data.id], status: 'published' }],
      ['PATCH', `/news/${created.data.id}`, { status: 'published' }],
    ] as const) {
      const refused = await api(method, path, { token: tokens.author, body })
      expect(refused.status, `${method} ${path}`).toBe(403)
    }
    // A new item the editor's autosave kept a draft of: submitted, the draft becomes the item.
    const kept = await api('POST', '/news', { token: tokens.author, body: newsBody('e-new') })
    await api('PUT', `/news/${kept.data.id}/draft`, {
      token: tokens.author,
      body: draftBody('e-new'),
    })
    const keptSubmitted = await api('POST', `/news/${kept.data.id}/submit`, {
      token: tokens.author,
    })
    expect(keptSubmitted.data).toMatchObject({
      status: 'review',
      draft: null,
      review: { target: 'item', state: 'submitted' },
    })
    expect(keptSubmitted.data.en.title).toBe('Draft e-new')
    // A live item: the author changes it through a draft only.
    const live = await published('e-live')
    const patch = await api('PATCH', `/news/${live.id}`, {
      token: tokens.author,
      body: { en: { title: 'Straight to visitors' } },
    })
    expect(patch.status).toBe(403)
    expect(patch.json.message).toContain('draft')
    expect((await api('DELETE', `/news/${live.id}`, { token: tokens.author })).status).toBe(403)
    const draft = await api('PUT', `/news/${live.id}/draft`, {
      token: tokens.author,
      body: draftBody('e'),
    })
    expect(draft.status).toBe(200)
    const publish = await api('POST', `/news/${live.id}/draft/publish`, {
      token: tokens.author,
      body: {},
    })
    expect(publish.status).toBe(403)
    // Lookup tables show at once: an author does not change them; the site's frame neither.
    const category = await api('POST', '/download-categories', {
      token: tokens.author,
      body: { en: { name: 'Author category' }, kind: 'download' },
    })
    expect(category.status).toBe(403)
    expect((await api('GET', '/site-settings', { token: tokens.author })).status).toBe(403)
    expect((await api('GET', '/review', { token: tokens.author })).status).toBe(403)
    expect(await visitorTitles()).not.toContain('Straight to visitors')
  })

  it('queues what authors submit for reviewers, who approve for a time or send back with a comment', async () => {
    // A new item, submitted.
    const created = await api('POST', '/news', { token: tokens.author, body: newsBody('f') })
    const submitted = await api('POST', `/news/${created.data.id}/submit`, {
      token: tokens.author,
    })
    expect(submitted.status).toBe(200)
    expect(submitted.data.status).toBe('review')
    // A draft of a live item, submitted.
    const live = await published('g')
    await api('PUT', `/news/${live.id}/draft`, { token: tokens.author, body: draftBody('g') })
    const draftSubmitted = await api('POST', `/news/${live.id}/submit`, { token: tokens.author })
    expect(draftSubmitted.data.review).toMatchObject({ state: 'submitted', target: 'draft' })

    const queue = await api('GET', '/review', { token: tokens.editor })
    expect(queue.status).toBe(200)
    const mine = queue.data.list.filter((r: { id: string }) =>
      [created.data.id, live.id].includes(r.id),
    )
    expect(mine).toEqual([
      expect.objectContaining({
        collection: 'news',
        id: created.data.id,
        title: 'Live f',
        target: 'item',
        submittedBy: 'author@review.example.com',
      }),
      expect.objectContaining({ id: live.id, title: 'Draft g', target: 'draft' }),
    ])
    const dashboard = await api('GET', '/dashboard', { token: tokens.editor })
    expect(dashboard.data.review).toBe(queue.data.total)

    // Sent back with a comment: the author reads it on the item; it leaves the queue.
    const emptyComment = await api('POST', `/news/${live.id}/send-back`, {
      token: tokens.editor,
      lang: 'zh',
      body: { comment: ' ' },
    })
    expect(emptyComment.status).toBe(400)
    const back = await api('POST', `/news/${live.id}/send-back`, {
      token: tokens.editor,
      body: { comment: 'Name the battery platform in the title.' },
    })
    expect(back.status).toBe(200)
    const seen = await api('GET', `/news/${live.id}`, { token: tokens.author })
    expect(seen.data.review).toMatchObject({
      state: 'sent-back',
      comment: 'Name the battery platform in the title.',
      reviewedBy: 'editor@review.example.com',
    })
    expect(seen.data.draft.en.title).toBe('Draft g')
    const backItem = await api('POST', `/news/${created.data.id}/send-back`, {
      token: tokens.editor,
      body: { comment: 'Add a picture.' },
    })
    expect(backItem.data.status).toBe('draft')
    const after = await api('GET', '/review', { token: tokens.editor })
    expect(after.data.list.map((r: { id: string }) => r.id)).not.toContain(live.id)
    // Nothing waits any more: approving or sending back again is refused.
    const twice = await api('POST', `/news/${live.id}/send-back`, {
      token: tokens.editor,
      body: { comment: 'again' },
    })
    expect(twice.status).toBe(409)

    // Submitted again and approved for a time tomorrow: scheduled, not yet shown.
    await api('POST', `/news/${created.data.id}/submit`, { token: tokens.author })
    const tomorrow = new Date(Date.now() + 86_400_000)
    const approved = await api('POST', `/news/${created.data.id}/approve`, {
      token: tokens.editor,
      body: { publishAt: tomorrow.toISOString() },
    })
    expect(approved.status).toBe(200)
    expect(approved.data).toMatchObject({ status: 'published', state: 'scheduled', review: null })
    expect(approved.data.publishedAt).toBe(tomorrow.toISOString())
    expect(await visitorTitles()).not.toContain('Live f')
    // The draft, submitted again, approved at once.
    await api('POST', `/news/${live.id}/submit`, { token: tokens.author })
    const now = await api('POST', `/news/${live.id}/approve`, { token: tokens.editor, body: {} })
    expect(now.data.en.title).toBe('Draft g')
    expect((await visitorDetail(live.en.id)).title).toBe('Draft g')

    const entries = await opened.db
      .select({ action: auditLog.action, actor: auditLog.actor, after: auditLog.after })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'news'),
          sql`${auditLog.entityId} in (${created.data.id}, ${live.id})`,
          sql`${auditLog.action} in ('content.submit', 'content.approve', 'content.send-back')`,
        ),
      )
      .orderBy(auditLog.id)
    expect(entries.map((e) => [e.action, e.actor])).toEqual([
      ['content.submit', 'author@review.example.com'],
      ['content.submit', 'author@review.example.com'],
      ['content.send-back', 'editor@review.example.com'],
      ['content.send-back', 'editor@review.example.com'],
      ['content.submit', 'author@review.example.com'],
      ['content.approve', 'editor@review.example.com'],
      ['content.submit', 'author@review.example.com'],
      ['content.approve', 'editor@review.example.com'],
    ])
    expect(entries[2]?.after).toMatchObject({ comment: 'Name the battery platform in the title.' })
  })

  it('limits an account to its collections (403 elsewhere), in the queue too', async () => {
    const own = await api('POST', '/news', {
      token: tokens['news-author'],
      body: newsBody('h', 'review'),
    })
    expect(own.status).toBe(200)
    for (const [method, path] of [
      ['GET', '/products'],
      ['POST', '/products'],
      ['GET', `/news/${own.data.id}`],
    ] as const) {
      const token = path.startsWith('/products') ? tokens['news-author'] : tokens['products-editor']
      const refused = await api(method, path, {
        token,
        lang: 'zh',
        body: method === 'POST' ? { en: { name: 'x' } } : undefined,
      })
      expect(refused.status, `${method} ${path}`).toBe(403)
      expect(refused.json.reason).toBe('forbidden')
    }
    // The collections its own refer to are read (the choices of a news item's category).
    const choices = await api('GET', '/news-categories?pageSize=200&sort=title&dir=asc', {
      token: tokens['news-author'],
    })
    expect(choices.status).toBe(200)
    expect(choices.data.list.length).toBeGreaterThan(0)
    const changeCategory = await api('PATCH', `/news-categories/${categoryKey}`, {
      token: tokens['news-author'],
      body: { en: { name: 'x' } },
    })
    expect(changeCategory.status).toBe(403)
    const approve = await api('POST', `/news/${own.data.id}/approve`, {
      token: tokens['products-editor'],
      body: {},
    })
    expect(approve.status).toBe(403)
    const queue = await api('GET', '/review', { token: tokens['products-editor'] })
    expect(queue.data.list.map((r: { collection: string }) => r.collection)).not.toContain('news')
    const me = await api('GET', '/me', { token: tokens['news-author'] })
    expect(me.data.collections).toEqual(['news'])
    expect(me.data.permissions).toEqual(['content', 'media'])
  })

  it('lets an admin set an account’s role to author and its collections', async () => {
    const adminEmail = 'admin@review.example.com'
    await createStaffUser(opened.db, COMMAND_LINE, {
      email: adminEmail,
      name: '',
      role: 'admin',
      password: 'long-password-1',
    })
    const admin = (
      await api('POST', '/session', { body: { email: adminEmail, password: 'long-password-1' } })
    ).data.token
    const made = await api('POST', '/users', {
      token: admin,
      body: {
        email: 'new-author@review.example.com',
        role: 'author',
        password: 'long-password-1',
        collections: ['news', 'videos'],
      },
    })
    expect(made.status).toBe(200)
    expect(made.data).toMatchObject({ role: 'author', collections: ['news', 'videos'] })
    const widened = await api('PATCH', `/users/${made.data.id}`, {
      token: admin,
      body: { collections: null },
    })
    expect(widened.data.collections).toBeNull()
    const bad = await api('PATCH', `/users/${made.data.id}`, {
      token: admin,
      body: { collections: ['gadgets'] },
    })
    expect(bad.status).toBe(400)
  })
})
