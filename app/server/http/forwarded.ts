// Who is asking, behind trusted proxies. Plain module: the HTTP server (front/http-server.ts)
// and the app (client-ip.ts) both use it.

/**
 * How many proxies in front of the site append to X-Forwarded-For (TRUST_PROXY, a whole
 * number; unset or 0: none, the socket's address is the client's).
 */
export function trustedProxyHops(value = process.env.TRUST_PROXY): number {
  const hops = Number(value ?? 0)
  return Number.isInteger(hops) && hops > 0 ? hops : 0
}

/**
 * The client's address behind `hops` trusted proxies: the entry the outermost trusted proxy
 * appended, counted from the right of X-Forwarded-For. Entries further left were written by
 * the client and prove nothing; with fewer entries than hops the leftmost is the best known.
 */
export function forwardedClient(
  forwardedFor: string | null | undefined,
  hops: number,
): string | undefined {
  if (hops < 1 || !forwardedFor) return undefined
  const entries = forwardedFor
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (entries.length === 0) return undefined
  return entries[Math.max(entries.length - hops, 0)]
}

/**
 * Headers a proxy, load balancer or CDN adds about the client it forwards for (the standard
 * Forwarded, the X-Forwarded-* family, nginx's X-Real-IP, Cloudflare's, Akamai's, Fastly's and
 * others' client-address headers, Via). Any of them says a request came through a proxy.
 */
const PROXY_HEADERS: ReadonlySet<string> = new Set([
  'forwarded',
  'forwarded-for',
  'x-forwarded',
  'x-real-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'x-original-forwarded-for',
  'x-envoy-external-address',
  'x-appengine-user-ip',
  'x-azure-clientip',
  'cf-connecting-ip',
  'cf-connecting-ipv6',
  'true-client-ip',
  'fastly-client-ip',
  'via',
])

/**
 * Whether a request carries any header a proxy adds (`headers`: Node's, names in lower case):
 * such a request may have come from anywhere, whatever address the socket shows.
 */
export function cameThroughProxy(headers: Record<string, unknown>): boolean {
  for (const name of Object.keys(headers)) {
    if (PROXY_HEADERS.has(name) || name.startsWith('x-forwarded-')) return true
  }
  return false
}
