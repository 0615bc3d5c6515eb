import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/contact/network')({
  head: pageHead(msg`Store Network`),
  component: ContactNetworkPage,
})

function ContactNetworkPage() {
  return (
    <PageHeading
      title={<Trans>Store Network</Trans>}
      intro={<Trans>Find an authorised store near you.</Trans>}
    />
  )
}
