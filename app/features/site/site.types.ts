import type { NavItem } from './menu'

export type SocialQr = {
  /** Stable key of the account, e.g. 'wechat', 'weibo', 'douyin'. */
  key: string
  label: string
  url: string
}

export type BrandSite = { name: string; url: string }

/** Everything the header, side bar and footer need, in the page's language. */
export type SiteChrome = {
  siteTitle: string
  hotline: string
  menu: NavItem[]
  /** The raw menu for the browser to keep in its cookie, when the request had none. */
  menuCookie: string | null
  /** Copyright and filing text, already sanitized on the server. */
  filingHtml: string
  socials: SocialQr[]
  brandSites: BrandSite[]
  siteUrl: string
}
