/** True for another site's address (http or https): it opens in a new tab. A path stays here. */
export function isOtherSite(href: string): boolean {
  return /^https?:\/\//i.test(href)
}
