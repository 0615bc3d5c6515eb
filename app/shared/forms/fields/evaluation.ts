import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { FormField } from '../form-field'

/** The rating scale of a service evaluation (spec §3). */
export function ratingOptions(i18n: I18n) {
  const _ = (d: MessageDescriptor) => i18n._(d)
  return [
    { value: 'satisfied', label: _(msg`Satisfied`) },
    { value: 'quite', label: _(msg`Quite satisfied`) },
    { value: 'general', label: _(msg`Generally`) },
    { value: 'dissatisfied', label: _(msg`Dissatisfied`) },
  ]
}

/** The fields of the service evaluation form (spec §3), labelled in the reader's language. */
export function evaluationFields(i18n: I18n): FormField[] {
  const _ = (d: MessageDescriptor) => i18n._(d)
  const options = ratingOptions(i18n)
  const aspects: Array<[string, string]> = [
    ['product', _(msg`Product satisfaction`)],
    ['handling', _(msg`Handling method`)],
    ['guidance', _(msg`Technical guidance`)],
    ['efficiency', _(msg`Service efficiency`)],
    ['process', _(msg`Process`)],
    ['method', _(msg`Method`)],
    ['attitude', _(msg`Attitude`)],
    ['packaging', _(msg`Packaging`)],
    ['price', _(msg`Price`)],
    ['quality', _(msg`Quality`)],
  ]
  return [
    { name: 'customerName', label: _(msg`Customer name`), kind: 'text', required: true },
    { name: 'phone', label: _(msg`Phone`), kind: 'tel', required: true },
    { name: 'model', label: _(msg`Model`), kind: 'text', required: true },
    { name: 'reservationNumber', label: _(msg`Reservation number`), kind: 'text' },
    { name: 'address', label: _(msg`Address`), kind: 'text', wide: true },
    { name: 'registrationDate', label: _(msg`Registration date`), kind: 'date' },
    { name: 'returnVisitDate', label: _(msg`Return visit date`), kind: 'date' },
    ...aspects.map(
      ([name, label]): FormField => ({
        name,
        label,
        kind: 'radio',
        required: true,
        options,
      }),
    ),
    { name: 'feedback', label: _(msg`Feedback`), kind: 'textarea' },
  ]
}
