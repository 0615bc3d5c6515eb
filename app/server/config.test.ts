import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { configProblems, configSchema, databasePoolSize, testBehaviourOn } from './config'

describe('configProblems', () => {
  it('accepts what the README documents and an empty environment', () => {
    expect(configProblems({})).toEqual([])
    expect(
      configProblems({
        PORT: '3000',
        DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
        CMS_API_URL: 'https://cms.example.com',
        SITE_URL: 'https://www.example.com',
        TRUST_PROXY: '1',
        WEB_CONCURRENCY: 'auto',
        PAGE_CACHE_TTL: '0',
        CODE_HMAC_KEY: 'a'.repeat(64),
        STAFF_ADMIN_EMAIL: 'admin@example.com',
      }),
    ).toEqual([])
    expect(configProblems({ DATABASE_URL: 'pglite://./.data/pglite' })).toEqual([])
    expect(configProblems({ DATABASE_URL: 'memory://' })).toEqual([])
  })

  it('names every wrong variable, what it accepts and what it got, in one list', () => {
    const problems = configProblems({
      PORT: 'abc',
      DATABASE_URL: 'mysql://x',
      CMS_API_URL: 'cms.example.com',
      WEB_CONCURRENCY: 'many',
    })
    expect(problems).toEqual([
      'PORT: a port number from 1 to 65535 (got "abc")',
      'DATABASE_URL: postgres://…, pglite://PATH or memory:// (got "mysql://x")',
      'CMS_API_URL: an http:// or https:// URL of the upstream /cmsapi server (got "cms.example.com")',
      'WEB_CONCURRENCY: a whole number or auto (got "many")',
    ])
    expect(configProblems({ PORT: '70000' })).toEqual([
      'PORT: a port number from 1 to 65535 (got "70000")',
    ])
  })

  it('refuses a fixed test answer without its ALLOW_TEST_ flag, whatever NODE_ENV says', () => {
    for (const NODE_ENV of ['test', 'production', undefined]) {
      expect(configProblems({ NODE_ENV, SMS_TEST_CODE: '246810' })).toEqual([
        'SMS_TEST_CODE: a fixed answer for automated tests, honoured only with ALLOW_TEST_SMS_CODE=1; unset it (got it without ALLOW_TEST_SMS_CODE=1)',
      ])
      expect(configProblems({ NODE_ENV, CAPTCHA_TEST_ANSWER: 'x' })).toEqual([
        'CAPTCHA_TEST_ANSWER: a fixed answer for automated tests, honoured only with ALLOW_TEST_CAPTCHA=1; unset it (got it without ALLOW_TEST_CAPTCHA=1)',
      ])
    }
    const allowed = {
      SMS_TEST_CODE: '246810',
      ALLOW_TEST_SMS_CODE: '1',
      CAPTCHA_TEST_ANSWER: 'x',
      ALLOW_TEST_CAPTCHA: '1',
    }
    expect(configProblems(allowed)).toEqual([])
    expect(testBehaviourOn(allowed)).toEqual(['SMS_TEST_CODE', 'CAPTCHA_TEST_ANSWER'])
    expect(testBehaviourOn({ ALLOW_TEST_CAPTCHA: '1' })).toEqual([])
  })

  it('takes a whole bucket setting and names each gap of a partial one', () => {
    const cos = {
      S3_BUCKET: 'site-media-1250000000',
      S3_ENDPOINT: 'https://cos.ap-guangzhou.myqcloud.com',
      S3_REGION: 'ap-guangzhou',
      S3_ACCESS_KEY_ID: 'AKIDexample',
      S3_SECRET_ACCESS_KEY: 'secret-of-the-key',
      MEDIA_PUBLIC_URL: 'https://media.example.com',
    }
    expect(configProblems(cos)).toEqual([])
    // On AWS with an instance role: no keys at all.
    expect(configProblems({ S3_BUCKET: 'site-media', S3_REGION: 'us-east-1' })).toEqual([])
    expect(configProblems({ S3_BUCKET: 'site-media' })).toEqual([
      'S3_BUCKET needs S3_REGION (e.g. ap-guangzhou, oss-cn-hangzhou, us-east-1)',
    ])
    const oneKey = configProblems({ ...cos, S3_SECRET_ACCESS_KEY: undefined })
    expect(oneKey).toEqual([
      "S3_BUCKET needs both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the SDK's own credentials, e.g. an instance role); S3_SECRET_ACCESS_KEY is missing",
    ])
    expect(configProblems({ ...cos, S3_BUCKET: undefined })).toEqual([
      'S3_BUCKET: needed by S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY (set the bucket, or unset them to keep uploads in MEDIA_DIR)',
      'MEDIA_PUBLIC_URL: only with S3_BUCKET (the public address of the bucket the uploads are in)',
    ])
    const wrong = configProblems({ ...cos, S3_ENDPOINT: 'cos.example.com', S3_BUCKET: 'My_Bucket' })
    expect(wrong.map((line) => line.split(':')[0])).toEqual(['S3_BUCKET', 'S3_ENDPOINT'])
    // The secret is never echoed.
    const badSecret = configProblems({ ...cos, S3_SECRET_ACCESS_KEY: 'two words' })
    expect(badSecret).toEqual(['S3_SECRET_ACCESS_KEY: the secret of the bucket’s key (got "…")'])
  })

  it('never prints a secret it refuses', () => {
    const [problem] = configProblems({ CODE_HMAC_KEY: 'short-secret' })
    expect(problem).toMatch(/^CODE_HMAC_KEY: /)
    expect(problem).not.toContain('short-secret')
  })
})

describe('the README configuration', () => {
  it('documents every variable the server checks, and no other', () => {
    const readme = readFileSync('README.md', 'utf8')
    const documented = new Set(
      readme
        .split('\n')
        .filter((line) => line.startsWith('| `'))
        .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]+)`/g)])
        .map((match) => match[1]),
    )
    expect([...documented].sort()).toEqual(Object.keys(configSchema).sort())
  })
})

/** Every source file of the server and the app under `dir`, tests left out. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

describe('the checked variables', () => {
  it('are every variable the server and the app read', () => {
    const read = new Set<string>()
    for (const file of [...sources('app'), ...sources('scripts')]) {
      // Helpers of the test suites, not of the server.
      if (file.endsWith('test-db.ts')) continue
      const text = readFileSync(file, 'utf8')
      for (const match of text.matchAll(/(?:process\.env\.|runtimeEnv\(['"])([A-Z][A-Z0-9_]+)/g)) {
        read.add(match[1] ?? '')
      }
    }
    expect([...read].filter((name) => !(name in configSchema)).sort()).toEqual([])
  })
})

describe('the Node the site needs', () => {
  const version = (text: string) => (text.match(/\d+/g) ?? []).slice(0, 3).map(Number)
  const atLeast = (have: number[], need: number[]) => {
    for (let i = 0; i < 3; i++) {
      if ((have[i] ?? 0) !== (need[i] ?? 0)) return (have[i] ?? 0) > (need[i] ?? 0)
    }
    return true
  }

  it('is what package.json engines says, and what the npm scripts and the image run on', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8'))
    const engines = String(pkg.engines?.node ?? '')
    expect(engines).toMatch(/^>=\d+\.\d+(\.\d+)?$/)
    const needed = version(engines)
    // The npm scripts run on the Node of the `node` development dependency.
    expect(atLeast(version(String(pkg.devDependencies?.node)), needed)).toBe(true)
    // The image's Node: the same major line.
    const images = [...readFileSync('Dockerfile', 'utf8').matchAll(/^FROM node:(\d+)/gm)]
    expect(images.length).toBeGreaterThan(0)
    for (const [, major] of images) expect(Number(major)).toBe(needed[0])
  })
})

describe('the PostgreSQL pool of each process', () => {
  it('shares the instance’s connection budget: processes × (pool + 1) stays within it', () => {
    expect(databasePoolSize({}, 1)).toBe(10)
    expect(databasePoolSize({}, 10)).toBe(4)
    expect(10 * (databasePoolSize({}, 10) + 1)).toBeLessThanOrEqual(50)
    expect(databasePoolSize({ DATABASE_CONNECTIONS: '20' }, 4)).toBe(4)
    // Never below 2, and an explicit DATABASE_POOL wins.
    expect(databasePoolSize({}, 64)).toBe(2)
    expect(databasePoolSize({ DATABASE_POOL: '25' }, 10)).toBe(25)
  })
})
