import { describe, expect, it } from 'vitest'
import { idListParam, idsOf, oneOf, optionalId, pageParam, searchValidator, textOf } from './search'

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

describe('a list of ids', () => {
  const ids = idListParam(4)

  it('reads a comma list, a repeated key and one id, in the spelling an address gives them', () => {
    // As the router reads them: `ids=1,3` is text, `ids=1&ids=3` an array, `ids=3` a number.
    expect(ids('1,3')).toBe('1,3')
    expect(ids([1, 3])).toBe('1,3')
    expect(ids(['1', '3'])).toBe('1,3')
    expect(ids(3)).toBe(3)
    expect(ids('3')).toBe(3)
    expect(ids([1, '2,3'])).toBe('1,2,3')
  })

  it('keeps the first four distinct ids and drops bad ones, never failing', () => {
    expect(ids('1,2,3,4,5,6')).toBe('1,2,3,4')
    expect(ids([5, 5, 2, 5])).toBe('5,2')
    expect(ids('1, x,-2,1.5,0,,99999999999, 7 ')).toBe('1,7')
    expect(ids([[1, 2], { id: 1 }, null, true, 3])).toBe(3)
    for (const bad of ['', 'abc', ',', 0, -1, [], {}, null, undefined, '\u0000'])
      expect(ids(bad)).toBeUndefined()
  })

  it('reads back as numbers', () => {
    expect(idsOf('1,3')).toEqual([1, 3])
    expect(idsOf(3)).toEqual([3])
    expect(idsOf(undefined)).toEqual([])
  })
})
