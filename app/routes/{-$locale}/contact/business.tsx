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

export const Route = createFileRoute('/{-$locale}/contact/business')({
  head: pageHead(msg`Business Cooperation`),
  server: {
    handlers: {
      // The form posted by the browser itself (decision 0011).
      POST: async ({ request, params, next }) => {
        const locale = localeOfParam(params)
        if (!locale) return next()
        const back = localePath(locale, '/contact/business')
        return postSurvey(await readFields(request), locale, 'business', back, next)
      },
    },
  },
  loader: ({ context, serverContext }) => {
    preloadSurveyForm()
    return { posted: postedFor(serverContext, context.locale) }
  },
  component: BusinessPage,
})

function BusinessPage() {
  const { posted } = Route.useLoaderData()
  return (
    <div className="max-w-3xl">
      <PageHeading
        title={<Trans>Business Cooperation</Trans>}
        intro={<Trans>Tell us about your company and how we could work together.</Trans>}
      />
      <LazySurveyForm type="business" posted={posted} />
    </div>
  )
}
