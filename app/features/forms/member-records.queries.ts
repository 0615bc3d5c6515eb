import { type QueryClient, queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locale'
import { preloadSurveyForm } from './lazy-survey-form'
import { getMyRecords } from './member-records.functions'

type RecordType = 'evaluation' | 'feedback'

/**
 * A member's own evaluations or feedback. Their pages load it before rendering, so the server's
 * HTML already lists them: an answer arriving after hydration would re-render the page and make
 * React draw afresh the form that waits for the visitor's first interaction.
 */
export const myRecordsQuery = (locale: Locale, type: RecordType) =>
  queryOptions({
    queryKey: ['my-records', locale, type],
    queryFn: () => getMyRecords({ data: { locale, type } }),
  })

/**
 * The loader of a member page with a survey form and the member's records of `type`: the form's
 * code starts loading, and a logged-in member's records are fetched (a failure only leaves the
 * list to load in the browser).
 */
export const memberSurveyLoader =
  (type: RecordType) =>
  ({ context }: { context: { member: unknown; locale: Locale; queryClient: QueryClient } }) => {
    preloadSurveyForm()
    return context.member
      ? context.queryClient.ensureQueryData(myRecordsQuery(context.locale, type)).catch(() => null)
      : null
  }
