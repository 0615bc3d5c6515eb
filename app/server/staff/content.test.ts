import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  cmsAdGetAd,
  cmsAdGetAds,
  cmsAdGetPageSeo,
  cmsContentDetail,
  cmsContentList,
  cmsProductDetail,
} from '~/server/cmsapi/calls'
import { inProcessTransport } from '~/server/cmsapi/transport'
import type { OpenDb } from '~/server/db/client'
import { auditLog, news, newsCategories } from '~/server/db/schema'
import { openSeededTestDb, testEngines } from '~/server/db/test-db'
import { type ContentPurge, onContentPurge } from '~/server/process/purge-bus'
import { handleStaffHttp } from './api'
import { COMMAND_LINE } from './audit'
import { serveFile } from './files'
import { startPublishSchedule } from './schedule'
import { createStaffUser } from './staff-users'

process.env.MEDIA_DIR = mkdtempSync(join(tmpdir(), 'staff-files-'))

type Call = { token?: string; body?: unknown | FormData; lang?: 'en' | 'zh' }

function client(db: OpenDb['db']) {
  return async (method: string, path: string, call: Call = {}) => {
    const headers = new Headers()
    if (call.token) headers.set('authorization', `Bearer ${call.token}`)
    if (call.lang) headers.set('accept-language', call.lang)
    let body: BodyInit | undefined
    if (call.body instanceof FormData) body = call.body
    else if (call.body !== undefined) {
      body = JSON.stringify(call.body)
      headers.set('content-type', 'application/json')
    }
    const request = new Request(`http://staff.test/api/staff${path}`, { method, headers, body })
    const ip = `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
    const response = await handleStaffHttp(request, path.split('?')[0] ?? path, { db, ip })
    const json = await response.json()
    return { status: response.status, json, data: json?.data }
  }
}

describe.each(testEngines())('staff content API on %s', (engine) => {
  let opened: OpenDb
  let api: ReturnType<typeof client>
  let editor = ''
  let service = ''
  let categoryKey = ''
  const purges: ContentPurge[] = []
  let stopListening = () => {}
  const transport = () => inProcessTransport(opened.db)

  beforeAll(async () => {
    opened = await openSeededTestDb(engine)
    api = client(opened.db)
    for (const [email, role] of [
      ['editor@example.com', 'editor'],
      ['service@example.com', 'service'],
    ] as const) {
      await createStaffUser(opened.db, COMMAND_LINE, {
        email,
        name: '',
        role,
        password: 'long-password-1',
      })
    }
    editor = (
      await api('POST', '/session', {
        body: { email: 'editor@example.com', password: 'long-password-1' },
      })
    ).data.token
    service = (
      await api('POST', '/session', {
        body: { email: 'service@example.com', password: 'long-password-1' },
      })
    ).data.token
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

  const newsBody = (tag: string) => ({
    en: {
      title: `Cordless line ${tag}`,
      summary: 'Summary',
      content: '<p>Hello <script>alert(1)</script><strong>world</strong></p>',
    },
    zh: { title: `无绳系列 ${tag}`, summary: '摘要', content: '<p>你好</p>' },
    categoryId: categoryKey,
    status: 'draft',
  })

  it('an editor writes a news item in both languages; visitors see it once it is published', async () => {
    const created = await api('POST', '/news', { token: editor, body: newsBody('a') })
    expect(created.status).toBe(200)
    const item = created.data
    expect(item.state).toBe('draft')
    expect(item.en.content).toBe('<p>Hello <strong>world</strong></p>')
    expect(item.categoryId).toBe(categoryKey)
    // Both rows share the item's key: they are language twins.
    const rows = await opened.db.select().from(news).where(eq(news.translationKey, item.id))
    expect(rows.map((r) => r.locale).sort()).toEqual(['en', 'zh'])

    const listed = async (locale: 'en' | 'zh') =>
      (await cmsContentList({ locale }, { pageSize: 50 }, transport())).list.map((n) => n.title)
    expect(await listed('en')).not.toContain('Cordless line a')
    await expect(cmsContentDetail({ locale: 'en' }, item.en.id, transport())).rejects.toThrow()

    purges.length = 0
    const published = await api('PATCH', `/news/${item.id}`, {
      token: editor,
      body: { status: 'published' },
    })
    expect(published.status).toBe(200)
    expect(published.data.state).toBe('published')
    expect(await listed('en')).toContain('Cordless line a')
    expect(await listed('zh')).toContain('无绳系列 a')
    const detail = await cmsContentDetail({ locale: 'zh' }, item.zh.id, transport())
    expect(detail.alternates).toEqual({ en: item.en.id, zh: item.zh.id })
    // The pages showing news are purged in both languages.
    expect(purges).toContainEqual({
      paths: expect.arrayContaining(['/about/news/*', '/zh/about/news/*', '/', '/zh']),
    })
    const [entry] = await opened.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, item.id))
      .orderBy(auditLog.id)
    expect(entry?.action).toBe('content.create')
    expect(entry?.actor).toBe('editor@example.com')
  })

  it('a publish time in the future schedules the item; the twin link waits too', async () => {
    const future = new Date(Date.now() + 3_600_000).toISOString()
    const created = await api('POST', '/news', {
      token: editor,
      body: { ...newsBody('b'), status: 'published', publishedAt: future },
    })
    expect(created.data.state).toBe('scheduled')
    const list = await cmsContentList({ locale: 'en' }, { pageSize: 50 }, transport())
    expect(list.list.map((n) => n.title)).not.toContain('Cordless line b')
    const scheduled = await api('GET', '/news?state=scheduled', { token: editor })
    expect(scheduled.data.list.map((r: { id: string }) => r.id)).toContain(created.data.id)
    // Moved to the past, it shows.
    const now = await api('PATCH', `/news/${created.data.id}`, {
      token: editor,
      body: { publishedAt: new Date(Date.now() - 1000).toISOString() },
    })
    expect(now.data.state).toBe('published')
  })

  it('removing one language keeps the other; the twin link goes', async () => {
    const created = await api('POST', '/news', {
      token: editor,
      body: { ...newsBody('c'), status: 'published' },
    })
    const patched = await api('PATCH', `/news/${created.data.id}`, {
      token: editor,
      body: { zh: null, en: { title: 'Only English c' } },
    })
    expect(patched.status).toBe(200)
    expect(patched.data.zh).toBeNull()
    expect(patched.data.en.summary).toBe('Summary')
    const detail = await cmsContentDetail({ locale: 'en' }, created.data.en.id, transport())
    expect(detail.title).toBe('Only English c')
    expect(detail.alternates).toEqual({ en: created.data.en.id })
  })

  it('lists search, filter, sort and page; bulk unpublish is all or none', async () => {
    const a = await api('POST', '/news', { token: editor, body: newsBody('bulk-1') })
    const b = await api('POST', '/news', { token: editor, body: newsBody('bulk-2') })
    const found = await api('GET', '/news?q=bulk&sort=title&dir=asc&pageSize=1&page=2', {
      token: editor,
    })
    expect(found.data.total).toBe(2)
    expect(found.data.list[0].en.title).toBe('Cordless line bulk-2')
    const published = await api('POST', '/news/bulk', {
      token: editor,
      body: { ids: [a.data.id, b.data.id], status: 'published' },
    })
    expect(published.data.changed).toBe(2)
    const refused = await api('POST', '/news/bulk', {
      token: editor,
      body: { ids: [a.data.id, 'no-such-item'], status: 'draft' },
    })
    expect(refused.status).toBe(404)
    expect((await api('GET', `/news/${a.data.id}`, { token: editor })).data.status).toBe(
      'published',
    )
    const byCategory = await api('GET', `/news?categoryId=${categoryKey}&q=bulk`, {
      token: editor,
    })
    expect(byCategory.data.total).toBe(2)
    const missingZh = await api('GET', '/news?missing=zh&q=Only', { token: editor })
    expect(missingZh.data.total).toBe(1)
  })

  it('refuses bad input with messages in the caller’s language, and roles as the console does', async () => {
    const bad = await api('POST', '/news', {
      token: editor,
      lang: 'zh',
      body: { en: { title: '' }, categoryId: null },
    })
    expect(bad.status).toBe(400)
    expect(bad.json.fieldErrors['en.title']).toBe('此项为必填项')
    expect(bad.json.fieldErrors.categoryId).toBeTruthy()
    const none = await api('POST', '/news', { token: editor, body: { categoryId: categoryKey } })
    expect(none.status).toBe(400)
    expect((await api('GET', '/news', { token: service })).status).toBe(403)
    expect((await api('GET', '/submissions?type=join', { token: editor })).status).toBe(403)
    expect((await api('GET', '/news/nothing-here', { token: editor })).status).toBe(404)
  })

  it('saves a product with specs, gallery, brand, category and related files', async () => {
    const [categories, brands, downloads] = await Promise.all(
      ['/product-categories', '/brands', '/downloads'].map((p) =>
        api('GET', `${p}?pageSize=1`, { token: editor }),
      ),
    )
    const body = {
      en: {
        name: 'Impact driver X',
        summary: 'Compact',
        content: '<p>Strong</p>',
        specs: [{ name: 'Voltage', value: '18 V' }],
      },
      zh: { name: '冲击起子 X', specs: [{ name: '电压', value: '18 V' }] },
      model: 'RF-X1',
      categoryId: categories?.data.list[0].id,
      brandId: brands?.data.list[0].id,
      images: ['/media/u/0123456789abcdef0123456789abcdef/640.webp'],
      mallUrl: 'https://mall.example.com/x1',
      downloads: [downloads?.data.list[0].id],
      status: 'published',
    }
    const created = await api('POST', '/products', { token: editor, body })
    expect(created.status).toBe(200)
    expect(created.data.downloads).toEqual([downloads?.data.list[0].id])
    const detail = await cmsProductDetail({ locale: 'en' }, created.data.en.id, transport())
    expect(detail.specs).toEqual([{ name: 'Voltage', value: '18 V' }])
    expect(detail.downloads.length).toBe(1)
    expect(detail.alternates).toEqual({ en: created.data.en.id, zh: created.data.zh.id })
    // A category in use cannot be deleted.
    const used = await api('DELETE', `/product-categories/${body.categoryId}`, { token: editor })
    expect(used.status).toBe(409)
    const removed = await api('DELETE', `/products/${created.data.id}`, { token: editor })
    expect(removed.status).toBe(200)
    await expect(
      cmsProductDetail({ locale: 'en' }, created.data.en.id, transport()),
    ).rejects.toThrow()
  })

  it('clears the caches when a scheduled item’s time comes, without a restart', async () => {
    const stop = startPublishSchedule(opened.db)
    try {
      const soon = new Date(Date.now() + 1500).toISOString()
      const created = await api('POST', '/news', {
        token: editor,
        body: { ...newsBody('soon'), status: 'published', publishedAt: soon },
      })
      expect(created.data.state).toBe('scheduled')
      purges.length = 0
      // The timer fires at the publish time (this waits at most 10 s; the purge is due in 1.5 s).
      await new Promise<void>((resolve, reject) => {
        const started = Date.now()
        const poll = () => {
          if (purges.some((p) => p.paths === 'all')) resolve()
          else if (Date.now() - started > 10_000) reject(new Error('no purge at the publish time'))
          else setTimeout(poll, 50)
        }
        poll()
      })
      const list = await cmsContentList({ locale: 'en' }, { pageSize: 50 }, transport())
      expect(list.list.map((n) => n.title)).toContain('Cordless line soon')
    } finally {
      stop()
    }
  })

  it('reorders the menu (a child moved to the top level), hides a draft banner, saves the filing and page SEO', async () => {
    const menu = await api('GET', `/ads?type=${encodeURIComponent('top title')}`, { token: editor })
    const tree: Array<{ id: number; name: string; child: Array<{ id: number; name: string }> }> =
      menu.data.en
    const about = tree[1]
    const child = about?.child[0]
    if (!about || !child) throw new Error('seeded menu expected')
    // The first child of "About" becomes the first top-level item.
    const items = [
      { id: child.id, parentId: null },
      ...tree.flatMap((top) => [
        { id: top.id, parentId: null },
        ...top.child.filter((c) => c.id !== child.id).map((c) => ({ id: c.id, parentId: top.id })),
      ]),
    ]
    const ordered = await api('POST', '/ads/order', {
      token: editor,
      body: { locale: 'en', type: 'top title', items },
    })
    expect(ordered.status).toBe(200)
    const publicMenu = await cmsAdGetAd({ locale: 'en' }, { type: 'top title' }, transport())
    expect(publicMenu[0]?.name).toBe(child.name)
    const foreign = await api('POST', '/ads/order', {
      token: editor,
      body: { locale: 'zh', type: 'top title', items: [{ id: child.id, parentId: null }] },
    })
    expect(foreign.status).toBe(400)

    const banner = await api('POST', '/ads', {
      token: editor,
      body: {
        locale: 'en',
        type: 'banner-about',
        name: 'Spring sale',
        image: '/media/banner/about.svg',
        status: 'draft',
      },
    })
    expect(banner.status).toBe(200)
    const banners = async () =>
      (await cmsAdGetAds({ locale: 'en' }, { type: 'banner-about' }, transport())).map(
        (b) => b.name,
      )
    expect(await banners()).not.toContain('Spring sale')
    await api('PATCH', `/ads/${banner.data.id}`, { token: editor, body: { status: 'published' } })
    expect(await banners()).toContain('Spring sale')

    const filing = await api('GET', `/ads?type=${encodeURIComponent('备案信息')}`, {
      token: editor,
    })
    const memo = filing.data.zh[0].child[0]
    const saved = await api('PATCH', `/ads/${memo.id}`, {
      token: editor,
      body: {
        memo: '© 2026 瑞丰 <a href="https://beian.miit.gov.cn/" onclick="x()">苏ICP备1号</a>',
      },
    })
    expect(saved.data.memo).toBe('© 2026 瑞丰 <a href="https://beian.miit.gov.cn/">苏ICP备1号</a>')

    const seo = await api('POST', '/seo', {
      token: editor,
      body: {
        page: '/about/honor',
        en: { title: 'Honours', description: 'Awards', keywords: 'awards' },
        zh: null,
      },
    })
    expect(seo.status).toBe(200)
    expect((await cmsAdGetPageSeo({ locale: 'en' }, '/about/honor', transport()))?.title).toBe(
      'Honours',
    )
    expect(await cmsAdGetPageSeo({ locale: 'zh' }, '/about/honor', transport())).toBeNull()
  })

  it('stores an uploaded file once and serves it immutable, with byte ranges', async () => {
    const form = new FormData()
    const bytes = new TextEncoder().encode('%PDF-1.4 manual of the drill')
    form.set('file', new File([bytes], 'Drill manual (EN).pdf', { type: 'application/pdf' }))
    const stored = await api('POST', '/files', { token: editor, body: form })
    expect(stored.status).toBe(200)
    expect(stored.data).toEqual({
      url: expect.stringMatching(/^\/media\/f\/[0-9a-f]{32}\/Drill-manual-EN\.pdf$/),
      type: 'pdf',
      size: bytes.length,
    })
    const path = stored.data.url.slice('/media/f/'.length)
    const whole = await serveFile(path, null)
    expect(whole.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await whole.text()).toBe('%PDF-1.4 manual of the drill')
    const part = await serveFile(path, 'bytes=9-14')
    expect(part.status).toBe(206)
    expect(await part.text()).toBe('manual')
    expect((await serveFile(path.replace('.pdf', '.exe'), null)).status).toBe(404)
    const refused = new FormData()
    refused.set('file', new File([bytes], 'tool.exe'))
    expect((await api('POST', '/files', { token: editor, body: refused })).status).toBe(400)
  })
  it('keeps a revision of every save (both languages, who, when) and restores one as a new revision, status unchanged', async () => {
    const created = await api('POST', '/news', { token: editor, body: newsBody('rev') })
    const key = created.data.id
    for (const n of [2, 3]) {
      const saved = await api('PATCH', `/news/${key}`, {
        token: editor,
        body: { en: { title: `Revision ${n}` }, zh: { title: `修订 ${n}` }, status: 'published' },
      })
      expect(saved.status).toBe(200)
    }
    const listed = await api('GET', `/news/${key}/revisions`, { token: editor })
    expect(listed.status).toBe(200)
    const list = listed.data.list
    expect(list.map((r: { en: { title: string } }) => r.en.title)).toEqual([
      'Revision 3',
      'Revision 2',
      'Cordless line rev',
    ])
    expect(list[2].zh.title).toBe('无绳系列 rev')
    expect(list[0].by).toBe('editor@example.com')
    expect(list[0].action).toBe('update')
    expect(list[2].action).toBe('create')
    expect(new Date(list[0].at).getTime()).toBeGreaterThanOrEqual(new Date(list[2].at).getTime())
    expect(list[0].categoryId).toBe(categoryKey)

    const first = list[2].id
    const restored = await api('POST', `/news/${key}/revisions/${first}/restore`, { token: editor })
    expect(restored.status).toBe(200)
    expect(restored.data.en.title).toBe('Cordless line rev')
    expect(restored.data.zh.title).toBe('无绳系列 rev')
    // The first revision was a draft; the item stays published.
    expect(restored.data.status).toBe('published')
    const visible = await cmsContentDetail({ locale: 'en' }, restored.data.en.id, transport())
    expect(visible.title).toBe('Cordless line rev')
    const after = (await api('GET', `/news/${key}/revisions`, { token: editor })).data.list
    expect(after).toHaveLength(4)
    expect(after[0]).toMatchObject({
      action: 'restore',
      restoredFrom: first,
      by: 'editor@example.com',
    })

    // Unknown revisions, revisions of another item and bad ids: 404 and 400, never 500.
    const other = await api('POST', '/news', { token: editor, body: newsBody('other') })
    const otherFirst = (await api('GET', `/news/${other.data.id}/revisions`, { token: editor }))
      .data.list[0].id
    const foreign = await api('POST', `/news/${key}/revisions/${otherFirst}/restore`, {
      token: editor,
      lang: 'zh',
    })
    expect(foreign.status).toBe(404)
    expect(foreign.json.message).toBe('没有这个版本')
    expect(
      (await api('POST', `/news/${key}/revisions/abc/restore`, { token: editor })).status,
    ).toBe(400)
    expect((await api('GET', '/news/no-such-item/revisions', { token: editor })).status).toBe(404)
    expect((await api('GET', `/news/${key}/revisions`, { token: service })).status).toBe(403)
  })

  it('keeps the state before revisions of seeded content, so the first change can be undone', async () => {
    const [seeded] = await opened.db
      .select({ key: news.translationKey, title: news.title })
      .from(news)
      .where(eq(news.locale, 'en'))
      .limit(1)
    const key = seeded?.key ?? ''
    await api('PATCH', `/news/${key}`, { token: editor, body: { en: { title: 'Changed' } } })
    const list = (await api('GET', `/news/${key}/revisions`, { token: editor })).data.list
    expect(list.map((r: { action: string }) => r.action)).toEqual(['update', 'initial'])
    expect(list[1].en.title).toBe(seeded?.title)
    const back = await api('POST', `/news/${key}/revisions/${list[1].id}/restore`, {
      token: editor,
    })
    expect(back.data.en.title).toBe(seeded?.title)
  })

  it('refuses a save made on a version that changed since (409 with its reason), and takes the current one', async () => {
    const created = await api('POST', '/news', { token: editor, body: newsBody('stale') })
    const key = created.data.id
    const opened1 = created.data.updatedAt
    const first = await api('PATCH', `/news/${key}`, {
      token: editor,
      body: { en: { title: 'First editor' }, version: opened1 },
    })
    expect(first.status).toBe(200)
    const second = await api('PATCH', `/news/${key}`, {
      token: editor,
      lang: 'zh',
      body: { en: { title: 'Second editor' }, version: opened1 },
    })
    expect(second.status).toBe(409)
    expect(second.json.reason).toBe('stale')
    expect(second.json.message).toContain('版本')
    const stored = await api('GET', `/news/${key}`, { token: editor })
    expect(stored.data.en.title).toBe('First editor')
    const retried = await api('PATCH', `/news/${key}`, {
      token: editor,
      body: { en: { title: 'Second editor' }, version: first.data.updatedAt },
    })
    expect(retried.status).toBe(200)
    expect(retried.data.en.title).toBe('Second editor')
  })
})
