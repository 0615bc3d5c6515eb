import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

export type SectionKey = 'about' | 'contact' | 'member' | 'product' | 'recruits' | 'service'

export type SectionNavItem = {
  label: MessageDescriptor
  to: string
  /** Other pages this tab stands for (a list's details): it is marked there too. */
  also?: string[]
}

export type Section = {
  title: MessageDescriptor
  /** Spec §2: these section layouts show a full-width banner image of minimum height. */
  banner: boolean
  nav: SectionNavItem[]
}

export const sections: Record<SectionKey, Section> = {
  about: {
    title: msg`About Us`,
    banner: true,
    nav: [
      { label: msg`Company Profile`, to: '/about/about-us' },
      { label: msg`Corporate Culture`, to: '/about/culture' },
      { label: msg`Honors`, to: '/about/honor' },
      { label: msg`News`, to: '/about/news' },
    ],
  },
  contact: {
    title: msg`Contact Us`,
    banner: true,
    nav: [
      { label: msg`Contact Us`, to: '/contact/contact-us' },
      { label: msg`Business Cooperation`, to: '/contact/business' },
      { label: msg`Become a Distributor`, to: '/contact/join' },
      { label: msg`Store Network`, to: '/contact/network' },
    ],
  },
  member: {
    title: msg`Member Centre`,
    banner: true,
    nav: [
      { label: msg`My Profile`, to: '/member/user' },
      { label: msg`Change Password`, to: '/member/update-password' },
      { label: msg`Subscriptions`, to: '/member/subscribe' },
      { label: msg`Product Registration`, to: '/member/warranty' },
      { label: msg`My Reservations`, to: '/member/reservations' },
      { label: msg`Notifications`, to: '/member/notifications' },
      { label: msg`Service Evaluations`, to: '/member/evaluate' },
      { label: msg`Feedback`, to: '/member/feedback' },
      { label: msg`My Shares`, to: '/member/shareList' },
      { label: msg`My Data`, to: '/member/privacy' },
    ],
  },
  product: {
    title: msg`Products`,
    banner: true,
    // The spec's product pages: the list (with its details and the comparison of its
    // products) and the mall.
    nav: [
      {
        label: msg`All Products`,
        to: '/product/list',
        also: ['/product/detail', '/product/compare'],
      },
      { label: msg`Online Mall`, to: '/product/mall' },
    ],
  },
  recruits: {
    title: msg`Careers`,
    banner: false,
    nav: [
      { label: msg`Job Openings`, to: '/recruits/recruit' },
      { label: msg`Campus Recruitment`, to: '/recruits/campus' },
      { label: msg`Growth`, to: '/recruits/grow-up' },
      { label: msg`Training System`, to: '/recruits/system' },
      { label: msg`Welfare`, to: '/recruits/welfare' },
      { label: msg`Working Here`, to: '/recruits/work' },
    ],
  },
  service: {
    title: msg`Service`,
    banner: true,
    nav: [
      { label: msg`Service Overview`, to: '/service/service' },
      { label: msg`Downloads`, to: '/service/download' },
      { label: msg`Manuals`, to: '/service/explain' },
      { label: msg`Videos`, to: '/service/maintain' },
      { label: msg`After-sales Network`, to: '/service/network' },
      { label: msg`Spare Parts`, to: '/service/parts' },
      { label: msg`Anti-counterfeit Check`, to: '/service/modules/fwcheck' },
      { label: msg`Search`, to: '/service/search' },
    ],
  },
}
