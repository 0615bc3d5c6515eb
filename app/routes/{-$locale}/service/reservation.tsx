import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import {
  LazyReservationLookup,
  LazySurveyForm,
  preloadSurveyForm,
} from '~/features/forms/lazy-survey-form'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/service/reservation')({
  head: pageHead(msg`Book a repair`),
  loader: preloadSurveyForm,
  component: ReservationPage,
})

function ReservationPage() {
  return (
    <div className="max-w-3xl">
      <PageHeading
        title={<Trans>Book a repair</Trans>}
        intro={<Trans>Reserve after-sales service online.</Trans>}
      />
      <LazySurveyForm type="reservation" />
      <LazyReservationLookup />
    </div>
  )
}
