import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { FormField } from '../form-field'

/** The fields of the dealer-join form (spec §3), labelled in the reader's language. */
export function joinFields(i18n: I18n): FormField[] {
  const _ = (d: MessageDescriptor) => i18n._(d)
  return [
    { name: 'name', label: _(msg`Your name`), kind: 'text', required: true },
    { name: 'phone', label: _(msg`Phone`), kind: 'tel', required: true },
    {
      name: 'storeAddress',
      label: _(msg`Store address`),
      kind: 'text',
      required: true,
      wide: true,
    },
    {
      name: 'brand',
      label: _(msg`Brand sold`),
      kind: 'radio',
      required: true,
      options: [
        { value: 'own', label: _(msg`Ruifeng`) },
        { value: 'dck', label: 'DCK' },
        { value: 'dca', label: 'DCA' },
        { value: 'kinlux', label: _(msg`Kinlux`) },
      ],
    },
    {
      name: 'applicationType',
      label: _(msg`Application type`),
      kind: 'radio',
      required: true,
      options: [
        { value: 'corner', label: _(msg`Build an exclusive corner`) },
        { value: 'upgrade', label: _(msg`Upgrade the store image`) },
      ],
    },
  ]
}
