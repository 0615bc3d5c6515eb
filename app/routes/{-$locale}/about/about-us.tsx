import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/about/about-us')({
  head: pageHead(msg`Company Profile`),
  component: AboutUsPage,
})

function AboutUsPage() {
  return (
    <PageHeading
      title={<Trans>Company Profile</Trans>}
      intro={<Trans>Who we are, what we make and where we are going.</Trans>}
    />
  )
}
