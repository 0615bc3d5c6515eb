import { Trans } from '@lingui/react/macro'
import { LogOut, User } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { AppLink } from '~/components/site/app-link'
import { buttonVariants } from '~/components/ui/button'
import { useMember } from '~/features/member/use-member'
import { loadCatalogs } from '~/i18n/i18n'
import { localeOfPath } from '~/i18n/locale'
import { useLocale } from '~/i18n/use-locale'

// The dialog's messages live in the `forms` catalogue, loaded with it (decision 0004).
const AuthDialog = lazy(() =>
  Promise.all([
    import('~/features/member/auth-dialog'),
    loadCatalogs(localeOfPath(window.location.pathname), ['forms']),
  ]).then(([module]) => module),
)

/**
 * Header account widget: the login button (hidden on small screens) when logged out; the
 * account name (to /member/user) and sign-out when logged in.
 */
export function AccountArea() {
  const locale = useLocale()
  const member = useMember()
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  if (member) {
    return (
      <div className="hidden items-center gap-2 lg:flex" data-testid="account-area">
        <AppLink
          to="/member/user"
          className="inline-flex items-center gap-1 text-sm font-medium hover:text-primary"
          data-testid="account-name"
        >
          <User className="size-4" aria-hidden />
          {member.account}
        </AppLink>
        <button
          type="button"
          className={buttonVariants({ size: 'sm', variant: 'ghost' })}
          onClick={async () => {
            const { logout } = await import('~/features/member/member.functions')
            await logout({ data: { locale } }).catch(() => null)
            window.location.reload()
          }}
        >
          <LogOut aria-hidden />
          <Trans>Sign out</Trans>
        </button>
      </div>
    )
  }
  return (
    <>
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
