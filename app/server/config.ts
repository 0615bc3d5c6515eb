// The server's environment, checked once before it listens (app/server/front/serve.ts): every
// problem in one message, naming the variable and what it accepts.
import * as v from 'valibot'
import { LOG_LEVELS, redactCredentials } from './log.ts'

const wholeNumber = (min: number, what: string, max = Number.POSITIVE_INFINITY) =>
  v.pipe(
    v.string(),
    v.regex(/^\d+$/, what),
    v.check((value) => Number(value) >= min && Number(value) <= max, what),
  )

const flag = (what: string) => v.picklist(['0', '1'], what)

const url = (schemes: string[], what: string) =>
  v.pipe(
    v.string(),
    v.check((value) => {
      try {
        return schemes.includes(new URL(value).protocol)
      } catch {
        return false
      }
    }, what),
  )

/**
 * Every variable the server reads, with what it accepts. An unset variable takes its default
 * (README, "Configuration"); the README's table is tested against these names.
 */
export const configSchema = {
  PORT: wholeNumber(1, 'a port number from 1 to 65535', 65535),
  HOST: v.pipe(v.string(), v.minLength(1, 'a host name or address to listen on')),
  DATABASE_URL: v.pipe(
    v.string(),
    v.regex(
      /^(postgres(ql)?:\/\/.+|pglite:\/\/.+|memory:\/\/.*)$/,
      'postgres://…, pglite://PATH or memory://',
    ),
  ),
  DATABASE_POOL: wholeNumber(1, 'a whole number of connections, at least 1'),
  DATABASE_CONNECTIONS: wholeNumber(2, 'a whole number of connections, at least 2'),
  CMS_API_URL: url(
    ['http:', 'https:'],
    'an http:// or https:// URL of the upstream /cmsapi server',
  ),
  CMS_API_PREFIX: v.pipe(v.string(), v.regex(/^(\/[^\s]*)?$/, 'a path starting with /, or empty')),
  CMS_API_TIMEOUT_MS: wholeNumber(1, 'milliseconds, a whole number of at least 1'),
  CMS_TRUST_PEOPLE_IP: flag('1 to believe the peopleIp header, 0 or unset not to'),
  CMS_CACHE_TTL: wholeNumber(0, 'seconds, a whole number (0 turns it off)'),
  SITE_URL: url(['http:', 'https:'], 'the public origin, http:// or https://'),
  SMS_PROVIDER: v.picklist(['console', 'tencent'], 'console or tencent'),
  SMS_SECRET_ID: v.pipe(v.string(), v.regex(/^\S+$/, 'the SecretId of a Tencent Cloud API key')),
  SMS_SECRET_KEY: v.pipe(v.string(), v.regex(/^\S+$/, 'the SecretKey of a Tencent Cloud API key')),
  SMS_APP_ID: v.pipe(
    v.string(),
    v.regex(/^\d+$/, 'the SmsSdkAppId of the SMS application (digits)'),
  ),
  SMS_SIGN_NAME: v.pipe(
    v.string(),
    v.minLength(1, 'the approved signature (签名) of the messages'),
  ),
  SMS_TEMPLATE_ZH: v.pipe(v.string(), v.regex(/^\d+$/, 'an approved template id (digits)')),
  SMS_TEMPLATE_EN: v.pipe(v.string(), v.regex(/^\d+$/, 'an approved template id (digits)')),
  SMS_ANNOUNCE_TEMPLATE_ZH: v.pipe(
    v.string(),
    v.regex(/^\d+$/, 'an approved template id (digits)'),
  ),
  SMS_ANNOUNCE_TEMPLATE_EN: v.pipe(
    v.string(),
    v.regex(/^\d+$/, 'an approved template id (digits)'),
  ),
  SMS_REGION: v.pipe(
    v.string(),
    v.regex(/^[a-z]+-[a-z]+$/, 'a Tencent Cloud region, e.g. ap-guangzhou'),
  ),
  SMS_ENDPOINT: url(['https:', 'http:'], 'the https:// address of the SMS API'),
  SMS_TEST_CODE: v.pipe(v.string(), v.regex(/^\d{4,8}$/, '4 to 8 digits (tests only)')),
  ALLOW_TEST_SMS_CODE: flag('1 to honour SMS_TEST_CODE (automated tests only)'),
  CAPTCHA_TEST_ANSWER: v.pipe(v.string(), v.minLength(1, 'a fixed answer (tests only)')),
  ALLOW_TEST_CAPTCHA: flag('1 to honour CAPTCHA_TEST_ANSWER (automated tests only)'),
  CODE_HMAC_KEY: v.pipe(v.string(), v.minLength(16, 'a secret of at least 16 characters')),
  POW_HMAC_KEY: v.pipe(v.string(), v.minLength(32, 'a secret of at least 32 characters')),
  METRICS_TOKEN: v.pipe(v.string(), v.minLength(16, 'a secret of at least 16 characters')),
  TRUST_PROXY: wholeNumber(0, 'how many proxies append to X-Forwarded-For, a whole number'),
  FORM_RATE_LIMIT: wholeNumber(1, 'submissions a minute, a whole number of at least 1'),
  FWCHECK_RATE_LIMIT: wholeNumber(1, 'checks a minute, a whole number of at least 1'),
  FWCHECK_MISS_LIMIT: wholeNumber(1, 'unknown codes in 10 minutes, a whole number of at least 1'),
  PAGE_CACHE_TTL: wholeNumber(0, 'seconds, a whole number (0 turns the cache off)'),
  PAGE_CACHE_STALE: wholeNumber(0, 'seconds, a whole number'),
  PAGE_CACHE_ENTRIES: wholeNumber(1, 'pages, a whole number of at least 1'),
  PAGE_CACHE_MAX_BYTES: wholeNumber(1, 'bytes, a whole number of at least 1'),
  WEB_CONCURRENCY: v.pipe(v.string(), v.regex(/^(auto|[1-9]\d*)$/, 'a whole number or auto')),
  SEED_ON_START: flag('0 not to fill an empty database with the demo content'),
  MIGRATIONS_DIR: v.pipe(v.string(), v.minLength(1, 'a directory of migrations')),
  MEDIA_DIR: v.pipe(v.string(), v.minLength(1, 'a directory for uploads')),
  S3_BUCKET: v.pipe(
    v.string(),
    v.regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'a bucket name (lower-case letters, digits, . and -)',
    ),
  ),
  S3_ENDPOINT: url(
    ['https:', 'http:'],
    'the https:// address of the S3-compatible service (e.g. https://cos.ap-guangzhou.myqcloud.com)',
  ),
  S3_REGION: v.pipe(
    v.string(),
    v.regex(/^[a-z0-9-]+$/, 'a region, e.g. ap-guangzhou or us-east-1'),
  ),
  S3_ACCESS_KEY_ID: v.pipe(v.string(), v.regex(/^\S+$/, 'the access key id of the bucket’s key')),
  S3_SECRET_ACCESS_KEY: v.pipe(v.string(), v.regex(/^\S+$/, 'the secret of the bucket’s key')),
  MEDIA_PUBLIC_URL: url(
    ['https:', 'http:'],
    'the public origin of the bucket or of a CDN in front of it, http:// or https://',
  ),
  MEDIA_MAX_MB: wholeNumber(1, 'megabytes, a whole number of at least 1'),
  MEDIA_MAX_MEGAPIXELS: wholeNumber(1, 'megapixels, a whole number of at least 1'),
  STAFF_REQUIRE_2FA: flag('1 to require a second factor for admins'),
  STAFF_IDLE_MINUTES: wholeNumber(1, 'minutes, a whole number of at least 1'),
  STAFF_TOTP_ISSUER: v.pipe(v.string(), v.minLength(1, 'the name authenticator apps show')),
  STAFF_ADMIN_EMAIL: v.pipe(v.string(), v.email('an email address')),
  STAFF_ADMIN_PASSWORD: v.pipe(v.string(), v.minLength(8, 'a password of at least 8 characters')),
  SHUTDOWN_TIMEOUT_MS: wholeNumber(0, 'milliseconds to let open requests finish on SIGTERM'),
  NODE_ENV: v.picklist(['production', 'development', 'test'], 'production, development or test'),
  LOG_LEVEL: v.picklist(LOG_LEVELS, 'fatal, error, warn, info, debug, trace or silent'),
} as const

/** One line per problem in `env`: `NAME: what it accepts (got "…")`; empty when all is well. */
export function configProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = []
  for (const [name, schema] of Object.entries(configSchema)) {
    const value = env[name]
    if (value === undefined || value === '') continue
    const result = v.safeParse(schema, value)
    if (!result.success) {
      const shown =
        name === 'CODE_HMAC_KEY' ||
        name === 'POW_HMAC_KEY' ||
        name === 'METRICS_TOKEN' ||
        /PASSWORD|SECRET/.test(name)
          ? '…'
          : redactCredentials(value)
      problems.push(`${name}: ${result.issues[0].message} (got "${shown.slice(0, 60)}")`)
    }
  }
  // A fixed answer lets anyone past the check it stands for (the SMS code resets any member's
  // password): honoured only beside its explicit flag, and refused here, before the server
  // listens, when it comes without one.
  for (const [name, allow] of TEST_ANSWERS) {
    if (env[name] && env[allow] !== '1') {
      problems.push(
        `${name}: a fixed answer for automated tests, honoured only with ${allow}=1; unset it (got it without ${allow}=1)`,
      )
    }
  }
  if (env.SMS_PROVIDER === 'tencent') {
    const missing = TENCENT_SMS.filter((name) => !env[name])
    if (missing.length > 0) {
      problems.push(`SMS_PROVIDER=tencent needs ${missing.join(', ')} (README, "Text messages")`)
    }
  }
  problems.push(...bucketProblems(env))
  return problems
}

/**
 * A bucket half configured would put uploads where the other instances never look, or fail on
 * the first upload: every gap is named before the server listens.
 */
function bucketProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = []
  const setOnes = BUCKET_SETTINGS.filter((name) => env[name])
  if (!env.S3_BUCKET) {
    if (setOnes.length > 0) {
      problems.push(
        `S3_BUCKET: needed by ${setOnes.join(', ')} (set the bucket, or unset them to keep uploads in MEDIA_DIR)`,
      )
    }
    if (env.MEDIA_PUBLIC_URL) {
      problems.push(
        'MEDIA_PUBLIC_URL: only with S3_BUCKET (the public address of the bucket the uploads are in)',
      )
    }
    return problems
  }
  if (!env.S3_REGION) {
    problems.push('S3_BUCKET needs S3_REGION (e.g. ap-guangzhou, oss-cn-hangzhou, us-east-1)')
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    problems.push(
      `S3_BUCKET needs both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the SDK's own credentials, e.g. an instance role); ${env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'} is missing`,
    )
  }
  return problems
}

/** What only means something beside S3_BUCKET. */
const BUCKET_SETTINGS = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']

/** The fixed answers of the test harnesses and the flag each needs. */
const TEST_ANSWERS = [
  ['SMS_TEST_CODE', 'ALLOW_TEST_SMS_CODE'],
  ['CAPTCHA_TEST_ANSWER', 'ALLOW_TEST_CAPTCHA'],
] as const

/** The test behaviour `env` turns on (each `ALLOW_TEST_*` flag with its value), for the log. */
export function testBehaviourOn(env: Record<string, string | undefined>): string[] {
  return TEST_ANSWERS.filter(([name, allow]) => env[name] && env[allow] === '1').map(
    ([name]) => name,
  )
}

/** What Tencent Cloud SMS cannot do without (SMS_TEMPLATE_EN, SMS_REGION have defaults). */
const TENCENT_SMS = [
  'SMS_SECRET_ID',
  'SMS_SECRET_KEY',
  'SMS_APP_ID',
  'SMS_SIGN_NAME',
  'SMS_TEMPLATE_ZH',
] as const

/**
 * PostgreSQL connections of one server process's pool: DATABASE_POOL when set, else this
 * instance's budget (DATABASE_CONNECTIONS, 50) shared by its `processes`, less the one
 * connection each process keeps listening for content purges, between 2 and 10. All processes
 * of an instance then hold at most `processes × (pool + 1)` ≤ DATABASE_CONNECTIONS connections
 * (README, "Configuration").
 */
export function databasePoolSize(env: Record<string, string | undefined>, processes: number) {
  const given = Number(env.DATABASE_POOL)
  if (Number.isInteger(given) && given >= 1) return given
  const budget = Number(env.DATABASE_CONNECTIONS) || 50
  return Math.min(10, Math.max(2, Math.floor(budget / Math.max(1, processes)) - 1))
}
