import { describe, expect, it } from 'vitest'
import { warrantyDraftOf, warrantyDraftQuery } from './warranty-draft'

describe('the warranty draft carried through the dealer picker', () => {
  it('keeps a code of twenty digits as typed, and every field the form has', () => {
    const query =
      '?code=12345678901234567890&model=RF-DD20B&serial=SN-1&purchasedAt=2026-02-10&receipt=photo.jpg&dealer='
    expect(warrantyDraftOf(query)).toEqual({
      code: '12345678901234567890',
      model: 'RF-DD20B',
      serial: 'SN-1',
      purchasedAt: '2026-02-10',
    })
  })

  it('drops unknown and empty fields, takes control characters out and cuts each to its limit', () => {
    const draft = warrantyDraftOf(
      `intent=x&model=${'M'.repeat(80)}&serial=%00SN%0A2&dealer=${'商'.repeat(120)}`,
    )
    expect(draft).toEqual({ model: 'M'.repeat(60), serial: 'SN 2', dealer: '商'.repeat(100) })
  })

  it('gives the draft back as a query with the dealer first, or nothing when nothing was typed', () => {
    const query = warrantyDraftQuery({ code: '0012', dealer: '上海 & 南京', model: '' })
    expect(query).toBe('?dealer=%E4%B8%8A%E6%B5%B7+%26+%E5%8D%97%E4%BA%AC&code=0012')
    expect(warrantyDraftOf(query)).toEqual({ code: '0012', dealer: '上海 & 南京' })
    expect(warrantyDraftQuery({})).toBe('')
  })
})
