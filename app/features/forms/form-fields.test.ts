import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { getI18n } from '~/i18n/i18n'
import { makeFormSchemas } from '~/shared/forms/forms.schemas'
import { fieldsOf, visibleFields } from './form-fields'

const STAFF = [
  'faultPoint',
  'serviceTimeNode',
  'scheduledTime',
  'repairStaff',
  'repairStaffPhone',
  'receptionStaff',
]

describe('the public repair reservation', () => {
  it("shows a visitor only a visitor's fields; the staff's stay labelled for the console", () => {
    const all = fieldsOf.reservation(getI18n('zh'))
    const names = visibleFields(all).map((f) => f.name)
    expect(names).toEqual([
      'customerName',
      'phone',
      'customerUnit',
      'productModel',
      'registrationDate',
      'invoiceDate',
      'serviceType',
      'repairType',
      'faultSymptom',
    ])
    expect(all.filter((f) => f.staffOnly).map((f) => f.name)).toEqual(STAFF)
    expect(all.find((f) => f.name === 'repairStaff')?.label).toBe('维修人员')
  })

  it("drops the staff's fields from a visitor's post", () => {
    const parsed = v.parse(makeFormSchemas(getI18n('en')).reservation, {
      customerName: 'Li Lei',
      phone: '13800138000',
      productModel: 'RF-DD20B',
      serviceType: 'maintenance',
      repairType: 'warranty',
      faultSymptom: 'Stops under load',
      repairStaff: 'Mallory',
      receptionStaff: 'Mallory',
      faultPoint: 'none',
    })
    expect(Object.keys(parsed)).not.toContain('repairStaff')
    for (const name of STAFF) expect(parsed).not.toHaveProperty(name)
    expect(parsed).toMatchObject({ customerName: 'Li Lei', faultSymptom: 'Stops under load' })
  })
})
