import { Trans } from '@lingui/react/macro'
import { AccountSecurity, OwnPassword } from '../components/account-security'
import { PageHeader } from '../components/ui'
import { useConsole } from '../console-context'

export function AccountScreen() {
  const { me } = useConsole()
  return (
    <>
      <PageHeader title={<Trans>My account</Trans>} intro={me.email} />
      {me.id === null ? (
        <p className="text-sm text-muted-foreground">
          <Trans>This is an API key: it has no account of its own.</Trans>
        </p>
      ) : (
        <div className="grid max-w-3xl gap-6">
          <AccountSecurity />
          <OwnPassword />
        </div>
      )}
    </>
  )
}
