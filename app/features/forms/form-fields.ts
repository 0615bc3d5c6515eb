import type { I18n } from '@lingui/core'
import { businessFields } from '~/shared/forms/fields/business'
import { evaluationFields, ratingOptions } from '~/shared/forms/fields/evaluation'
import { feedbackFields } from '~/shared/forms/fields/feedback'
import { joinFields } from '~/shared/forms/fields/join'
import { reservationFields } from '~/shared/forms/fields/reservation'
import type { FormType } from '~/shared/forms/form-types'
import type { SurveyField } from './survey-form'

/**
 * The visible fields of one form, labelled in the reader's language: the survey form takes
 * them from its type, so a page passes no labels of its own and the form's messages come with
 * its code (decision 0004).
 */
export const fieldsOf: Record<FormType, (i18n: I18n) => SurveyField[]> = {
  join: joinFields,
  business: businessFields,
  feedback: feedbackFields,
  reservation: reservationFields,
  evaluation: evaluationFields,
}

/** The visible fields of every form (spec §3), labelled in the reader's language. */
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

/** The fields a visitor fills in: the staff's own (repair staff, fault point…) are left out. */
export function visibleFields(fields: SurveyField[]): SurveyField[] {
  return fields.filter((f) => !f.staffOnly)
}
