import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute, useRouter } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
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

export const Route = createFileRoute('/{-$locale}/member/feedback')({
  head: pageHead(msg`Feedback`),
  server: {
    handlers: {
      // The form posted by the browser itself (decision 0011).
      POST: async ({ request, params, next }) => {
        const locale = localeOfParam(params)
        if (!locale) return next()
        const back = localePath(locale, '/member/feedback')
        return memberPost(locale, next, 'feedback', async () =>
          postMemberSurvey(await readFields(request), locale, 'feedback', back, next),
        )
      },
    },
  },
  loader: async ({ context, serverContext }) => ({
    records: await memberRecords(context, 'feedback'),
    posted: postedFor(serverContext, context.locale),
  }),
  component: MemberFeedbackPage,
})

function MemberFeedbackPage() {
  const { records: data, posted } = Route.useLoaderData()
  const locale = useLocale()
  const router = useRouter()
  const { member } = Route.useRouteContext()
  return (
    <>
      <PageHeading
        title={<Trans>Feedback</Trans>}
        intro={<Trans>Send us a suggestion or a complaint.</Trans>}
      />
      <LazySurveyForm
        type="feedback"
        posted={posted}
        // Prefilled from the profile.
        initial={{
          phone: member?.account ?? '',
          email: member?.email ?? '',
          address: member?.address ?? '',
          contact: member?.nickname ?? '',
        }}
        // This page alone lists them: its loader reads the list again, now with the new one.
        onStored={() => void router.invalidate({ filter: (match) => match.routeId === Route.id })}
      />
      <section className="mt-10" aria-labelledby="my-feedback">
        <h2 id="my-feedback" className="mb-3 text-xl font-semibold">
          <Trans>My feedback</Trans>
        </h2>
        <ul className="divide-y rounded-lg border" data-testid="my-feedback">
          {data?.map((r) => (
            <li key={r.id} className="p-3 text-sm">
              <strong>{r.fields.theme}</strong> · {formatDate(locale, r.createdAt)}
              <p className="text-muted-foreground">{r.fields.content}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
