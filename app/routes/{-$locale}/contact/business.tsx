import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/contact/business')({
  head: pageHead(msg`Business Cooperation`),
  component: BusinessPage,
})

function BusinessPage() {
  return (
    <PageHeading
      title={<Trans>Business Cooperation</Trans>}
      intro={<Trans>Tell us about your company and how we could work together.</Trans>}
    />
  )
}
