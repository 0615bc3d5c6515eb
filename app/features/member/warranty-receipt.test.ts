import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { MAX_RECEIPT_UPLOAD_BYTES } from '~/shared/member/warranty.schemas'
import { prepareReceipt } from './warranty-receipt.server'

const photo = (format: 'jpeg' | 'png' | 'webp', width = 64, height = 32) =>
  sharp({ create: { width, height, channels: 3, background: '#2a6' } })
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Secret 9' } })
    [format]()
    .toBuffer()

const file = (bytes: Uint8Array, name: string, type: string) =>
  new File([new Uint8Array(bytes)], name, { type })

const bytesOf = (dataUrl: string) => Buffer.from(dataUrl.split(',')[1] ?? '', 'base64')

describe('a posted receipt photo', () => {
  it.each(['jpeg', 'png', 'webp'] as const)(
    'is kept as a JPEG without its metadata (%s)',
    async (format) => {
      const prepared = await prepareReceipt(file(await photo(format), `r.${format}`, ''), 'en')
      if (!prepared || !('receipt' in prepared)) throw new Error('refused')
      expect(prepared.receipt).toMatch(/^data:image\/jpeg;base64,/)
      const kept = await sharp(bytesOf(prepared.receipt)).metadata()
      expect(kept.format).toBe('jpeg')
      expect(kept.width).toBe(64)
      expect(kept.exif).toBeUndefined()
    },
  )

  it('is scaled down to 1600 pixels at most', async () => {
    const prepared = await prepareReceipt(file(await photo('png', 3200, 400), 'r.png', ''), 'en')
    if (!prepared || !('receipt' in prepared)) throw new Error('refused')
    expect((await sharp(bytesOf(prepared.receipt)).metadata()).width).toBe(1600)
  })

  it('is refused, in the reader language, when its bytes are no photo whatever its name says', async () => {
    const text = file(new TextEncoder().encode('not a picture'), 'receipt.jpg', 'image/jpeg')
    expect(await prepareReceipt(text, 'en')).toEqual({
      refused: { status: 400, message: 'The receipt photo must be a JPEG, PNG or WebP image' },
    })
    const zh = await prepareReceipt(text, 'zh')
    expect(zh && 'refused' in zh && zh.refused.message).toMatch(/[\u4e00-\u9fff]/)
    // A GIF is a picture, but not one of the kinds taken.
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer()
    expect(await prepareReceipt(file(gif, 'r.gif', 'image/gif'), 'en')).toMatchObject({
      refused: { status: 400 },
    })
    // A JPEG's first bytes and nothing after them.
    const cut = (await photo('jpeg')).subarray(0, 40)
    expect(await prepareReceipt(file(cut, 'r.jpg', 'image/jpeg'), 'en')).toMatchObject({
      refused: { status: 400 },
    })
  })

  it('is refused with a 400 that says why when it is damaged or has too many pixels', async () => {
    // A PNG whose header is whole and whose image data is cut: it fails only once decoded.
    const png = await photo('png', 300, 200)
    const damaged = file(png.subarray(0, Math.floor(png.length / 2)), 'r.png', 'image/png')
    expect(await prepareReceipt(damaged, 'en')).toEqual({
      refused: {
        status: 400,
        message: 'The receipt photo cannot be read: the file is damaged. Choose another photo.',
      },
    })
    // 8,000 × 7,000 of one colour: a small file of 56 megapixels, refused by its header.
    const huge = await sharp({
      create: { width: 8000, height: 7000, channels: 3, background: '#fff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer()
    expect(await prepareReceipt(file(huge, 'r.png', 'image/png'), 'zh')).toEqual({
      refused: { status: 400, message: '购买凭证照片像素过多（最多 50 百万像素）' },
    })
  })

  it('is refused when too large', async () => {
    const big = Buffer.concat([await photo('jpeg'), Buffer.alloc(MAX_RECEIPT_UPLOAD_BYTES)])
    expect(await prepareReceipt(file(big, 'r.jpg', 'image/jpeg'), 'en')).toEqual({
      refused: { status: 413, message: 'The receipt photo is too large (8 MB at most)' },
    })
  })

  it('is none when no file was chosen', async () => {
    expect(await prepareReceipt(null, 'en')).toBeNull()
    expect(
      await prepareReceipt(file(new Uint8Array(), '', 'application/octet-stream'), 'en'),
    ).toBeNull()
  })
})
