import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DiskStore } from '~/server/storage/disk-store'
import { S3Store } from '~/server/storage/s3-store'
import { startTestBucket, type TestBucket } from '../../../tests/setup/s3-bucket'
import { BUCKET_LIST_ENTRY, MEDIA_ENTRY, unpackSiteBackup, writeSiteBackup } from './site-backup'

const work = mkdtempSync(join(tmpdir(), 'site-backup-'))
let bucket: TestBucket
beforeAll(async () => {
  bucket = await startTestBucket('backup-media')
})
afterAll(async () => {
  await bucket?.close()
  rmSync(work, { recursive: true, force: true })
})

describe('what a backup holds of the uploads', () => {
  const database = new Uint8Array([0x1f, 0x8b, 1, 2, 3])

  it('holds the media folder when the uploads are on disk', async () => {
    const mediaDir = join(work, 'media')
    mkdirSync(join(mediaDir, 'files', 'ab12'), { recursive: true })
    writeFileSync(join(mediaDir, 'files', 'ab12', 'manual.pdf'), '%PDF-1.7')
    const out = join(work, 'disk.tar.gz')
    const manifest = await writeSiteBackup(out, {
      engine: 'pglite',
      database,
      mediaDir,
      store: new DiskStore(mediaDir),
      keyFile: undefined,
    })
    expect(manifest.mediaFiles).toBe(1)
    expect(manifest.bucket).toBeUndefined()
    const unpacked = join(work, 'disk-unpacked')
    mkdirSync(unpacked)
    await unpackSiteBackup(out, unpacked)
    expect(readFileSync(join(unpacked, MEDIA_ENTRY, 'files', 'ab12', 'manual.pdf'), 'utf8')).toBe(
      '%PDF-1.7',
    )
    expect(existsSync(join(unpacked, BUCKET_LIST_ENTRY))).toBe(false)
  })

  it('says which bucket and lists its objects when the uploads are in one, copying none', async () => {
    const store = new S3Store({
      bucket: bucket.bucket,
      region: 'us-east-1',
      endpoint: bucket.endpoint,
      accessKeyId: bucket.env.S3_ACCESS_KEY_ID,
      secretAccessKey: bucket.env.S3_SECRET_ACCESS_KEY,
    })
    await store.put('c0ffee/320.webp', new Uint8Array(7), 'image/webp')
    await store.put('files/c0ffee/manual.pdf', new Uint8Array(11), 'application/pdf')
    // A media folder left over from before the bucket is not what the site serves: not packed.
    const stale = join(work, 'stale-media')
    mkdirSync(stale)
    writeFileSync(join(stale, 'old.webp'), 'x')
    const dump = join(work, 'postgres.dump')
    writeFileSync(dump, 'PGDMP')
    const out = join(work, 'bucket.tar.gz')
    const manifest = await writeSiteBackup(out, {
      engine: 'postgres',
      database: dump,
      mediaDir: stale,
      store,
      keyFile: undefined,
    })
    expect(manifest.mediaFiles).toBe(0)
    expect(manifest.bucket).toEqual({
      where: `s3://backup-media at ${bucket.endpoint}`,
      objects: 2,
      bytes: 18,
    })
    const unpacked = join(work, 'bucket-unpacked')
    mkdirSync(unpacked)
    expect((await unpackSiteBackup(out, unpacked)).bucket?.objects).toBe(2)
    expect(readFileSync(join(unpacked, BUCKET_LIST_ENTRY), 'utf8')).toBe(
      'c0ffee/320.webp\t7\nfiles/c0ffee/manual.pdf\t11\n',
    )
    expect(existsSync(join(unpacked, MEDIA_ENTRY))).toBe(false)
  })
})
