import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { FormField } from '../form-field'

/** The fields of the customer feedback form (spec §3), labelled in the reader's language. */
export function feedbackFields(i18n: I18n): FormField[] {
  const _ = (d: MessageDescriptor) => i18n._(d)
  return [
    { name: 'theme', label: _(msg`Theme`), kind: 'text', required: true, wide: true },
    {
      name: 'kind',
      label: _(msg`Type`),
      kind: 'radio',
      required: true,
      options: [
        { value: 'suggestion', label: _(msg`Suggestion`) },
        { value: 'complaint', label: _(msg`Complaint`) },
      ],
    },
    { name: 'contact', label: _(msg`Contact person`), kind: 'text', required: true },
    { name: 'company', label: _(msg`Company`), kind: 'text' },
    { name: 'phone', label: _(msg`Phone`), kind: 'tel', required: true },
    { name: 'fax', label: _(msg`Fax`), kind: 'text' },
    { name: 'email', label: _(msg`Email`), kind: 'email' },
    { name: 'postcode', label: _(msg`Postcode`), kind: 'text' },
    { name: 'address', label: _(msg`Address`), kind: 'text', wide: true },
    { name: 'content', label: _(msg`Content`), kind: 'textarea', required: true },
  ]
}
