import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { LazyProfileForm, preloadAccountForms } from '~/features/member/lazy-account-forms'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/member/user')({
  head: pageHead(msg`My Profile`),
  loader: preloadAccountForms,
  component: UserPage,
})

function UserPage() {
  const { member } = Route.useRouteContext()
  if (!member) return null
  return (
    <div className="max-w-xl">
      <PageHeading title={<Trans>My Profile</Trans>} />
      <p className="mb-6 text-sm">
        <Trans>Account</Trans>: <strong data-testid="profile-account">{member.account}</strong>
      </p>
      <LazyProfileForm member={member} />
    </div>
  )
}
