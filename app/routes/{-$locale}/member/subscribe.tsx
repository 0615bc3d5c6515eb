import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/member/subscribe')({
  head: pageHead(msg`Subscriptions`),
  component: SubscribePage,
})

function SubscribePage() {
  return (
    <PageHeading
      title={<Trans>Subscriptions</Trans>}
      intro={<Trans>Choose the news you want to receive.</Trans>}
    />
  )
}
