import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/service/network')({
  head: pageHead(msg`After-sales Network`),
  component: ServiceNetworkPage,
})

function ServiceNetworkPage() {
  return (
    <PageHeading
      title={<Trans>After-sales Network</Trans>}
      intro={<Trans>Find an authorised service outlet near you.</Trans>}
    />
  )
}
