import { geoConicEqualArea } from 'd3-geo'
import { describe, expect, it } from 'vitest'
import { byDistance, conicEqualArea, distanceKm, viewFor } from './geo'

describe('conicEqualArea', () => {
  it('places points exactly where d3-geo, which drew the map, puts them', () => {
    const params = {
      parallels: [25, 47] as const,
      centralMeridian: 105,
      scale: 180.2,
      translate: [500, 383] as const,
    }
    const d3 = geoConicEqualArea()
      .parallels([25, 47])
      .rotate([-105, 0])
      .center([0, 0])
      .scale(params.scale)
      .translate([500, 383])
    const ours = conicEqualArea(params)
    for (const [lng, lat] of [
      [116.4, 39.9],
      [73.5, 39.4],
      [134.8, 48.3],
      [109.5, 18.2],
      [121.5, 25.0],
      [-74, 40.7],
      [151.2, -33.9],
    ] as const) {
      const [x, y] = ours({ lat, lng })
      const expected = d3([lng, lat])
      expect(x).toBeCloseTo(expected?.[0] ?? Number.NaN, 6)
      expect(y).toBeCloseTo(expected?.[1] ?? Number.NaN, 6)
    }
  })
})

describe('distanceKm', () => {
  it('measures great-circle distances', () => {
    const beijing = { lat: 39.9042, lng: 116.4074 }
    const shanghai = { lat: 31.2304, lng: 121.4737 }
    // About 1,067 km as the crow flies.
    expect(distanceKm(beijing, shanghai)).toBeGreaterThan(1060)
    expect(distanceKm(beijing, shanghai)).toBeLessThan(1075)
    expect(distanceKm(beijing, beijing)).toBe(0)
  })
})

describe('byDistance', () => {
  it('sorts from the nearest and tells each distance', () => {
    const items = [
      { id: 'urumqi', lat: 43.8, lng: 87.6 },
      { id: 'nanjing', lat: 32.06, lng: 118.8 },
      { id: 'shanghai', lat: 31.23, lng: 121.47 },
    ]
    const sorted = byDistance(items, { lat: 31.3, lng: 121.5 })
    expect(sorted.map((i) => i.id)).toEqual(['shanghai', 'nanjing', 'urumqi'])
    expect(sorted[0]?.distanceKm).toBeLessThan(10)
  })
})

describe('viewFor', () => {
  const map = { width: 1000, height: 800 }
  it('shows the whole map without points or when they spread across it', () => {
    expect(viewFor([], map, 100)).toEqual({ x: 0, y: 0, width: 1000, height: 800 })
    expect(
      viewFor(
        [
          [200, 150],
          [900, 700],
        ],
        map,
        100,
      ),
    ).toEqual({ x: 0, y: 0, width: 1000, height: 800 })
  })

  it('zooms to close points with a margin, in the map aspect ratio, inside the map', () => {
    const view = viewFor(
      [
        [500, 400],
        [520, 410],
      ],
      map,
      100,
    )
    expect(view.width / view.height).toBeCloseTo(1000 / 800)
    expect(view.width).toBeGreaterThanOrEqual(100)
    expect(view.x).toBeLessThan(500)
    expect(view.x + view.width).toBeGreaterThan(520)
    const corner = viewFor([[995, 795]], map, 100)
    expect(corner.x + corner.width).toBeLessThanOrEqual(1000)
    expect(corner.y + corner.height).toBeLessThanOrEqual(800)
  })
})
