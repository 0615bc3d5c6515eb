/**
 * True when a browser says the call comes from another site (Sec-Fetch-Site, else Origin).
 * Callers that are not browsers send neither and are let through, as are the site's own pages.
 */
export function fromAnotherSite(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site')
  if (site !== null) return site !== 'same-origin' && site !== 'none'
  const origin = request.headers.get('origin')
  if (origin === null) return false
  const own = [new URL(request.url).origin]
  if (process.env.SITE_URL) own.push(new URL(process.env.SITE_URL).origin)
  return !own.includes(origin)
}
