import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/about/culture')({
  head: pageHead(msg`Corporate Culture`),
  component: CulturePage,
})

function CulturePage() {
  return (
    <PageHeading
      title={<Trans>Corporate Culture</Trans>}
      intro={<Trans>The values that guide how we design, build and serve.</Trans>}
    />
  )
}
