/**
 * Addresses whose path does not decode (`/%E0%A4%A`: a broken percent-escape). Start answers
 * them with an empty 400 before any route runs, which the browser shows as its own error page:
 * no frame, no words in the visitor's language. The build's server entry (app/server.ts) answers
 * them with the site's 400 screen instead, in the language of the path's prefix.
 */
import { withoutPageCode } from './page-scripts'

/** Addresses that are not pages: their callers read Start's plain 400, not a page. */
const NOT_PAGES = /^\/(api|_serverFn|assets)(\/|$)/

/** True when a page's path holds a percent-escape that `decodeURI` refuses. */
export function isMalformedPath(pathname: string): boolean {
  if (!pathname.includes('%') || NOT_PAGES.test(pathname)) return false
  // The decoded path is used: a call whose result is not would be dropped by the build's
  // minifier, throw and all.
  let decoded: string | null
  try {
    decoded = decodeURI(pathname)
  } catch {
    decoded = null
  }
  return decoded === null
}

/** The site's 400 page in the language the path names (English has no prefix). */
export function badRequestPageOf(pathname: string): string {
  return /^\/zh(\/|%|$)/i.test(pathname) ? '/zh/400' : '/400'
}

/**
 * The answer to a request for a malformed path: `render` draws the 400 page (the request for
 * it), and the answer carries status 400, stays out of every cache and search index, and holds
 * no code: the router in the browser would read the malformed address again. The page works
 * without its code (links, forms that post, the native menus: decisions 0011, 0012).
 */
export async function badRequestPage(
  request: Request,
  render: (request: Request) => Promise<Response>,
): Promise<Response> {
  const url = new URL(request.url)
  const inner = new Request(new URL(badRequestPageOf(url.pathname), url), {
    method: 'GET',
    headers: request.headers,
  })
  const page = await render(inner)
  const html = (page.headers.get('content-type') ?? '').startsWith('text/html')
    ? withoutPageCode(await page.text())
    : ''
  const headers = new Headers(page.headers)
  for (const name of ['content-length', 'content-encoding', 'etag', 'last-modified', 'location']) {
    headers.delete(name)
  }
  headers.set('cache-control', 'no-store')
  headers.set('x-robots-tag', 'noindex')
  return new Response(request.method === 'HEAD' || html === '' ? null : html, {
    status: 400,
    statusText: 'Bad Request',
    headers,
  })
}
