import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/service/maintain')({
  head: pageHead(msg`Videos`),
  component: MaintainPage,
})

function MaintainPage() {
  return (
    <PageHeading
      title={<Trans>Videos</Trans>}
      intro={<Trans>Product, activity and after-sales videos.</Trans>}
    />
  )
}
