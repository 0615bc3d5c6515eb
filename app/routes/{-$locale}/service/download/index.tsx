import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/service/download/')({
  head: pageHead(msg`Downloads`),
  component: DownloadPage,
})

function DownloadPage() {
  return (
    <PageHeading
      title={<Trans>Downloads</Trans>}
      intro={<Trans>Catalogues, software and documents for our products.</Trans>}
    />
  )
}
