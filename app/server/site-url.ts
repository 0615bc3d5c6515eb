/** The site's public origin (SITE_URL), without a trailing slash. */
export function siteUrl(): string {
  return (process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(
    /\/+$/,
    '',
  )
}

/**
 * The domain of the company's mailboxes: the site's host without its `www.`, so the addresses a
 * visitor reads (`info@`, `hr@` …) follow the configuration. `https://www.ruifeng.com` gives
 * `ruifeng.com`.
 */
export function mailDomain(): string {
  return new URL(siteUrl()).hostname.replace(/^www\./, '')
}

/**
 * True for an http(s) URL of one of this site's pages: what a member's share list may hold.
 * Any other scheme (javascript:, data:) or another site's address is refused.
 */
export function isSitePageUrl(value: string): boolean {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.origin === new URL(siteUrl()).origin
  )
}
