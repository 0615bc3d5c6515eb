import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cmsProductFangweiSel } from '~/server/cmsapi/forms-calls'
import { inProcessTransport } from '~/server/cmsapi/transport'
import type { OpenDb } from '~/server/db/client'
import { products } from '~/server/db/schema'
import { openSeededTestDb, testEngines } from '~/server/db/test-db'
import { handleStaffHttp } from './api'
import { COMMAND_LINE } from './audit'
import { readMediaFile } from './media'
import { createStaffUser } from './staff-users'

const mediaDir = mkdtempSync(join(tmpdir(), 'staff-media-'))
process.env.MEDIA_DIR = mediaDir

describe.each(testEngines())('codes and media through the staff API on %s', (engine) => {
  let opened: OpenDb
  let service = ''
  let editor = ''
  let product = 0
  const call = async (
    method: string,
    path: string,
    token: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const init: RequestInit = { method, headers: { authorization: `Bearer ${token}`, ...headers } }
    if (body instanceof FormData) init.body = body
    else if (body !== undefined) {
      init.body = JSON.stringify(body)
      init.headers = { ...init.headers, 'content-type': 'application/json' }
    }
    const request = new Request(`http://staff.test/api/staff${path}`, init)
    return handleStaffHttp(request, path, { db: opened.db, ip: '10.7.7.7' })
  }
  beforeAll(async () => {
    opened = await openSeededTestDb(engine)
    const [first] = await opened.db.select({ id: products.id }).from(products).limit(1)
    product = first?.id ?? 0
    for (const [email, role] of [
      ['svc@example.com', 'service'],
      ['ed@example.com', 'editor'],
    ] as const) {
      await createStaffUser(opened.db, COMMAND_LINE, {
        email,
        name: '',
        role,
        password: 'long-password',
      })
    }
    const signIn = async (email: string) => {
      const res = await handleStaffHttp(
        new Request('http://staff.test/api/staff/session', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: 'long-password' }),
        }),
        '/session',
        { db: opened.db, ip: `10.8.8.${email.length}` },
      )
      return (await res.json()).data.token
    }
    service = await signIn('svc@example.com')
    editor = await signIn('ed@example.com')
  }, 120_000)
  afterAll(async () => {
    await opened?.close()
    rmSync(mediaDir, { recursive: true, force: true })
  })

  it('lists each product once for the pickers, with its model and both names', async () => {
    const res = await call('GET', '/codes/products', service)
    expect(res.status).toBe(200)
    const list: Array<{ id: number; model: string; en: string | null; zh: string | null }> = (
      await res.json()
    ).data
    const rows = await opened.db
      .select({ key: products.translationKey, locale: products.locale, id: products.id })
      .from(products)
    expect(list).toHaveLength(new Set(rows.map((r) => r.key)).size)
    expect(new Set(list.map((p) => p.id)).size).toBe(list.length)
    const both = list.find((p) => p.en && p.zh)
    expect(both).toBeDefined()
    // The row codes are filed under is the English one.
    expect(rows.find((r) => r.id === both?.id)?.locale).toBe('en')
  })

  it('generates a batch as a CSV once; its codes check as genuine', async () => {
    const res = await call('POST', '/codes/generate', service, {
      productId: product,
      count: 50,
      length: 20,
      batch: 'GEN-2026-11',
    })
    expect(res.status).toBe(200)
    const csv = await res.text()
    const rows = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(rows[0]).toBe('code,product,batch')
    expect(rows).toHaveLength(51)
    const code = rows[1]?.split(',')[0] ?? ''
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{20}$/)
    const check = await cmsProductFangweiSel(
      { locale: 'zh', peopleIp: '10.5.5.5' },
      { code },
      inProcessTransport(opened.db),
    )
    expect(check).toMatchObject({ batch: 'GEN-2026-11', firstCheck: true })
    const again = await call('POST', '/codes/generate', service, {
      productId: product,
      count: 5,
      length: 16,
      batch: 'GEN-2026-11',
    })
    expect(again.status).toBe(409)
    const unknown = await call(
      'POST',
      '/codes/generate',
      service,
      { productId: 999999, count: 5, length: 16 },
      { 'accept-language': 'zh' },
    )
    expect(unknown.status).toBe(400)
    expect((await unknown.json()).fieldErrors.productId).toBe('没有此 ID 的产品')
    const stats = await call('GET', '/codes/batches/GEN-2026-11', service)
    const body = (await stats.json()).data
    expect(body).toMatchObject({ codes: 50, checked: 1, repeats: 0, checks: 1, byProvince: null })
    expect(body.byMonth).toHaveLength(1)
    expect(body.byProvinceNote).toMatch(/province/)
    const list = (await (await call('GET', '/codes/batches', service)).json()).data.list
    expect(list.find((b: { batch: string }) => b.batch === 'GEN-2026-11')).toMatchObject({
      codes: 50,
    })
    expect((await call('GET', '/codes/batches', editor)).status).toBe(403)
  })

  it('lists each product of a batch with its own count', async () => {
    const rows = await opened.db
      .select({ id: products.id, model: products.model })
      .from(products)
      .orderBy(products.id)
      .limit(3)
    expect(rows).toHaveLength(3)
    const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
    const code = () =>
      Array.from({ length: 16 }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join(
        '',
      )
    // Three products in one batch: 3, 2 and 1 codes.
    const lines = ['code,product,batch']
    rows.forEach((row, i) => {
      for (let n = 0; n < 3 - i; n++) lines.push(`${code()},${row.id},MIXED-1`)
    })
    const form = new FormData()
    form.set('file', new File([lines.join('\r\n')], 'mixed.csv'))
    const imported = await call('POST', '/codes/import', service, form)
    expect((await imported.json()).data.inserted).toBe(6)
    const list = (await (await call('GET', '/codes/batches', service)).json()).data.list
    const batch = list.find((b: { batch: string }) => b.batch === 'MIXED-1')
    expect(batch.codes).toBe(6)
    expect(
      batch.products.map((p: { productId: number; productModel: string; codes: number }) => [
        p.productId,
        p.productModel,
        p.codes,
      ]),
    ).toEqual(rows.map((row, i) => [row.id, row.model, 3 - i]))
  })

  it('imports an uploaded file with a translated report, and streams progress when asked', async () => {
    const form = new FormData()
    const csv = `\uFEFF"code","product","batch"\r\n"UPL1K2M9PQ4XT6WZ","${product}","UP"\r\n"bad","${product}","UP"\r\n`
    form.set('file', new File([csv], 'codes.csv', { type: 'text/csv' }))
    const res = await call('POST', '/codes/import', service, form, { 'accept-language': 'zh' })
    expect(res.status).toBe(200)
    const report = (await res.json()).data
    expect(report).toMatchObject({ inserted: 1, rejected: 1 })
    expect(report.lines[0]).toMatchObject({
      line: 3,
      reason: 'length',
      message: '防伪码应为 16 位或 20 位',
    })

    const streamed = new FormData()
    streamed.set(
      'file',
      new File([`code,product,batch\nUPL2K2M9PQ4XT6WZ,${product},UP\n`], 'c.csv'),
    )
    const ndjson = await call('POST', '/codes/import', service, streamed, {
      accept: 'application/x-ndjson',
    })
    const events = (await ndjson.text())
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l))
    expect(events.at(-2)).toMatchObject({ progress: { read: 1, inserted: 1 } })
    expect(events.at(-1)).toMatchObject({ report: { inserted: 1 } })

    const empty = await call('POST', '/codes/import', service, new FormData())
    expect(empty.status).toBe(400)
  })

  it('refuses an upload that is too large, no form, or without its file, saying so on the field', async () => {
    const refusal = async (res: Response) => ({ status: res.status, ...(await res.json()) })
    const tooLarge = { 'content-length': String(200 * 1024 * 1024) }
    for (const [path, token, large, missing] of [
      ['/files', editor, 'The file is too large', 'Choose a file'],
      [
        '/codes/import',
        service,
        'The file is too large (100 MB at most)',
        'Choose a CSV or XLSX file',
      ],
      ['/media', editor, 'The image is too large', 'Choose an image'],
    ] as const) {
      expect(
        await refusal(await call('POST', path, token, new FormData(), tooLarge)),
      ).toMatchObject({
        status: 413,
        message: large,
      })
      const noForm = await refusal(await call('POST', path, token, { file: 'x' }))
      expect(noForm.status).toBe(400)
      expect(noForm.message).toMatch(/^Send the (file|images) as multipart\/form-data/)
      const empty = new FormData()
      empty.set('file', new File([], 'empty.csv'))
      expect(await refusal(await call('POST', path, token, empty))).toMatchObject({
        status: 400,
        message: missing,
        fieldErrors: { file: missing },
      })
    }
  })

  it('stores an upload once as AVIF and WebP in several widths under immutable URLs', async () => {
    const png = await sharp({
      create: { width: 1400, height: 700, channels: 3, background: '#c8102e' },
    })
      .png()
      .toBuffer()
    const form = new FormData()
    form.set('file', new File([new Uint8Array(png)], 'banner.png', { type: 'image/png' }))
    form.set('alt', '红色横幅')
    const res = await call('POST', '/media', editor, form)
    expect(res.status).toBe(200)
    const [item] = (await res.json()).data
    expect(item).toMatchObject({ width: 1400, height: 700, alt: '红色横幅', existed: false })
    expect(
      item.variants.map((v: { width: number; format: string }) => `${v.width}.${v.format}`),
    ).toEqual([
      '320.webp',
      '320.avif',
      '640.webp',
      '640.avif',
      '960.webp',
      '960.avif',
      '1280.webp',
      '1280.avif',
      '1400.webp',
      '1400.avif',
    ])
    const webp = await readMediaFile(item.hash, 640, 'webp')
    expect(webp && (await sharp(webp).metadata())).toMatchObject({ format: 'webp', width: 640 })
    const avif = await readMediaFile(item.hash, 320, 'avif')
    expect(avif && (await sharp(avif).metadata()).format).toBe('heif')

    // The same file again is the same item: nothing converted twice.
    const again = await call('POST', '/media', editor, form)
    expect((await again.json()).data[0]).toMatchObject({ id: item.id, existed: true })

    const notImage = new FormData()
    notImage.set('file', new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'x.txt'))
    const refused = await call('POST', '/media', editor, notImage)
    expect(refused.status).toBe(400)
    expect((await call('POST', '/media', service, form)).status).toBe(403)

    const deleted = await call('DELETE', `/media/${item.id}`, editor)
    expect(deleted.status).toBe(200)
    expect(existsSync(join(mediaDir, item.hash))).toBe(false)
    expect(await readMediaFile(item.hash, 640, 'webp')).toBeNull()
  })
})
