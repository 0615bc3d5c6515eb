import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { FormField } from '../form-field'

/**
 * The fields of the after-sales reservation (spec §3), labelled in the reader's language. The
 * visitor fills in the first ones; the repair staff, the fault point, the service time node,
 * the scheduled time and the reception staff are the service team's (`staffOnly`).
 */
export function reservationFields(i18n: I18n): FormField[] {
  const _ = (d: MessageDescriptor) => i18n._(d)
  return [
    { name: 'customerName', label: _(msg`Customer name`), kind: 'text', required: true },
    { name: 'phone', label: _(msg`Phone`), kind: 'tel', required: true },
    { name: 'customerUnit', label: _(msg`Customer unit`), kind: 'text' },
    { name: 'productModel', label: _(msg`Product model`), kind: 'text', required: true },
    { name: 'registrationDate', label: _(msg`Registration date`), kind: 'date' },
    { name: 'invoiceDate', label: _(msg`Invoice date`), kind: 'date' },
    {
      name: 'serviceType',
      label: _(msg`Service type`),
      kind: 'radio',
      required: true,
      options: [
        { value: 'maintenance', label: _(msg`Maintenance service`) },
        { value: 'guide', label: _(msg`User guide`) },
        { value: 'other', label: _(msg`Other`) },
      ],
    },
    {
      name: 'repairType',
      label: _(msg`Repair service type`),
      kind: 'radio',
      required: true,
      options: [
        { value: 'warranty', label: _(msg`Warranty repair`) },
        { value: 'paid', label: _(msg`Paid repair`) },
      ],
    },
    { name: 'faultSymptom', label: _(msg`Fault symptom`), kind: 'textarea', required: true },
    { name: 'faultPoint', label: _(msg`Fault point`), kind: 'text', staffOnly: true },
    { name: 'serviceTimeNode', label: _(msg`Service time node`), kind: 'text', staffOnly: true },
    { name: 'scheduledTime', label: _(msg`Scheduled repair time`), kind: 'date', staffOnly: true },
    { name: 'repairStaff', label: _(msg`Repair staff`), kind: 'text', staffOnly: true },
    { name: 'repairStaffPhone', label: _(msg`Repair staff phone`), kind: 'tel', staffOnly: true },
    { name: 'receptionStaff', label: _(msg`Reception staff`), kind: 'text', staffOnly: true },
  ]
}
