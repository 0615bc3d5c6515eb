import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { NavItem } from './menu'
import type { BrandSite } from './site.types'

export type FooterLink = { label: string; href: string; external: boolean; newTab: boolean }
export type FooterGroup = { title: string; href: string; links: FooterLink[] }

/** Spec §9: the default footer has 6 groups. */
export const DEFAULT_FOOTER_GROUP_COUNT = 6

function internal(label: string, href: string): FooterLink {
  return { label, href, external: false, newTab: false }
}

function loginLink(i18n: I18n): FooterLink {
  return internal(i18n._(msg`Member Login`), '/login')
}

/** Default groups (spec §2): about, product, service, login/member, recruits and contact. */
export function defaultFooterGroups(i18n: I18n, brandSites: readonly BrandSite[]): FooterGroup[] {
  const _ = (d: MessageDescriptor) => i18n._(d)
  return [
    {
      title: _(msg`About Us`),
      href: '/about/about-us',
      links: [
        internal(_(msg`Company Profile`), '/about/about-us'),
        internal(_(msg`Corporate Culture`), '/about/culture'),
        internal(_(msg`Honors`), '/about/honor'),
        internal(_(msg`News`), '/about/news'),
      ],
    },
    {
      title: _(msg`Products`),
      href: '/product/mall',
      links: [
        internal(_(msg`Online Mall`), '/product/mall'),
        // Plain links: a brand's site may be a path of this site in the page's language.
        ...brandSites.map((b) => ({
          label: b.name,
          href: b.url,
          external: true,
          newTab: b.newTab,
        })),
      ],
    },
    {
      title: _(msg`Service`),
      href: '/service/service',
      links: [
        internal(_(msg`Service Overview`), '/service/service'),
        internal(_(msg`Downloads`), '/service/download'),
        internal(_(msg`Manuals`), '/service/explain'),
        internal(_(msg`Videos`), '/service/maintain'),
        internal(_(msg`After-sales Network`), '/service/network'),
        internal(_(msg`Anti-counterfeit Check`), '/service/modules/fwcheck'),
      ],
    },
    {
      title: _(msg`Member`),
      href: '/member/user',
      links: [
        loginLink(i18n),
        internal(_(msg`Member Centre`), '/member/user'),
        internal(_(msg`Feedback`), '/member/feedback'),
      ],
    },
    {
      title: _(msg`Careers`),
      href: '/recruits/recruit',
      links: [
        internal(_(msg`Job Openings`), '/recruits/recruit'),
        internal(_(msg`Campus Recruitment`), '/recruits/campus'),
        internal(_(msg`Growth`), '/recruits/grow-up'),
        internal(_(msg`Welfare`), '/recruits/welfare'),
      ],
    },
    {
      title: _(msg`Contact Us`),
      href: '/contact/contact-us',
      links: [
        internal(_(msg`Contact Us`), '/contact/contact-us'),
        internal(_(msg`Business Cooperation`), '/contact/business'),
        internal(_(msg`Become a Distributor`), '/contact/join'),
        internal(_(msg`Store Network`), '/contact/network'),
      ],
    },
  ]
}

/**
 * The header's menu when the content service has none: the default groups' sections, each
 * with its links (the footer shows the same groups).
 */
export function defaultNavItems(i18n: I18n): NavItem[] {
  return defaultFooterGroups(i18n, []).map((group) => ({
    name: group.title,
    href: group.href,
    external: false,
    children: group.links.map((link) => ({
      name: link.label,
      href: link.href,
      external: link.external,
      children: [],
    })),
  }))
}

function toLink(item: NavItem): FooterLink {
  return { label: item.name, href: item.href, external: item.external, newTab: item.external }
}

/**
 * Footer columns: from the server menu when there is one (its first item, the home link, is
 * dropped and a login link opens the fourth group), else the default groups (spec §2).
 */
export function buildFooterGroups(
  menu: readonly NavItem[],
  i18n: I18n,
  brandSites: readonly BrandSite[],
): FooterGroup[] {
  if (menu.length === 0) return defaultFooterGroups(i18n, brandSites)
  const groups = menu.slice(1).map((item) => ({
    title: item.name,
    href: item.href,
    links: item.children.length > 0 ? item.children.map(toLink) : [toLink(item)],
  }))
  const fourth = groups[3]
  if (fourth) fourth.links.unshift(loginLink(i18n))
  return groups
}
