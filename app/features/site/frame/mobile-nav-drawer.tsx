import { Trans, useLingui } from '@lingui/react/macro'
import { Menu, Phone, XIcon } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { AppLink } from '~/components/site/app-link'
import { Button } from '~/components/ui/button'
import { useMember } from '~/features/member/use-member'
import type { NavItem } from '~/features/site/menu'
import { MemberLinks } from './account-area'
import { MAIN_MENU } from './main-menu'
import { onMenuKey } from './menu-keys'

const DRAWER_ID = 'mobile-menu'

/**
 * The menu button and drawer of small screens: a native popover (decision 0012). The server's
 * HTML holds the whole drawer, and the button opens it with `popovertarget`, so a tap works
 * before the page's code has arrived, and without it. The browser closes it on Esc, on a tap
 * outside and on its close button, and gives the focus back to the menu button; the code only
 * closes it when one of its links navigates in the page.
 */
export function MobileNavDrawer({
  items,
  hotline,
}: {
  items: NavItem[]
  /** The service hotline: phones have no side bar, so it is a call away here. */
  hotline: string | undefined
}) {
  const { t } = useLingui()
  const member = useMember()
  const drawer = useRef<HTMLDivElement>(null)
  const close = () => drawer.current?.hidePopover()
  // The header's code that can wait comes here: the keys of the large screens' menu.
  useEffect(() => {
    const menu = document.getElementById(MAIN_MENU)
    menu?.addEventListener('keydown', onMenuKey)
    return () => menu?.removeEventListener('keydown', onMenuKey)
  }, [])
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="lg:hidden"
        popoverTarget={DRAWER_ID}
        aria-label={t`Open menu`}
      >
        <Menu className="size-6" aria-hidden />
      </Button>
      <div
        ref={drawer}
        id={DRAWER_ID}
        popover="auto"
        role="dialog"
        aria-labelledby={`${DRAWER_ID}-title`}
        data-testid="mobile-menu"
        className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-4/5 max-w-sm flex-col gap-4 overflow-y-auto border-0 bg-background p-6 text-foreground shadow-lg backdrop:bg-black/50 open:flex"
      >
        <h2 id={`${DRAWER_ID}-title`} className="text-lg font-semibold">
          <Trans>Menu</Trans>
        </h2>
        <button
          type="button"
          popoverTarget={DRAWER_ID}
          popoverTargetAction="hide"
          className="absolute top-4 right-4 rounded-sm opacity-70 hover:opacity-100"
        >
          <XIcon className="size-5" aria-hidden />
          <span className="sr-only">{t`Close menu`}</span>
        </button>
        <nav aria-label={t`Mobile menu`}>
          <ul className="flex flex-col gap-1">
            {items.map((item) => (
              <li key={item.name}>
                <AppLink
                  to={item.href || item.children[0]?.href || '/'}
                  external={item.external}
                  className="block rounded px-2 py-2 font-medium hover:bg-accent"
                  onClick={close}
                >
                  {item.name}
                </AppLink>
                {item.children.length > 0 && (
                  <ul className="ml-4 border-l pl-2">
                    {item.children.map((child) => (
                      <li key={child.name}>
                        <AppLink
                          to={child.href}
                          external={child.external}
                          className="block rounded px-2 py-1.5 text-sm text-muted-foreground hover:bg-accent"
                          onClick={close}
                        >
                          {child.name}
                        </AppLink>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
            <li className="mt-2 border-t pt-2">
              {member ? (
                <MemberLinks
                  account={member.account}
                  onNavigate={close}
                  className="justify-between px-2"
                />
              ) : (
                <AppLink
                  to="/login"
                  className="block rounded px-2 py-2 font-medium hover:bg-accent"
                  onClick={close}
                >
                  <Trans>Log in</Trans>
                </AppLink>
              )}
            </li>
            {hotline && (
              <li className="mt-2 border-t pt-2">
                <a
                  href={`tel:${hotline.replace(/[^\d+]/g, '')}`}
                  className="flex items-center gap-2 rounded px-2 py-2 font-medium text-primary hover:bg-accent"
                  data-testid="drawer-hotline"
                >
                  <Phone className="size-4" aria-hidden />
                  {t`Hotline`} {hotline}
                </a>
              </li>
            )}
          </ul>
        </nav>
      </div>
    </>
  )
}
