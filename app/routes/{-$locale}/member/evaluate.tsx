import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute, useRouter } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { AppLink } from '~/components/site/app-link'
import { formatDate } from '~/features/content/format'
import { localeOfParam, readFields } from '~/features/forms/form-post.server'
import { postMemberSurvey } from '~/features/forms/forms-posts.server'
import { LazySurveyForm } from '~/features/forms/lazy-survey-form'
import { memberRecords } from '~/features/forms/member-records'
import { postedFor } from '~/features/forms/posted.isomorphic'
import { memberPost } from '~/features/member/member-post.server'
import { localePath } from '~/i18n/locale'
import { useLocale } from '~/i18n/use-locale'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/member/evaluate')({
  head: pageHead(msg`Service Evaluations`),
  server: {
    handlers: {
      // The form posted by the browser itself (decision 0011).
      POST: async ({ request, params, next }) => {
        const locale = localeOfParam(params)
        if (!locale) return next()
        const back = localePath(locale, '/member/evaluate')
        return memberPost(locale, next, 'evaluation', async () =>
          postMemberSurvey(await readFields(request), locale, 'evaluation', back, next),
        )
      },
    },
  },
  loader: async ({ context, serverContext }) => ({
    records: await memberRecords(context, 'evaluation'),
    posted: postedFor(serverContext, context.locale),
  }),
  component: EvaluatePage,
})

function EvaluatePage() {
  const { records: data, posted } = Route.useLoaderData()
  const locale = useLocale()
  const router = useRouter()
  return (
    <>
      <PageHeading
        title={<Trans>Service Evaluations</Trans>}
        intro={<Trans>Rate the after-sales service you received.</Trans>}
      />
      <section className="mb-10" aria-labelledby="my-evaluations">
        <h2 id="my-evaluations" className="mb-3 text-xl font-semibold">
          <Trans>My evaluations</Trans>
        </h2>
        {data && data.length === 0 && (
          <p className="text-muted-foreground">
            <Trans>You have not evaluated a service yet.</Trans>
          </p>
        )}
        <ul className="divide-y rounded-lg border" data-testid="my-evaluations">
          {data?.map((r) => (
            <li key={r.id} className="flex items-center justify-between p-3 text-sm">
              <span>
                {r.fields.model} · {formatDate(locale, r.createdAt)}
              </span>
              <AppLink
                to={`/member/edit-evalute?id=${r.id}`}
                className="text-primary hover:underline"
              >
                <Trans>Edit</Trans>
              </AppLink>
            </li>
          ))}
        </ul>
      </section>
      <h2 className="mb-3 text-xl font-semibold">
        <Trans>New evaluation</Trans>
      </h2>
      <LazySurveyForm
        type="evaluation"
        posted={posted}
        // This page alone lists them: its loader reads the list again, now with the new one.
        onStored={() => void router.invalidate({ filter: (match) => match.routeId === Route.id })}
      />
    </>
  )
}
