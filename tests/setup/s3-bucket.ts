// A local S3-compatible server for the tests (s3rver, in this process, on 127.0.0.1 and a free
// port): real S3 requests (the key's id checked, not the signature), answered from a scratch
// folder. The storage
// tests and the two-instance test point the site's S3_* settings at it.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import S3rver from 's3rver'

/** The key s3rver knows (it refuses another key id). */
const ACCESS_KEY_ID = 'S3RVER'
const SECRET_ACCESS_KEY = 'S3RVER'

export type TestBucket = {
  endpoint: string
  bucket: string
  /** The site's settings for this bucket. */
  env: Record<string, string>
  close(): Promise<void>
}

export async function startTestBucket(bucket = 'site-media'): Promise<TestBucket> {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
    },
    async close() {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
