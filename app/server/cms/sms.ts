// Text messages (the password-reset code, the announcement of a subscribed topic), by the
// provider SMS_PROVIDER names:
// - `console` (default): the message goes to the outbox table, and under `npm run dev` and the
//   tests to the log; nothing reaches a phone.
// - `tencent`: Tencent Cloud SMS, API 3.0 SendSms (version 2021-01-11) over HTTPS, signed with
//   TC3-HMAC-SHA256 as Tencent Cloud documents it; one template per language and purpose: the
//   code (SMS_TEMPLATE_ZH, SMS_TEMPLATE_EN) with two parameters, the code and its minutes; the
//   announcement (SMS_ANNOUNCE_TEMPLATE_ZH, SMS_ANNOUNCE_TEMPLATE_EN) with one, the item's title.
import { createHash, createHmac } from 'node:crypto'
import type { Locale } from '~/i18n/locale'
import type { Db } from '~/server/db/client'
import { smsOutbox } from '~/server/db/schema'
import { isDevelopment } from '~/server/env'
import { log } from '~/server/log'

export type SmsMessage = {
  /** A mainland China mobile number, 11 digits. */
  phone: string
  locale: Locale
  /** Which approved template carries it, and that template's parameters in order. */
  template: SmsTemplate
  params: string[]
  /** The whole text in the reader's language (the console provider writes it as is). */
  text: string
}

/** `code`: the password-reset code and its minutes; `announcement`: a subscribed item's title. */
export type SmsTemplate = 'code' | 'announcement'

/** The provider did not take the message; `reason` is its own error code when it gave one. */
export class SmsNotSent extends Error {
  readonly reason: string

  constructor(message: string, reason = 'unknown') {
    super(message)
    this.name = 'SmsNotSent'
    this.reason = reason
  }
}

export type TencentSmsConfig = {
  secretId: string
  secretKey: string
  appId: string
  signName: string
  templates: Record<SmsTemplate, Record<Locale, string>>
  region: string
  endpoint: string
}

export const TENCENT_SMS_ENDPOINT = 'https://sms.tencentcloudapi.com'
const TENCENT_VERSION = '2021-01-11'
const TIMEOUT_MS = 5000

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex')
const hmac = (key: string | Buffer, text: string) =>
  createHmac('sha256', key).update(text, 'utf8').digest()

/**
 * The headers of a signed TC3-HMAC-SHA256 request to a Tencent Cloud API: the canonical request
 * (method, path /, empty query, the signed headers in lower case, the body's SHA-256), the string
 * to sign with its credential scope (date/service/tc3_request) and the signature by the key
 * derived from the secret, the date, the service and "tc3_request".
 */
export function tencentSignedHeaders(options: {
  secretId: string
  secretKey: string
  host: string
  service: string
  action: string
  version: string
  region: string
  body: string
  timestamp: number
}): Record<string, string> {
  const contentType = 'application/json; charset=utf-8'
  const date = new Date(options.timestamp * 1000).toISOString().slice(0, 10)
  const signedHeaders = 'content-type;host;x-tc-action'
  const canonicalHeaders =
    `content-type:${contentType}\n` +
    `host:${options.host.toLowerCase()}\n` +
    `x-tc-action:${options.action.toLowerCase()}\n`
  const canonicalRequest = [
    'POST',
    '/',
    '',
    canonicalHeaders,
    signedHeaders,
    sha256Hex(options.body),
  ].join('\n')
  const scope = `${date}/${options.service}/tc3_request`
  const stringToSign = [
    'TC3-HMAC-SHA256',
    String(options.timestamp),
    scope,
    sha256Hex(canonicalRequest),
  ].join('\n')
  const secretDate = hmac(`TC3${options.secretKey}`, date)
  const secretService = hmac(secretDate, options.service)
  const secretSigning = hmac(secretService, 'tc3_request')
  const signature = createHmac('sha256', secretSigning).update(stringToSign, 'utf8').digest('hex')
  return {
    authorization: `TC3-HMAC-SHA256 Credential=${options.secretId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
    'content-type': contentType,
    host: options.host,
    'x-tc-action': options.action,
    'x-tc-timestamp': String(options.timestamp),
    'x-tc-version': options.version,
    'x-tc-region': options.region,
  }
}

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, name) : undefined
}

/** Sends through Tencent Cloud SMS; SmsNotSent when it refuses, fails or does not answer. */
export async function sendTencentSms(config: TencentSmsConfig, message: SmsMessage) {
  const endpoint = new URL(config.endpoint)
  const templateId = config.templates[message.template][message.locale]
  if (!templateId) throw new SmsNotSent(`no ${message.template} template`, 'no-template')
  const body = JSON.stringify({
    SmsSdkAppId: config.appId,
    SignName: config.signName,
    TemplateId: templateId,
    TemplateParamSet: message.params,
    PhoneNumberSet: [`+86${message.phone}`],
  })
  const headers = tencentSignedHeaders({
    secretId: config.secretId,
    secretKey: config.secretKey,
    host: endpoint.host,
    service: 'sms',
    action: 'SendSms',
    version: TENCENT_VERSION,
    region: config.region,
    body,
    timestamp: Math.floor(Date.now() / 1000),
  })
  let answer: unknown
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    answer = await response.json()
  } catch (error) {
    throw new SmsNotSent(
      `Tencent Cloud SMS did not answer: ${error instanceof Error ? error.message : error}`,
      'unreachable',
    )
  }
  const result = field(answer, 'Response')
  const error = field(result, 'Error')
  if (error) {
    throw new SmsNotSent(String(field(error, 'Message')), String(field(error, 'Code')))
  }
  const status = field(result, 'SendStatusSet')
  const first: unknown = Array.isArray(status) ? status[0] : undefined
  if (field(first, 'Code') !== 'Ok') {
    throw new SmsNotSent(
      String(field(first, 'Message') ?? 'no send status'),
      String(field(first, 'Code') ?? 'unknown'),
    )
  }
}

/** The Tencent Cloud settings from the environment (config.ts holds them to be complete). */
export function tencentConfigFromEnv(env = process.env): TencentSmsConfig {
  const zh = env.SMS_TEMPLATE_ZH ?? ''
  const announceZh = env.SMS_ANNOUNCE_TEMPLATE_ZH ?? ''
  return {
    secretId: env.SMS_SECRET_ID ?? '',
    secretKey: env.SMS_SECRET_KEY ?? '',
    appId: env.SMS_APP_ID ?? '',
    signName: env.SMS_SIGN_NAME ?? '',
    templates: {
      code: { zh, en: env.SMS_TEMPLATE_EN || zh },
      announcement: { zh: announceZh, en: env.SMS_ANNOUNCE_TEMPLATE_EN || announceZh },
    },
    region: env.SMS_REGION || 'ap-guangzhou',
    endpoint: env.SMS_ENDPOINT || TENCENT_SMS_ENDPOINT,
  }
}

/** Sends `message` by SMS_PROVIDER; SmsNotSent when it could not. */
export async function sendSms(db: Db, message: SmsMessage) {
  const provider = process.env.SMS_PROVIDER || 'console'
  if (provider === 'tencent') {
    await sendTencentSms(tencentConfigFromEnv(), message)
    return
  }
  await db.insert(smsOutbox).values({ phone: message.phone, body: message.text })
  // A convenience of `npm run dev`: anywhere else (the production build, whose NODE_ENV is
  // always production, and the tests) the code never reaches the log.
  if (isDevelopment()) log.info({ sms: message.text }, 'SMS (console provider)')
}
