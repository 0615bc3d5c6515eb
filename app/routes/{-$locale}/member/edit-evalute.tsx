import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { AppLink } from '~/components/site/app-link'
import { evaluationFields } from '~/features/forms/fields/evaluation'
import { LazySurveyForm, preloadSurveyForm } from '~/features/forms/lazy-survey-form'
import { editEvaluation, getMyRecords } from '~/features/forms/member-records.functions'
import { useLocale } from '~/i18n/use-locale'
import { pageHead } from '~/lib/head'
import { optionalId, searchValidator } from '~/lib/search'

const validateSearch = searchValidator({ id: optionalId })

export const Route = createFileRoute('/{-$locale}/member/edit-evalute')({
  validateSearch,
  head: pageHead(msg`Edit Service Evaluation`),
  loader: preloadSurveyForm,
  component: EditEvaluatePage,
})

function EditEvaluatePage() {
  const { i18n } = useLingui()
  const locale = useLocale()
  const { id } = Route.useSearch()
  const { data, isPending } = useQuery({
    queryKey: ['my-records', locale, 'evaluation'],
    queryFn: () => getMyRecords({ data: { locale, type: 'evaluation' } }),
  })
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
          fields={evaluationFields(i18n)}
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
