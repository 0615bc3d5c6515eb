import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { localeOfParam, readFields } from '~/features/forms/form-post.server'
import { postSurvey } from '~/features/forms/forms-posts.server'
import { LazySurveyForm, preloadSurveyForm } from '~/features/forms/lazy-survey-form'
import { postedFor } from '~/features/forms/posted.isomorphic'
import { localePath } from '~/i18n/locale'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/contact/feedback')({
  head: pageHead(msg`Customer Feedback`),
  server: {
    handlers: {
      // The form posted by the browser itself (decision 0011).
      POST: async ({ request, params, next }) => {
        const locale = localeOfParam(params)
        if (!locale) return next()
        const back = localePath(locale, '/contact/feedback')
        return postSurvey(await readFields(request), locale, 'feedback', back, next)
      },
    },
  },
  loader: ({ context, serverContext }) => {
    preloadSurveyForm()
    return { posted: postedFor(serverContext, context.locale) }
  },
  component: FeedbackPage,
})

function FeedbackPage() {
  const { posted } = Route.useLoaderData()
  return (
    <div className="max-w-3xl">
      <PageHeading
        title={<Trans>Customer Feedback</Trans>}
        intro={<Trans>Send us a suggestion or a complaint.</Trans>}
      />
      <LazySurveyForm type="feedback" posted={posted} />
    </div>
  )
}
