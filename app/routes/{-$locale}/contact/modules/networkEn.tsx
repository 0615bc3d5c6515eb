import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/contact/modules/networkEn')({
  head: pageHead(msg`International Stores`),
  component: NetworkEnPage,
})

function NetworkEnPage() {
  return (
    <PageHeading
      title={<Trans>International Stores</Trans>}
      intro={<Trans>Authorised partners outside mainland China.</Trans>}
    />
  )
}
