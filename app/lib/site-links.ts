/** True for another site's address (http or https): it opens in a new tab. A path stays here. */
export function isOtherSite(href: string): boolean {
  return /^https?:\/\//i.test(href)
}

/**
 * A mailbox of the company at the site's own domain (SITE_URL without its `www.`), so the
 * addresses a visitor reads follow the site's configuration: `mailAddress('hr',
 * 'https://www.ruifeng.com')` is `hr@ruifeng.com`.
 */
export function mailAddress(box: 'info' | 'sales' | 'service' | 'hr', siteUrl: string): string {
  let host = 'localhost'
  try {
    host = new URL(siteUrl).hostname
  } catch {}
  return `${box}@${host.replace(/^www\./, '')}`
}
