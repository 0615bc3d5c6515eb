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
  about: ['app/routes/*/about/**/*.*'],
  contact: ['app/routes/*/contact/**/*.*', 'app/features/stores'],
  product: ['app/routes/*/product/**/*.*'],
  recruits: ['app/routes/*/recruits/**/*.*', 'app/features/recruit'],
  service: ['app/routes/*/service/**/*.*', 'app/features/service'],
  forms: [
    'app/features/forms',
    'app/features/member',
    'app/features/captcha',
    'app/features/fwcheck',
    'app/routes/*/member/**/*.*',
    'app/routes/*/login/**/*.*',
    'app/routes/*/register.tsx',
    'app/routes/*/forget.tsx',
  ],
  server: ['app/server'],
  /** The outlet and store finder: loaded with its code, not with the page (decision 0008). */
  finder: ['app/features/finder'],
  /** The staff console (its own screens; never loaded by a public page). */
  staff: ['app/routes/staff', 'app/features/staff', 'app/shared/staff'],
} as const

export type CatalogName = 'messages' | keyof typeof catalogSources

const sections = new Set<string>(['about', 'contact', 'product', 'recruits', 'service'])
const formPages =
  /^\/(?:member|login|register|forget)(?:\/|$)|^\/contact\/(?:join|business|feedback)(?:\/|$)|^\/service\/(?:reservation|modules\/fwcheck)(?:\/|$)/

/** The staff console's pages: their own catalogue, never the site's sections. */
export function isStaffPath(pathname: string): boolean {
  return pathname === '/staff' || pathname.startsWith('/staff/')
}

/** The catalogues a page at `pathname` (with or without the /zh prefix) renders from. */
export function catalogsForPath(pathname: string): CatalogName[] {
  if (isStaffPath(pathname)) return ['messages', 'staff', 'forms']
  const path = stripLocale(pathname)
  const section = path.split('/')[1] ?? ''
  const names: CatalogName[] = ['messages']
  if (sections.has(section)) names.push(section as CatalogName)
  if (formPages.test(path)) names.push('forms')
  return names
}
