import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getI18n } from '~/i18n/i18n'
import type { OpenDb } from '~/server/db/client'
import { openTestDb } from '~/server/db/test-db'
import { COMMAND_LINE } from '~/server/staff/audit'
import { serveFile, storeFile } from '~/server/staff/files'
import { deleteMedia, serveImage, storeImage } from '~/server/staff/media'
import { startTestBucket, type TestBucket } from '../../../tests/setup/s3-bucket'
import { DiskStore } from './disk-store'
import { checkKey, deletePrefix, mediaStore, type ObjectStore } from './object-store'
import { S3Store } from './s3-store'

const root = mkdtempSync(join(tmpdir(), 'object-store-'))
let bucket: TestBucket
beforeAll(async () => {
  bucket = await startTestBucket()
})
afterAll(async () => {
  await bucket?.close()
  rmSync(root, { recursive: true, force: true })
})

const text = (body: ReadableStream<Uint8Array>) => new Response(body).text()
const bytesOf = (value: string) => new TextEncoder().encode(value)

/** The same contract, on the disk and on an S3-compatible bucket. */
const stores: Array<[string, () => ObjectStore]> = [
  ['the media folder', () => new DiskStore(join(root, 'disk'))],
  [
    'an S3-compatible bucket',
    () =>
      new S3Store({
        bucket: bucket.bucket,
        region: 'us-east-1',
        endpoint: bucket.endpoint,
        accessKeyId: bucket.env.S3_ACCESS_KEY_ID,
        secretAccessKey: bucket.env.S3_SECRET_ACCESS_KEY,
      }),
  ],
]

describe.each(stores)('objects in %s', (_name, make) => {
  let store: ObjectStore
  beforeAll(() => {
    store = make()
  })

  it('stores, reads whole or a range, heads, lists and deletes', async () => {
    expect(await store.get('a1/320.webp')).toBeNull()
    expect(await store.head('a1/320.webp')).toBeNull()
    await store.put('a1/320.webp', bytesOf('0123456789'), 'image/webp')
    await store.put('a1/640.webp', bytesOf('abc'), 'image/webp')
    await store.put('files/a1/manual.pdf', bytesOf('%PDF-1.7 manual'), 'application/pdf')

    const whole = await store.get('a1/320.webp')
    expect(whole?.size).toBe(10)
    expect(await text(whole!.body)).toBe('0123456789')
    const part = await store.get('a1/320.webp', { start: 2, end: 5 })
    // The size is the whole object's, the bytes only the range's.
    expect(part?.size).toBe(10)
    expect(await text(part!.body)).toBe('2345')
    const head = await store.head('a1/320.webp')
    expect(head?.size).toBe(10)
    expect(head?.etag).toMatch(/^".+"$/)

    const listed = async (prefix: string) => {
      const keys: string[] = []
      for await (const { key, size } of store.list(prefix)) keys.push(`${key} ${size}`)
      return keys.sort()
    }
    expect(await listed('a1/')).toEqual(['a1/320.webp 10', 'a1/640.webp 3'])
    expect(await listed('files/')).toEqual(['files/a1/manual.pdf 15'])
    expect(await listed('')).toHaveLength(3)

    // Written again, the new bytes whole.
    await store.put('a1/640.webp', bytesOf('abcdef'), 'image/webp')
    expect(await text((await store.get('a1/640.webp'))!.body)).toBe('abcdef')

    expect(await deletePrefix(store, 'a1/')).toBe(2)
    expect(await store.get('a1/320.webp')).toBeNull()
    expect(await listed('a1/')).toEqual([])
    expect(await listed('')).toEqual(['files/a1/manual.pdf 15'])
    // Deleting what is not there is no error.
    await store.delete('a1/320.webp')
  })

  it('refuses a key that could leave its place', async () => {
    for (const key of ['../etc/passwd', 'a/../../b', '/abs', 'a//b', '', 'a b', 'x/./y']) {
      await expect(store.put(key, bytesOf('x'), 'text/plain')).rejects.toThrow(/not an object key/)
      await expect(store.get(key)).rejects.toThrow(/not an object key/)
    }
    expect(checkKey('files/0123abcd/manual-en.pdf')).toBe('files/0123abcd/manual-en.pdf')
  })
})

describe('a bucket with the wrong key', () => {
  it('fails the upload loudly instead of losing it', async () => {
    // s3rver checks the key's id (not a version 4 signature).
    const wrong = new S3Store({
      bucket: bucket.bucket,
      region: 'us-east-1',
      endpoint: bucket.endpoint,
      accessKeyId: 'NOT-A-KEY',
      secretAccessKey: 'not-the-secret',
    })
    await expect(wrong.put('a2/1.webp', bytesOf('x'), 'image/webp')).rejects.toThrow(
      /Access Key Id you provided does not exist/,
    )
  })
})

describe('uploads when S3_BUCKET is set', () => {
  const mediaDir = join(root, 'unused-media')
  const saved = { ...process.env }
  let opened: OpenDb
  beforeAll(async () => {
    Object.assign(process.env, bucket.env, { MEDIA_DIR: mediaDir })
    opened = await openTestDb('pglite')
  })
  afterAll(async () => {
    await opened?.close()
    for (const name of [...Object.keys(bucket.env), 'MEDIA_DIR', 'MEDIA_PUBLIC_URL']) {
      if (saved[name] === undefined) delete process.env[name]
      else process.env[name] = saved[name]
    }
  })

  it('stores an image and a file in the bucket, none on disk, and serves them from it', async () => {
    const store = await mediaStore()
    expect(store.kind).toBe('s3')
    expect(store.where).toBe(`s3://${bucket.bucket} at ${bucket.endpoint}`)

    const png = await sharp({
      create: { width: 700, height: 400, channels: 3, background: '#c33' },
    })
      .png()
      .toBuffer()
    const { item } = await storeImage(opened.db, COMMAND_LINE, { name: 'red.png', bytes: png }, '')
    const keys: string[] = []
    for await (const { key } of store.list(`${item.hash}/`)) keys.push(key)
    expect(keys.sort()).toEqual(
      item.variants.map((v) => `${item.hash}/${v.width}.${v.format}`).sort(),
    )
    const image = await serveImage(`${item.hash}/640.webp`)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/webp')
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const served = Buffer.from(await image.arrayBuffer())
    expect(Number(image.headers.get('content-length'))).toBe(served.length)
    expect((await sharp(served).metadata()).width).toBe(640)
    expect((await serveImage(`${'0'.repeat(32)}/640.webp`)).status).toBe(404)
    // A HEAD: the same headers, no body, no download opened.
    const headOnly = await serveImage(`${item.hash}/640.webp`, 'HEAD')
    expect(headOnly.status).toBe(200)
    expect(headOnly.headers.get('content-length')).toBe(String(served.length))
    expect(headOnly.body).toBeNull()

    const pdf = Buffer.from('%PDF-1.7 a manual of twenty-six bytes')
    const { url } = await storeFile(opened.db, COMMAND_LINE, { name: 'Manual EN.pdf', bytes: pdf })
    const path = url.replace('/media/f/', '')
    const file = await serveFile(path, null)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-length')).toBe(String(pdf.length))
    expect(file.headers.get('accept-ranges')).toBe('bytes')
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true)
    const part = await serveFile(path, 'bytes=9-14')
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 9-14/${pdf.length}`)
    expect(await part.text()).toBe('a manu')
    const tail = await serveFile(path, 'bytes=-5')
    expect(await tail.text()).toBe('bytes')
    expect((await serveFile(path, 'bytes=999-')).status).toBe(416)
    const fileHead = await serveFile(path, null, 'HEAD')
    expect([fileHead.status, fileHead.headers.get('content-length'), fileHead.body]).toEqual([
      200,
      String(pdf.length),
      null,
    ])

    // Nothing went to this machine's disk.
    expect(existsSync(mediaDir) ? readdirSync(mediaDir) : []).toEqual([])

    // With the bucket's public origin, published uploads are redirected there.
    process.env.MEDIA_PUBLIC_URL = 'https://media.example.com/'
    const moved = await serveImage(`${item.hash}/640.webp`)
    expect(moved.status).toBe(302)
    expect(moved.headers.get('location')).toBe(`https://media.example.com/${item.hash}/640.webp`)
    expect((await serveFile(path, null)).headers.get('location')).toBe(
      `https://media.example.com/${path.replace(/^/, 'files/')}`,
    )
    delete process.env.MEDIA_PUBLIC_URL

    await deleteMedia(opened.db, COMMAND_LINE, item.id, getI18n('en'))
    const left: string[] = []
    for await (const { key } of store.list(`${item.hash}/`)) left.push(key)
    expect(left).toEqual([])
    expect((await serveImage(`${item.hash}/640.webp`)).status).toBe(404)
  })
})
