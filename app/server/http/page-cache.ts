import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

export type CachedPage = {
  status: number
  headers: Array<[string, string]>
  body: Uint8Array<ArrayBuffer>
  gzip: Uint8Array<ArrayBuffer>
  br: Uint8Array<ArrayBuffer>
  storedAt: number
}

export type PageCacheOptions = {
  /** How long a page is fresh. */
  ttlMs: number
  /** How long after that a stale page may still be served while it is rendered anew. */
  staleMs: number
  maxEntries: number
}

/** Paths whose answers depend on the caller or are not pages. */
const UNCACHED_PREFIXES = ['/api/', '/_serverFn', '/assets/', '/member/', '/zh/member/', '/staff']

/** Cookie that carries the member session: its holder gets pages rendered for them. */
export const SESSION_COOKIE = 'token'

function cookieValue(cookieHeader: string | null, name: string): string | undefined {
  if (!cookieHeader) return undefined
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim()
  }
  return undefined
}

/**
 * The cache key of an anonymous page request, or null when the answer must be rendered for
 * this caller. The key is the path and query (the locale is part of the path); the home page
 * also depends on the `lang` cookie, which may redirect it to /zh.
 */
export function pageCacheKeyOf(
  method: string,
  pathAndQuery: string,
  cookieHeader: string | null | undefined,
): string | null {
  if (method !== 'GET' && method !== 'HEAD') return null
  const q = pathAndQuery.indexOf('?')
  const pathname = q < 0 ? pathAndQuery : pathAndQuery.slice(0, q)
  if (UNCACHED_PREFIXES.some((p) => pathname.startsWith(p))) return null
  const cookies = cookieHeader ?? null
  if (cookieValue(cookies, SESSION_COOKIE)) return null
  const lang = pathname === '/' ? (cookieValue(cookies, 'lang') ?? '') : ''
  return `${pathAndQuery}|${lang}`
}

export function pageCacheKey(request: Request): string | null {
  const url = new URL(request.url)
  return pageCacheKeyOf(request.method, url.pathname + url.search, request.headers.get('cookie'))
}

/** Only complete anonymous HTML pages that set no cookie may be shared. */
export function isShareable(response: Response): boolean {
  if (response.status !== 200 && response.status !== 404) return false
  if (response.headers.has('set-cookie')) return false
  return (response.headers.get('content-type') ?? '').startsWith('text/html')
}

export async function toCachedPage(response: Response, now: number): Promise<CachedPage> {
  const body = new Uint8Array(await response.arrayBuffer())
  const headers: Array<[string, string]> = []
  response.headers.forEach((value, name) => {
    if (name !== 'content-length' && name !== 'transfer-encoding' && name !== 'connection') {
      headers.push([name, value])
    }
  })
  return {
    status: response.status,
    headers,
    body,
    gzip: gzipSync(body, { level: 6 }),
    br: brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    storedAt: now,
  }
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
  request: { method: string; acceptEncoding: string | null | undefined },
  state: 'HIT' | 'STALE' | 'MISS',
  extraHeaders: Record<string, string>,
): ResponseParts {
  const headers: Record<string, string> = Object.fromEntries(page.headers)
  Object.assign(headers, extraHeaders)
  headers['x-cache'] = state
  headers.vary = 'Accept-Encoding'
  const encoding = preferredEncoding(request.acceptEncoding ?? null)
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.body
  if (encoding) headers['content-encoding'] = encoding
  headers['content-length'] = String(body.byteLength)
  return { status: page.status, headers, body: request.method === 'HEAD' ? null : body }
}

/**
 * Shared cache of anonymous pages: fresh for `ttlMs`, then served stale for up to `staleMs`
 * while one background render refreshes it. Concurrent misses of one key share one render.
 */
export class PageCache {
  private readonly entries = new Map<string, CachedPage>()
  private readonly inflight = new Map<string, Promise<CachedPage | null>>()

  readonly options: PageCacheOptions

  constructor(options: PageCacheOptions) {
    this.options = options
  }

  get size() {
    return this.entries.size
  }

  lookup(key: string, now: number): { page: CachedPage; state: 'HIT' | 'STALE' } | null {
    const page = this.entries.get(key)
    if (!page) return null
    const age = now - page.storedAt
    if (age > this.options.ttlMs + this.options.staleMs) {
      this.entries.delete(key)
      return null
    }
    // Refresh its place in the LRU order.
    this.entries.delete(key)
    this.entries.set(key, page)
    return { page, state: age <= this.options.ttlMs ? 'HIT' : 'STALE' }
  }

  store(key: string, page: CachedPage) {
    this.entries.delete(key)
    this.entries.set(key, page)
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value
      if (oldest === undefined) break
      this.entries.delete(oldest)
    }
  }

  /** Renders a key once however many callers ask at the same time. */
  render(key: string, produce: () => Promise<CachedPage | null>): Promise<CachedPage | null> {
    const running = this.inflight.get(key)
    if (running) return running
    const promise = produce()
      .then((page) => {
        if (page) this.store(key, page)
        return page
      })
      .finally(() => this.inflight.delete(key))
    this.inflight.set(key, promise)
    return promise
  }

  clear() {
    this.entries.clear()
  }
}
