/** The kinds of record `cmsSurveyRecord/addItem` stores (spec §3). */
export const FORM_TYPES = ['join', 'business', 'feedback', 'reservation', 'evaluation'] as const
export type FormType = (typeof FORM_TYPES)[number]
