import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cmsPageDetail } from '~/server/cmsapi/calls'
import { inProcessTransport } from '~/server/cmsapi/transport'
import { COMPANY_PAGE_KEYS, defaultCompanyPage } from '~/server/company-pages'
import type { OpenDb } from '~/server/db/client'
import { companyPages } from '~/server/db/schema'
import { openTestDb, testEngines } from '~/server/db/test-db'
import { type ContentPurge, onContentPurge } from '~/server/process/purge-bus'
import { handleStaffHttp } from './api'
import { COMMAND_LINE } from './audit'
import { createStaffUser } from './staff-users'

type Call = { token?: string; body?: unknown; lang?: 'en' | 'zh' }

describe.each(testEngines())('the company pages as content on %s', (engine) => {
  let opened: OpenDb
  let editor = ''
  const purges: ContentPurge[] = []
  let stopListening = () => {}
  const api = async (method: string, path: string, call: Call = {}) => {
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
      db: opened.db,
      ip: '10.9.0.1',
    })
    const json = await response.json()
    return { status: response.status, json, data: json?.data, headers: response.headers }
  }
  /** What the visitor page reads: the content service's company page call. */
  const visitorPage = (key: string, locale: 'en' | 'zh' = 'en') =>
    cmsPageDetail({ locale }, key, inProcessTransport(opened.db))

  beforeAll(async () => {
    opened = await openTestDb(engine)
    await createStaffUser(opened.db, COMMAND_LINE, {
      email: 'pages-editor@example.com',
      name: '',
      role: 'editor',
      password: 'long-password-1',
    })
    editor = (
      await api('POST', '/session', {
        body: { email: 'pages-editor@example.com', password: 'long-password-1' },
      })
    ).data.token
    stopListening = onContentPurge((purge) => purges.push(purge))
  }, 120_000)
  afterAll(async () => {
    stopListening()
    await opened?.close()
  })

  it('starts every page in both languages with the text the pages showed when it was in the code', async () => {
    const rows = await opened.db.select().from(companyPages)
    expect(rows).toHaveLength(COMPANY_PAGE_KEYS.length * 2)
    for (const row of rows) {
      const key = COMPANY_PAGE_KEYS.find((k) => k === row.translationKey)
      expect(key).toBeDefined()
      if (!key || (row.locale !== 'en' && row.locale !== 'zh')) continue
      const code = defaultCompanyPage(key, row.locale)
      expect({ title: row.title, intro: row.intro, content: row.content }).toEqual({
        title: code.title,
        intro: code.intro,
        content: code.content,
      })
      expect(row.status).toBe('published')
    }
    const culture = await visitorPage('culture', 'zh')
    expect(culture.title).toBe('企业文化')
    expect(culture.content).toContain('制造专业人士每个工作日都能信赖的工具。')
  })

  it('lists the pages once each in the console, edits one in both languages with a revision, purges its pages and shows it to visitors', async () => {
    const list = await api('GET', '/pages?pageSize=50', { token: editor })
    expect(list.status).toBe(200)
    expect(list.data.list.map((row: { id: string }) => row.id).sort()).toEqual(
      [...COMPANY_PAGE_KEYS].sort(),
    )
    const before = await api('GET', '/pages/culture', { token: editor })
    expect(before.data.en.title).toBe('Corporate Culture')

    purges.length = 0
    const saved = await api('PATCH', '/pages/culture', {
      token: editor,
      body: {
        version: before.data.updatedAt ?? undefined,
        en: {
          intro: 'What we stand for, written by the console.',
          content: '<p>Build it <strong>right</strong>.</p><script>alert(1)</script>',
        },
        zh: { title: '我们的文化' },
      },
    })
    expect(saved.status).toBe(200)
    // Sanitized on save: the script is gone.
    expect(saved.data.en.content).toBe('<p>Build it <strong>right</strong>.</p>')
    expect(purges.some((p) => p.paths !== 'all' && p.paths.includes('/about/*'))).toBe(true)

    const en = await visitorPage('culture')
    expect(en.title).toBe('Corporate Culture')
    expect(en.intro).toBe('What we stand for, written by the console.')
    expect(en.content).toBe('<p>Build it <strong>right</strong>.</p>')
    expect((await visitorPage('culture', 'zh')).title).toBe('我们的文化')

    // Revisions like every collection: restore the first, and the old text is back.
    const revisions = await api('GET', '/pages/culture/revisions', { token: editor })
    expect(revisions.status).toBe(200)
    const initial = revisions.data.list.find((r: { action: string }) => r.action === 'initial')
    expect(initial.en.intro).toBe('The values that guide how we design, build and serve.')
    const restored = await api('POST', `/pages/culture/revisions/${initial.id}/restore`, {
      token: editor,
    })
    expect(restored.status).toBe(200)
    expect((await visitorPage('culture')).intro).toBe(
      'The values that guide how we design, build and serve.',
    )
  })

  it('keeps the set of pages fixed (no create, no delete: 405) and hides an unpublished page', async () => {
    const created = await api('POST', '/pages', {
      token: editor,
      body: { en: { title: 'Another page' }, zh: null, status: 'published' },
    })
    expect(created.status).toBe(405)
    const deleted = await api('DELETE', '/pages/honor', { token: editor })
    expect(deleted.status).toBe(405)
    expect(deleted.headers.get('allow')).toContain('PATCH')

    const draft = await api('PATCH', '/pages/honor', { token: editor, body: { status: 'draft' } })
    expect(draft.status).toBe(200)
    await expect(visitorPage('honor')).rejects.toMatchObject({ status: 404 })
    await api('PATCH', '/pages/honor', { token: editor, body: { status: 'published' } })
    expect((await visitorPage('honor')).title).toBe('Honors')
    const [row] = await opened.db
      .select({ status: companyPages.status })
      .from(companyPages)
      .where(eq(companyPages.translationKey, 'honor'))
    expect(row?.status).toBe('published')
  })

  it('refuses a page key that is not one: 400 from the content service, never 500', async () => {
    await expect(visitorPage('../etc')).rejects.toMatchObject({ status: 400 })
    await expect(visitorPage('no-such-page')).rejects.toMatchObject({ status: 404 })
  })
})
