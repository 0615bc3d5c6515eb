import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { AppLink } from '~/components/site/app-link'
import { LazySurveyForm } from '~/features/forms/lazy-survey-form'
import { editEvaluation } from '~/features/forms/member-records.functions'
import { memberSurveyLoader, myRecordsQuery } from '~/features/forms/member-records.queries'
import { useLocale } from '~/i18n/use-locale'
import { pageHead } from '~/lib/head'
import { optionalId, searchValidator } from '~/lib/search'

const validateSearch = searchValidator({ id: optionalId })

export const Route = createFileRoute('/{-$locale}/member/edit-evalute')({
  validateSearch,
  head: pageHead(msg`Edit Service Evaluation`),
  loader: memberSurveyLoader('evaluation'),
  component: EditEvaluatePage,
})

function EditEvaluatePage() {
  const locale = useLocale()
  const { id } = Route.useSearch()
  const { data, isPending } = useQuery(myRecordsQuery(locale, 'evaluation'))
  const record = data?.find((r) => r.id === id)
  return (
    <>
      <PageHeading
        title={<Trans>Edit Service Evaluation</Trans>}
        intro={<Trans>Change an evaluation you have given.</Trans>}
      />
      {isPending ? null : record && id ? (
        <LazySurveyForm
          type="evaluation"
          initial={record.fields}
          save={(fields) => editEvaluation({ data: { locale, id, fields } })}
        />
      ) : (
        <p className="text-muted-foreground">
          <Trans>Choose an evaluation to edit in</Trans>{' '}
          <AppLink to="/member/evaluate" className="text-primary underline">
            <Trans>Service Evaluations</Trans>
          </AppLink>
          .
        </p>
      )}
    </>
  )
}
