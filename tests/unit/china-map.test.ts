import { describe, expect, it } from 'vitest'
import shipped from '~/features/finder/china-map.json'
import { conicEqualArea } from '~/features/finder/geo'
import { buildChinaMap, decodeRing, readSource } from '../../scripts/china-map'

/** The rings of one of the map's paths (`M x y l dx dy … z`, as scripts/china-map.ts writes them). */
function rings(d: string): Array<Array<[number, number]>> {
  return d
    .split('M')
    .filter(Boolean)
    .map((part) => {
      const [start = '', moves = ''] = part.replace(/z$/, '').split('l')
      const [x0 = 0, y0 = 0] = start.trim().split(/\s+/).map(Number)
      const deltas = (moves.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number)
      const ring: Array<[number, number]> = [[x0, y0]]
      for (let i = 0; i + 1 < deltas.length; i += 2) {
        const [px, py] = ring.at(-1) ?? [x0, y0]
        ring.push([px + (deltas[i] ?? 0), py + (deltas[i + 1] ?? 0)])
      }
      return ring
    })
}

/** Even-odd rule over all rings, as the browser fills the path. */
function inside(d: string, [x, y]: [number, number]): boolean {
  let odd = false
  for (const ring of rings(d)) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi = 0, yi = 0] = ring[i] ?? []
      const [xj = 0, yj = 0] = ring[j] ?? []
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) odd = !odd
    }
  }
  return odd
}

describe('the map of China', () => {
  it('is what scripts/china-map.ts makes of the package data (regenerate, never edit)', () => {
    expect(buildChinaMap(readSource())).toEqual(shipped)
  })

  it('has every provincial division, named in both languages, with an outline', () => {
    expect(shipped.provinces).toHaveLength(34)
    for (const p of shipped.provinces) {
      expect(p.code).toMatch(/^\d{6}$/)
      expect(p.zh).not.toBe('')
      expect(p.en).not.toBe('')
      expect(rings(p.d).length).toBeGreaterThan(0)
    }
  })

  it('puts a city, projected as the browser does, inside its own province only', () => {
    const project = conicEqualArea(shipped.projection)
    const cities = [
      { en: 'Beijing', lat: 39.9, lng: 116.4 },
      { en: 'Jiangsu', lat: 32.06, lng: 118.8 },
      { en: 'Xinjiang', lat: 43.8, lng: 87.6 },
      { en: 'Guangdong', lat: 23.13, lng: 113.26 },
      { en: 'Taiwan', lat: 25.03, lng: 121.56 },
      { en: 'Heilongjiang', lat: 45.75, lng: 126.65 },
      { en: 'Tibet', lat: 29.65, lng: 91.1 },
    ]
    for (const city of cities) {
      const point = project(city)
      const containing = shipped.provinces.filter((p) => inside(p.d, point)).map((p) => p.en)
      expect(containing, city.en).toEqual([city.en])
    }
  })

  it('decodes the package encoding: zigzag deltas of 1/1024 degree from a start', () => {
    // "@@" is no move; "B@" is +1 in x; "A@" is -1 in x.
    expect(decodeRing('@@B@A@', [1024, 2048])).toEqual([
      [1, 2],
      [1 + 1 / 1024, 2],
      [1, 2],
    ])
  })
})
