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

  it('reads bad values as absent instead of failing', () => {
    expect(validate({ page: '0', category: '-3', region: 'mars' })).toEqual({})
    expect(validate({ page: '10001', category: '1.5' })).toEqual({})
    expect(validate({ page: ['1'], category: '99999999999' })).toEqual({})
    for (const page of ['abc', 0, -1, 1.5, '\u0000', '�%A'])
      expect(validate({ page }).page).toBe(undefined)
  })

  it('names every param it knows, so the raw value of a bad one never reaches a loader', () => {
    // The router keeps the query beside the validator's result: a key left out keeps "abc".
    const result = validate({ page: 'abc', other: 'x' })
    expect(Object.hasOwn(result, 'page')).toBe(true)
    expect({ ...{ page: 'abc' }, ...result }.page).toBeUndefined()
  })

  it('cuts long text and takes out control characters', () => {
    expect(validate({ q: 'far too long' }).q).toBe('far t')
    expect(validate({ q: 'a\u0000b\u0007c' }).q).toBe('a b c')
    expect(validate({ q: '\uD800x' }).q).toBe('x')
    expect(textOf(100)('x'.repeat(500))).toHaveLength(100)
  })
})
