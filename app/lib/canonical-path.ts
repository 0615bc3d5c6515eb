/**
 * The address a page is known by, when a request named it by another spelling: the router finds
 * a route whatever the letter case (`/About/News`, `/contact/modules/networkcn`), so every page
 * is reachable at many addresses. Each would be kept apart by a cache, and a change to the page
 * (a news item unpublished) would reach only the one spelling its purge names. `requested` is
 * the path as the router got it (a query or fragment after it is ignored; the server has sent a
 * percent-encoded path to its plain spelling before: `decodedPagePath`); `matched` is the path
 * the router builds for the route it found, from the route's own spelling and its parameters
 * encoded afresh. Null when the request already used it.
 */
export function canonicalPathOf(requested: string, matched: string): string | null {
  const canonical = matched.length > 1 ? matched.replace(/\/+$/, '') || '/' : matched
  const path = requested.split(/[?#]/, 1)[0] ?? ''
  return path === canonical ? null : canonical
}
