import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { LazySurveyForm, preloadSurveyForm } from '~/features/forms/lazy-survey-form'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/contact/join')({
  head: pageHead(msg`Become a Distributor`),
  loader: preloadSurveyForm,
  component: JoinPage,
})

function JoinPage() {
  return (
    <div className="max-w-3xl">
      <PageHeading
        title={<Trans>Become a Distributor</Trans>}
        intro={<Trans>Apply to sell our brands in your store.</Trans>}
      />
      <LazySurveyForm type="join" />
    </div>
  )
}
