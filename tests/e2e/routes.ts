/** Every page route of the spec (§2), without locale prefix. */
export const staticRoutes = [
  '/',
  '/login',
  '/forget',
  '/register',
  '/privacy',
  '/terms',
  '/login/login',
  '/about/about-us',
  '/about/culture',
  '/about/honor',
  '/about/news',
  '/contact/business',
  '/contact/contact-us',
  '/contact/join',
  '/contact/network',
  '/contact/modules/networkCn',
  '/contact/modules/networkEn',
  '/member/edit-evalute',
  '/member/evaluate',
  '/member/feedback',
  '/member/shareList',
  '/member/subscribe',
  '/member/update-password',
  '/member/user',
  '/member/warranty',
  '/product/mall',
  '/recruits/campus',
  '/recruits/grow-up',
  '/recruits/recruit',
  '/recruits/system',
  '/recruits/welfare',
  '/recruits/work',
  '/service/download',
  '/service/explain',
  '/service/maintain',
  '/service/network',
  '/service/search',
  '/service/service',
  '/service/modules/fwcheck',
  '/400',
] as const

export const prefixes = ['', '/zh'] as const

export function withPrefix(prefix: string, path: string) {
  if (!prefix) return path
  return path === '/' ? prefix : `${prefix}${path}`
}
