import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/member/edit-evalute')({
  head: pageHead(msg`Edit Service Evaluation`),
  component: EditEvaluatePage,
})

function EditEvaluatePage() {
  return (
    <PageHeading
      title={<Trans>Edit Service Evaluation</Trans>}
      intro={<Trans>Change an evaluation you have given.</Trans>}
    />
  )
}
