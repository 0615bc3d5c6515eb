// The HTTP server of one process: static files from dist/client, a shared cache of anonymous
// pages, and everything else through the Start handler. Started by serve.ts.
import { readdirSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import { NodeRequest, sendNodeResponse } from 'srvx/node'
import { staticMiddleware } from 'srvx/static'
import { allowedMethods, methodNotAllowed } from '../app/server/http/methods.ts'
import {
  type CachedPage,
  cachedResponse,
  PageCache,
  pageCacheKey,
  pageCacheKeyOf,
  type ResponseParts,
  type SharedPage,
  shareabilityOf,
  sharedRenderRequest,
  toCachedPage,
  toSharedPage,
} from '../app/server/http/page-cache.ts'
import { baseSecurityHeaders } from '../app/server/http/security-headers.ts'
import { onContentPurge, purgeCovers } from '../app/server/staff/purge-bus.ts'

const root = process.cwd()
// serve.ts has checked that the build is there.
const serverEntry = join(root, 'dist/server/server.js')
const port = Number(process.env.PORT ?? 3000)
const hostname = process.env.HOST || undefined
process.env.SITE_URL ??= `http://localhost:${port}`
/** Shared pages are rendered for the site's own origin, whatever Host a visitor sent. */
const siteOrigin = new URL(process.env.SITE_URL).origin

const { default: app } = await import(serverEntry)

const production = process.env.NODE_ENV === 'production'
const ttlSeconds = Number(process.env.PAGE_CACHE_TTL ?? 60)
const staleSeconds = Number(process.env.PAGE_CACHE_STALE ?? 300)
const pageCache = new PageCache({
  ttlMs: ttlSeconds * 1000,
  staleMs: staleSeconds * 1000,
  maxEntries: Number(process.env.PAGE_CACHE_ENTRIES ?? 2000),
  maxBytes: Number(process.env.PAGE_CACHE_MAX_BYTES ?? 64 * 1024 * 1024),
})
// Staff published a change (in this process, or in another one on PostgreSQL): the pages that
// show it are rendered afresh on their next request.
onContentPurge((purge) =>
  purge.paths === 'all' ? pageCache.clear() : pageCache.purge((path) => purgeCovers(purge, path)),
)
const PUBLIC_PAGE = `public, max-age=0, s-maxage=${ttlSeconds}, stale-while-revalidate=${staleSeconds}`
/** A real not-found may be held by a CDN for a minute; this server never keeps it per URL. */
const NOT_FOUND_PAGE = 'public, max-age=0, s-maxage=60'
const IMMUTABLE = 'public, max-age=31536000, immutable'
const securityHeaders = baseSecurityHeaders(production)
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|x-tss)|image\/svg)/

/** Bodies smaller than this go out as they are: gzip would save a few bytes and cost time. */
const MIN_COMPRESS_BYTES = 1024

async function compressed(request: Request, response: Response): Promise<Response> {
  const type = response.headers.get('content-type') ?? ''
  if (
    !response.body ||
    response.headers.has('content-encoding') ||
    !COMPRESSIBLE.test(type) ||
    !/\bgzip\b/.test(request.headers.get('accept-encoding') ?? '') ||
    Number(response.headers.get('content-length') ?? Number.POSITIVE_INFINITY) < MIN_COMPRESS_BYTES
  ) {
    return response
  }
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  const init = { status: response.status, statusText: response.statusText, headers }
  // Whole JSON answers (server functions, /api): one synchronous gzip of the buffered body is far
  // cheaper than a compression stream, and small ones are not compressed at all.
  if (type.startsWith('application/json')) {
    const body = Buffer.from(await response.arrayBuffer())
    if (body.length < MIN_COMPRESS_BYTES) return new Response(body, init)
    headers.set('content-encoding', 'gzip')
    headers.append('vary', 'Accept-Encoding')
    return new Response(gzipSync(body), init)
  }
  headers.set('content-encoding', 'gzip')
  headers.append('vary', 'Accept-Encoding')
  return new Response(response.body.pipeThrough(new CompressionStream('gzip')), init)
}

const sharedHeaders = { ...securityHeaders, 'cache-control': PUBLIC_PAGE }

function partsToResponse(parts: ResponseParts): Response {
  return new Response(parts.body, { status: parts.status, headers: parts.headers })
}

type SharedRender =
  | { kind: 'store'; page: CachedPage }
  | { kind: 'not-found'; page: SharedPage }
  | { kind: 'own'; response: Response }

/** Renders the page of a cache key from the key alone (sharedRenderRequest): never a visitor's request. */
async function renderForSharing(key: string): Promise<SharedRender> {
  const response: Response = await app.fetch(sharedRenderRequest(key, siteOrigin))
  const kind = shareabilityOf(response)
  if (kind === 'store')
    return { kind, page: toCachedPage(await toSharedPage(response), Date.now()) }
  if (kind === 'not-found') return { kind, page: await toSharedPage(response) }
  return { kind, response }
}

function refreshInBackground(key: string) {
  void pageCache
    .render(key, async () => {
      const fresh = await renderForSharing(key)
      return fresh.kind === 'store' ? fresh.page : null
    })
    .catch((error) => console.error('page refresh failed', key, error))
}

/** A response for this caller only: server functions, /api, member pages, form posts. */
async function renderOwn(request: Request): Promise<Response> {
  const response: Response = await app.fetch(request)
  if ((response.headers.get('content-type') ?? '').startsWith('text/html')) {
    response.headers.set('cache-control', 'private, no-store')
  }
  return await compressed(request, response)
}

/** The answer to one visitor from a render made for sharing. */
async function answerShared(request: Request, result: SharedRender): Promise<Response> {
  const meta = { method: request.method, acceptEncoding: request.headers.get('accept-encoding') }
  if (result.kind === 'store') {
    return partsToResponse(cachedResponse(result.page, meta, 'MISS', sharedHeaders))
  }
  if (result.kind === 'not-found') {
    const headers = new Headers(result.page.headers)
    headers.set('cache-control', NOT_FOUND_PAGE)
    const body = request.method === 'HEAD' ? null : result.page.body
    return await compressed(request, new Response(body, { status: 404, headers }))
  }
  const { response } = result
  // Errors are never kept by a shared cache: the next visitor must get a fresh try.
  if (response.status >= 500)
    return await compressed(request, withHeader(response, 'cache-control', 'no-store'))
  return await compressed(request, response)
}

async function handlePage(request: Request): Promise<Response> {
  const key = ttlSeconds > 0 ? pageCacheKey(request) : null
  if (key === null) return await renderOwn(request)
  const meta = { method: request.method, acceptEncoding: request.headers.get('accept-encoding') }
  const found = pageCache.lookup(key, Date.now())
  if (found) {
    if (found.state === 'STALE') refreshInBackground(key)
    return partsToResponse(cachedResponse(found.page, meta, found.state, sharedHeaders))
  }
  // A HEAD is answered as the GET would be, and never stored: it has no body to keep.
  if (request.method === 'HEAD') return await answerShared(request, await renderForSharing(key))
  const mine: { result?: SharedRender } = {}
  const page = await pageCache.render(key, async () => {
    mine.result = await renderForSharing(key)
    return mine.result.kind === 'store' ? mine.result.page : null
  })
  if (page) return partsToResponse(cachedResponse(page, meta, 'MISS', sharedHeaders))
  // Not kept (a not-found, a redirect, an error): this caller gets the render it started, or
  // one of its own, still made from the key alone.
  return await answerShared(request, mine.result ?? (await renderForSharing(key)))
}

/** Sets a header, on a copy when the response's headers are immutable (Response.redirect). */
function withHeader(response: Response, name: string, value: string): Response {
  try {
    response.headers.set(name, value)
    return response
  } catch {
    const copy = new Response(response.body, response)
    copy.headers.set(name, value)
    return copy
  }
}

const clientDir = join(root, 'dist/client')
const serveAsset = staticMiddleware({ dir: clientDir })
/**
 * The files of the build, listed once: a page request goes straight to the renderer instead of
 * first looking on disk for a file of that name (three stat calls per page for srvx).
 */
const assetPaths = new Set(
  readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map(
      (entry) =>
        `/${relative(clientDir, join(entry.parentPath, entry.name)).split('\\').join('/')}`,
    ),
)
function isAsset(pathname: string): boolean {
  if (assetPaths.has(pathname)) return true
  try {
    return pathname.includes('%') && assetPaths.has(decodeURI(pathname))
  } catch {
    return false
  }
}

async function handleWeb(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url)
  const allow = allowedMethods(pathname)
  if (allow && !allow.includes(request.method)) return methodNotAllowed(allow)
  // Calls (any POST, server functions, /api) never name a file or a shareable page.
  const call =
    (request.method !== 'GET' && request.method !== 'HEAD') ||
    pathname.startsWith('/_serverFn/') ||
    pathname.startsWith('/api/')
  let response: Response = call
    ? await renderOwn(request)
    : isAsset(pathname)
      ? await serveAsset(request, () => handlePage(request))
      : await handlePage(request)
  for (const [name, value] of Object.entries(securityHeaders)) {
    if (!response.headers.has(name)) response = withHeader(response, name, value)
  }
  if (pathname.startsWith('/assets/') && response.status === 200) {
    response = withHeader(response, 'cache-control', IMMUTABLE)
  }
  // No cache in front of the site may keep a failure (an API's 5xx as much as a page's).
  if (response.status >= 500 && !response.headers.has('cache-control')) {
    response = withHeader(response, 'cache-control', 'no-store')
  }
  return response
}

/** Request bodies above this size are refused (server functions and forms need far less). */
const MAX_BODY_BYTES = 1024 * 1024
/** Staff uploads (code files, images) are larger; the staff API checks the caller before reading. */
const MAX_STAFF_BODY_BYTES = 100 * 1024 * 1024

async function webHandler(req: IncomingMessage, res: ServerResponse) {
  try {
    const maxRequestBodySize = req.url?.startsWith('/api/staff/')
      ? MAX_STAFF_BODY_BYTES
      : MAX_BODY_BYTES
    const request = new NodeRequest({ req, res, maxRequestBodySize })
    await sendNodeResponse(res, await handleWeb(request))
  } catch (error) {
    // A visitor who went away mid-answer aborts the request: nothing failed, nobody to tell.
    if (req.destroyed || res.destroyed) return
    console.error('request failed', req.method, req.url, error)
    if (!res.headersSent) {
      res.writeHead(500, {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
      })
    }
    res.end('Internal Server Error')
  }
}

/**
 * Cache hits are answered straight from node:http, without building web Request and Response
 * objects: that is what keeps cached pages close to a plain static server.
 */
function handleNode(req: IncomingMessage, res: ServerResponse) {
  const key =
    ttlSeconds > 0 ? pageCacheKeyOf(req.method ?? 'GET', req.url ?? '/', req.headers.cookie) : null
  const found = key === null ? null : pageCache.lookup(key, Date.now())
  if (key === null || found === null || found.state === 'STALE') {
    void webHandler(req, res)
    return
  }
  const parts = cachedResponse(
    found.page,
    { method: req.method ?? 'GET', acceptEncoding: req.headers['accept-encoding'] },
    found.state,
    sharedHeaders,
  )
  res.writeHead(parts.status, parts.headers)
  res.end(parts.body)
}

const server = createServer(handleNode)
server.listen(port, hostname, () => {
  console.log(`Listening on http://${hostname ?? 'localhost'}:${port}/`)
})

// SIGTERM (a deploy, a scale-down): stop accepting, let the requests under way finish, close
// keep-alive connections as they fall idle, and exit 0 once none is left, or after
// SHUTDOWN_TIMEOUT_MS (default 10 s) with whatever is still open cut off.
const shutdownTimeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 10_000)
let stopping = false
const stop = () => {
  if (stopping) return
  stopping = true
  server.close(() => process.exit(0))
  server.closeIdleConnections()
  const idle = setInterval(() => server.closeIdleConnections(), 100)
  idle.unref()
  setTimeout(() => {
    console.error(`shutdown: requests still open after ${shutdownTimeoutMs} ms, cut off`)
    server.closeAllConnections()
    process.exit(0)
  }, shutdownTimeoutMs).unref()
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
