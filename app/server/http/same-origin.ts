// Where a browser says a request comes from, one rule for the whole server: Sec-Fetch-Site,
// else Origin (this site's address as requested, or SITE_URL's).

/** What the request's headers say about the page that made it. */
export type RequestSource = 'same-origin' | 'cross-site' | 'unstated'

/**
 * `same-origin`: Sec-Fetch-Site says so, or `none` (an address typed or a bookmark) for a GET
 * or HEAD, or Origin names this site. `cross-site`: any other Sec-Fetch-Site (a post of a
 * browser is never `none`) or another Origin. `unstated`: neither header, a caller that is not a
 * browser (or a very old one).
 */
export function requestSource(request: Request, url = new URL(request.url)): RequestSource {
  const site = request.headers.get('sec-fetch-site')
  if (site) {
    const navigation = site === 'none' && (request.method === 'GET' || request.method === 'HEAD')
    return site === 'same-origin' || navigation ? 'same-origin' : 'cross-site'
  }
  const origin = request.headers.get('origin')
  if (!origin) return 'unstated'
  return ownOrigins(url).has(origin) ? 'same-origin' : 'cross-site'
}

function ownOrigins(url: URL): Set<string> {
  const own = new Set([url.origin])
  if (process.env.SITE_URL) {
    try {
      own.add(new URL(process.env.SITE_URL).origin)
    } catch {
      // a bad SITE_URL is reported at start-up
    }
  }
  return own
}

/**
 * True when a browser says the call comes from another site. Callers that are not browsers
 * send neither header and are let through, as are the site's own pages.
 */
export function fromAnotherSite(request: Request): boolean {
  return requestSource(request) === 'cross-site'
}

/** True only when the browser says the call comes from this site (cookie-borne staff calls). */
export function fromThisSite(request: Request, url?: URL): boolean {
  return requestSource(request, url) === 'same-origin'
}
