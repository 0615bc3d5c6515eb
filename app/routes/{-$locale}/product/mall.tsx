import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/product/mall')({
  head: pageHead(msg`Online Mall`),
  component: MallPage,
})

function MallPage() {
  return (
    <PageHeading
      title={<Trans>Online Mall</Trans>}
      intro={<Trans>Buy our brands from their official stores.</Trans>}
    />
  )
}
