/** A menu item as the content service sends it (spec §3: name, outerChain, chainType, child). */
export type RawMenuItem = {
  name: string
  outerChain?: string | null
  chainType?: string | null
  child?: RawMenuItem[] | null
}

export type NavItem = {
  name: string
  /** In-app path without locale prefix, or an absolute URL when external. */
  href: string
  external: boolean
  children: NavItem[]
}

/** chainType of an external link (spec §2: '外链' opens as a plain link). */
export const EXTERNAL_CHAIN_TYPE = '外链'

/** A site path or an http(s) URL; anything else (javascript:, //host) becomes no link. */
export function safeHref(raw: string | null | undefined): string {
  const href = (raw ?? '').trim()
  if (href.startsWith('/') && !href.startsWith('//')) return href
  if (/^https?:\/\//i.test(href)) return href
  return ''
}

/**
 * Turns the server menu into navigation items. An item with a single child collapses into its
 * parent, taking the child's link and type (spec §2). Links that are neither site paths nor
 * http(s) URLs are dropped, so a hostile menu cannot inject `javascript:` links.
 */
export function normalizeMenu(items: readonly RawMenuItem[]): NavItem[] {
  return items.map((item) => {
    const children = item.child ?? []
    const only = children.length === 1 ? children[0] : undefined
    if (only) {
      return {
        name: item.name,
        href: safeHref(only.outerChain),
        external: only.chainType === EXTERNAL_CHAIN_TYPE,
        children: [],
      }
    }
    return {
      name: item.name,
      href: safeHref(item.outerChain),
      external: item.chainType === EXTERNAL_CHAIN_TYPE,
      children: normalizeMenu(children),
    }
  })
}
