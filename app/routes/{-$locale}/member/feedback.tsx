import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/member/feedback')({
  head: pageHead(msg`Feedback`),
  component: MemberFeedbackPage,
})

function MemberFeedbackPage() {
  return (
    <PageHeading
      title={<Trans>Feedback</Trans>}
      intro={<Trans>Send us a suggestion or a complaint.</Trans>}
    />
  )
}
