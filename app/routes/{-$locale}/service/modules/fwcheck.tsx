import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/service/modules/fwcheck')({
  head: pageHead(msg`Anti-counterfeit Check`),
  component: FwcheckPage,
})

function FwcheckPage() {
  return (
    <PageHeading
      title={<Trans>Anti-counterfeit Check</Trans>}
      intro={<Trans>Check that your product is genuine.</Trans>}
    />
  )
}
