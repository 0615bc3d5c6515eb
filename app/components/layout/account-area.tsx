import { Trans } from '@lingui/react/macro'
import { AppLink } from '~/components/site/app-link'
import { buttonVariants } from '~/components/ui/button'

/** Header account widget: the login button when logged out (hidden on small screens). */
export function AccountArea() {
  return (
    <AppLink
      to="/login"
      data-testid="login-button"
      className={buttonVariants({ size: 'sm', className: 'hidden lg:inline-flex' })}
    >
      <Trans>Log in</Trans>
    </AppLink>
  )
}
