import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { getI18n } from '~/i18n/i18n'
import { isLocale, type Locale } from '~/i18n/locale'
import { describeIssue, fieldErrorsOf } from '~/lib/field-errors'
import { CmsError } from '~/server/cms/core'
import { type Db, getDb } from '~/server/db/client'
import { isProduction } from '~/server/env'
import { parseJsonText, readBodyText } from '~/server/http/json-body'
import { fromThisSite } from '~/server/http/same-origin'
import { log } from '~/server/log'
import { localAdminActor } from '~/server/process/local-admin'
import { cookieValue } from '~/shared/cookies'
import { isId } from '~/shared/ids'
import { can, type Permission } from '~/shared/staff/roles'
import { makeStaffSchemas, type StaffSchemas } from '~/shared/staff/schemas'
import type { AuditActor } from './audit'
import { type Actor, resolveActor, STAFF_COOKIE, STAFF_COOKIE_PATH } from './auth'
import { ensureFirstAdmin } from './bootstrap'
import { StaffError } from './errors'

/** Largest JSON body a staff call accepts; files go through multipart calls. */
const MAX_JSON_BYTES = 256 * 1024
/** A call that takes no body (GET, DELETE) is refused one larger than this. */
const MAX_EMPTY_BYTES = 1024

type BodyKind = 'json' | 'multipart' | 'none'

type Access =
  /** Anyone (the sign-in call). */
  | 'public'
  /** Any signed-in staff user or key. */
  | 'signed-in'
  | Permission

export type StaffContext = {
  db: Db
  request: Request
  url: URL
  locale: Locale
  i18n: I18n
  ip: string
  schemas: StaffSchemas
  params: Record<string, string>
  /** The caller; null only on public calls. */
  actor: Actor | null
  /** The caller as the audit log names them, with their address. */
  who: AuditActor
  /** The JSON body validated by a schema: 400 with every field's message when it is wrong. */
  json<S extends v.GenericSchema>(schema: S): Promise<v.InferOutput<S>>
  /** Validates the query string (or any value) the same way. */
  parse<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S>
  setCookie(value: string, maxAgeSeconds?: number): void
  /** Refuses a browser call from another site (403). */
  requireSameOrigin(): void
}

/** The signed-in caller of a call that is not public. */
export function actorOf(ctx: StaffContext): Actor {
  if (!ctx.actor) throw new StaffError(401, msg`Please sign in`)
  return ctx.actor
}

type Handler = (ctx: StaffContext) => Promise<unknown>

type Route = {
  method: string
  pattern: RegExp
  keys: string[]
  access: Access
  body: BodyKind
  /** May be called by an admin who still has to set up two-factor sign-in. */
  beforeTotp: boolean
  handler: Handler
}

const routes: Route[] = []

/**
 * Registers a staff call. `path` is relative to /api/staff and may name parameters (`:id`).
 * `access` is checked before the handler runs: 401 without a caller, 403 without the permission.
 */
export function staffRoute(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  access: Access,
  handler: Handler,
  options: { body?: BodyKind; beforeTotp?: boolean } = {},
) {
  const keys: string[] = []
  const source = path
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      keys.push(part.slice(1))
      return '([^/]+)'
    })
    .join('/')
  routes.push({
    method,
    pattern: new RegExp(`^${source}$`),
    keys,
    access,
    body: options.body ?? (method === 'GET' || method === 'DELETE' ? 'none' : 'json'),
    beforeTotp: options.beforeTotp ?? false,
    handler,
  })
}

/** Every registered call as [method, path pattern] (the hostile-input tests walk them). */
export function listStaffRoutes(): Array<[string, string]> {
  return routes.map((r) => [r.method, r.pattern.source])
}

/** The reader's language: `lang` query or header, else Accept-Language, else English. */
export function requestLocale(request: Request, url: URL): Locale {
  const explicit = url.searchParams.get('lang') ?? request.headers.get('lang')
  if (isLocale(explicit)) return explicit
  for (const part of (request.headers.get('accept-language') ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? ''
    if (tag.startsWith('zh')) return 'zh'
    if (tag.startsWith('en')) return 'en'
  }
  return 'en'
}

function bearerOf(request: Request): string | undefined {
  const value = request.headers.get('authorization')?.trim()
  if (!value?.toLowerCase().startsWith('bearer ')) return undefined
  return value.slice(7).trim() || undefined
}

function envelope(status: number, message: string, extra: Record<string, unknown> = {}) {
  return Response.json(
    { code: status, message, data: null, ...extra },
    { status, headers: { 'cache-control': 'no-store' } },
  )
}

/** The staff side exists only in embedded mode: with an upstream CMS it is that CMS's job. */
export function staffEnabled(): boolean {
  return !process.env.CMS_API_URL
}

async function readJson(request: Request, i18n: I18n): Promise<unknown> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^application\/json\b/i.test(type)) {
    throw new StaffError(415, msg`Send the request body as JSON (Content-Type: application/json)`)
  }
  // Read up to the limit and no further (a larger body is refused as it streams in).
  const read = await readBodyText(request, MAX_JSON_BYTES)
  if (!('text' in read)) {
    if (read.status === 413) throw new StaffError(413, msg`The request is too large`)
    throw new StaffError(400, i18n._(msg`The request body is not valid JSON`))
  }
  if (!read.text.trim()) return {}
  const parsed = parseJsonText(read.text)
  if (!('value' in parsed)) {
    throw new StaffError(400, i18n._(msg`The request body is not valid JSON`))
  }
  return parsed.value
}

/**
 * A body the call cannot take, refused by its declared length before anything else (the
 * caller is not even looked up): JSON calls take MAX_JSON_BYTES, calls without a body none
 * worth reading. Upload calls check their own limit once the caller is known.
 */
function declaredTooLarge(request: Request, body: BodyKind): boolean {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (!Number.isFinite(declared) || declared < 0) return true
  if (body === 'json') return declared > MAX_JSON_BYTES
  if (body === 'none') return declared > MAX_EMPTY_BYTES
  return false
}

/** The methods of the staff API, in the order an `Allow` header names them. */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const

/** Calls whose `:id` is a row id (content items are named by their text key instead). */
const NUMERIC_IDS = /^\/(ads|api-keys|media|members|submissions|users)\//

function isIdText(value: string): boolean {
  return /^[1-9]\d{0,9}$/.test(value) && isId(Number(value))
}

/** The SQLSTATE of a database error (drizzle wraps the driver's error as its cause). */
function sqlState(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
    e = (e as { cause?: unknown }).cause
  }
  return undefined
}

/** PostgreSQL's class 22, "data exception": a value the column or function cannot take. */
function isDataException(error: unknown): boolean {
  return sqlState(error)?.startsWith('22') ?? false
}

function validate<S extends v.GenericSchema>(schema: S, value: unknown, i18n: I18n) {
  const result = v.safeParse(schema, value)
  if (result.success) return result.output
  const fieldErrors = fieldErrorsOf(result.issues)
  const first = result.issues[0]
  const message = first ? describeIssue(first) : i18n._(msg`Invalid input`)
  throw new StaffError(400, message, { fieldErrors })
}

/**
 * Answers one call of the staff API (`/api/staff/<path>`) with JSON `{ code, message, data }`
 * (or a file for exports). Expected failures keep their status with a translated message;
 * anything else is logged and answered with a plain 500, never a stack trace.
 */
export async function handleStaffHttp(
  request: Request,
  path: string,
  options: { db?: Db; ip?: string } = {},
): Promise<Response> {
  const url = new URL(request.url)
  const locale = requestLocale(request, url)
  const i18n = getI18n(locale)
  if (!staffEnabled()) return envelope(404, i18n._(msg`Not found`))
  const method = request.method === 'HEAD' ? 'GET' : request.method
  const clean = `/${path.replace(/^\/+|\/+$/g, '')}`
  const candidates = routes.filter((r) => r.pattern.test(clean))
  const route = candidates.find((r) => r.method === method)
  if (!route) {
    const known = routes.some((r) => r.method === method)
    if (!candidates.length && known) return envelope(404, i18n._(msg`Not found`))
    // A method the call does not take, or one no call takes (PROPFIND, TRACE…): the methods
    // of the call, or of the API when there is no such call.
    const response = envelope(405, i18n._(msg`Method not allowed`))
    const taken = new Set((candidates.length ? candidates : routes).map((r) => r.method))
    const allow = METHODS.filter((m) => taken.has(m === 'HEAD' ? 'GET' : m))
    response.headers.set('allow', allow.join(', '))
    return response
  }
  if (declaredTooLarge(request, route.body)) {
    // Said before reading a byte; the connection closes rather than take the rest.
    const response = envelope(413, i18n._(msg`The request is too large`))
    response.headers.set('connection', 'close')
    return response
  }
  const cookies: string[] = []
  try {
    const db = options.db ?? (await getDb())
    await ensureFirstAdmin(db)
    const cookie = cookieValue(request.headers.get('cookie'), STAFF_COOKIE)
    const bearer = bearerOf(request)
    const actor = localAdminActor() ?? (await resolveActor(db, bearer, cookie))
    const unsafe = method !== 'GET'
    // Cookie-borne calls must come from the console (the sign-in checks its cookie mode itself).
    if (unsafe && actor?.viaCookie && !fromThisSite(request, url)) {
      throw new StaffError(403, msg`Cross-site request refused`)
    }
    if (route.access !== 'public') {
      if (!actor) throw new StaffError(401, msg`Please sign in`, { reason: 'signed_out' })
      if (
        process.env.STAFF_REQUIRE_2FA === '1' &&
        actor.role === 'admin' &&
        actor.staffId !== null &&
        !actor.totpEnabled &&
        !route.beforeTotp
      ) {
        throw new StaffError(403, msg`Set up two-factor sign-in first (My account)`, {
          reason: 'totp_enrolment_required',
        })
      }
      if (route.access !== 'signed-in' && !can(actor.role, route.access)) {
        throw new StaffError(403, msg`Your role does not allow this`, { reason: 'forbidden' })
      }
    }
    const match = route.pattern.exec(clean)
    const params: Record<string, string> = {}
    route.keys.forEach((key, i) => {
      let value: string
      try {
        value = decodeURIComponent(match?.[i + 1] ?? '')
      } catch {
        throw new StaffError(404, msg`Not found`)
      }
      // A row id is a whole number from 1 to 2³¹−1 (the database's integer): anything else is
      // a 400, as a bad id in a body is, rather than a query the database refuses.
      if (key === 'id' && NUMERIC_IDS.test(clean) && !isIdText(value)) {
        throw new StaffError(400, msg`Invalid input`)
      }
      if (value.includes('\u0000')) throw new StaffError(404, msg`Not found`)
      params[key] = value
    })
    const ip = options.ip ?? 'unknown'
    let bodyRead = false
    const ctx: StaffContext = {
      db,
      request,
      url,
      locale,
      i18n,
      ip,
      schemas: makeStaffSchemas(i18n),
      params,
      actor,
      who: {
        staffId: actor?.staffId ?? null,
        apiKeyId: actor?.apiKeyId ?? null,
        label: actor?.label ?? 'anonymous',
        ip,
      },
      json: async (schema) => {
        if (bodyRead) throw new Error('body read twice')
        bodyRead = true
        return validate(schema, await readJson(request, i18n), i18n)
      },
      parse: (schema, value) => validate(schema, value, i18n),
      requireSameOrigin: () => {
        if (!fromThisSite(request, url)) throw new StaffError(403, msg`Cross-site request refused`)
      },
      setCookie: (value, maxAge) => {
        const secure = isProduction() || url.protocol === 'https:' ? '; Secure' : ''
        const age = maxAge === undefined ? '' : `; Max-Age=${maxAge}`
        cookies.push(
          `${STAFF_COOKIE}=${value}; Path=${STAFF_COOKIE_PATH}; HttpOnly; SameSite=Strict${secure}${age}`,
        )
      },
    }
    const result = await route.handler(ctx)
    const response =
      result instanceof Response
        ? result
        : Response.json(
            { code: 200, message: 'success', data: result ?? null },
            { headers: { 'cache-control': 'no-store' } },
          )
    for (const c of cookies) response.headers.append('set-cookie', c)
    if (!response.headers.has('cache-control')) response.headers.set('cache-control', 'no-store')
    return response
  } catch (error) {
    let response: Response
    if (error instanceof StaffError) {
      const message = error.descriptor ? i18n._(error.descriptor) : error.message
      response = envelope(error.status, message, {
        ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
        ...(error.reason ? { reason: error.reason } : {}),
      })
      if (error.retryAfter !== undefined) {
        response.headers.set('retry-after', String(Math.max(1, Math.ceil(error.retryAfter))))
      }
    } else if (error instanceof CmsError && error.httpStatus === 429) {
      response = envelope(429, i18n._(msg`Too many attempts. Please wait a few minutes.`))
    } else if (isDataException(error)) {
      // The database refused a value as data (out of range, NUL, a year it cannot hold): the
      // input was bad, not the server. One line in the log, a 400 for the caller.
      log.warn(
        { call: clean, method: request.method, sqlstate: sqlState(error) },
        'staff input refused by the database',
      )
      response = envelope(400, i18n._(msg`Invalid input`))
    } else {
      log.error({ err: error, method: request.method, call: clean }, 'staff call failed')
      response = envelope(500, i18n._(msg`Something went wrong on our side`))
    }
    for (const c of cookies) response.headers.append('set-cookie', c)
    return response
  }
}
