import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { formFields } from '~/features/forms/form-fields'
import { SurveyForm } from '~/features/forms/survey-form'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/contact/feedback')({
  head: pageHead(msg`Customer Feedback`),
  component: FeedbackPage,
})

function FeedbackPage() {
  const { i18n } = useLingui()
  return (
    <div className="max-w-3xl">
      <PageHeading
        title={<Trans>Customer Feedback</Trans>}
        intro={<Trans>Send us a suggestion or a complaint.</Trans>}
      />
      <SurveyForm type="feedback" fields={formFields(i18n).feedback} />
    </div>
  )
}
