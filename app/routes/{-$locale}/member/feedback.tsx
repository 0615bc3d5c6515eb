import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { formatDate } from '~/features/content/format'
import { feedbackFields } from '~/features/forms/fields/feedback'
import { LazySurveyForm, preloadSurveyForm } from '~/features/forms/lazy-survey-form'
import { getMyRecords } from '~/features/forms/member-records.functions'
import { useLocale } from '~/i18n/use-locale'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/member/feedback')({
  head: pageHead(msg`Feedback`),
  loader: preloadSurveyForm,
  component: MemberFeedbackPage,
})

function MemberFeedbackPage() {
  const { i18n } = useLingui()
  const locale = useLocale()
  const client = useQueryClient()
  const { member } = Route.useRouteContext()
  const key = ['my-records', locale, 'feedback']
  const { data } = useQuery({
    queryKey: key,
    queryFn: () => getMyRecords({ data: { locale, type: 'feedback' } }),
  })
  return (
    <>
      <PageHeading
        title={<Trans>Feedback</Trans>}
        intro={<Trans>Send us a suggestion or a complaint.</Trans>}
      />
      <LazySurveyForm
        type="feedback"
        fields={feedbackFields(i18n)}
        // Prefilled from the profile.
        initial={{
          phone: member?.account ?? '',
          email: member?.email ?? '',
          address: member?.address ?? '',
          contact: member?.nickname ?? '',
        }}
        onStored={() => void client.invalidateQueries({ queryKey: key })}
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
