import { stripLocale } from './locale.ts'

/**
 * The parts of the catalogue a page downloads, besides `messages` (the frame, home and error
 * pages: everything no part below claims), and the sources whose messages each holds. The
 * translators' catalogue is one file per language; the build splits it into these parts by where
 * each message is used (catalog-split.ts), a message used by two parts going into both. `*`
 * stands for the `{-$locale}` folder of the routes; a glob, unlike a plain folder, has to name
 * its files.
 */
export const catalogSources = {
  /** The side bar and the footer: loaded with their code, on the first interaction. */
  footer: [
    'app/features/site/frame/frame-below.tsx',
    'app/features/site/frame/footer.tsx',
    'app/features/site/frame/side-bar.tsx',
    'app/components/layout/share-links.ts',
    'app/features/site/footer-groups.ts',
  ],
  /** The home page's own words (its sections' headings and links). */
  home: ['app/routes/*/index.tsx'],
  about: ['app/routes/*/about/**/*.*'],
  contact: ['app/routes/*/contact/**/*.*', 'app/features/stores'],
  product: ['app/routes/*/product/**/*.*', 'app/features/products/platform-sections.tsx'],
  recruits: ['app/routes/*/recruits/**/*.*', 'app/features/recruit'],
  service: [
    'app/routes/*/service/!(parts).*',
    'app/routes/*/service/*/**/*.*',
    'app/features/service',
    'app/features/fwcheck',
  ],
  /** The spare parts search's own words (not the other service pages'). */
  parts: ['app/routes/*/service/parts.tsx'],
  /**
   * The survey forms (dealer join, business, feedback, reservation, service evaluation): loaded
   * with their code, on the first interaction (decision 0004).
   */
  forms: ['app/features/forms', 'app/shared/forms'],
  /** The member centre's own pages. */
  member: [
    'app/features/member/!(auth-*|lazy-auth-*|warranty*|*.server.*)',
    'app/shared/member/member.schemas.ts',
    'app/routes/*/member/!(warranty|warranty_*|notifications|privacy|shareList).*',
  ],
  /** The product registration page's own words (the member centre's heaviest page). */
  warranty: ['app/routes/*/member/warranty.tsx'],
  /** The "My Data" page's own words (the data download and the account's deletion). */
  privacy: ['app/routes/*/member/privacy.tsx'],
  /** The "My Shares" page's own words (the pages shared and where to share them again). */
  shares: ['app/routes/*/member/shareList.tsx'],
  /** The notifications page's own words (reservations, news and products announced). */
  notifications: ['app/routes/*/member/notifications.tsx'],
  /**
   * The log-in, registration and password panel, and its captcha: with the sign-in pages, and
   * with the panel's code where it shows on another page (decision 0004).
   */
  auth: [
    'app/features/member/{auth-*,lazy-auth-*}',
    'app/shared/member/member.schemas.ts',
    'app/features/captcha',
    'app/routes/*/login/**/*.*',
    'app/routes/*/register.tsx',
    'app/routes/*/forget.tsx',
  ],
  /** The picture captcha alone, for the anti-counterfeit check. */
  captcha: ['app/features/captcha'],
  /** Words the server alone says (service answers, the checks of forms only it reads). */
  server: ['app/server', 'app/shared/member/warranty.schemas.ts', 'app/features/member/*.server.*'],
  /** The outlet and store finder: loaded with its code, not with the page (decision 0008). */
  finder: ['app/features/finder'],
  /** The staff console (its own screens; never loaded by a public page). */
  staff: ['app/routes/staff', 'app/features/staff', 'app/shared/staff'],
} as const

export type CatalogName = 'messages' | keyof typeof catalogSources

const sections = new Set<string>(['about', 'contact', 'product', 'recruits', 'service'])
const memberPages = /^\/member(?:\/|$)/
const warrantyPage = /^\/member\/warranty\/?$/
const notificationsPage = /^\/member\/notifications(?:\/|$)/
const privacyPage = /^\/member\/privacy(?:\/|$)/
const sharesPage = /^\/member\/sharelist(?:\/|$)/i
const authPages = /^\/(?:login|register|forget)(?:\/|$)/
const captchaPages = /^\/service\/modules\/fwcheck(?:\/|$)/
const partsPage = /^\/service\/parts\/?$/

/** The staff console's pages: their own catalogue, never the site's sections. */
export function isStaffPath(pathname: string): boolean {
  return pathname === '/staff' || pathname.startsWith('/staff/')
}

/** The catalogues a page at `pathname` (with or without the /zh prefix) renders from. */
export function catalogsForPath(pathname: string): CatalogName[] {
  if (isStaffPath(pathname)) return ['messages', 'staff', 'forms', 'member', 'auth']
  const path = stripLocale(pathname)
  const section = path.split('/')[1] ?? ''
  const names: CatalogName[] = ['messages']
  if (path === '/') names.push('home')
  if (sections.has(section)) names.push(section as CatalogName)
  if (memberPages.test(path)) names.push('member')
  if (warrantyPage.test(path)) names.push('warranty')
  if (notificationsPage.test(path)) names.push('notifications')
  if (privacyPage.test(path)) names.push('privacy')
  if (sharesPage.test(path)) names.push('shares')
  if (authPages.test(path)) names.push('auth')
  if (captchaPages.test(path)) names.push('captcha')
  if (partsPage.test(path)) names.push('parts')
  return names
}
