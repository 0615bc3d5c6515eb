import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/member/evaluate')({
  head: pageHead(msg`Service Evaluations`),
  component: EvaluatePage,
})

function EvaluatePage() {
  return (
    <PageHeading
      title={<Trans>Service Evaluations</Trans>}
      intro={<Trans>Rate the after-sales service you received.</Trans>}
    />
  )
}
