import { Trans, useLingui } from '@lingui/react/macro'
import { AppLink } from '~/components/site/app-link'
import { Sheet, SheetContent, SheetTitle } from '~/components/ui/sheet'
import { useMember } from '~/features/member/use-member'
import type { NavItem } from '~/features/site/menu'
import { MemberLinks } from './account-area'

/** The drawer menu of small screens (loaded on demand by the header). */
export default function MobileNavDrawer({
  items,
  open,
  onOpenChange,
}: {
  items: NavItem[]
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useLingui()
  const member = useMember()
  const close = () => onOpenChange(false)
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent closeLabel={t`Close menu`} data-testid="mobile-menu">
        <SheetTitle className="text-lg font-semibold">
          <Trans>Menu</Trans>
        </SheetTitle>
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
          </ul>
        </nav>
      </SheetContent>
    </Sheet>
  )
}
