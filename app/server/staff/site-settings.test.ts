import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cmsSiteSettings } from '~/server/cmsapi/calls'
import { inProcessTransport } from '~/server/cmsapi/transport'
import type { OpenDb } from '~/server/db/client'
import { auditLog, siteSettings } from '~/server/db/schema'
import { openSeededTestDb, testEngines } from '~/server/db/test-db'
import { type ContentPurge, onContentPurge } from '~/server/process/purge-bus'
import { mailDomain } from '~/server/site-url'
import { mailboxesOf } from '~/shared/mailboxes'
import { handleStaffHttp } from './api'
import { signedInStaff } from './test-staff'

type Call = { token?: string; body?: unknown; lang?: 'en' | 'zh' }

describe.each(testEngines())('staff site settings on %s', (engine) => {
  let opened: OpenDb
  let editor = ''
  let service = ''
  const purges: ContentPurge[] = []
  let stopListening = () => {}

  const api = async (method: string, call: Call = {}) => {
    const headers = new Headers()
    if (call.token) headers.set('authorization', `Bearer ${call.token}`)
    if (call.lang) headers.set('accept-language', call.lang)
    if (call.body !== undefined) headers.set('content-type', 'application/json')
    const request = new Request('http://staff.test/api/staff/site-settings', {
      method,
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
    })
    const response = await handleStaffHttp(request, '/site-settings', {
      db: opened.db,
      ip: '10.7.7.7',
    })
    const json = await response.json()
    return { status: response.status, json, data: json?.data }
  }
  const publicSettings = (locale: 'en' | 'zh') =>
    cmsSiteSettings({ locale }, inProcessTransport(opened.db))

  const valid = {
    locale: 'zh',
    siteTitle: '瑞丰工具官网',
    hotline: '400-800-1234',
    socials: [
      { key: 'douyin', label: '抖音号', url: 'https://www.douyin.com/user/ruifeng' },
      { key: 'weibo', label: '官方微博', url: 'https://weibo.com/ruifeng' },
      { key: 'about', label: '关于我们', url: '/about/about-us' },
    ],
    mailboxes: { info: 'hello@ruifeng.cn', sales: '', service: '', hr: 'jobs@ruifeng.cn' },
  }

  beforeAll(async () => {
    opened = await openSeededTestDb(engine)
    editor = await signedInStaff(opened.db, { email: 'editor@example.com', role: 'editor' })
    service = await signedInStaff(opened.db, { email: 'service@example.com', role: 'service' })
    stopListening = onContentPurge((p) => purges.push(p))
  }, 120_000)
  afterAll(async () => {
    stopListening()
    await opened?.close()
  })

  it('an editor reads both languages; an unset mailbox is empty, with the domain it takes', async () => {
    const read = await api('GET', { token: editor })
    expect(read.status).toBe(200)
    expect(read.data.en.siteTitle).toBe('Ruifeng Tools')
    expect(read.data.zh.hotline).toBe('400-182-5988')
    expect(read.data.zh.socials.map((s: { key: string }) => s.key)).toContain('weibo')
    expect(read.data.en.mailboxes).toEqual({ info: '', sales: '', service: '', hr: '' })
    expect(read.data.mailDomain).toBe(mailDomain())
    // The public side keeps today's addresses: `<name>@` the site's domain.
    const shown = mailboxesOf((await publicSettings('en')).mailboxes, 'ruifeng.com')
    expect(shown).toEqual({
      info: 'info@ruifeng.com',
      sales: 'sales@ruifeng.com',
      service: 'service@ruifeng.com',
      hr: 'hr@ruifeng.com',
    })
  })

  it('a role that may not edit site content is refused, and nothing changes', async () => {
    expect((await api('GET', { token: service })).status).toBe(403)
    const refused = await api('POST', { token: service, body: valid })
    expect(refused.status).toBe(403)
    expect(refused.json.message).toBe('Your role does not allow this')
    expect((await api('POST', { body: valid })).status).toBe(401)
    expect((await publicSettings('zh')).hotline).toBe('400-182-5988')
  })

  it('bad input is a 400 with a message on each field, in the caller’s language', async () => {
    const bad = await api('POST', {
      token: editor,
      body: {
        ...valid,
        siteTitle: '  ',
        hotline: 'call us',
        socials: [
          { key: 'weibo', label: 'Weibo', url: 'http://weibo.com/ruifeng' },
          { key: 'weibo', label: 'Weibo 2', url: 'javascript:alert(1)' },
          { key: 'Bad Key!', label: '', url: '//evil.example/x' },
        ],
        mailboxes: { ...valid.mailboxes, sales: 'not an address' },
      },
    })
    expect(bad.status).toBe(400)
    expect(bad.json.fieldErrors).toMatchObject({
      siteTitle: 'Enter the site title',
      hotline: 'Enter a phone number: digits, spaces, dashes, brackets, a leading +',
      'socials.0.url': 'Enter an https:// address or a site path (/…)',
      'socials.1.url': 'Enter an https:// address or a site path (/…)',
      'socials.2.key': 'Use lower-case letters, digits, dashes (at most 30)',
      'socials.2.label': 'Enter a name',
      'socials.2.url': 'Enter an https:// address or a site path (/…)',
      'mailboxes.sales': 'Enter a valid email address',
    })
    const duplicate = await api('POST', {
      token: editor,
      lang: 'zh',
      body: { ...valid, socials: [valid.socials[0], { ...valid.socials[1], key: 'douyin' }] },
    })
    expect(duplicate.status).toBe(400)
    expect(duplicate.json.fieldErrors['socials.1.key']).toBe('每个社交链接需要各自的标识')
    const tooMany = await api('POST', {
      token: editor,
      body: {
        ...valid,
        socials: Array.from({ length: 13 }, (_, i) => ({
          key: `k${i}`,
          label: `K${i}`,
          url: `/k/${i}`,
        })),
      },
    })
    expect(tooMany.status).toBe(400)
    expect(tooMany.json.fieldErrors.socials).toBe('At most 12 social links')
    expect((await api('POST', { token: editor, body: { ...valid, locale: 'fr' } })).status).toBe(
      400,
    )
    expect((await publicSettings('zh')).siteTitle).toBe('瑞丰工具')
  })

  it('saving one language stores it, writes the audit log and purges every cached page', async () => {
    purges.length = 0
    const saved = await api('POST', { token: editor, body: valid })
    expect(saved.status).toBe(200)
    expect(saved.data.hotline).toBe('400-800-1234')
    expect(purges).toContainEqual({ paths: 'all' })

    const zh = await publicSettings('zh')
    expect(zh.siteTitle).toBe('瑞丰工具官网')
    expect(zh.hotline).toBe('400-800-1234')
    expect(zh.socials).toEqual(valid.socials)
    expect(mailboxesOf(zh.mailboxes, 'ruifeng.com')).toEqual({
      info: 'hello@ruifeng.cn',
      sales: 'sales@ruifeng.com',
      service: 'service@ruifeng.com',
      hr: 'jobs@ruifeng.cn',
    })
    // The other language keeps its own.
    const en = await publicSettings('en')
    expect(en.hotline).toBe('400-182-5988')
    expect(en.socials.map((s) => s.key)).toContain('wechat')
    // Only the mailboxes set are stored: an empty one keeps following SITE_URL.
    const [row] = await opened.db.select().from(siteSettings).where(eq(siteSettings.locale, 'zh'))
    expect(row?.mailboxes).toEqual({ info: 'hello@ruifeng.cn', hr: 'jobs@ruifeng.cn' })

    const [entry] = await opened.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'site-settings.update'), eq(auditLog.entityId, 'zh')))
    expect(entry?.actor).toBe('editor@example.com')
    expect(entry?.before).toMatchObject({ hotline: '400-182-5988' })
    expect(entry?.after).toMatchObject({ hotline: '400-800-1234', siteTitle: '瑞丰工具官网' })
  })
})
