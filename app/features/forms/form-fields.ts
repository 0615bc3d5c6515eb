import type { I18n } from '@lingui/core'
import { businessFields } from './fields/business'
import { evaluationFields, ratingOptions } from './fields/evaluation'
import { feedbackFields } from './fields/feedback'
import { joinFields } from './fields/join'
import { reservationFields } from './fields/reservation'

/**
 * The visible fields of every form (spec §3), labelled in the reader's language: for the staff
 * console, which shows any of them. A visitor's page imports only its own form's module
 * (`./fields/*`), so it downloads only that form's definitions.
 */
export function formFields(i18n: I18n) {
  return {
    join: joinFields(i18n),
    business: businessFields(i18n),
    feedback: feedbackFields(i18n),
    reservation: reservationFields(i18n),
    evaluation: evaluationFields(i18n),
    ratingOptions: ratingOptions(i18n),
  }
}
