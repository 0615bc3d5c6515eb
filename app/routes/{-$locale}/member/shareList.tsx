import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/member/shareList')({
  head: pageHead(msg`My Shares`),
  component: ShareListPage,
})

function ShareListPage() {
  return (
    <PageHeading
      title={<Trans>My Shares</Trans>}
      intro={<Trans>The pages you have shared.</Trans>}
    />
  )
}
