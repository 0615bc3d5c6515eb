import type { Db } from '~/server/db/client'
import type { CmsRequest } from './core'
import { handleCmsRequest } from './service'

/** Largest JSON body a call accepts. */
const MAX_BODY_BYTES = 64 * 1024

function envelope(status: number, code: number, message: string): Response {
  return Response.json({ code, message, data: null }, { status })
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
  const method = request.method
  if (method !== 'GET' && method !== 'POST') return envelope(405, 405, 'Method not allowed')
  let body: unknown
  if (method === 'POST') {
    const text = await request.text()
    if (text.length > MAX_BODY_BYTES) return envelope(413, 413, 'Request body too large')
    if (text.trim()) {
      try {
        body = JSON.parse(text)
      } catch {
        return envelope(400, 400, 'Request body is not valid JSON')
      }
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
