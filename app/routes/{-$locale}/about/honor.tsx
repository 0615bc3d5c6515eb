import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/about/honor')({
  head: pageHead(msg`Honors`),
  component: HonorPage,
})

function HonorPage() {
  return (
    <PageHeading
      title={<Trans>Honors</Trans>}
      intro={<Trans>Awards and certifications our products and people have earned.</Trans>}
    />
  )
}
