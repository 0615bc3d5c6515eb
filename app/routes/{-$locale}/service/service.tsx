import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/service/service')({
  head: pageHead(msg`Service Overview`),
  component: ServicePage,
})

function ServicePage() {
  return (
    <PageHeading
      title={<Trans>Service Overview</Trans>}
      intro={<Trans>Warranty, repairs and support for your tools.</Trans>}
    />
  )
}
