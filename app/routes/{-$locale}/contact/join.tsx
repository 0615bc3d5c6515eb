import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/contact/join')({
  head: pageHead(msg`Become a Distributor`),
  component: JoinPage,
})

function JoinPage() {
  return (
    <PageHeading
      title={<Trans>Become a Distributor</Trans>}
      intro={<Trans>Apply to sell our brands in your store.</Trans>}
    />
  )
}
