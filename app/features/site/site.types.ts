import type { MailboxName } from '~/shared/mailboxes'
import type { NavItem } from './menu'

export type SocialQr = {
  /** Stable key of the account, e.g. 'wechat', 'weibo', 'douyin'. */
  key: string
  label: string
  url: string
}

/** A brand's website: another site opens in a new tab, a path of this one does not. */
export type BrandSite = { name: string; url: string; newTab: boolean }

/** Everything the header, side bar and footer need, in the page's language. */
export type SiteChrome = {
  siteTitle: string
  hotline: string
  menu: NavItem[]
  /** The header's sections when the content service has no menu (else empty). */
  defaultMenu: NavItem[]
  /** Copyright and filing text, already sanitized on the server. */
  filingHtml: string
  socials: SocialQr[]
  brandSites: BrandSite[]
  siteUrl: string
  /** The company's mailboxes: those staff set, else `<name>@` SITE_URL's host without `www.`. */
  mailboxes: Record<MailboxName, string>
  /** A part fell back because the content service failed just now: read it again soon. */
  degraded: boolean
}
