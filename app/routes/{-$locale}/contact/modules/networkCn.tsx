import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/contact/modules/networkCn')({
  head: pageHead(msg`Stores in China`),
  component: NetworkCnPage,
})

function NetworkCnPage() {
  return (
    <PageHeading
      title={<Trans>Stores in China</Trans>}
      intro={<Trans>Authorised stores across mainland China.</Trans>}
    />
  )
}
