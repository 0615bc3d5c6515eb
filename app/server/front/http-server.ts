// The HTTP server of one process: static files from dist/client, a shared cache of anonymous
// pages, and everything else through the Start handler; one log line per request. On PGlite it
// also answers the staff CLIs and backups on an admin socket. Started by serve.ts, in the same
// build (and module graph) as the app it serves.
import cluster from 'node:cluster'
import { randomUUID } from 'node:crypto'
import { readdirSync, rmSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import { NodeRequest, sendNodeResponse } from 'srvx/node'
import { staticMiddleware } from 'srvx/static'
import { boot } from '~/server/boot'
import { openedDb } from '~/server/db/client'
import { adminSocketOf, lockHolder, MAX_SOCKET_PATH, pgliteDataDir } from '~/server/db/data-dir'
import { isProduction } from '~/server/env'
import { forwardedClient, trustedProxyHops } from '~/server/http/forwarded'
import { allowedMethods, methodNotAllowed } from '~/server/http/methods'
import { createMetrics, METRICS_PATH, metricsAllowed } from '~/server/http/metrics'
import {
  type CachedPage,
  cachedResponse,
  canonicalPageRedirect,
  endsStaleCopy,
  etagMatches,
  etagOf,
  PageCache,
  pageCacheKey,
  pageCacheKeyOf,
  type ResponseParts,
  type SharedPage,
  shareabilityOf,
  sharedRenderRequest,
  toCachedPage,
  toSharedPage,
} from '~/server/http/page-cache'
import { baseSecurityHeaders } from '~/server/http/security-headers'
import { currentRequestId, log } from '~/server/log'
import { inCluster, instanceMetrics, serveWorkerMetrics } from '~/server/process/cluster-metrics'
import { processDatabase } from '~/server/process/database'
import { onContentPurge, purgeCovers } from '~/server/process/purge-bus'
import { requestIdOf, withRequest } from '~/server/process/request-context'
import { cookieValue, TOKEN_COOKIE } from '~/shared/cookies'
import { MAX_RECEIPT_POST_BYTES } from '~/shared/member/warranty.schemas'

const root = process.cwd()
const port = Number(process.env.PORT ?? 3000)
const hostname = process.env.HOST || undefined
process.env.SITE_URL ??= `http://localhost:${port}`
/** Shared pages are rendered for the site's own origin, whatever Host a visitor sent. */
const siteOrigin = new URL(process.env.SITE_URL).origin

// Upstream mode (CMS_API_URL) opens no database: no data directory is looked at or held.
const upstreamMode = Boolean(process.env.CMS_API_URL?.trim())
const dataDir = upstreamMode
  ? undefined
  : pgliteDataDir(process.env.DATABASE_URL || 'pglite://./.data/pglite')
// PGlite is opened by one process: say so and stop, rather than answer 500 to every request.
const holder = dataDir === undefined ? undefined : lockHolder(dataDir)
if (holder !== undefined) {
  log.fatal(
    { dataDir, holder },
    'the database directory is in use by another process (PGlite allows one): stop it, or point DATABASE_URL elsewhere',
  )
  process.exit(1)
}

// The database opens while the app's code (a few megabytes to read and compile) loads: serve.ts
// started PGlite's worker before this module loaded (db/pglite-early.ts), and this call takes it
// over (or opens the database now, started otherwise). The start-up work below (boot) takes this
// same opening; a failure is logged there.
if (!upstreamMode) openedDb().catch(() => {})
const { default: app } = await import('../../server')
// Where a start's time goes (bench/cold-start.ts reads these lines).
log.info({ ms: Math.round(performance.now()) }, 'app code loaded')

const production = isProduction()
const ttlSeconds = Number(process.env.PAGE_CACHE_TTL ?? 60)
const staleSeconds = Number(process.env.PAGE_CACHE_STALE ?? 300)
const pageCache = new PageCache({
  ttlMs: ttlSeconds * 1000,
  staleMs: staleSeconds * 1000,
  maxEntries: Number(process.env.PAGE_CACHE_ENTRIES ?? 2000),
  maxBytes: Number(process.env.PAGE_CACHE_MAX_BYTES ?? 64 * 1024 * 1024),
})
/**
 * Prometheus metrics of this process, at GET /metrics (never through the page cache); one
 * worker of several answers the instance's sum, collected by the primary (cluster-metrics.ts).
 */
const metrics = createMetrics(pageCache)
serveWorkerMetrics(metrics.registry)
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
  if (kind === 'store') {
    const page = await toSharedPage(response)
    // A page that names the request it was rendered for (an error's id) is that visitor's alone.
    const id = currentRequestId()
    if (
      id &&
      Buffer.from(page.body.buffer, page.body.byteOffset, page.body.byteLength).includes(id)
    ) {
      log.warn({ key }, 'a rendered page holds its request id: not shared')
      const own = new Response(page.body, { status: page.status, headers: page.headers })
      own.headers.set('cache-control', 'private, no-store')
      return { kind: 'own', response: own }
    }
    return { kind, page: toCachedPage(page, Date.now()) }
  }
  if (kind === 'not-found') return { kind, page: await toSharedPage(response) }
  return { kind, response }
}

function refreshInBackground(key: string) {
  void pageCache
    .render(key, async () => {
      const fresh = await renderForSharing(key)
      if (fresh.kind === 'store') return fresh.page
      // Gone, moved or refused: the stale copy is not served on (endsStaleCopy).
      if (endsStaleCopy(fresh.kind === 'own' ? fresh.response.status : fresh.page.status)) {
        pageCache.delete(key)
      }
      return null
    })
    .catch((error) => log.error({ err: error, key }, 'page refresh failed'))
}

/** A response for this caller only: server functions, /api, member pages, form posts. */
async function renderOwn(request: Request): Promise<Response> {
  let response: Response = await app.fetch(request)
  if ((response.headers.get('content-type') ?? '').startsWith('text/html')) {
    response.headers.set('cache-control', 'private, no-store')
  }
  if (request.method === 'GET' && new URL(request.url).pathname.startsWith('/api/cmsapi/')) {
    response = await withEtag(request, response)
  }
  return await compressed(request, response)
}

/**
 * A content API answer read with GET gets a weak ETag of its body, and a caller that holds
 * that answer already gets 304 without it.
 */
async function withEtag(request: Request, response: Response): Promise<Response> {
  if (response.status !== 200 || !response.body) return response
  const body = new Uint8Array(await response.arrayBuffer())
  const etag = etagOf(body)
  const headers = new Headers(response.headers)
  headers.set('etag', etag)
  if (etagMatches(request.headers.get('if-none-match'), etag)) {
    headers.delete('content-length')
    headers.delete('content-type')
    return new Response(null, { status: 304, headers })
  }
  return new Response(body, { status: 200, statusText: response.statusText, headers })
}

/** The answer to one visitor from a render made for sharing. */
async function answerShared(request: Request, result: SharedRender): Promise<Response> {
  const meta = {
    method: request.method,
    acceptEncoding: request.headers.get('accept-encoding'),
    ifNoneMatch: request.headers.get('if-none-match'),
  }
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
  // A path percent-encoded for nothing goes to its plain spelling before the cache is asked.
  const plain = canonicalPageRedirect(request)
  if (plain) return plain
  const key = ttlSeconds > 0 ? pageCacheKey(request) : null
  if (key === null) return await renderOwn(request)
  const meta = {
    method: request.method,
    acceptEncoding: request.headers.get('accept-encoding'),
    ifNoneMatch: request.headers.get('if-none-match'),
  }
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
/**
 * A member's warranty form may carry a receipt photo: the larger limit is given only to a post
 * to that page with a session cookie (the page checks the session before it reads the photo).
 */
function receiptPost(req: IncomingMessage): boolean {
  if (req.method !== 'POST') return false
  const path = (req.url ?? '').split('?')[0]
  if (path !== '/member/warranty' && path !== '/zh/member/warranty') return false
  return Boolean(cookieValue(header(req, 'cookie'), TOKEN_COOKIE))
}
/** Staff uploads (code files, images) are larger; the staff API checks the caller before reading. */
const MAX_STAFF_BODY_BYTES = 100 * 1024 * 1024

/** What the log line of a request says beside its method, path, status and timing. */
type Entry = { id: string; ip: string | undefined; cache?: string }

const proxyHops = trustedProxyHops()

/**
 * Starts the record of one request: its id (a trusted proxy's X-Request-Id, else a new one)
 * and, when the answer is done or the caller gone, one log line: method, path without the
 * query (where codes and phone numbers travel), status, milliseconds, bytes sent (headers
 * included), cache state, request id and client address. Never a header, cookie or body.
 */
function track(req: IncomingMessage, res: ServerResponse, local = false): Entry {
  const started = performance.now()
  const socket = req.socket
  const sentBefore = socket.bytesWritten
  const entry: Entry = {
    id: local ? randomUUID() : requestIdOf(req.headers['x-request-id'], proxyHops > 0),
    ip: local
      ? 'local'
      : (forwardedClient(header(req, 'x-forwarded-for'), proxyHops) ?? socket.remoteAddress),
  }
  res.once('close', () => {
    const url = req.url ?? '/'
    const q = url.indexOf('?')
    const path = (q < 0 ? url : url.slice(0, q)).slice(0, 200)
    if (!local) {
      metrics.observe(
        req.method ?? 'GET',
        path,
        res.statusCode,
        (performance.now() - started) / 1000,
        isAsset(path),
      )
      if (entry.cache) metrics.pageCache(entry.cache)
    }
    log.info(
      {
        reqId: entry.id,
        method: req.method,
        path,
        status: res.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
        bytes: socket.bytesWritten - sentBefore,
        cache: entry.cache,
        ip: entry.ip,
        ...(res.writableFinished ? {} : { aborted: true }),
      },
      'request',
    )
  })
  return entry
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name]
  return Array.isArray(value) ? value.join(', ') : value
}

async function webHandler(req: IncomingMessage, res: ServerResponse, entry: Entry) {
  try {
    const maxRequestBodySize = req.url?.startsWith('/api/staff/')
      ? MAX_STAFF_BODY_BYTES
      : receiptPost(req)
        ? MAX_RECEIPT_POST_BYTES
        : MAX_BODY_BYTES
    const request = new NodeRequest({ req, res, maxRequestBodySize })
    const response = withHeader(await handleWeb(request), 'x-request-id', entry.id)
    entry.cache = response.headers.get('x-cache') ?? undefined
    await sendNodeResponse(res, response)
  } catch (error) {
    // A visitor who went away mid-answer aborts the request: nothing failed, nobody to tell.
    if (req.destroyed || res.destroyed) return
    log.error({ err: error, method: req.method, path: req.url?.split('?')[0] }, 'request failed')
    if (!res.headersSent) {
      res.writeHead(500, {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
        'x-request-id': entry.id,
      })
    }
    res.end(`Internal Server Error (request ${entry.id})`)
  }
}

/**
 * Cache hits are answered straight from node:http, without building web Request and Response
 * objects: that is what keeps cached pages close to a plain static server.
 */
function handleNode(req: IncomingMessage, res: ServerResponse) {
  const entry = track(req, res)
  if (req.url === METRICS_PATH || req.url?.startsWith(`${METRICS_PATH}?`)) {
    void answerMetrics(req, res, entry)
    return
  }
  const key =
    ttlSeconds > 0 ? pageCacheKeyOf(req.method ?? 'GET', req.url ?? '/', req.headers.cookie) : null
  const found = key === null ? null : pageCache.lookup(key, Date.now())
  if (key === null || found === null || found.state === 'STALE') {
    void withRequest({ id: entry.id, local: false }, () => webHandler(req, res, entry))
    return
  }
  const parts = cachedResponse(
    found.page,
    {
      method: req.method ?? 'GET',
      acceptEncoding: req.headers['accept-encoding'],
      ifNoneMatch: req.headers['if-none-match'],
    },
    found.state,
    sharedHeaders,
  )
  entry.cache = found.state
  parts.headers['x-request-id'] = entry.id
  res.writeHead(parts.status, parts.headers)
  res.end(parts.body)
}

/** GET /metrics: Prometheus's text format, for the callers metricsAllowed admits. */
async function answerMetrics(req: IncomingMessage, res: ServerResponse, entry: Entry) {
  const headers = {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'x-request-id': entry.id,
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { ...headers, allow: 'GET, HEAD' })
    res.end('Method not allowed')
    return
  }
  if (!metricsAllowed(req)) {
    res.writeHead(403, headers)
    res.end('Forbidden: /metrics needs METRICS_TOKEN as a bearer token, or a local caller')
    return
  }
  try {
    const body = inCluster() ? await instanceMetrics() : await metrics.registry.metrics()
    res.writeHead(200, { ...headers, 'content-type': metrics.registry.contentType })
    res.end(req.method === 'HEAD' ? undefined : body)
  } catch (error) {
    log.error({ err: error }, 'metrics failed')
    res.writeHead(500, headers)
    res.end('Metrics failed')
  }
}

/**
 * The admin socket (PGlite on disk only): a Unix socket beside the data directory, mode 0600,
 * that only the server's own user can open. What comes through it is the staff API, called as
 * the command line (an admin), and GET /backup; the staff CLIs and `npm run db:backup` use it
 * while the site runs, since no other process may open the database.
 */
async function handleAdmin(req: IncomingMessage, res: ServerResponse) {
  const entry = track(req, res, true)
  await withRequest({ id: entry.id, local: true }, async () => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/'
    if (pathname.startsWith('/api/staff/')) return webHandler(req, res, entry)
    if (pathname === '/backup' && req.method === 'GET') return sendBackup(res, entry)
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'x-request-id': entry.id })
    res.end('Not found: the admin socket answers /api/staff/… and GET /backup')
  })
}

async function sendBackup(res: ServerResponse, entry: Entry) {
  try {
    await databaseOpened
    const database = processDatabase()
    if (!database?.backup) throw new Error('the database is not open')
    // PGlite hands the copy over whole, in memory.
    const dump = Buffer.from(await (await database.backup()).arrayBuffer())
    log.info({ bytes: dump.byteLength }, 'backup taken')
    res.writeHead(200, {
      'content-type': 'application/gzip',
      'content-length': String(dump.byteLength),
      'x-request-id': entry.id,
    })
    res.end(dump)
  } catch (error) {
    log.error({ err: error }, 'backup failed')
    res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8', 'x-request-id': entry.id })
    res.end(`Backup failed (request ${entry.id}): ${error instanceof Error ? error.message : ''}`)
  }
}

/** Exit status of a worker that cannot listen: a setting is wrong, another worker would fail too. */
const EX_CONFIG = 78

const shutdownTimeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 10_000)
let stopping = false
let finishing = false

const server = createServer(handleNode)
// An idle keep-alive connection is kept longer than a proxy keeps its own (nginx: 60 s): with
// Node's default of 5 s, a proxy or client that reuses the connection as the server closes it
// gets a reset, a 502 for a POST it may not repeat. Draining closes idle ones at once anyway.
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000
let adminServer: ReturnType<typeof createServer> | undefined

/**
 * The start-up work (app/server/boot.ts: open and migrate the database, seed an empty one, start
 * the background work) begins once the server listens: the data directory is held from the
 * start, and a failure shows in the log at once. Requests that need the database wait for it.
 */
const listening = new Promise<void>((listened) => {
  server.once('listening', listened)
})
const databaseOpened: Promise<void> = listening.then(() =>
  upstreamMode
    ? undefined
    : withRequest({ id: 'start-up', local: false }, async () => {
        try {
          await boot()
          log.info({ engine: processDatabase()?.engine }, 'database ready')
        } catch {
          // boot() logged why; requests try again.
        }
      }),
)
/** The database is open in this process (boot started opening it; the seed may follow). */
const databaseHeld: Promise<unknown> = listening.then(() =>
  upstreamMode ? undefined : openedDb().catch(() => undefined),
)

// A port another process holds (or one this user may not take) is one line and exit 1, not a
// stack trace. A worker of several (WEB_CONCURRENCY) exits with EX_CONFIG: the primary then
// stops them all instead of starting another one on the same port (serve.ts).
server.once('error', (error) => {
  const code = Reflect.get(Object(error), 'code')
  const where = `${hostname ?? 'all interfaces'} port ${port}`
  const reason =
    code === 'EADDRINUSE'
      ? `${where} is in use by another process: stop it, or set PORT to a free port`
      : code === 'EACCES'
        ? `${where} may not be used by this user: set PORT to 1024 or above`
        : `cannot listen on ${where}: ${error.message}`
  log.fatal({ port, host: hostname, code }, reason)
  console.error(`The server cannot start: ${reason}.`)
  process.exit(cluster.isWorker ? EX_CONFIG : 1)
})

server.listen(port, hostname, () => {
  log.info({ url: `http://${hostname ?? 'localhost'}:${port}/` }, 'listening')
})

if (dataDir !== undefined) {
  const socketPath = adminSocketOf(dataDir)
  // As soon as this process holds the open database (its seed may still be going in: what the
  // socket is asked waits for it like any request).
  void databaseHeld.then(() => {
    if (socketPath.length > MAX_SOCKET_PATH || processDatabase() === undefined || stopping) return
    // This process holds the data directory: a socket file there is a dead server's.
    rmSync(socketPath, { force: true })
    adminServer = createServer((req, res) => void handleAdmin(req, res))
    // Made with mode 0600: the server's own user alone may connect.
    const umask = process.umask(0o177)
    try {
      adminServer.listen(socketPath, () => log.info({ socketPath }, 'admin socket listening'))
    } finally {
      process.umask(umask)
    }
  })
}

// SIGTERM (a deploy, a scale-down): stop accepting, let the requests under way finish, close
// keep-alive connections as they fall idle; once none is left (or after SHUTDOWN_TIMEOUT_MS,
// default 10 s, with whatever is still open cut off) close the database and exit 0.

async function finish() {
  if (finishing) return
  finishing = true
  try {
    await processDatabase()?.close()
    log.info('shutdown: database closed')
  } catch (error) {
    log.error({ err: error }, 'shutdown: the database did not close cleanly')
  }
  log.info('shutdown: done')
  process.exit(0)
}

const stop = (signal: string) => {
  if (stopping) return
  stopping = true
  log.info({ signal, timeoutMs: shutdownTimeoutMs }, 'shutdown: draining')
  adminServer?.close()
  server.close(() => void finish())
  server.closeIdleConnections()
  const idle = setInterval(() => server.closeIdleConnections(), 100)
  idle.unref()
  setTimeout(() => {
    log.warn(`shutdown: requests still open after ${shutdownTimeoutMs} ms, cut off`)
    server.closeAllConnections()
    void finish()
  }, shutdownTimeoutMs).unref()
}
process.on('SIGTERM', () => stop('SIGTERM'))
process.on('SIGINT', () => stop('SIGINT'))
