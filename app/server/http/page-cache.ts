import { createHash } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { isLocale, LANG_COOKIE } from '~/i18n/locale'
import { cookieValue, TOKEN_COOKIE } from '~/shared/cookies'
import { contentSecurityPolicy } from './security-headers'

/** A page as it may be shared: the nonce taken out, the CSP holding its inline scripts' hashes. */
export type SharedPage = {
  status: number
  headers: Array<[string, string]>
  body: Uint8Array<ArrayBuffer>
}

export type CachedPage = SharedPage & {
  /** Weak validator of the page's content, the same for every encoding of it. */
  etag: string
  gzip: Uint8Array<ArrayBuffer>
  br: Uint8Array<ArrayBuffer>
  storedAt: number
  /** What the entry holds in memory, counted against PAGE_CACHE_MAX_BYTES. */
  bytes: number
}

export type PageCacheOptions = {
  /** How long a page is fresh. */
  ttlMs: number
  /** How long after that a stale page may still be served while it is rendered anew. */
  staleMs: number
  maxEntries: number
  /** Most bytes the entries may hold together (raw, gzip and brotli bodies and headers). */
  maxBytes: number
}

/** Paths whose answers depend on the caller or are not pages. */
const UNCACHED_PREFIXES = ['/api/', '/_serverFn', '/assets/', '/member/', '/zh/member/', '/staff']

/**
 * The one-time message of a redirect after a form post (decision 0011): the page that shows it
 * is rendered for its visitor alone, and deletes it.
 */
export const FLASH_COOKIE = 'flash'

/**
 * The cache key of an anonymous page request, or null when the answer must be rendered for
 * this caller (a member, or a visitor with a one-time message after a form post). The key is the path and query (the locale is part of the path); the home page
 * also depends on the `lang` cookie, which may redirect it to /zh (only a real locale counts:
 * any other value is no choice at all).
 */
export function pageCacheKeyOf(
  method: string,
  pathAndQuery: string,
  cookieHeader: string | null | undefined,
): string | null {
  if (method !== 'GET' && method !== 'HEAD') return null
  const q = pathAndQuery.indexOf('?')
  const pathname = q < 0 ? pathAndQuery : pathAndQuery.slice(0, q)
  if (!pathname.startsWith('/') || UNCACHED_PREFIXES.some((p) => pathname.startsWith(p))) {
    return null
  }
  const cookies = cookieHeader ?? null
  if (cookieValue(cookies, TOKEN_COOKIE) || cookieValue(cookies, FLASH_COOKIE)) return null
  const lang = pathname === '/' ? (cookieValue(cookies, LANG_COOKIE) ?? '') : ''
  return `${pathAndQuery}|${isLocale(lang) ? lang : ''}`
}

/** What a page's path is written with once decoded: letters, digits, `- . _ ~` and slashes. */
const PLAIN_PATH = /^(\/[A-Za-z0-9\-._~]*)+$/

/**
 * The path and query of a page asked for with percent-encoding its path does not need
 * (`/about/news/detail/%31`), decoded: the renderer decodes the path before routing, so each
 * encoding would render the same page under a cache key of its own, which a purge of that page
 * (it names the plain path) would not reach. Null when the path holds no escape, or when decoded
 * it is not a plain path (a name with spaces or other letters, `%2F` leading to `//host`, dot
 * segments): those are left as they came. The query is kept as it is.
 */
export function decodedPagePath(pathAndQuery: string): string | null {
  const q = pathAndQuery.indexOf('?')
  const pathname = q < 0 ? pathAndQuery : pathAndQuery.slice(0, q)
  if (!pathname.includes('%')) return null
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return null
  }
  if (!PLAIN_PATH.test(decoded) || decoded.startsWith('//') || /\/\.\.?(\/|$)/.test(decoded)) {
    return null
  }
  return decoded + (q < 0 ? '' : pathAndQuery.slice(q))
}

/**
 * The answer to a page request whose path is percent-encoded for nothing: a 308 to the plain
 * path (`decodedPagePath`), given before the page cache is asked, so no entry is ever kept under
 * such a key. The router then sends another letter case to the page's own spelling (the root
 * route). Null for every other request.
 */
export function canonicalPageRedirect(request: Request): Response | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  const url = new URL(request.url)
  const decoded = decodedPagePath(url.pathname + url.search)
  if (decoded === null) return null
  return new Response(null, { status: 308, headers: { location: decoded } })
}

export function pageCacheKey(request: Request): string | null {
  const url = new URL(request.url)
  return pageCacheKeyOf(request.method, url.pathname + url.search, request.headers.get('cookie'))
}

/**
 * The request a shared page is rendered from: the key's path and query on the site's own
 * origin, and the `lang` cookie where the key holds it. Nothing else a visitor sent (cookies,
 * Accept-Language, X-Forwarded-*, Host) reaches a render that everyone is then served.
 */
export function sharedRenderRequest(key: string, origin: string): Request {
  const bar = key.lastIndexOf('|')
  const pathAndQuery = key.slice(0, bar)
  const lang = key.slice(bar + 1)
  const headers: Record<string, string> = { accept: 'text/html' }
  if (lang) headers.cookie = `${LANG_COOKIE}=${lang}`
  // Joined as text: resolving "//host/…" against the origin would leave the origin.
  return new Request(`${origin}${pathAndQuery}`, { headers })
}

/** How a rendered page may be shared. */
export type Shareability =
  /** A complete page: kept in the cache and served to every anonymous visitor. */
  | 'store'
  /** A real not-found: a CDN may hold it briefly; never kept here (one entry per URL). */
  | 'not-found'
  /** Anything else (redirects, errors, pages that set cookies or refuse caching). */
  | 'own'

export function shareabilityOf(response: Response): Shareability {
  if (response.headers.has('set-cookie')) return 'own'
  if (/no-store|private/.test(response.headers.get('cache-control') ?? '')) return 'own'
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return 'own'
  if (response.status === 200) return 'store'
  if (response.status === 404) return 'not-found'
  return 'own'
}

/**
 * True when a refresh of a stored page answered `status`: the page is gone (404), moved (a
 * redirect) or refused, and its stale copy must not be served on. A failure of the moment (5xx,
 * or a page whose part failed and is not shared) keeps the stale copy: it is better than an
 * error until the next refresh.
 */
export function endsStaleCopy(status: number): boolean {
  return status >= 300 && status < 500
}

/** Only complete anonymous HTML pages that set no cookie may be kept. */
export function isShareable(response: Response): boolean {
  return shareabilityOf(response) === 'store'
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const EXECUTABLE_TYPE = /^\s*$|^\s*(module|(text|application)\/(java|ecma)script)\s*$/i

/**
 * The CSP hash sources of a page's inline scripts: what lets them run without a nonce, so a
 * page served to many visitors carries no nonce anyone could reuse.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attrs = '', content = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/(^|\s)src\s*=/i.test(attrs)) continue
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attrs)?.[1] ?? ''
    if (!EXECUTABLE_TYPE.test(type)) continue
    // The browser hashes the script's text after the HTML parser turned CR LF into LF.
    const text = content.replace(/\r\n?/g, '\n')
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

const decoder = new TextDecoder()
const encoder = new TextEncoder()

/**
 * A rendered page made fit to share: the render's nonce is removed from the HTML and the CSP
 * names the hashes of the page's inline scripts instead. The same bytes and header then suit
 * every visitor, and no visitor learns a nonce that another's page accepts.
 */
export async function toSharedPage(response: Response): Promise<SharedPage> {
  let html = decoder.decode(await response.arrayBuffer())
  const nonce = nonceOf(response.headers.get('content-security-policy'))
  // The attributes go, and so does every other mention (the csp-nonce meta the router's client
  // code reads): a shared page names no nonce at all.
  if (nonce) html = html.replaceAll(` nonce="${nonce}"`, '').replaceAll(nonce, '')
  const headers: Array<[string, string]> = []
  response.headers.forEach((value, name) => {
    if (
      name !== 'content-length' &&
      name !== 'transfer-encoding' &&
      name !== 'connection' &&
      name !== 'content-security-policy'
    ) {
      headers.push([name, value])
    }
  })
  headers.push(['content-security-policy', contentSecurityPolicy(inlineScriptHashes(html))])
  return { status: response.status, headers, body: encoder.encode(html) }
}

/** The nonce a page's Content-Security-Policy names, if any. */
function nonceOf(csp: string | null | undefined): string | undefined {
  return /'nonce-([^']+)'/.exec(csp ?? '')?.[1]
}

/**
 * Fields of the router's hydration data that hold the moment of the render, not the page:
 * when each route's loader ran (`u`) and when each query's data was fetched and dehydrated.
 * Only epoch milliseconds (13 digits) count, inside inline scripts.
 */
const RENDER_TIME = /\b(u|dehydratedAt|dataUpdatedAt|errorUpdatedAt|updatedAt):\d{13}\b/g

/**
 * What a shared page shows, as the text its validator is made of: the page without what
 * differs from one render to the next of the same content. The nonce is gone already
 * (toSharedPage); the render times in the hydration data become 0. The rest (markup, text,
 * links, asset names, the data the page hydrates with) counts byte for byte.
 * `tests/hostile/etag.test.ts` renders pages again, and in another process, and finds nothing
 * else that varies.
 */
export function pageContent(html: string): string {
  return html.replace(INLINE_SCRIPT, (script: string) => script.replace(RENDER_TIME, '$1:0'))
}

/** The weak ETag of a shared page: of what it shows (pageContent), the same in every render. */
export function pageEtag(body: Uint8Array): string {
  return etagOf(encoder.encode(pageContent(decoder.decode(body))))
}

function headerBytes(headers: Array<[string, string]>): number {
  let n = 0
  for (const [name, value] of headers) n += name.length + value.length
  return n
}

/** A shared page with its gzip and brotli copies, ready to be kept and served. */
export function toCachedPage(page: SharedPage, now: number): CachedPage {
  const gzip = gzipSync(page.body, { level: 6 })
  const br = brotliCompressSync(page.body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: page.body.length,
    },
  })
  return {
    ...page,
    etag: pageEtag(page.body),
    gzip,
    br,
    storedAt: now,
    bytes: page.body.byteLength + gzip.byteLength + br.byteLength + headerBytes(page.headers),
  }
}

/** A weak ETag of `body`: its content's hash (any encoding of it is the same page). */
export function etagOf(body: Uint8Array): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
}

/** Whether an If-None-Match header names `etag` (weak comparison, as for GET and HEAD). */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  const bare = etag.replace(/^W\//, '')
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag.replace(/^W\//, '') === bare)
}

export function preferredEncoding(acceptEncoding: string | null): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '').toLowerCase()
  if (/\bbr\b/.test(accepted)) return 'br'
  if (/\bgzip\b/.test(accepted)) return 'gzip'
  return null
}

export type ResponseParts = {
  status: number
  headers: Record<string, string>
  body: Uint8Array<ArrayBuffer> | null
}

/** A cached page as the answer to one request, compressed as the client accepts. */
export function cachedResponse(
  page: CachedPage,
  request: {
    method: string
    acceptEncoding: string | null | undefined
    ifNoneMatch?: string | null | undefined
  },
  state: 'HIT' | 'STALE' | 'MISS',
  extraHeaders: Record<string, string>,
): ResponseParts {
  // The visitor's copy is still the page: 304, no body. It carries no header that describes
  // this render's bytes: a cache updates its stored headers from a 304, and the CSP of this
  // render (its inline scripts' hashes) would not fit the copy it keeps, rendered earlier or
  // by another process (RFC 9110, 15.4.5).
  if (page.status === 200 && etagMatches(request.ifNoneMatch, page.etag)) {
    const headers = { ...extraHeaders, 'x-cache': state, vary: 'Accept-Encoding', etag: page.etag }
    return { status: 304, headers, body: null }
  }
  const headers: Record<string, string> = Object.fromEntries(page.headers)
  Object.assign(headers, extraHeaders)
  headers['x-cache'] = state
  headers.vary = 'Accept-Encoding'
  headers.etag = page.etag
  const encoding = preferredEncoding(request.acceptEncoding ?? null)
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.body
  if (encoding) headers['content-encoding'] = encoding
  headers['content-length'] = String(body.byteLength)
  return { status: page.status, headers, body: request.method === 'HEAD' ? null : body }
}

/**
 * Shared cache of anonymous pages: fresh for `ttlMs`, then served stale for up to `staleMs`
 * while one background render refreshes it. Concurrent misses of one key share one render.
 * Bounded by entries and by bytes: the least recently used pages go first.
 */
export class PageCache {
  private readonly entries = new Map<string, CachedPage>()
  private readonly inflight = new Map<string, Promise<CachedPage | null>>()
  private heldBytes = 0
  /** Counts purges: a render that began before one is not stored (its content may be old). */
  private generation = 0

  readonly options: PageCacheOptions

  constructor(options: PageCacheOptions) {
    this.options = options
  }

  get size() {
    return this.entries.size
  }

  /** Bytes the entries hold now (bodies in three encodings, headers and keys). */
  get bytes() {
    return this.heldBytes
  }

  /** Forgets a page (its refresh found it gone). */
  delete(key: string) {
    this.remove(key)
  }

  private remove(key: string) {
    const page = this.entries.get(key)
    if (!page) return
    this.entries.delete(key)
    this.heldBytes -= page.bytes + key.length
  }

  lookup(key: string, now: number): { page: CachedPage; state: 'HIT' | 'STALE' } | null {
    const page = this.entries.get(key)
    if (!page) return null
    const age = now - page.storedAt
    if (age > this.options.ttlMs + this.options.staleMs) {
      this.remove(key)
      return null
    }
    // Refresh its place in the LRU order.
    this.entries.delete(key)
    this.entries.set(key, page)
    return { page, state: age <= this.options.ttlMs ? 'HIT' : 'STALE' }
  }

  store(key: string, page: CachedPage) {
    this.remove(key)
    const cost = page.bytes + key.length
    // A page bigger than the whole budget would only push everything else out.
    if (cost > this.options.maxBytes) return
    this.entries.set(key, page)
    this.heldBytes += cost
    while (this.entries.size > this.options.maxEntries || this.heldBytes > this.options.maxBytes) {
      const oldest = this.entries.keys().next().value
      if (oldest === undefined) break
      this.remove(oldest)
    }
  }

  /** Renders a key once however many callers ask at the same time. */
  render(key: string, produce: () => Promise<CachedPage | null>): Promise<CachedPage | null> {
    const running = this.inflight.get(key)
    if (running) return running
    const generation = this.generation
    const promise = produce()
      .then((page) => {
        if (page && generation === this.generation) this.store(key, page)
        return page
      })
      .finally(() => {
        if (this.inflight.get(key) === promise) this.inflight.delete(key)
      })
    this.inflight.set(key, promise)
    return promise
  }

  clear() {
    this.entries.clear()
    this.heldBytes = 0
    this.generation++
    this.inflight.clear()
  }

  /** Drops the pages whose path (the key without query and `lang`) `covers` says changed. */
  purge(covers: (pathname: string) => boolean) {
    for (const key of [...this.entries.keys()]) {
      const bar = key.lastIndexOf('|')
      const pathAndQuery = key.slice(0, bar < 0 ? key.length : bar)
      const q = pathAndQuery.indexOf('?')
      if (covers(q < 0 ? pathAndQuery : pathAndQuery.slice(0, q))) this.remove(key)
    }
    this.generation++
    this.inflight.clear()
  }
}
