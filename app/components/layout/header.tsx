import { useLingui } from '@lingui/react/macro'
import { ChevronDown, Menu } from 'lucide-react'
import { lazy, Suspense, useEffect, useState } from 'react'
import { AppLink } from '~/components/site/app-link'
import { Button } from '~/components/ui/button'
import type { NavItem } from '~/features/site/menu'
import type { SiteChrome } from '~/features/site/site.types'
import { AccountArea } from './account-area'
import { LanguageLink } from './language-link'

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

function DesktopNav({ items }: { items: NavItem[] }) {
  return (
    <ul className="hidden items-center gap-1 lg:flex">
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
            <ul className="invisible absolute top-full left-0 z-40 min-w-48 rounded-md border bg-popover p-1 text-popover-foreground opacity-0 shadow-md transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
              {item.children.map((child) => (
                <li key={child.name}>
                  <AppLink
                    to={child.href}
                    external={child.external}
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

const MobileNavDrawer = lazy(() => import('./mobile-nav-drawer'))

/** The drawer menu of small screens; its code loads on the first tap of the menu button. */
function MobileNav({ items }: { items: NavItem[] }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label={t`Open menu`}
        aria-expanded={open}
        onClick={() => {
          setUsed(true)
          setOpen(true)
        }}
      >
        <Menu className="size-6" aria-hidden />
      </Button>
      {used && (
        <Suspense fallback={null}>
          <MobileNavDrawer items={items} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
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
          ? `fixed inset-x-0 top-0 z-40 transition-colors ${solid ? 'bg-white/85 text-foreground shadow-sm backdrop-blur' : 'bg-transparent text-white'}`
          : 'sticky top-0 z-40 border-b bg-white text-foreground'
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
          <LanguageLink />
          <MobileNav items={shown} />
        </div>
        <AccountArea />
      </div>
    </header>
  )
}
