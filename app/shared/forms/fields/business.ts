import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { FormField } from '../form-field'

/** The fields of the business cooperation form (spec §3), labelled in the reader's language. */
export function businessFields(i18n: I18n): FormField[] {
  const _ = (d: MessageDescriptor) => i18n._(d)
  return [
    { name: 'company', label: _(msg`Company name`), kind: 'text', required: true },
    { name: 'department', label: _(msg`Department`), kind: 'text' },
    { name: 'contact', label: _(msg`Contact person`), kind: 'text', required: true },
    { name: 'phone', label: _(msg`Phone`), kind: 'tel', required: true },
    { name: 'message', label: _(msg`Message`), kind: 'textarea', required: true },
  ]
}
