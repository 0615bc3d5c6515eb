import { Trans, useLingui } from '@lingui/react/macro'
import { useHydrated } from '@tanstack/react-router'
import { LogOut, User } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { AppLink } from '~/components/site/app-link'
import { buttonVariants } from '~/components/ui/button'
import { signOut, useMember } from '~/features/member/use-member'
import { loadCatalogs } from '~/i18n/i18n'
import { localeOfPath, localePath } from '~/i18n/locale'
import { useLocale } from '~/i18n/use-locale'
import { toast } from '~/lib/toast'
import { cn } from '~/lib/utils'

// The dialog's messages live in the `auth` catalogue, loaded with it (decision 0004).
const AuthDialog = lazy(() =>
  Promise.all([
    import('~/features/member/auth-dialog'),
    loadCatalogs(localeOfPath(window.location.pathname), ['auth'], { quietly: true }),
  ]).then(([module]) => module),
)

/** The account name (to /member/user) and the sign-out button of a logged-in member. */
export function MemberLinks({
  account,
  onNavigate,
  className,
}: {
  account: string
  onNavigate?: () => void
  className?: string
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const [busy, setBusy] = useState(false)
  return (
    <div className={cn('flex items-center gap-2', className)} data-testid="account-area">
      <AppLink
        to="/member/user"
        className="inline-flex min-w-0 items-center gap-1 text-sm font-medium hover:text-primary"
        data-testid="account-name"
        onClick={onNavigate}
      >
        <User className="size-4 shrink-0" aria-hidden />
        <span className="truncate">{account}</span>
      </AppLink>
      {/* A form: without the page's code the browser posts it and the server signs out. */}
      <form
        method="post"
        action={localePath(locale, '/logout')}
        onSubmit={async (event) => {
          event.preventDefault()
          setBusy(true)
          if (!(await signOut(locale))) {
            setBusy(false)
            toast.error(t`Could not sign out, please try again`)
          }
        }}
      >
        <button
          type="submit"
          className={buttonVariants({ size: 'sm', variant: 'ghost' })}
          disabled={busy}
        >
          <LogOut aria-hidden />
          <Trans>Sign out</Trans>
        </button>
      </form>
    </div>
  )
}

/**
 * Header account widget: the login button (hidden on small screens, where the drawer offers
 * it) when logged out; the account name (to /member/user) and sign-out when logged in, on
 * every screen size — a row of its own under the header's first on small screens.
 */
export function AccountArea() {
  const member = useMember()
  const hydrated = useHydrated()
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  if (member) {
    return (
      <MemberLinks
        account={member.account}
        className="order-last w-full justify-end border-t border-current/15 py-1 lg:order-none lg:w-auto lg:border-0 lg:py-0"
      />
    )
  }
  return (
    <>
      {!hydrated && (
        // A phone's member row, as tall as `MemberLinks`: the script the server puts in the
        // page's head shows it for a remembered member (~/server/http/page-scripts).
        <div
          aria-hidden
          data-member-hold
          className="order-last hidden w-full border-t border-current/15 py-1"
        >
          <div className="h-8" />
        </div>
      )}
      <AppLink
        to="/login"
        data-testid="login-button"
        className={buttonVariants({ size: 'sm', display: 'desktop' })}
        onClick={(event) => {
          // With JavaScript the login opens as a dialog over the page (spec §2).
          event.preventDefault()
          setUsed(true)
          setOpen(true)
        }}
      >
        <Trans>Log in</Trans>
      </AppLink>
      {used && (
        <Suspense fallback={null}>
          <AuthDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  )
}
