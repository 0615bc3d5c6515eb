import type { Locale } from '~/i18n/locale'
import { preloadSurveyForm } from './lazy-survey-form'
import { getMyRecords } from './member-records.functions'

/**
 * For the loader of a member page with a survey form and the member's own evaluations or
 * feedback: the form's code starts loading, and a logged-in member's records come with the page,
 * so the server's HTML already lists them (an answer arriving after hydration would re-render
 * the page and make React draw afresh the form that waits for the visitor's first interaction).
 * A failure only leaves the list out (null).
 */
export function memberRecords(
  context: { member: unknown; locale: Locale },
  type: 'evaluation' | 'feedback',
) {
  preloadSurveyForm()
  return context.member
    ? getMyRecords({ data: { locale: context.locale, type } }).catch(() => null)
    : Promise.resolve(null)
}
