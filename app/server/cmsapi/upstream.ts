import { fromAnotherSite } from '~/server/http/cross-site'
import { parseJsonText, readBodyText } from '~/server/http/json-body'
import { logUpstreamFailure } from './log'
import { currentRequestId } from './transport'

/**
 * Upstream mode (CMS_API_URL): the manufacturer's CMS holds content, members, sessions, form
 * records, captchas and their limits. The site keeps no state of its own and opens no database.
 */
export function upstreamBase(): string | null {
  return process.env.CMS_API_URL?.trim() || null
}

const timeoutMs = () => Number(process.env.CMS_API_TIMEOUT_MS ?? 5000)

export type UpstreamProbe = {
  reachable: boolean
  /** The HTTP status of the probe; null when none came. */
  status: number | null
  latencyMs: number
}

/**
 * Does the CMS answer at all, and how fast: a HEAD of CMS_API_URL (any status below 500 is an
 * answer), within CMS_API_TIMEOUT_MS.
 */
export async function probeUpstream(base: string): Promise<UpstreamProbe> {
  const started = performance.now()
  try {
    const response = await fetch(base, {
      method: 'HEAD',
      signal: AbortSignal.timeout(timeoutMs()),
    })
    return {
      reachable: response.status < 500,
      status: response.status,
      latencyMs: Math.round(performance.now() - started),
    }
  } catch {
    return { reachable: false, status: null, latencyMs: Math.round(performance.now() - started) }
  }
}

/** The envelope code of a JSON answer, or null. */
function envelopeCode(bytes: ArrayBuffer): number | null {
  try {
    const body: unknown = JSON.parse(new TextDecoder().decode(bytes))
    const code = typeof body === 'object' && body !== null ? Number(Reflect.get(body, 'code')) : NaN
    return Number.isFinite(code) ? code : null
  } catch {
    return null
  }
}

/** Largest JSON body a forwarded call accepts (the same as the embedded service's). */
const MAX_BODY_BYTES = 64 * 1024

function envelope(status: number, message: string, headers?: Record<string, string>): Response {
  return Response.json(
    { code: status, message, data: null },
    { status, headers: { 'cache-control': 'no-store', ...headers } },
  )
}

/**
 * `/api/cmsapi/<path>` in upstream mode: the call goes on to the CMS as the caller made it
 * (method, query, JSON body, its Authorization token and `lang`), with `peopleIp` set to the
 * caller's address as the site sees it (a caller's own peopleIp is never passed on). The CMS's
 * answer comes back with its status, type and `verKey` header; nothing is kept. Old clients
 * that called /api/cmsapi on this host keep working.
 */
export async function forwardCmsHttp(
  request: Request,
  path: string,
  base: string,
  clientIp: string,
): Promise<Response> {
  const method = request.method === 'HEAD' ? 'GET' : request.method
  if (method !== 'GET' && method !== 'POST') {
    return envelope(405, 'Method not allowed', { allow: 'GET, HEAD, POST' })
  }
  if (fromAnotherSite(request)) return envelope(403, 'Cross-site calls are not allowed')
  let body: string | undefined
  if (method === 'POST') {
    const type = request.headers.get('content-type') ?? ''
    if (!/^application\/json\s*(;|$)/i.test(type)) {
      return envelope(415, 'Send the payload as application/json')
    }
    const read = await readBodyText(request, MAX_BODY_BYTES)
    if (!('text' in read)) return envelope(read.status, read.message)
    if (read.text.trim()) {
      const parsed = parseJsonText(read.text)
      if (!('value' in parsed)) return envelope(parsed.status, parsed.message)
    }
    body = read.text.trim() ? read.text : '{}'
  }
  const prefix = process.env.CMS_API_PREFIX ?? '/api/cmsapi'
  const target = new URL(`${base.replace(/\/+$/, '')}${prefix}/${path}`)
  target.search = new URL(request.url).search
  const headers: Record<string, string> = { accept: 'application/json', peopleIp: clientIp }
  for (const name of ['authorization', 'lang']) {
    const value = request.headers.get(name)
    if (value) headers[name] = value
  }
  if (body !== undefined) headers['content-type'] = 'application/json'
  const started = performance.now()
  const logFailure = (
    failure: string,
    httpStatus: number | null,
    message: string,
    code: number | null = null,
  ) =>
    logUpstreamFailure({
      call: `${method} ${path}`,
      httpStatus,
      code,
      durationMs: Math.round(performance.now() - started),
      requestId: currentRequestId(),
      failure,
      message,
    })
  let answer: Response
  try {
    answer = await fetch(target, {
      method,
      headers,
      body,
      signal: AbortSignal.timeout(timeoutMs()),
    })
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
    logFailure(timedOut ? 'timeout' : 'unreachable', null, 'forwarded call')
    return timedOut
      ? envelope(504, 'The content service did not answer in time')
      : envelope(502, 'The content service is unreachable')
  }
  const out: Record<string, string> = { 'cache-control': 'no-store' }
  const type = answer.headers.get('content-type')
  if (type) out['content-type'] = type
  const verKey = answer.headers.get('verkey')
  if (verKey) out.verKey = verKey
  try {
    const bytes = await answer.arrayBuffer()
    if (answer.status >= 400) logFailure('http', answer.status, 'forwarded call')
    else if (type?.includes('json')) {
      // The envelope is passed on as it is; a failure it reports is logged like the site's own.
      const code = envelopeCode(bytes)
      if (code !== null && code !== 200 && code !== 1500) {
        logFailure('code', answer.status, 'forwarded call', code)
      }
    }
    return new Response(request.method === 'HEAD' ? null : bytes, {
      status: answer.status,
      headers: out,
    })
  } catch {
    logFailure('timeout', answer.status, 'forwarded call')
    return envelope(504, 'The content service did not answer in time')
  }
}
