import { createHash, createHmac } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  cmsApiMemberFindPass,
  cmsApiMemberLogin,
  cmsApiMemberSendCode,
} from '~/server/cmsapi/member-calls'
import { inProcessTransport } from '~/server/cmsapi/transport'
import type { OpenDb } from '~/server/db/client'
import { members, smsCodes, smsOutbox } from '~/server/db/schema'
import { openTestDb } from '~/server/db/test-db'
import { CmsApiError } from '~/shared/cmsapi/errors.isomorphic'
import { textSubscribers } from './announce'

/**
 * A stand-in for Tencent Cloud SMS that checks each request the way Tencent Cloud documents its
 * signature method v3 (TC3-HMAC-SHA256), from the request as it arrived: the canonical request
 * of the headers the Authorization names, the body's hash, the credential scope of the
 * timestamp's date, the key derived from the secret. A request that fails a check gets the
 * answer Tencent gives (AuthFailure.SignatureFailure); one that passes gets a send status.
 */
const SECRET_ID = 'AKIDtestsecretid0001'
const SECRET_KEY = 'test-secret-key-of-the-stand-in'
const APP_ID = '1400000042'

type Received = { headers: IncomingMessage['headers']; body: Record<string, unknown> }

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text).digest()

function verify(req: IncomingMessage, body: string): string | null {
  const auth = String(req.headers.authorization ?? '')
  const match =
    /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([a-z]+)\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
      auth,
    )
  if (!match) return 'AuthFailure.InvalidAuthorization'
  const [, secretId, date, service, signedHeaders = '', signature] = match
  if (secretId !== SECRET_ID) return 'AuthFailure.SecretIdNotFound'
  const timestamp = Number(req.headers['x-tc-timestamp'])
  if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > 300) {
    return 'AuthFailure.SignatureExpire'
  }
  if (new Date(timestamp * 1000).toISOString().slice(0, 10) !== date || service !== 'sms') {
    return 'AuthFailure.SignatureFailure'
  }
  const names = signedHeaders.split(';')
  if (!names.includes('content-type') || !names.includes('host')) {
    return 'AuthFailure.SignatureFailure'
  }
  const canonicalHeaders = names
    .map(
      (name) =>
        `${name}:${String(req.headers[name] ?? '')
          .trim()
          .toLowerCase()}\n`,
    )
    .join('')
  const canonicalRequest = [
    req.method,
    '/',
    '',
    canonicalHeaders,
    signedHeaders,
    sha256(body),
  ].join('\n')
  const stringToSign = [
    'TC3-HMAC-SHA256',
    String(timestamp),
    `${date}/${service}/tc3_request`,
    sha256(canonicalRequest),
  ].join('\n')
  const key = hmac(hmac(hmac(`TC3${SECRET_KEY}`, date ?? ''), service ?? ''), 'tc3_request')
  const expected = createHmac('sha256', key).update(stringToSign).digest('hex')
  return expected === signature ? null : 'AuthFailure.SignatureFailure'
}

let stand: Server
let endpoint = ''
const received: Received[] = []

beforeAll(async () => {
  stand = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => {
      body += chunk
    })
    req.on('end', () => {
      const problem = verify(req, body)
      res.setHeader('content-type', 'application/json')
      if (problem) {
        res.end(
          JSON.stringify({
            Response: {
              Error: { Code: problem, Message: 'The provided credentials could not be validated.' },
              RequestId: 'stand-in-refused',
            },
          }),
        )
        return
      }
      const parsed = JSON.parse(body)
      received.push({ headers: req.headers, body: parsed })
      res.end(
        JSON.stringify({
          Response: {
            SendStatusSet: [
              {
                SerialNo: '5000:1045710669157053657849499619',
                PhoneNumber: parsed.PhoneNumberSet?.[0],
                Fee: 1,
                SessionContext: '',
                Code: 'Ok',
                Message: 'send success',
                IsoCode: 'CN',
              },
            ],
            RequestId: 'stand-in-ok',
          },
        }),
      )
    })
  })
  await new Promise<void>((done) => stand.listen(0, '127.0.0.1', done))
  const address = stand.address()
  endpoint = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})

afterAll(async () => {
  await new Promise((done) => stand.close(done))
})

const settings = {
  SMS_PROVIDER: 'tencent',
  SMS_SECRET_ID: SECRET_ID,
  SMS_SECRET_KEY: SECRET_KEY,
  SMS_APP_ID: APP_ID,
  SMS_SIGN_NAME: '瑞丰工具',
  SMS_TEMPLATE_ZH: '2000001',
  SMS_TEMPLATE_EN: '2000002',
}

/** Runs `work` with these settings in the environment, then puts it back. */
async function withEnv<T>(env: Record<string, string>, work: () => Promise<T>): Promise<T> {
  const before = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]))
  Object.assign(process.env, env)
  try {
    return await work()
  } finally {
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  }
}

describe('codes and subscription texts by Tencent Cloud SMS', () => {
  let opened: OpenDb
  const account = '13700001111'
  let memberId = 0
  beforeAll(async () => {
    opened = await openTestDb('pglite')
    const [m] = await opened.db
      .insert(members)
      .values({ account, passwordHash: 'not-a-real-hash' })
      .returning({ id: members.id })
    memberId = m?.id ?? 0
  }, 120_000)
  afterAll(() => opened?.close())

  it('sends a signed SendSms with the template of the reader language; the code it carries resets the password', async () => {
    const t = inProcessTransport(opened.db)
    await withEnv({ ...settings, SMS_ENDPOINT: endpoint }, async () => {
      expect(await cmsApiMemberSendCode({ locale: 'zh', peopleIp: '10.9.0.1' }, account, t)).toBe(
        true,
      )
      expect(await cmsApiMemberSendCode({ locale: 'en', peopleIp: '10.9.0.2' }, account, t)).toBe(
        true,
      )
    })
    expect(received).toHaveLength(2)
    const [zh, en] = received
    expect(zh?.headers['x-tc-action']).toBe('SendSms')
    expect(zh?.headers['x-tc-version']).toBe('2021-01-11')
    expect(zh?.headers['x-tc-region']).toBe('ap-guangzhou')
    expect(zh?.body).toMatchObject({
      SmsSdkAppId: APP_ID,
      SignName: '瑞丰工具',
      TemplateId: '2000001',
      PhoneNumberSet: ['+8613700001111'],
    })
    expect(en?.body.TemplateId).toBe('2000002')
    const params = en?.body.TemplateParamSet
    const [code, minutes] = Array.isArray(params) ? params.map(String) : []
    expect(code).toMatch(/^\d{6}$/)
    expect(minutes).toBe('10')
    // A real provider writes nothing to the outbox: the code exists only on the phone.
    expect(await opened.db.select().from(smsOutbox).where(eq(smsOutbox.phone, account))).toEqual([])

    const reset = { account, code: code ?? '', password: 'by-sms-1', savePassword: 'by-sms-1' }
    expect(await cmsApiMemberFindPass({ locale: 'en', peopleIp: '10.9.0.3' }, reset, t)).toBe(true)
    const login = await cmsApiMemberLogin(
      { locale: 'en', peopleIp: '10.9.0.3' },
      { account, password: 'by-sms-1' },
      t,
    )
    expect(login.token).toBeTruthy()
  })

  it('answers "Failed to send" and keeps no code when the provider refuses or does not answer', async () => {
    const t = inProcessTransport(opened.db)
    const codesBefore = (await opened.db.select().from(smsCodes)).length
    const sent = received.length
    for (const [ip, env] of [
      ['10.9.1.1', { ...settings, SMS_ENDPOINT: endpoint, SMS_SECRET_KEY: 'a-wrong-secret' }],
      ['10.9.1.2', { ...settings, SMS_ENDPOINT: 'http://127.0.0.1:9' }],
    ] as const) {
      const failure = await withEnv(env, () =>
        cmsApiMemberSendCode({ locale: 'en', peopleIp: ip }, account, t).then(
          () => null,
          (error: unknown) => error,
        ),
      )
      expect(failure).toBeInstanceOf(CmsApiError)
      expect(failure instanceof CmsApiError && [failure.status, failure.message]).toEqual([
        502,
        'Failed to send',
      ])
    }
    expect(received).toHaveLength(sent)
    expect(await opened.db.select().from(smsCodes)).toHaveLength(codesBefore)
  })
  it('sends a subscription text with the announcement template of the reader language and the title', async () => {
    const sent = received.length
    await withEnv(
      {
        ...settings,
        SMS_ENDPOINT: endpoint,
        SMS_ANNOUNCE_TEMPLATE_ZH: '2000011',
        SMS_ANNOUNCE_TEMPLATE_EN: '2000012',
      },
      () =>
        textSubscribers(opened.db, [
          {
            memberId: memberId,
            phone: account,
            locale: 'en',
            enTitle: 'A cordless saw with a very long name indeed',
            zhTitle: '无线电锯',
          },
        ]),
    )
    expect(received).toHaveLength(sent + 1)
    expect(received.at(-1)?.body).toMatchObject({
      TemplateId: '2000012',
      TemplateParamSet: ['A cordless saw with '],
      PhoneNumberSet: ['+8613700001111'],
    })
    expect(await opened.db.select().from(smsOutbox).where(eq(smsOutbox.phone, account))).toEqual([])
  })
})
