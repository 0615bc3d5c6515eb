import { useLingui } from '@lingui/react/macro'
import { ChevronDown, Search } from 'lucide-react'
import { useEffect, useState } from 'react'
import { LanguageLink } from '~/components/layout/language-link'
import { AppLink } from '~/components/site/app-link'
import type { NavItem } from '~/features/site/menu'
import type { SiteChrome } from '~/features/site/site.types'
import { localePath } from '~/i18n/locale'
import { useLocale } from '~/i18n/use-locale'
import { DeferredHydration, lazyComponent } from '~/lib/deferred-hydration'
import { AccountArea } from './account-area'
import { MAIN_MENU } from './main-menu'

/** Spec §9: the home header turns translucent-white once scrolled past 100 px. */
export const HEADER_TRANSLUCENT_THRESHOLD = 100

function useScrolledPast(threshold: number, enabled: boolean) {
  const [past, setPast] = useState(false)
  useEffect(() => {
    if (!enabled) return
    const update = () => setPast(window.scrollY > threshold)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [threshold, enabled])
  return past
}

/**
 * The header's menu on large screens. A sub-menu shows while its item is hovered or holds the
 * focus: plain CSS, so it works before the page's code has arrived; its keys (./menu-keys) come
 * with the header's deferred code (./mobile-nav-drawer). Tab goes from item to item; the
 * sub-menus' links are reached with the arrows.
 */
function DesktopNav({ items }: { items: NavItem[] }) {
  return (
    <ul id={MAIN_MENU} className="hidden items-center gap-1 lg:flex">
      {items.map((item) => (
        <li key={item.name} className="group relative">
          <AppLink
            to={item.href || item.children[0]?.href || '/'}
            external={item.external}
            className="inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium hover:text-primary"
            aria-haspopup={item.children.length > 0 ? 'true' : undefined}
          >
            {item.name}
            {item.children.length > 0 && <ChevronDown className="size-3.5" aria-hidden />}
          </AppLink>
          {item.children.length > 0 && (
            <ul className="invisible absolute top-full left-0 z-40 min-w-48 rounded-md border bg-popover p-1 text-popover-foreground opacity-0 shadow-md transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100 group-data-closed:hidden">
              {item.children.map((child) => (
                <li key={child.name}>
                  {/* Reached with ↓ and ↑ (./menu-keys), not Tab: a keyboard crosses the
                      header in a dozen stops. Each section's page lists these links again in
                      its tabs, and so does the footer. */}
                  <AppLink
                    to={child.href}
                    external={child.external}
                    tabIndex={-1}
                    className="block rounded px-3 py-2 text-sm hover:bg-accent"
                  >
                    {child.name}
                  </AppLink>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  )
}

const SEARCH_ID = 'site-search'

/**
 * The search box of every page: a plain GET form to the search page (its `keyword`), so it
 * needs no code. The widest screens show it in the header (a logged-in member's row has no room for it below 1536 px: it would wrap once the account appears); narrower ones have a search icon that opens the
 * same form as a native popover under the header (decision 0012).
 */
function SiteSearch() {
  const { t } = useLingui()
  const locale = useLocale()
  return (
    <>
      <button
        type="button"
        popoverTarget={SEARCH_ID}
        className="rounded-md p-2 hover:text-primary 2xl:hidden"
        aria-label={t`Search`}
      >
        <Search className="size-5" aria-hidden />
      </button>
      <search
        id={SEARCH_ID}
        popover="auto"
        className="inset-x-0 top-16 bottom-auto m-0 w-full border-0 border-b bg-background p-3 text-foreground shadow-md 2xl:static 2xl:flex 2xl:w-auto 2xl:bg-transparent 2xl:p-0 2xl:text-inherit 2xl:shadow-none 2xl:border-0"
      >
        <form
          method="get"
          action={localePath(locale, '/service/search')}
          className="flex items-center gap-1"
        >
          <input
            type="search"
            name="keyword"
            maxLength={100}
            aria-label={t`Search`}
            placeholder={t`Product name or model`}
            className="h-9 w-full rounded-md border border-input bg-background px-3 text-sm text-foreground 2xl:w-44"
          />
          <button
            type="submit"
            className="rounded-md p-2 hover:text-primary"
            aria-label={t`Search`}
          >
            <Search className="size-4" aria-hidden />
          </button>
        </form>
      </search>
    </>
  )
}

/**
 * The phone's menu button and drawer: native HTML that works before its code (a popover), so
 * its code hydrates on the visitor's first interaction, like the footer's, and brings the
 * keys of the large screens' menu (decision 0012). The server draws it from its module itself,
 * as it does the footer (`site-frame.tsx`).
 */
const MobileNavDrawer = import.meta.env.SSR
  ? (await import('./mobile-nav-drawer')).MobileNavDrawer
  : lazyComponent(() => import('./mobile-nav-drawer').then((m) => m.MobileNavDrawer))

function MobileNav({ items, hotline }: { items: NavItem[]; hotline: string | undefined }) {
  return (
    <DeferredHydration>
      <MobileNavDrawer items={items} hotline={hotline} />
    </DeferredHydration>
  )
}

export function Header({
  chrome,
  menu: items,
  home,
}: {
  chrome: SiteChrome | undefined
  /** The menu: the frame's own, or the browser's kept copy when the frame has none. */
  menu: NavItem[]
  home: boolean
}) {
  const { t } = useLingui()
  // No menu from the content service (none kept, or it failed): the default sections.
  const shown = items.length > 0 ? items : (chrome?.defaultMenu ?? [])
  const scrolled = useScrolledPast(HEADER_TRANSLUCENT_THRESHOLD, home)
  const solid = !home || scrolled
  return (
    <header
      data-testid="site-header"
      data-translucent={home && scrolled ? 'true' : 'false'}
      className={
        home
          ? `fixed inset-x-0 top-0 z-40 transition-colors print-alone:hidden ${solid ? 'bg-white/85 text-foreground shadow-sm backdrop-blur' : 'bg-transparent text-white'}`
          : 'sticky top-0 z-40 border-b bg-white text-foreground print-alone:hidden'
      }
    >
      {/* A logged-in member's account row wraps under the first row on small screens. */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 px-4 lg:gap-x-2">
        <AppLink to="/" className="flex h-16 items-center gap-2 font-bold text-lg">
          <img src="/logo.svg" alt="" width={36} height={36} className="size-9" />
          <span>{chrome?.siteTitle}</span>
        </AppLink>
        <nav aria-label={t`Main menu`} className="ml-auto lg:mr-2">
          <DesktopNav items={shown} />
        </nav>
        <div className="ml-auto flex items-center gap-2 lg:ml-0">
          <SiteSearch />
          <LanguageLink />
          <MobileNav items={shown} hotline={chrome?.hotline} />
        </div>
        <AccountArea />
      </div>
    </header>
  )
}
