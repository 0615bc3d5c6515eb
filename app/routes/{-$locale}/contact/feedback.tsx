import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { LazySurveyForm, preloadSurveyForm } from '~/features/forms/lazy-survey-form'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/contact/feedback')({
  head: pageHead(msg`Customer Feedback`),
  loader: preloadSurveyForm,
  component: FeedbackPage,
})

function FeedbackPage() {
  return (
    <div className="max-w-3xl">
      <PageHeading
        title={<Trans>Customer Feedback</Trans>}
        intro={<Trans>Send us a suggestion or a complaint.</Trans>}
      />
      <LazySurveyForm type="feedback" />
    </div>
  )
}
