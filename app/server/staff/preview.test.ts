import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getI18n } from '~/i18n/i18n'
import { withPreview } from '~/server/cms/visibility'
import { cmsContentDetail, cmsPageDetail } from '~/server/cmsapi/calls'
import { inProcessTransport } from '~/server/cmsapi/transport'
import type { OpenDb } from '~/server/db/client'
import { auditLog, contentDrafts, contentRevisions, news, newsCategories } from '~/server/db/schema'
import { openSeededTestDb, testEngines } from '~/server/db/test-db'
import { COLLECTIONS, type CollectionName } from '~/shared/staff/content'
import { makeContentSchemas } from '~/shared/staff/content-schemas'
import { handleStaffHttp } from './api'
import { COMMAND_LINE } from './audit'
import { publicPathOf } from './content/paths'
import { withUnsaved } from './content/preview'
import type { Ctx } from './content/service'
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
      ip: '10.7.0.2',
    })
    const json = await response.json()
    return { status: response.status, json, data: json?.data }
  }
}

describe('the public page of an item the preview opens', () => {
  it('is each company page by its key and a platform’s filtered product list, in both languages', () => {
    expect(publicPathOf('pages', 'en', 1, { id: 'about-us' })).toBe('/about/about-us')
    expect(publicPathOf('pages', 'zh', 2, { id: 'welfare' })).toBe('/zh/recruits/welfare')
    expect(publicPathOf('pages', 'en', 3, { id: 'terms' })).toBe('/terms')
    expect(publicPathOf('pages', 'en', 4, { id: 'no-such-page' })).toBeNull()
    expect(publicPathOf('platforms', 'zh', 5, { code: 'rf-20v-max' })).toBe(
      '/zh/product/list?platform=rf-20v-max',
    )
  })

  it('exists for every collection the console offers a preview of', () => {
    for (const def of Object.values(COLLECTIONS)) {
      if (!def.previewable) continue
      const shared = { id: 'about-us', code: 'rf-20v-max', kind: 'download' }
      expect(publicPathOf(def.name, 'en', 1, shared), def.name).toMatch(/^\//)
    }
  })
})

describe.each(testEngines())('previews of unsaved content on %s', (engine) => {
  let opened: OpenDb
  let api: ReturnType<typeof client>
  const tokens: Record<string, string> = {}
  let categoryKey = ''
  const i18n = getI18n('en')
  const service = (name: CollectionName): Ctx => ({
    db: opened.db,
    who: COMMAND_LINE,
    mayPublish: true,
    i18n,
    schemas: makeContentSchemas(i18n, COLLECTIONS[name]),
    purge: false,
  })
  /** What the site's pages read from the content service while a preview draws them. */
  const seen = <T>(db: OpenDb['db'], read: () => Promise<T>) => withPreview(read, db)
  /** Rows that any save would add to. */
  const footprint = async () => {
    const [[n], [r], [a], [d]] = await Promise.all([
      opened.db.select({ n: count() }).from(news),
      opened.db.select({ n: count() }).from(contentRevisions),
      opened.db.select({ n: count() }).from(auditLog),
      opened.db.select({ n: count() }).from(contentDrafts),
    ])
    return { news: n?.n, revisions: r?.n, audit: a?.n, drafts: d?.n }
  }

  beforeAll(async () => {
    opened = await openSeededTestDb(engine)
    api = client(opened.db)
    const accounts: Array<[string, 'editor' | 'author', string[] | null]> = [
      ['editor', 'editor', null],
      ['news-author', 'author', ['news']],
    ]
    for (const [name, role, collections] of accounts) {
      const email = `${name}@preview.example.com`
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
  }, 120_000)
  afterAll(() => opened?.close())

  it('draws a company page from its server draft while visitors still read the live page', async () => {
    const live = await cmsPageDetail({ locale: 'en' }, 'about-us', inProcessTransport(opened.db))
    const item = await api('GET', '/pages/about-us', { token: tokens.editor })
    const saved = await api('PUT', '/pages/about-us/draft', {
      token: tokens.editor,
      body: {
        en: {
          title: 'About us, redrafted',
          intro: 'New intro',
          content: '<p>New<script>x</script></p>',
        },
        zh: item.data.zh,
        version: item.data.updatedAt,
      },
    })
    expect(saved.status).toBe(200)
    const before = await footprint()
    const shown = await withUnsaved(service('pages'), 'pages', 'about-us', { draft: true }, (tx) =>
      seen(tx, () => cmsPageDetail({ locale: 'en' }, 'about-us', inProcessTransport())),
    )
    expect(shown.title).toBe('About us, redrafted')
    expect(shown.content).toBe('<p>New</p>')
    // Nothing moved: visitors read the live page, the draft stays a draft.
    expect(await footprint()).toEqual(before)
    const after = await cmsPageDetail({ locale: 'en' }, 'about-us', inProcessTransport(opened.db))
    expect(after.title).toBe(live.title)
    const still = await api('GET', '/pages/about-us', { token: tokens.editor })
    expect(still.data.en.title).toBe(item.data.en.title)
    expect(still.data.draft.en.title).toBe('About us, redrafted')
  })

  it('draws the editor’s unsaved form of a new item and keeps nothing of it', async () => {
    const before = await footprint()
    const shown = await withUnsaved(
      service('news'),
      'news',
      null,
      {
        body: {
          en: { title: 'Typed, not saved', summary: '', content: '<p onclick="x()">Hi</p>' },
          zh: null,
          categoryId: categoryKey,
          status: 'draft',
        },
      },
      (tx, item) =>
        seen(tx, async () => ({
          key: item.id,
          page: await cmsContentDetail({ locale: 'en' }, item.en?.id ?? 0, inProcessTransport()),
        })),
    )
    expect(shown.page.title).toBe('Typed, not saved')
    expect(shown.page.content).toBe('<p>Hi</p>')
    expect(await footprint()).toEqual(before)
    const none = await api('GET', `/news/${shown.key}`, { token: tokens.editor })
    expect(none.status).toBe(404)
  })

  it('refuses a form a save would refuse, with the fields’ messages, and writes nothing', async () => {
    const before = await footprint()
    const bad = await api('POST', '/preview/news', {
      token: tokens.editor,
      lang: 'zh',
      body: { en: { title: '' }, zh: null, categoryId: categoryKey, status: 'draft' },
    })
    expect(bad.status).toBe(400)
    expect(bad.json.fieldErrors['en.title']).toBe('此项为必填项')
    const noCategory = await api('POST', '/preview/news', {
      token: tokens.editor,
      body: { en: { title: 'x' }, zh: null, categoryId: 'no-such-category', status: 'draft' },
    })
    expect(noCategory.status).toBe(400)
    expect(noCategory.json.fieldErrors.categoryId).toBeTruthy()
    expect(await footprint()).toEqual(before)
  })

  it('answers 401, 403 and 404 as the other content calls do', async () => {
    expect((await api('GET', '/preview/pages/about-us')).status).toBe(401)
    expect((await api('POST', '/preview/news', { body: {} })).status).toBe(401)
    // An author limited to news: not the company pages.
    const other = await api('GET', '/preview/pages/about-us?draft=1', {
      token: tokens['news-author'],
    })
    expect(other.status).toBe(403)
    const otherForm = await api('POST', '/preview/pages/about-us', {
      token: tokens['news-author'],
      body: {},
    })
    expect(otherForm.status).toBe(403)
    // A collection without a page of its own, an item without a draft, an item that is not.
    const noPage = await api('GET', '/preview/brands/anything', { token: tokens.editor })
    expect(noPage.status).toBe(404)
    expect(noPage.json.message).toBe('This content has no page')
    const created = await api('POST', '/news', {
      token: tokens.editor,
      body: { en: { title: 'No draft' }, zh: null, categoryId: categoryKey, status: 'draft' },
    })
    const noDraft = await api('GET', `/preview/news/${created.data.id}?draft=1`, {
      token: tokens.editor,
    })
    expect(noDraft.status).toBe(404)
    expect(noDraft.json.message).toBe('This item has no draft')
    const missing = await api('POST', '/preview/news/no-such-item', {
      token: tokens.editor,
      body: { en: { title: 'x' }, zh: null, categoryId: categoryKey, status: 'draft' },
    })
    expect(missing.status).toBe(404)
    // The company pages are a fixed set: no form of a new one.
    const newPage = await api('POST', '/preview/pages', {
      token: tokens.editor,
      body: { en: { title: 'x' }, zh: null, status: 'draft' },
    })
    expect(newPage.status).toBe(404)
  })
})
