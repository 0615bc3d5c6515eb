import type { Locale } from '~/i18n/locale'
import { type NavItem, safeHref } from './menu'

/**
 * Spec §2/§9: the menu is kept in a cookie for 1800 s. It is the browser's own state (a menu
 * to show when the page's frame data is missing): the server never renders from it, since a
 * shared page must not depend on anything a visitor sends.
 */
export const MENU_COOKIE_SECONDS = 1800
export const menuCookieName = (locale: Locale) => `menuList_${locale}`
/** Browsers keep about 4 KB per cookie, name and attributes included. */
export const MENU_COOKIE_MAX = 3800

/** One item as the cookie holds it: name, link, 1 when external, and its children. */
type Compact = [string, string, (0 | 1)?, Compact[]?]

function compact(items: readonly NavItem[]): Compact[] {
  return items.map((item): Compact => {
    if (item.children.length > 0) {
      return [item.name, item.href, item.external ? 1 : 0, compact(item.children)]
    }
    return item.external ? [item.name, item.href, 1] : [item.name, item.href]
  })
}

/**
 * The cookie value of a menu: names, links and types only, as compact JSON with just the
 * characters a cookie cannot hold escaped. Null when it would not fit.
 */
export function encodeMenuCookie(items: readonly NavItem[]): string | null {
  try {
    const value = JSON.stringify(compact(items)).replace(/[^\x21-\x7e]|[%;,"\\]/gu, (c) =>
      encodeURIComponent(c),
    )
    return value.length <= MENU_COOKIE_MAX ? value : null
  } catch {
    // A lone surrogate in a name cannot be encoded: no cookie rather than a broken one.
    return null
  }
}

function expand(value: unknown, depth: number): NavItem[] | null {
  if (!Array.isArray(value) || depth > 2) return null
  const items: NavItem[] = []
  for (const entry of value) {
    if (!Array.isArray(entry)) return null
    const [name, href, external, children] = entry
    if (typeof name !== 'string' || typeof href !== 'string') return null
    const nested = children === undefined ? [] : expand(children, depth + 1)
    if (!nested) return null
    // A cookie is the browser's to change: its links are checked like the server's.
    items.push({ name, href: safeHref(href), external: external === 1, children: nested })
  }
  return items
}

/** The menu a cookie holds, or null when it holds none (absent, damaged, or not ours). */
export function decodeMenuCookie(value: string | undefined): NavItem[] | null {
  if (!value || value.length > MENU_COOKIE_MAX) return null
  try {
    return expand(JSON.parse(decodeURIComponent(value)), 0)
  } catch {
    return null
  }
}
