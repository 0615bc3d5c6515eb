import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { localeOfParam, readFields } from '~/features/forms/form-post.server'
import { postLookup, postSurvey } from '~/features/forms/forms-posts.server'
import {
  LazyReservationLookup,
  LazySurveyForm,
  preloadSurveyForm,
} from '~/features/forms/lazy-survey-form'
import { postedFor, postedOf } from '~/features/forms/posted.isomorphic'
import { localePath } from '~/i18n/locale'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/service/reservation')({
  head: pageHead(msg`Book a repair`),
  server: {
    handlers: {
      // Either form posted by the browser itself (decision 0011): the look-up says so.
      POST: async ({ request, params, next }) => {
        const locale = localeOfParam(params)
        if (!locale) return next()
        const fields = await readFields(request)
        if (fields.intent === 'lookup') return postLookup(fields, locale, next)
        const back = localePath(locale, '/service/reservation')
        return postSurvey(fields, locale, 'reservation', back, next)
      },
    },
  },
  loader: ({ context, serverContext }) => {
    preloadSurveyForm()
    return { posted: postedFor(serverContext, context.locale) }
  },
  component: ReservationPage,
})

function ReservationPage() {
  const { posted } = Route.useLoaderData()
  return (
    <div className="max-w-3xl">
      <PageHeading
        title={<Trans>Book a repair</Trans>}
        intro={<Trans>Reserve after-sales service online.</Trans>}
      />
      <LazySurveyForm type="reservation" posted={postedOf(posted, 'reservation')} />
      <LazyReservationLookup posted={postedOf(posted, 'lookup')} />
    </div>
  )
}
