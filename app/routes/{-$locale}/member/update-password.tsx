import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/member/update-password')({
  head: pageHead(msg`Change Password`),
  component: UpdatePasswordPage,
})

function UpdatePasswordPage() {
  return (
    <PageHeading
      title={<Trans>Change Password</Trans>}
      intro={<Trans>Set a new password for your account.</Trans>}
    />
  )
}
