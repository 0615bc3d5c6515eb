import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { request } from 'node:http'
import { dirname, join } from 'node:path'
import { defaultSerovalDeserializerPlugins } from '@tanstack/react-start'
import { fromCrossJSON, toJSONAsync } from 'seroval'
import * as v from 'valibot'
import { expect, inject } from 'vitest'
import { CAPTCHA_ANSWER } from './server'

/** Every list page: each reads page numbers and most a keyword from the query. */
export const LIST_PAGES = [
  '/product/list',
  '/about/news',
  '/recruits/campus',
  '/recruits/recruit',
  '/contact/network',
  '/contact/modules/networkCn',
  '/contact/modules/networkEn',
  '/service/search',
  '/service/parts',
  '/service/explain',
  '/service/maintain',
  '/service/download',
  '/service/network',
  '/zh/product/list',
  '/zh/about/news',
]

export const base = () => inject('baseUrl')

/** A fetch of this server that never follows redirects. */
export function hit(path: string, init: RequestInit = {}) {
  return fetch(`${base()}${path}`, { redirect: 'manual', ...init })
}

/** A page as a visitor's browser ends up on it (redirects followed). */
export async function page(path: string, init: RequestInit = {}) {
  const response = await fetch(`${base()}${path}`, init)
  return { status: response.status, headers: response.headers, html: await response.text() }
}

/**
 * The headers of a form the browser posts from the site's own page, as a new visitor: `extra`
 * adds to them or overrides them.
 */
export function formHeaders(extra: Record<string, string> = {}): Record<string, string> {
  return {
    origin: base(),
    'sec-fetch-site': 'same-origin',
    accept: 'text/html',
    'x-forwarded-for': newVisitor(),
    ...extra,
  }
}

export type RawAnswer = { status: number; headers: Record<string, string>; body: string }

export type RawOptions = {
  method?: string
  headers?: Record<string, string>
  body?: string | Buffer
  /** The server asked (default: the suite's own). */
  baseUrl?: string
  /** How the answer's bytes become `body`: latin1 keeps one character per byte. */
  encoding?: BufferEncoding
}

/**
 * A request written as given: the path is not normalized (//host, backslashes) and any header
 * may be set, Host included.
 */
export function raw(path: string, options: RawOptions = {}): Promise<RawAnswer> {
  const { port } = new URL(options.baseUrl ?? base())
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          const headers: Record<string, string> = {}
          for (const [name, value] of Object.entries(res.headers)) {
            headers[name] = Array.isArray(value) ? value.join(', ') : String(value ?? '')
          }
          resolve({
            status: res.statusCode ?? 0,
            headers,
            body: Buffer.concat(chunks).toString(options.encoding ?? 'utf8'),
          })
        })
      },
    )
    req.on('error', reject)
    req.end(options.body)
  })
}

/**
 * A call of the staff API through the suite's server's admin socket (beside its PGlite
 * directory, tests/hostile/server.ts), made as the command line is: an admin.
 */
export function adminCall(
  method: string,
  path: string,
  json?: unknown,
): Promise<{ status: number; body: unknown }> {
  const socketPath = join(dirname(inject('serverLog')), 'db.sock')
  return new Promise((resolve, reject) => {
    const req = request(
      {
        socketPath,
        path: `/api/staff${path}`,
        method,
        headers: json === undefined ? {} : { 'content-type': 'application/json' },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null'),
          }),
        )
      },
    )
    req.on('error', reject)
    req.end(json === undefined ? undefined : JSON.stringify(json))
  })
}

let visitors = 0
/** A visitor address of its own (the server trusts one proxy's X-Forwarded-For). */
export function newVisitor(): string {
  visitors++
  return `10.${100 + ((process.pid + visitors) % 100)}.${Math.floor(visitors / 250) % 250}.${visitors % 250}`
}

/** A POST to the content service over HTTP, as a visitor at `ip`. */
export async function cms(
  path: string,
  body: unknown,
  ip: string,
  headers: Record<string, string> = {},
) {
  const response = await hit(`/api/cmsapi/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...headers },
    body: JSON.stringify(body),
  })
  const text = await response.text()
  let envelope: { code?: number; message?: string; data?: unknown } = {}
  try {
    envelope = JSON.parse(text)
  } catch {
    // not JSON: the status says enough
  }
  return { status: response.status, envelope, headers: response.headers }
}

/** A fresh image challenge's key, asked for by a visitor at `ip`. */
export async function captchaKey(ip: string): Promise<string> {
  const response = await hit('/api/cmsapi/common/cmsApiMember/kaptcha', {
    headers: { 'x-forwarded-for': ip },
  })
  await response.arrayBuffer()
  const key = response.headers.get('verKey') ?? ''
  if (!key) throw new Error(`no captcha key (${response.status})`)
  return key
}

let phones = 0
/** A mobile number no other test uses; each file's `prefix` keeps its numbers apart. */
export function newPhone(prefix: string): string {
  phones++
  return `${prefix}${String(process.pid % 10_000).padStart(4, '0')}${String(phones).padStart(4, '0')}`
}

/** Signs a member up with the suite's captcha answer, from a visitor address of its own. */
export async function register(account: string, password: string) {
  const ip = newVisitor()
  const verKey = await captchaKey(ip)
  const answer = await cms(
    'common/cmsApiMember/register',
    {
      account,
      password,
      savePassword: password,
      email: `${account}@example.com`,
      verCode: CAPTCHA_ANSWER,
      verKey,
    },
    ip,
  )
  expect(answer.envelope.code, answer.envelope.message).toBe(200)
}

/** A member's log-in from `ip`; `extra` carries the captcha and proof of work once asked for. */
export const login = (account: string, password: string, ip: string, extra: object = {}) =>
  cms('common/cmsApiMember/login', { account, password, ...extra }, ip)

/** A new member, signed up and logged in: the token of its session. */
export async function memberToken(account: string, password: string): Promise<string> {
  await register(account, password)
  const session = await login(account, password, newVisitor())
  const token = (session.envelope.data as { token?: string } | null)?.token
  if (!token) throw new Error('no session')
  return token
}

/** An SMS code sent to `phone`, asked for by a visitor at `ip`. */
export const sendCode = (phone: string, ip: string) =>
  cms('common/cmsApiMember/sendCode', { phone }, ip)

/** A password reset of `account` with the SMS `code`, by a visitor at `ip`. */
export const resetPassword = (account: string, code: string, password: string, ip: string) =>
  cms('common/cmsApiMember/findPass', { account, code, password, savePassword: password }, ip)

/**
 * A solved proof-of-work challenge (the `altcha` a browser sends beside the captcha past a
 * ceiling), asked for by a visitor at `ip` and solved as the browser's solver does.
 */
export async function powSolution(ip: string): Promise<string> {
  const answer = await hit('/api/cmsapi/common/cmsApiMember/powChallenge', {
    headers: { 'x-forwarded-for': ip },
  })
  const { data } = v.parse(
    v.object({
      data: v.object({
        challenge: v.string(),
        salt: v.string(),
        signature: v.string(),
        maxnumber: v.number(),
      }),
    }),
    await answer.json(),
  )
  for (let number = 0; number <= data.maxnumber; number++) {
    if (createHash('sha256').update(`${data.salt}${number}`).digest('hex') === data.challenge) {
      const payload = { algorithm: 'SHA-256', number, ...data }
      return Buffer.from(JSON.stringify(payload)).toString('base64')
    }
  }
  throw new Error('no solution')
}

/** The ids of the build's server functions by name, from the server's function manifest. */
let functionIds: Map<string, string> | undefined
export function serverFnId(name: string): string {
  if (!functionIds) {
    functionIds = new Map()
    for (const file of readdirSync('dist/server/assets')) {
      if (!file.endsWith('.js')) continue
      const text = readFileSync(`dist/server/assets/${file}`, 'utf8')
      for (const m of text.matchAll(
        /"([0-9a-f]{64})": \{\s*functionName: "(\w+)_createServerFn_handler"/g,
      )) {
        if (m[1] && m[2]) functionIds.set(m[2], m[1])
      }
    }
  }
  const id = functionIds.get(name)
  if (!id) throw new Error(`no server function ${name} in the build`)
  return id
}

/** Calls a server function as the site's own pages do, from a visitor at `ip`. */
export async function callFn(name: string, data: unknown, ip: string, cookie?: string) {
  const body = JSON.stringify(await toJSONAsync({ data }))
  const response = await hit(`/_serverFn/${serverFnId(name)}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-tsr-serverFn': 'true',
      origin: base(),
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': ip,
      ...(cookie ? { cookie } : {}),
    },
    body,
  })
  const text = await response.text()
  let value: unknown
  try {
    // Start answers { result } or { error }.
    const answer: unknown = fromCrossJSON(JSON.parse(text), {
      refs: new Map(),
      plugins: defaultSerovalDeserializerPlugins,
    })
    value =
      typeof answer === 'object' && answer !== null
        ? (Reflect.get(answer, 'result') ?? Reflect.get(answer, 'error'))
        : undefined
  } catch {
    value = undefined
  }
  return { status: response.status, text, value, headers: response.headers }
}

/** Where the server's log ends now: read what it wrote after with `logSince`. */
export function logMark(): number {
  return statSync(inject('serverLog')).size
}

export function logSince(mark: number): string {
  return readFileSync(inject('serverLog')).subarray(mark).toString('utf8')
}

/**
 * Stack traces in the log: plain lines, or JSON log lines whose error carries one. A refused
 * request is one line without a stack; a stack means something failed that should not have.
 */
export function stackLines(log: string): string[] {
  return log.split('\n').filter((line) => {
    if (/^\s+at\s/.test(line)) return true
    if (!line.startsWith('{')) return false
    try {
      const entry: unknown = JSON.parse(line)
      const err = typeof entry === 'object' && entry !== null ? Reflect.get(entry, 'err') : null
      return (
        typeof err === 'object' && err !== null && typeof Reflect.get(err, 'stack') === 'string'
      )
    } catch {
      return false
    }
  })
}

/** The server's resident memory in MB (Linux). */
export function serverRssMb(): number {
  const status = readFileSync(`/proc/${inject('serverPid')}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return Math.round(kb / 1024)
}
