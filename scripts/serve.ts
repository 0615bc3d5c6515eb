// Production server: static files from dist/client, a shared cache of anonymous pages, and
// everything else through the Start handler. Runs on Node 22 with type stripping.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { serve } from 'srvx'
import { staticMiddleware } from 'srvx/static'
import {
  type CachedPage,
  isShareable,
  PageCache,
  pageCacheKey,
  respondFromCache,
  toCachedPage,
} from '../app/server/http/page-cache.ts'
import { baseSecurityHeaders } from '../app/server/http/security-headers.ts'

const root = process.cwd()
const serverEntry = join(root, 'dist/server/server.js')
if (!existsSync(serverEntry)) {
  console.error('No production build found. Run `npm run build` first (or `npm start`).')
  process.exit(1)
}
const port = Number(process.env.PORT ?? 3000)
const hostname = process.env.HOST || undefined
process.env.SITE_URL ??= `http://localhost:${port}`

const { default: app } = await import(serverEntry)

const production = process.env.NODE_ENV === 'production'
const ttlSeconds = Number(process.env.PAGE_CACHE_TTL ?? 60)
const staleSeconds = Number(process.env.PAGE_CACHE_STALE ?? 300)
const pageCache = new PageCache({
  ttlMs: ttlSeconds * 1000,
  staleMs: staleSeconds * 1000,
  maxEntries: Number(process.env.PAGE_CACHE_ENTRIES ?? 2000),
})
const PUBLIC_PAGE = `public, max-age=0, s-maxage=${ttlSeconds}, stale-while-revalidate=${staleSeconds}`
const IMMUTABLE = 'public, max-age=31536000, immutable'
const securityHeaders = baseSecurityHeaders(production)
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|x-tss)|image\/svg)/

function compressed(request: Request, response: Response): Response {
  const type = response.headers.get('content-type') ?? ''
  if (
    !response.body ||
    response.headers.has('content-encoding') ||
    !COMPRESSIBLE.test(type) ||
    !/\bgzip\b/.test(request.headers.get('accept-encoding') ?? '')
  ) {
    return response
  }
  const headers = new Headers(response.headers)
  headers.set('content-encoding', 'gzip')
  headers.delete('content-length')
  headers.append('vary', 'Accept-Encoding')
  return new Response(response.body.pipeThrough(new CompressionStream('gzip')), {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}

async function renderShareable(request: Request): Promise<CachedPage | Response> {
  const response: Response = await app.fetch(request)
  return isShareable(response) ? toCachedPage(response, Date.now()) : response
}

async function handlePage(request: Request): Promise<Response> {
  const key = ttlSeconds > 0 ? pageCacheKey(request) : null
  if (key === null) {
    const response: Response = await app.fetch(request)
    if ((response.headers.get('content-type') ?? '').startsWith('text/html')) {
      response.headers.set('cache-control', 'private, no-store')
    }
    return compressed(request, response)
  }
  const found = pageCache.lookup(key, Date.now())
  if (found) {
    if (found.state === 'STALE') {
      void pageCache.render(key, async () => {
        const fresh = await renderShareable(new Request(request.url, { headers: request.headers }))
        return fresh instanceof Response ? null : fresh
      })
    }
    return respondFromCache(found.page, request, found.state, PUBLIC_PAGE)
  }
  let own: Response | null = null
  const page = await pageCache.render(key, async () => {
    const result = await renderShareable(request)
    if (result instanceof Response) {
      own = result
      return null
    }
    return result
  })
  if (page) return respondFromCache(page, request, 'MISS', PUBLIC_PAGE)
  // Not shareable (a redirect, an error): answer this caller with its own render.
  return compressed(request, own ?? (await app.fetch(request)))
}

const server = serve({
  port,
  hostname,
  silent: true,
  middleware: [
    async (request, next) => {
      const response: Response = await next()
      for (const [name, value] of Object.entries(securityHeaders)) {
        if (!response.headers.has(name)) response.headers.set(name, value)
      }
      if (new URL(request.url).pathname.startsWith('/assets/') && response.status === 200) {
        response.headers.set('cache-control', IMMUTABLE)
      }
      return response
    },
    staticMiddleware({ dir: join(root, 'dist/client') }),
  ],
  fetch: handlePage,
})

await server.ready()
console.log(`Listening on ${server.url}`)

const stop = async () => {
  await server.close(true)
  process.exit(0)
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
