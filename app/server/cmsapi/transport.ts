import { getRequest } from '@tanstack/react-start/server'
import type { Locale } from '~/i18n/locale'
import type { Db } from '~/server/db/client'
import { countUpstreamCall } from '~/server/process/counters'
import { CmsApiError } from '~/shared/cmsapi/errors.isomorphic'
import { unwrapEnvelope } from './envelope'
import { logUpstreamFailure } from './log'
import { type PictureType, pictureType, readCapped, UpstreamTooLarge } from './upstream-body'

/** Who is calling: the page's language and, when present, the member token and client IP. */
export type CmsCallContext = { locale: Locale; token?: string; peopleIp?: string }

export type CmsCall = {
  method: 'GET' | 'POST'
  path: string
  query?: Record<string, string | number | undefined>
  body?: unknown
}

/** An answer that is a picture (the captcha of an old CMS), not JSON; its type read from its bytes. */
export type CmsImage = { type: PictureType; bytes: Uint8Array }

export type CmsRawResult = {
  status: number
  body: unknown
  /** Header names in lower case; several Set-Cookie headers joined by a line break. */
  headers: Record<string, string>
  image?: CmsImage
}

export type Transport = ((ctx: CmsCallContext, call: CmsCall) => Promise<CmsRawResult>) & {
  /** An upstream CMS over HTTP: its failures are logged, its media paths resolved against it. */
  upstream?: {
    mediaBase: string
    /**
     * Calls this CMS answered with HTTP 404 (it has no such call: an old CMS without an
     * extension), by path, until when they are not asked again. The page part they feed shows
     * its fallback meanwhile; one log line says so, not one per page.
     */
    missingCalls: Map<string, number>
  }
}

function queryRecord(query: CmsCall['query']): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, val] of Object.entries(query ?? {})) if (val !== undefined) out[k] = String(val)
  return out
}

/**
 * In-process: straight into the embedded service, no socket. Payload and result make a JSON
 * round trip, so both transports hand the caller exactly the same values.
 */
let service: Promise<typeof import('~/server/cms/service')> | undefined
/** Loaded on first use and kept: each import() call would resolve the module again (~0.1 ms). */
const loadService = () => {
  service ??= import('~/server/cms/service')
  return service
}

export function inProcessTransport(db?: Db): Transport {
  return async (ctx, call) => {
    const { handleCmsRequest } = await loadService()
    const result = await handleCmsRequest(
      {
        method: call.method,
        path: call.path,
        query: queryRecord(call.query),
        body: call.body === undefined ? undefined : JSON.parse(JSON.stringify(call.body)),
        headers: { authorization: ctx.token, peopleIp: ctx.peopleIp, lang: ctx.locale },
      },
      db,
    )
    return {
      status: result.status,
      body: JSON.parse(JSON.stringify(result.body)),
      headers: Object.fromEntries(
        Object.entries(result.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
      ),
    }
  }
}

/** The requests during which the upstream did not answer in time (gone with the request). */
const stalled = new WeakSet<Request>()

/** The request being served, or null in a script or a test. */
function servedRequest(): Request | null {
  try {
    return getRequest()
  } catch {
    return null
  }
}

/**
 * HTTP to an upstream CMS at `${baseUrl}${prefix}/${path}`. An unreachable upstream is a 502,
 * one slower than the timeout a 504: the page shows the error screen instead of hanging. A
 * redirect is never followed (it is a 502: the CMS's calls answer where they are asked, and a
 * redirect could lead the server to any host of its network), and an answer is read up to
 * UPSTREAM_MAX_BYTES and no further. A picture's type is read from its bytes.
 */
export function httpTransport(baseUrl: string, prefix: string, timeoutMs: number): Transport {
  const base = baseUrl.replace(/\/+$/, '') + prefix
  const send: Transport = async (ctx, call) => {
    // One timeout is all a page waits for: once a call of this request timed out, its later
    // calls (the next loader, the error screen's frame) fail at once instead of each waiting.
    const request = servedRequest()
    if (request && stalled.has(request)) {
      throw new CmsApiError(504, 'The content service did not answer in time', {}, undefined, {
        failure: 'skipped',
      })
    }
    const url = new URL(`${base}/${call.path}`)
    for (const [k, val] of Object.entries(queryRecord(call.query))) url.searchParams.set(k, val)
    const headers: Record<string, string> = { accept: 'application/json', lang: ctx.locale }
    if (ctx.token) headers.authorization = ctx.token
    if (ctx.peopleIp) headers.peopleIp = ctx.peopleIp
    if (call.method === 'POST') headers['content-type'] = 'application/json'
    const signal = AbortSignal.timeout(timeoutMs)
    let response: Response
    try {
      response = await fetch(url, {
        method: call.method,
        headers,
        body: call.method === 'POST' ? JSON.stringify(call.body ?? {}) : undefined,
        redirect: 'manual',
        signal,
      })
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
      if (timedOut && request) stalled.add(request)
      throw new CmsApiError(
        timedOut ? 504 : 502,
        timedOut
          ? 'The content service did not answer in time'
          : 'The content service is unreachable',
        {},
        undefined,
        { failure: timedOut ? 'timeout' : 'unreachable' },
      )
    }
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel().catch(() => {})
      throw new CmsApiError(502, 'The content service answered with a redirect', {}, undefined, {
        failure: 'http',
        httpStatus: response.status,
      })
    }
    const answerHeaders: Record<string, string> = {}
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie') answerHeaders[name] = value
    })
    const cookies = response.headers.getSetCookie()
    if (cookies.length > 0) answerHeaders['set-cookie'] = cookies.join('\n')
    let bytes: Uint8Array<ArrayBuffer>
    try {
      bytes = await readCapped(response)
    } catch (error) {
      if (error instanceof UpstreamTooLarge) {
        throw new CmsApiError(502, error.message, {}, undefined, {
          failure: 'too-large',
          httpStatus: response.status,
        })
      }
      throw new CmsApiError(504, 'The content service did not answer in time', {}, undefined, {
        failure: 'timeout',
        httpStatus: response.status,
      })
    }
    if (response.ok && /^\s*image\//i.test(response.headers.get('content-type') ?? '')) {
      const type = pictureType(bytes)
      if (!type) {
        throw new CmsApiError(
          502,
          'The content service sent a picture of no known type',
          {},
          undefined,
          {
            failure: 'shape',
            httpStatus: response.status,
          },
        )
      }
      return { status: response.status, body: null, headers: answerHeaders, image: { type, bytes } }
    }
    const text = new TextDecoder().decode(bytes)
    let body: unknown = text
    try {
      body = text ? JSON.parse(text) : null
    } catch {
      // Not JSON: the envelope rules reject it with the raw text as body.
    }
    return { status: response.status, body, headers: answerHeaders }
  }
  // Every call is counted for /metrics: its outcome, or how it failed.
  const counted: Transport = async (ctx, call) => {
    try {
      const answer = await send(ctx, call)
      countUpstreamCall(answer.status >= 500 ? 'http_error' : 'ok')
      return answer
    } catch (error) {
      countUpstreamCall(error instanceof CmsApiError ? error.failure : 'error')
      throw error
    }
  }
  counted.upstream = { mediaBase: new URL(baseUrl).origin, missingCalls: new Map() }
  return counted
}

let configured: Transport | undefined

/** The transport the environment asks for: HTTP when CMS_API_URL is set, else in-process. */
export function currentTransport(): Transport {
  configured ??= process.env.CMS_API_URL
    ? httpTransport(
        process.env.CMS_API_URL,
        process.env.CMS_API_PREFIX ?? '/api/cmsapi',
        Number(process.env.CMS_API_TIMEOUT_MS ?? 5000),
      )
    : inProcessTransport()
  return configured
}

/** The id of the request being served (its X-Request-Id), when there is one. */
export function currentRequestId(): string | null {
  return servedRequest()?.headers.get('x-request-id') ?? null
}

export type CmsFetched = {
  data: unknown
  headers: Record<string, string>
  /** A picture answer (an old CMS's captcha); `data` is then null. */
  image?: CmsImage
}

/** How long a call an upstream CMS lacks is not asked again. */
export const MISSING_CALL_RETRY_MS = 5 * 60_000

/**
 * Makes one call and applies the envelope rules; gives the data and the response headers. A
 * failed call to an upstream CMS writes one log line (log.ts).
 */
export async function cmsFetch(
  ctx: CmsCallContext,
  call: CmsCall,
  transport: Transport = currentTransport(),
): Promise<CmsFetched> {
  const started = performance.now()
  let httpStatus: number | null = null
  const missingUntil = transport.upstream?.missingCalls.get(call.path)
  if (missingUntil !== undefined && missingUntil > Date.now()) {
    throw new CmsApiError(502, 'The content service has no such call', null, undefined, {
      failure: 'missing-call',
      httpStatus: 404,
    })
  }
  try {
    const raw = await transport(ctx, call)
    httpStatus = raw.status
    if (raw.image) return { data: null, headers: raw.headers, image: raw.image }
    return { data: unwrapEnvelope(raw.status, raw.body), headers: raw.headers }
  } catch (error) {
    if (transport.upstream && error instanceof CmsApiError) {
      if (error.failure === 'missing-call') {
        transport.upstream.missingCalls.set(call.path, Date.now() + MISSING_CALL_RETRY_MS)
      }
      logUpstreamFailure({
        call: `${call.method} ${call.path}`,
        httpStatus: error.httpStatus ?? httpStatus,
        code: error.code ?? null,
        durationMs: Math.round(performance.now() - started),
        requestId: currentRequestId(),
        failure: error.failure,
        message: error.message,
      })
    }
    throw error
  }
}
