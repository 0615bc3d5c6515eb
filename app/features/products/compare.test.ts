import { describe, expect, it } from 'vitest'
import { compareHref, specRows } from './compare'

const product = (...specs: Array<[string, string]>) => ({
  specs: specs.map(([name, value]) => ({ name, value })),
})

describe('the rows of a product comparison', () => {
  it('joins the spec names in the order first met, a missing value as null', () => {
    const rows = specRows([
      product(['Voltage', '20 V'], ['Torque', '65 N·m'], ['Weight', '1.6 kg']),
      product(['Voltage', '220 V'], ['Power', '710 W'], ['Weight', '1.6 kg']),
    ])
    expect(rows.map((r) => r.name)).toEqual(['Voltage', 'Torque', 'Weight', 'Power'])
    expect(rows.map((r) => r.values)).toEqual([
      ['20 V', '220 V'],
      ['65 N·m', null],
      ['1.6 kg', '1.6 kg'],
      [null, '710 W'],
    ])
  })

  it('marks a row whose values differ, a missing value differing from a stated one', () => {
    const rows = specRows([
      product(['Voltage', '20 V'], ['Weight', '1.6 kg'], ['Drive', '']),
      product(['Voltage', ' 20  V '], ['Weight', '1.7 kg'], ['Chuck', '13 mm']),
      product(['Voltage', '20 V'], ['Weight', '1.6 kg']),
    ])
    expect(Object.fromEntries(rows.map((r) => [r.name, r.differs]))).toEqual({
      Voltage: false,
      Weight: true,
      // Stated by none (an empty value is none): the same everywhere.
      Drive: false,
      Chuck: true,
    })
  })

  it('reads a spec named twice by its first value', () => {
    const [row] = specRows([
      product(['Weight', '1 kg'], ['Weight', '2 kg']),
      product(['Weight', '1 kg']),
    ])
    expect(row).toEqual({ name: 'Weight', values: ['1 kg', '1 kg'], differs: false })
  })
})

describe('the address of a comparison', () => {
  it('lists the ids with commas, the differences alone with diff=1', () => {
    expect(compareHref([1, 3])).toBe('/product/compare?ids=1,3')
    expect(compareHref([1, 3], true)).toBe('/product/compare?ids=1,3&diff=1')
    expect(compareHref([])).toBe('/product/compare')
    expect(compareHref([], true)).toBe('/product/compare?diff=1')
  })
})
