import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { SurveyField } from './survey-form'

/** The visible fields of each form (spec §3), labelled in the reader's language. */
export function formFields(i18n: I18n) {
  const _ = (d: MessageDescriptor) => i18n._(d)
  const join: SurveyField[] = [
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
  const business: SurveyField[] = [
    { name: 'company', label: _(msg`Company name`), kind: 'text', required: true },
    { name: 'department', label: _(msg`Department`), kind: 'text' },
    { name: 'contact', label: _(msg`Contact person`), kind: 'text', required: true },
    { name: 'phone', label: _(msg`Phone`), kind: 'tel', required: true },
    { name: 'message', label: _(msg`Message`), kind: 'textarea', required: true },
  ]
  const feedback: SurveyField[] = [
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
  const reservation: SurveyField[] = [
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
    { name: 'faultPoint', label: _(msg`Fault point`), kind: 'text' },
    { name: 'serviceTimeNode', label: _(msg`Service time node`), kind: 'text' },
    { name: 'scheduledTime', label: _(msg`Scheduled repair time`), kind: 'date' },
    { name: 'repairStaff', label: _(msg`Repair staff`), kind: 'text' },
    { name: 'repairStaffPhone', label: _(msg`Repair staff phone`), kind: 'tel' },
    { name: 'receptionStaff', label: _(msg`Reception staff`), kind: 'text' },
  ]
  const ratingOptions = [
    { value: 'satisfied', label: _(msg`Satisfied`) },
    { value: 'quite', label: _(msg`Quite satisfied`) },
    { value: 'general', label: _(msg`Generally`) },
    { value: 'dissatisfied', label: _(msg`Dissatisfied`) },
  ]
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
  const evaluation: SurveyField[] = [
    { name: 'customerName', label: _(msg`Customer name`), kind: 'text', required: true },
    { name: 'phone', label: _(msg`Phone`), kind: 'tel', required: true },
    { name: 'model', label: _(msg`Model`), kind: 'text', required: true },
    { name: 'reservationNumber', label: _(msg`Reservation number`), kind: 'text' },
    { name: 'address', label: _(msg`Address`), kind: 'text', wide: true },
    { name: 'registrationDate', label: _(msg`Registration date`), kind: 'date' },
    { name: 'returnVisitDate', label: _(msg`Return visit date`), kind: 'date' },
    ...aspects.map(
      ([name, label]): SurveyField => ({
        name,
        label,
        kind: 'radio',
        required: true,
        options: ratingOptions,
      }),
    ),
    { name: 'feedback', label: _(msg`Feedback`), kind: 'textarea' },
  ]
  return { join, business, feedback, reservation, evaluation, ratingOptions }
}
