import type { Locale } from '~/i18n/locale'
import type { Db } from '~/server/db/client'
import { unwrapEnvelope } from './envelope'
import { CmsApiError } from './errors'

/** Who is calling: the page's language and, when present, the member token and client IP. */
export type CmsCallContext = { locale: Locale; token?: string; peopleIp?: string }

export type CmsCall = {
  method: 'GET' | 'POST'
  path: string
  query?: Record<string, string | number | undefined>
  body?: unknown
}

export type CmsRawResult = { status: number; body: unknown; headers: Record<string, string> }

export type Transport = (ctx: CmsCallContext, call: CmsCall) => Promise<CmsRawResult>

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
      headers: result.headers ?? {},
    }
  }
}

/**
 * HTTP to an upstream CMS at `${baseUrl}${prefix}/${path}`. An unreachable upstream is a 502,
 * one slower than the timeout a 504: the page shows the error screen instead of hanging.
 */
export function httpTransport(baseUrl: string, prefix: string, timeoutMs: number): Transport {
  const base = baseUrl.replace(/\/+$/, '') + prefix
  return async (ctx, call) => {
    const url = new URL(`${base}/${call.path}`)
    for (const [k, val] of Object.entries(queryRecord(call.query))) url.searchParams.set(k, val)
    const headers: Record<string, string> = { accept: 'application/json', lang: ctx.locale }
    if (ctx.token) headers.authorization = ctx.token
    if (ctx.peopleIp) headers.peopleIp = ctx.peopleIp
    if (call.method === 'POST') headers['content-type'] = 'application/json'
    let response: Response
    try {
      response = await fetch(url, {
        method: call.method,
        headers,
        body: call.method === 'POST' ? JSON.stringify(call.body ?? {}) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
      throw new CmsApiError(
        timedOut ? 504 : 502,
        timedOut
          ? 'The content service did not answer in time'
          : 'The content service is unreachable',
        {},
      )
    }
    let text: string
    try {
      text = await response.text()
    } catch {
      throw new CmsApiError(504, 'The content service did not answer in time', {})
    }
    let body: unknown = text
    try {
      body = text ? JSON.parse(text) : null
    } catch {
      // Not JSON: the envelope rules reject it with the raw text as body.
    }
    return { status: response.status, body, headers: Object.fromEntries(response.headers) }
  }
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

/** Makes one call and applies the envelope rules; gives the data and the response headers. */
export async function cmsFetch(
  ctx: CmsCallContext,
  call: CmsCall,
  transport: Transport = currentTransport(),
): Promise<{ data: unknown; headers: Record<string, string> }> {
  const raw = await transport(ctx, call)
  return { data: unwrapEnvelope(raw.status, raw.body), headers: raw.headers }
}
