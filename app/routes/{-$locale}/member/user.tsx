import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/member/user')({
  head: pageHead(msg`My Profile`),
  component: UserPage,
})

function UserPage() {
  return (
    <PageHeading title={<Trans>My Profile</Trans>} intro={<Trans>Your account details.</Trans>} />
  )
}
