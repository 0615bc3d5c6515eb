import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { count } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenDb } from '~/server/db/client'
import { media } from '~/server/db/schema'
import { openTestDb, testEngines } from '~/server/db/test-db'
import { handleStaffHttp } from './api'
import { signedInStaff } from './test-staff'

const mediaDir = mkdtempSync(join(tmpdir(), 'staff-media-limits-'))
process.env.MEDIA_DIR = mediaDir

describe.each(testEngines())('image uploads under load on %s', (engine) => {
  let opened: OpenDb
  let token = ''
  const upload = async (bytes: Buffer) => {
    const form = new FormData()
    form.set('file', new File([new Uint8Array(bytes)], 'picture.png'))
    const res = await handleStaffHttp(
      new Request('http://staff.test/api/staff/media', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      }),
      '/media',
      { db: opened.db, ip: '10.6.6.6' },
    )
    return { status: res.status, body: await res.json() }
  }
  const stored = async () => (await opened.db.select({ n: count() }).from(media))[0]?.n ?? 0
  beforeAll(async () => {
    opened = await openTestDb(engine)
    token = await signedInStaff(opened.db, {
      email: 'pictures@example.com',
      role: 'editor',
      ip: '10.6.6.5',
    })
  }, 120_000)
  afterAll(async () => {
    await opened?.close()
    rmSync(mediaDir, { recursive: true, force: true })
  })

  it('refuses an image over 40 megapixels by its header, with 413 and nothing stored', async () => {
    // 8,000 × 6,000 = 48 MP of one colour: a small file that would decode to 144 MB.
    const huge = await sharp({
      create: { width: 8000, height: 6000, channels: 3, background: '#3366aa' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer()
    const before = await stored()
    const refused = await upload(huge)
    expect(refused.status).toBe(413)
    expect(refused.body.message).toBe('The image has too many pixels: 40 megapixels at most')
    expect(await stored()).toBe(before)
  }, 120_000)

  it('refuses a damaged picture with 400 and its message, storing nothing', async () => {
    const png = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#33aa66' },
    })
      .png()
      .toBuffer()
    // Its header is a PNG's (the dimensions read), its data is cut: it fails only once decoded.
    const cut = png.subarray(0, Math.floor(png.length / 2))
    // Its signature is a PNG's, the rest is not.
    const garbled = Buffer.concat([png.subarray(0, 16), Buffer.alloc(2000, 0x41)])
    const before = await stored()
    for (const bytes of [cut, garbled]) {
      const refused = await upload(bytes)
      expect(refused.status).toBe(400)
      expect(refused.body.message).toBe(
        'picture.png: this file is not an image we can read (JPEG, PNG, WebP, AVIF, GIF)',
      )
    }
    expect(await stored()).toBe(before)
  }, 120_000)

  it('stores one image uploaded twice at the same moment once, answering both', async () => {
    const picture = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#aa6633' },
    })
      .png()
      .toBuffer()
    const before = await stored()
    const answers = await Promise.all([upload(picture), upload(picture), upload(picture)])
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
    expect(new Set(answers.map((a) => a.body.data[0].id)).size).toBe(1)
    expect(await stored()).toBe(before + 1)
  }, 120_000)
})
