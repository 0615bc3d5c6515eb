import { describe, expect, it } from 'vitest'
import { oneOf, optionalId, pageParam, searchValidator, textOf } from './search'

describe('list-page search params', () => {
  const validate = searchValidator({
    page: pageParam,
    category: optionalId,
    region: oneOf(['cn', 'intl']),
    q: textOf(5),
  })

  it('keeps valid values, typed', () => {
    expect(validate({ page: '2', category: 7, region: 'intl', q: ' drill ' })).toEqual({
      page: 2,
      category: 7,
      region: 'intl',
      q: 'drill',
    })
  })

  it('drops bad values and unknown params instead of failing', () => {
    expect(
      validate({ page: '0', category: '-3', region: 'mars', q: 'far too long', other: 'x' }),
    ).toEqual({})
    expect(validate({ page: '10001', category: '1.5' })).toEqual({})
    expect(validate({ page: ['1'], category: '99999999999' })).toEqual({})
  })
})
