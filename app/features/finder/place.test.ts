import { describe, expect, it } from 'vitest'
import { hasPosition, phoneOf } from './place'

describe('phoneOf', () => {
  it('finds the number in a contact text, for a tel: link', () => {
    expect(phoneOf('Mr Li, 0521-81087109')).toBe('052181087109')
    expect(phoneOf('王先生 0571-8 123 4567')).toBe('057181234567')
    expect(phoneOf('+86 21 6123 4567')).toBe('+862161234567')
  })

  it('finds none where there is none', () => {
    expect(phoneOf('Mr Li')).toBeNull()
    expect(phoneOf('Room 12')).toBeNull()
  })
})

describe('hasPosition', () => {
  it('refuses positions content fills in when it has none', () => {
    expect(hasPosition({ lat: 31.2, lng: 121.5 })).toBe(true)
    expect(hasPosition({ lat: 0, lng: 0 })).toBe(false)
    expect(hasPosition({ lat: Number.NaN, lng: 121.5 })).toBe(false)
    expect(hasPosition({ lat: 91, lng: 10 })).toBe(false)
  })
})
