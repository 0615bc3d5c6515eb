import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { LazySurveyForm, preloadSurveyForm } from '~/features/forms/lazy-survey-form'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/contact/business')({
  head: pageHead(msg`Business Cooperation`),
  loader: preloadSurveyForm,
  component: BusinessPage,
})

function BusinessPage() {
  return (
    <div className="max-w-3xl">
      <PageHeading
        title={<Trans>Business Cooperation</Trans>}
        intro={<Trans>Tell us about your company and how we could work together.</Trans>}
      />
      <LazySurveyForm type="business" />
    </div>
  )
}
