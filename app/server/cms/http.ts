import type { Db } from '~/server/db/client'
import { parseJsonText, readBodyText } from '~/server/http/json-body'
import { fromAnotherSite } from '~/server/http/same-origin'
import type { CmsRequest } from './core'
import { handleCmsRequest } from './service'

/** Largest JSON body a call accepts. */
const MAX_BODY_BYTES = 64 * 1024
/** A receipt photo travels as base64 (1 MB at most, a third more as text). */
const MAX_RECEIPT_BODY_BYTES = 1536 * 1024

function envelope(
  status: number,
  code: number,
  message: string,
  headers?: Record<string, string>,
): Response {
  return Response.json({ code, message, data: null }, { status, headers })
}

/**
 * The content service over HTTP (`/api/cmsapi/…`): the same calls the in-process transport
 * makes, for other clients and for the HTTP transport of our own cmsapi client.
 */
export async function handleCmsHttp(
  request: Request,
  path: string,
  db?: Db,
  remoteIp?: string,
): Promise<Response> {
  // A HEAD is a GET whose body goes unread.
  const method = request.method === 'HEAD' ? 'GET' : request.method
  if (method !== 'GET' && method !== 'POST') {
    return envelope(405, 405, 'Method not allowed', { allow: 'GET, HEAD, POST' })
  }
  // A page of another site may not make a visitor's browser call us: no simple cross-site
  // POSTs (text/plain forms), no counted GETs from an <img> (the SMS code check).
  if (fromAnotherSite(request)) return envelope(403, 403, 'Cross-site calls are not allowed')
  let body: unknown
  if (method === 'POST') {
    const type = request.headers.get('content-type') ?? ''
    if (!/^application\/json\s*(;|$)/i.test(type)) {
      return envelope(415, 415, 'Send the payload as application/json')
    }
    const limit = /(^|\/)cmsApiMember\/warrantyReceiptAdd$/.test(path)
      ? MAX_RECEIPT_BODY_BYTES
      : MAX_BODY_BYTES
    const read = await readBodyText(request, limit)
    if (!('text' in read)) return envelope(read.status, read.status, read.message)
    if (read.text.trim()) {
      const parsed = parseJsonText(read.text)
      if (!('value' in parsed)) return envelope(parsed.status, parsed.status, parsed.message)
      body = parsed.value
    }
  }
  const url = new URL(request.url)
  const cmsRequest: CmsRequest = {
    method,
    path,
    query: Object.fromEntries(url.searchParams),
    body,
    headers: {
      authorization: request.headers.get('authorization') ?? undefined,
      // The client IP keys rate limits: a caller's own peopleIp header is believed only from a
      // trusted front (CMS_TRUST_PEOPLE_IP=1, e.g. the site in front of this service).
      peopleIp:
        process.env.CMS_TRUST_PEOPLE_IP === '1'
          ? (request.headers.get('peopleip') ?? remoteIp)
          : (remoteIp ?? request.headers.get('peopleip') ?? undefined),
      lang: request.headers.get('lang') ?? undefined,
    },
  }
  const result = await handleCmsRequest(cmsRequest, db)
  return Response.json(result.body, { status: result.status, headers: result.headers })
}
