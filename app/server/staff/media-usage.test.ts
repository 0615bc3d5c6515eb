import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, count, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cmsAdGetAds, cmsContentDetail } from '~/server/cmsapi/calls'
import { inProcessTransport } from '~/server/cmsapi/transport'
import type { OpenDb } from '~/server/db/client'
import { auditLog, media, mediaFiles, news, newsCategories } from '~/server/db/schema'
import { openSeededTestDb, testEngines } from '~/server/db/test-db'
import { type ContentPurge, onContentPurge } from '~/server/process/purge-bus'
import { handleStaffHttp } from './api'
import { readMediaFile } from './media'
import { signedInStaff } from './test-staff'

const mediaDir = mkdtempSync(join(tmpdir(), 'staff-media-usage-'))
process.env.MEDIA_DIR = mediaDir

type Call = { token: string; body?: unknown; lang?: 'en' | 'zh' }

const picture = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer()

describe.each(testEngines())('where a library image is used, on %s', (engine) => {
  let opened: OpenDb
  let editor = ''
  let categoryKey = ''
  const purges: ContentPurge[] = []
  let stopListening = () => {}
  const api = async (method: string, path: string, call: Call) => {
    const headers = new Headers({ authorization: `Bearer ${call.token}` })
    if (call.lang) headers.set('accept-language', call.lang)
    let body: BodyInit | undefined
    if (call.body instanceof FormData) body = call.body
    else if (call.body !== undefined) {
      body = JSON.stringify(call.body)
      headers.set('content-type', 'application/json')
    }
    const request = new Request(`http://staff.test/api/staff${path}`, { method, headers, body })
    const response = await handleStaffHttp(request, path, { db: opened.db, ip: '10.4.4.4' })
    const json = await response.json()
    return { status: response.status, json, data: json?.data }
  }
  const upload = async (files: Array<{ name: string; bytes: Buffer }>, path = '/media') => {
    const form = new FormData()
    for (const f of files) form.append('file', new File([new Uint8Array(f.bytes)], f.name))
    return api('POST', path, { token: editor, body: form })
  }
  const mediaCount = async () => (await opened.db.select({ n: count() }).from(media))[0]?.n ?? 0
  const reference = (item: { hash: string; variants: Array<{ width: number }> }) =>
    `/media/u/${item.hash}/${Math.max(...item.variants.map((v) => v.width))}.webp`

  beforeAll(async () => {
    opened = await openSeededTestDb(engine)
    editor = await signedInStaff(opened.db, { email: 'pictures@example.com', role: 'editor' })
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
    rmSync(mediaDir, { recursive: true, force: true })
  })

  it('lists every place that shows an image, refuses its delete naming them, and replaces it everywhere', async () => {
    const stored = await upload([
      { name: 'drill.png', bytes: await picture(1400, 700, '#c8102e') },
      { name: 'saw.png', bytes: await picture(700, 500, '#2e10c8') },
    ])
    expect(stored.status).toBe(200)
    const [drill, saw] = stored.data
    const drillUrl = reference(drill)
    expect(drillUrl).toMatch(/\/1400\.webp$/)

    // A news item with it as the cover and in the Chinese text; a banner; a social link.
    const created = await api('POST', '/news', {
      token: editor,
      body: {
        en: { title: 'Brushless drill launch', summary: '', content: '<p>Text</p>' },
        zh: {
          title: '无刷电钻发布',
          summary: '',
          content: `<p>正文</p><p><img src="${drillUrl}" alt="电钻"></p>`,
        },
        categoryId: categoryKey,
        cover: drillUrl,
        status: 'published',
      },
    })
    expect(created.status).toBe(200)
    const key: string = created.data.id
    const banner = await api('POST', '/ads', {
      token: editor,
      body: { locale: 'en', type: 'banner-home', name: 'Drill week', image: drillUrl },
    })
    expect(banner.status).toBe(200)

    const usage = await api('GET', `/media/${drill.id}/usage`, { token: editor })
    expect(usage.status).toBe(200)
    const places = usage.data.list.map(
      (u: { place: string; id: string; locale: string; field: string }) =>
        `${u.place} ${u.id} ${u.locale} ${u.field}`,
    )
    expect(places.sort()).toEqual(
      [
        `ads ${banner.data.id} en image`,
        `news ${key} en cover`,
        `news ${key} zh content`,
        `news ${key} zh cover`,
      ].sort(),
    )
    expect(usage.data.list).toContainEqual(
      expect.objectContaining({
        place: 'news',
        title: 'Brushless drill launch',
        label: 'News item',
      }),
    )
    expect((await api('GET', `/media/${saw.id}/usage`, { token: editor })).data.list).toEqual([])

    // The delete is refused with the places named, in the caller's language; nothing goes.
    const refused = await api('DELETE', `/media/${drill.id}`, { token: editor })
    expect(refused.status).toBe(409)
    expect(refused.json.reason).toBe('in_use')
    expect(refused.json.message).toContain(
      'News item “Brushless drill launch” (English, Cover image)',
    )
    expect(refused.json.message).toContain('Banner “Drill week” (English, Image)')
    const zh = await api('DELETE', `/media/${drill.id}`, { token: editor, lang: 'zh' })
    expect(zh.status).toBe(409)
    expect(zh.json.message).toContain('“无刷电钻发布”（中文，')
    expect(await readMediaFile(drill.hash, 1400, 'webp')).not.toBeNull()
    expect(await opened.db.select().from(media).where(eq(media.id, drill.id))).toHaveLength(1)

    // Replaced everywhere in one call: the cover, the text's picture and its srcset, the banner.
    purges.length = 0
    const replaced = await api('POST', `/media/${drill.id}/replace`, {
      token: editor,
      body: { mediaId: saw.id },
    })
    expect(replaced.status).toBe(200)
    expect(replaced.data.replaced).toHaveLength(4)
    const sawUrl = reference(saw)
    const rows = await opened.db.select().from(news).where(eq(news.translationKey, key))
    for (const row of rows) expect(row.cover).toBe(sawUrl)
    const zhRow = rows.find((r) => r.locale === 'zh')
    expect(zhRow?.content).toContain(`src="${sawUrl}"`)
    expect(zhRow?.content).toContain(`/media/u/${saw.hash}/320.webp 320w`)
    expect(zhRow?.content).not.toContain(drill.hash)
    const banners = await cmsAdGetAds(
      { locale: 'en' },
      { type: 'banner-home' },
      inProcessTransport(opened.db),
    )
    expect(banners.find((b) => b.name === 'Drill week')?.image).toBe(sawUrl)
    expect(purges).toContainEqual({ paths: 'all' })
    const [entry] = await opened.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'media.replace'), eq(auditLog.entityId, String(drill.id))))
    expect(entry?.after).toMatchObject({ mediaId: saw.id })
    expect((await api('GET', `/media/${saw.id}/usage`, { token: editor })).data.list).toHaveLength(
      4,
    )

    // Unused now, the first image is deleted; the second is still refused.
    expect((await api('DELETE', `/media/${drill.id}`, { token: editor })).status).toBe(200)
    expect(await readMediaFile(drill.hash, 1400, 'webp')).toBeNull()
    expect((await api('DELETE', `/media/${saw.id}`, { token: editor })).status).toBe(409)
    const self = await api('POST', `/media/${saw.id}/replace`, {
      token: editor,
      body: { mediaId: saw.id },
    })
    expect(self.status).toBe(400)
    const missing = await api('POST', `/media/${saw.id}/replace`, {
      token: editor,
      body: { mediaId: 999_999 },
    })
    expect(missing).toMatchObject({
      status: 400,
      json: { fieldErrors: { mediaId: 'No such image' } },
    })
  }, 120_000)

  it('keeps a focal point per image, checked, and gives it to the pages with the image', async () => {
    const stored = await upload([
      { name: 'grinder.png', bytes: await picture(900, 300, '#10c82e') },
    ])
    const [item] = stored.data
    expect(item).toMatchObject({ focalX: 50, focalY: 50 })
    const url = reference(item)
    const created = await api('POST', '/news', {
      token: editor,
      body: {
        en: { title: 'Grinder focus', summary: '', content: '<p>Text</p>' },
        categoryId: categoryKey,
        cover: url,
        status: 'published',
      },
    })
    const [row] = await opened.db
      .select({ id: news.id })
      .from(news)
      .where(and(eq(news.translationKey, created.data.id), eq(news.locale, 'en')))
    const cover = async () =>
      (await cmsContentDetail({ locale: 'en' }, row?.id ?? 0, inProcessTransport(opened.db))).cover
    // At the centre the address is as stored.
    expect(await cover()).toBe(url)

    purges.length = 0
    const set = await api('PATCH', `/media/${item.id}`, {
      token: editor,
      body: { focalX: 20, focalY: 85 },
    })
    expect(set.status).toBe(200)
    expect(set.data).toMatchObject({ focalX: 20, focalY: 85, alt: '' })
    expect(purges).toContainEqual({ paths: 'all' })
    expect(await cover()).toBe(`${url}#fp=20,85`)

    for (const body of [{ focalX: 101 }, { focalY: -1 }, { focalX: 12.5 }, { focalX: '30' }]) {
      const bad = await api('PATCH', `/media/${item.id}`, { token: editor, body, lang: 'zh' })
      expect(bad.status).toBe(400)
      expect(Object.values(bad.json.fieldErrors)).toEqual(['请输入 0 到 100 之间的数字'])
    }
    const [kept] = await opened.db.select().from(media).where(eq(media.id, item.id))
    expect(kept).toMatchObject({ focalX: 20, focalY: 85 })
  }, 120_000)

  it('refuses a damaged picture among several with 400 naming it, storing none of them', async () => {
    const good = await picture(300, 200, '#aaaa10')
    const png = await picture(300, 200, '#10aaaa')
    const before = await mediaCount()
    for (const damaged of [
      { name: 'cut.png', bytes: png.subarray(0, Math.floor(png.length / 2)) },
      { name: 'notes.png', bytes: Buffer.from('these are my notes, not a picture') },
    ]) {
      const refused = await upload([{ name: 'good.png', bytes: good }, damaged])
      expect(refused.status).toBe(400)
      expect(refused.json.message).toBe(
        `${damaged.name}: this file is not an image we can read (JPEG, PNG, WebP, AVIF, GIF)`,
      )
    }
    expect(await mediaCount()).toBe(before)
  }, 120_000)

  it('refuses a damaged JPEG or PNG published as a file with 400, storing nothing', async () => {
    const png = await picture(300, 200, '#aa10aa')
    const jpeg = await sharp(png).jpeg().toBuffer()
    const files = async () => (await opened.db.select({ n: count() }).from(mediaFiles))[0]?.n ?? 0
    const before = await files()
    for (const [file, message] of [
      [
        { name: 'cut.png', bytes: png.subarray(0, Math.floor(png.length / 2)) },
        'This file is not a PNG image we can read: it is damaged or another kind of file',
      ],
      [
        { name: 'readme.png', bytes: Buffer.from('plain text named like a picture') },
        'This file is not a PNG image we can read: it is damaged or another kind of file',
      ],
      [
        { name: 'photo.jpg', bytes: png },
        'This file is not a JPEG image we can read: it is damaged or another kind of file',
      ],
    ] as const) {
      const refused = await upload([file], '/files')
      expect(refused.status).toBe(400)
      expect(refused.json.message).toBe(message)
    }
    expect(await files()).toBe(before)
    const zh = await api('POST', '/files', {
      token: editor,
      lang: 'zh',
      body: (() => {
        const form = new FormData()
        form.set('file', new File(['not a picture'], 'x.jpg'))
        return form
      })(),
    })
    expect(zh.status).toBe(400)
    expect(zh.json.message).not.toMatch(/[a-z]{4}/)
    const accepted = await upload([{ name: 'photo.jpg', bytes: jpeg }], '/files')
    expect(accepted.status).toBe(200)
    expect(await files()).toBe(before + 1)
  }, 120_000)
})
