import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { LazyPasswordForm, preloadAccountForms } from '~/features/member/lazy-account-forms'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/member/update-password')({
  head: pageHead(msg`Change Password`),
  loader: preloadAccountForms,
  component: UpdatePasswordPage,
})

function UpdatePasswordPage() {
  return (
    <div className="max-w-xl">
      <PageHeading
        title={<Trans>Change Password</Trans>}
        intro={<Trans>Changing it logs you out everywhere else.</Trans>}
      />
      <LazyPasswordForm />
    </div>
  )
}
