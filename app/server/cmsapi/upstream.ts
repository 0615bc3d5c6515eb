import { parseJsonText, readBodyText } from '~/server/http/json-body'
import { fromAnotherSite } from '~/server/http/same-origin'
import type { CmsFailure } from '~/shared/cmsapi/errors.isomorphic'
import { callNameOf, findCmsCall, KAPTCHA_CALL } from './call-names'
import { logUpstreamFailure } from './log'
import { currentRequestId } from './transport'
import { pictureType, readCapped, UpstreamTooLarge } from './upstream-body'

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
      redirect: 'manual',
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

/** A JSON answer's value (an envelope, or a bare 1 or 0), or undefined when it is not JSON. */
function jsonOf(bytes: Uint8Array): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(new TextDecoder().decode(bytes)) }
  } catch {
    return undefined
  }
}

/** The envelope code of a JSON answer, or null. */
function envelopeCode(body: unknown): number | null {
  const code = typeof body === 'object' && body !== null ? Number(Reflect.get(body, 'code')) : NaN
  return Number.isFinite(code) ? code : null
}

/** Largest JSON body a forwarded call accepts (the same as the embedded service's). */
const MAX_BODY_BYTES = 64 * 1024

/**
 * Headers of every forwarded answer, whatever the CMS sent: this site's own. The answer is data
 * for a script, never a document: were it opened as a page, it could run nothing and load
 * nothing (`sandbox`, `default-src 'none'`), and nobody may frame it.
 */
export const FORWARDED_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox"
const FORWARDED_HEADERS = { 'cache-control': 'no-store', 'content-security-policy': FORWARDED_CSP }

function envelope(status: number, message: string, headers?: Record<string, string>): Response {
  return Response.json(
    { code: status, message, data: null },
    { status, headers: { ...FORWARDED_HEADERS, ...headers } },
  )
}

/** A captcha key as a CMS may send it in its `verKey` header: a plain token, else nothing. */
const CAPTCHA_KEY = /^[\w.~+/=:-]{1,256}$/

const PREFIX = '/api/cmsapi/'

/**
 * `/api/cmsapi/<call>` in upstream mode: a call of the contract (`CMS_CALLS`, by method and
 * name) goes on to the CMS as the caller made it (query, JSON body, its Authorization token and
 * `lang`), with `peopleIp` set to the caller's address as the site sees it (a caller's own
 * peopleIp is never passed on). Old clients that called /api/cmsapi on this host keep working.
 *
 * Nothing else reaches the CMS: the name is read from the request's path decoded once, and a
 * name with a dot segment, an encoded slash or a backslash is refused (400), an unknown one is a
 * 404; the upstream URL is made from the name in the list. What comes back is JSON (a picture
 * too, for the captcha: its type read from its bytes) under this site's own headers, read up to
 * UPSTREAM_MAX_BYTES; a redirect is never followed. Anything else is a 502 envelope, and one
 * log line says why.
 */
export async function forwardCmsHttp(
  request: Request,
  base: string,
  clientIp: string,
): Promise<Response> {
  const method = request.method === 'HEAD' ? 'GET' : request.method
  if (method !== 'GET' && method !== 'POST') {
    return envelope(405, 'Method not allowed', { allow: 'GET, HEAD, POST' })
  }
  if (fromAnotherSite(request)) return envelope(403, 'Cross-site calls are not allowed')
  const url = new URL(request.url)
  const named = callNameOf(url.pathname.startsWith(PREFIX) ? url.pathname.slice(PREFIX.length) : '')
  if (!('name' in named)) return envelope(400, 'Malformed call name')
  const call = findCmsCall(method, named.name)
  if (!call) return envelope(404, 'Unknown call')
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
  const target = new URL(`${base.replace(/\/+$/, '')}${prefix}/${call.name}`)
  target.search = new URLSearchParams(url.searchParams).toString()
  const headers: Record<string, string> = { accept: 'application/json', peopleIp: clientIp }
  for (const name of ['authorization', 'lang']) {
    const value = request.headers.get(name)
    if (value) headers[name] = value
  }
  if (body !== undefined) headers['content-type'] = 'application/json'
  const started = performance.now()
  const logFailure = (
    failure: CmsFailure,
    httpStatus: number | null,
    message: string,
    code: number | null = null,
  ) =>
    logUpstreamFailure({
      call: `${method} ${call.name}`,
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
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs()),
    })
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
    logFailure(timedOut ? 'timeout' : 'unreachable', null, 'forwarded call')
    return timedOut
      ? envelope(504, 'The content service did not answer in time')
      : envelope(502, 'The content service is unreachable')
  }
  if (answer.status >= 300 && answer.status < 400) {
    await answer.body?.cancel().catch(() => {})
    logFailure('http', answer.status, 'forwarded call answered with a redirect')
    return envelope(502, 'The content service answered with a redirect')
  }
  let bytes: Uint8Array<ArrayBuffer>
  try {
    bytes = await readCapped(answer)
  } catch (error) {
    if (error instanceof UpstreamTooLarge) {
      logFailure('too-large', answer.status, error.message)
      return envelope(502, 'The content service answered too much')
    }
    logFailure('timeout', answer.status, 'forwarded call')
    return envelope(504, 'The content service did not answer in time')
  }
  const out: Record<string, string> = { ...FORWARDED_HEADERS }
  const verKey = answer.headers.get('verkey')
  if (verKey && CAPTCHA_KEY.test(verKey)) out.verKey = verKey
  const json = jsonOf(bytes)
  const picture = json === undefined && call.name === KAPTCHA_CALL && answer.ok
  const type = json ? 'application/json; charset=utf-8' : picture ? pictureType(bytes) : null
  if (!type) {
    if (answer.status === 404) {
      logFailure('missing-call', 404, 'forwarded call')
      return envelope(404, 'The content service has no such call')
    }
    logFailure('shape', answer.status, 'forwarded call answered neither JSON nor a picture')
    return envelope(502, 'The content service sent an answer the site cannot read')
  }
  if (answer.status >= 400) logFailure('http', answer.status, 'forwarded call')
  else if (json) {
    // The envelope is passed on as it is; a failure it reports is logged like the site's own.
    const code = envelopeCode(json.value)
    if (code !== null && code !== 200 && code !== 1500) {
      logFailure('code', answer.status, 'forwarded call', code)
    }
  }
  out['content-type'] = type
  return new Response(request.method === 'HEAD' ? null : bytes, {
    status: answer.status,
    headers: out,
  })
}
