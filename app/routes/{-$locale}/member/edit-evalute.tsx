import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { AppLink } from '~/components/site/app-link'
import { localeOfParam, readFields } from '~/features/forms/form-post.server'
import { postEvaluationEdit } from '~/features/forms/forms-posts.server'
import { LazySurveyForm } from '~/features/forms/lazy-survey-form'
import { memberRecords } from '~/features/forms/member-records'
import { editEvaluation } from '~/features/forms/member-records.functions'
import { postedFor } from '~/features/forms/posted.isomorphic'
import { memberPost } from '~/features/member/member-post.server'
import { localePath } from '~/i18n/locale'
import { useLocale } from '~/i18n/use-locale'
import { pageHead } from '~/lib/head'
import { optionalId, searchValidator } from '~/lib/search'

const validateSearch = searchValidator({ id: optionalId })

export const Route = createFileRoute('/{-$locale}/member/edit-evalute')({
  validateSearch,
  head: pageHead(msg`Edit Service Evaluation`),
  server: {
    handlers: {
      // The form posted by the browser itself (decision 0011): `?id=` names the evaluation.
      POST: async ({ request, params, next }) => {
        const locale = localeOfParam(params)
        const { id } = validateSearch(Object.fromEntries(new URL(request.url).searchParams))
        if (!locale || !id) return next()
        const back = localePath(locale, `/member/edit-evalute?id=${id}`)
        return memberPost(locale, next, 'evaluation', async (token) =>
          postEvaluationEdit(await readFields(request), locale, token, id, back, next),
        )
      },
    },
  },
  loader: async ({ context, serverContext }) => ({
    records: await memberRecords(context, 'evaluation'),
    posted: postedFor(serverContext, context.locale),
  }),
  component: EditEvaluatePage,
})

function EditEvaluatePage() {
  const { records, posted } = Route.useLoaderData()
  const locale = useLocale()
  const { id } = Route.useSearch()
  const record = records?.find((r) => r.id === id)
  return (
    <>
      <PageHeading
        title={<Trans>Edit Service Evaluation</Trans>}
        intro={<Trans>Change an evaluation you have given.</Trans>}
      />
      {record && id ? (
        <LazySurveyForm
          type="evaluation"
          initial={record.fields}
          posted={posted}
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
