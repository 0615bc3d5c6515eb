/**
 * Builds the outlet finder's map of China (`app/features/finder/china-map.json`) from the
 * province boundaries that the `echarts` 4.9.0 package ships (`map/json/china.json`, Apache-2.0):
 * decodes them, simplifies the shared borders once (TopoJSON, so neighbours keep meeting),
 * drops islets, projects them (Albers equal-area conic, the usual projection of maps of China)
 * and writes one SVG path per province. The browser then places outlets with the same
 * projection (`app/features/finder/geo.ts`), without d3. docs/decisions/0007-outlet-finder.md
 * says why this source, and what must happen before the map is published in mainland China.
 *
 *   npm run map:china          (re)writes the file
 */
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { type GeoProjection, geoArea, geoConicEqualArea, geoPath } from 'd3-geo'
import type { Feature, FeatureCollection, Geometry, MultiPolygon, Polygon, Position } from 'geojson'
import { feature } from 'topojson-client'
import { topology } from 'topojson-server'
import { presimplify, quantile, simplify } from 'topojson-simplify'
import type { Objects, Topology } from 'topojson-specification'
import * as v from 'valibot'

export const OUTPUT = fileURLToPath(
  new URL('../app/features/finder/china-map.json', import.meta.url),
)

/** The map's width in SVG units; the height follows from the projection. */
const WIDTH = 1000
const PADDING = 10
/** Share of the boundary points kept (by Visvalingam weight). */
const KEEP = 0.35
/** Islands smaller than this many steradians (4e-6: about 160 km²) disappear. */
const MIN_ISLAND = 4e-6
export const PARALLELS: [number, number] = [25, 47]
export const CENTRAL_MERIDIAN = 105

/** English names of the provincial divisions, by their GB/T 2260 code. */
const ENGLISH: Record<string, string> = {
  '110000': 'Beijing',
  '120000': 'Tianjin',
  '130000': 'Hebei',
  '140000': 'Shanxi',
  '150000': 'Inner Mongolia',
  '210000': 'Liaoning',
  '220000': 'Jilin',
  '230000': 'Heilongjiang',
  '310000': 'Shanghai',
  '320000': 'Jiangsu',
  '330000': 'Zhejiang',
  '340000': 'Anhui',
  '350000': 'Fujian',
  '360000': 'Jiangxi',
  '370000': 'Shandong',
  '410000': 'Henan',
  '420000': 'Hubei',
  '430000': 'Hunan',
  '440000': 'Guangdong',
  '450000': 'Guangxi',
  '460000': 'Hainan',
  '500000': 'Chongqing',
  '510000': 'Sichuan',
  '520000': 'Guizhou',
  '530000': 'Yunnan',
  '540000': 'Tibet',
  '610000': 'Shaanxi',
  '620000': 'Gansu',
  '630000': 'Qinghai',
  '640000': 'Ningxia',
  '650000': 'Xinjiang',
  '710000': 'Taiwan',
  '810000': 'Hong Kong',
  '820000': 'Macao',
}

const Offset = v.tuple([v.number(), v.number()])
/** echarts' compressed GeoJSON: each ring a string of zigzag-encoded deltas, plus its start. */
const EncodedChina = v.object({
  UTF8Encoding: v.literal(true),
  features: v.array(
    v.object({
      id: v.string(),
      properties: v.object({ name: v.string() }),
      geometry: v.variant('type', [
        v.object({
          type: v.literal('Polygon'),
          coordinates: v.array(v.string()),
          encodeOffsets: v.array(Offset),
        }),
        v.object({
          type: v.literal('MultiPolygon'),
          coordinates: v.array(v.array(v.string())),
          encodeOffsets: v.array(v.array(Offset)),
        }),
      ]),
    }),
  ),
})

/** One ring of echarts' encoding: pairs of characters, each a zigzag delta in 1/1024 degree. */
export function decodeRing(encoded: string, [x0, y0]: [number, number]): Position[] {
  const ring: Position[] = []
  let x = x0
  let y = y0
  for (let i = 0; i + 1 < encoded.length; i += 2) {
    const dx = encoded.charCodeAt(i) - 64
    const dy = encoded.charCodeAt(i + 1) - 64
    x += (dx >> 1) ^ -(dx & 1)
    y += (dy >> 1) ^ -(dy & 1)
    ring.push([x / 1024, y / 1024])
  }
  return ring
}

/** Twice the signed planar area of a ring: positive when it runs counter-clockwise. */
function signedArea(ring: Position[]): number {
  let sum = 0
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [x0 = 0, y0 = 0] = ring[j] ?? []
    const [x1 = 0, y1 = 0] = ring[i] ?? []
    sum += x0 * y1 - x1 * y0
  }
  return sum
}

/**
 * d3-geo reads a ring on the sphere as enclosing what lies to its right: outer rings must run
 * clockwise and holes counter-clockwise, or a province becomes the whole world but itself.
 */
function decodePolygon(rings: string[], offsets: [number, number][]): Position[][] {
  return rings.map((encoded, i) => {
    const ring = decodeRing(encoded, offsets[i] ?? [0, 0])
    const clockwise = signedArea(ring) < 0
    return clockwise === (i === 0) ? ring : ring.reverse()
  })
}

type Province = { code: string; zh: string; en: string }

/** The provinces as plain GeoJSON in degrees. */
export function decodeChina(json: unknown): FeatureCollection<Polygon | MultiPolygon, Province> {
  const china = v.parse(EncodedChina, json)
  return {
    type: 'FeatureCollection',
    features: china.features.map((f): Feature<Polygon | MultiPolygon, Province> => {
      const en = ENGLISH[f.id]
      if (!en) throw new Error(`No English name for province ${f.id} (${f.properties.name})`)
      const g = f.geometry
      return {
        type: 'Feature',
        id: f.id,
        properties: { code: f.id, zh: f.properties.name, en },
        geometry:
          g.type === 'Polygon'
            ? { type: 'Polygon', coordinates: decodePolygon(g.coordinates, g.encodeOffsets) }
            : {
                type: 'MultiPolygon',
                coordinates: g.coordinates.map((p, i) =>
                  decodePolygon(p, g.encodeOffsets[i] ?? []),
                ),
              },
      }
    }),
  }
}

/**
 * topojson-server types its output's properties as possibly null, topojson-simplify wants
 * objects: every province has its properties, and this checks it.
 */
function hasProperties(t: Topology): t is Topology<Objects> {
  return Object.values(t.objects).every((o) =>
    o.type === 'GeometryCollection'
      ? o.geometries.every((g) => g.properties != null)
      : o.properties != null,
  )
}

/** Drops the islands of a province that are too small to see, never its largest part. */
function withoutIslets<F extends Feature>(f: F): F {
  if (f.geometry?.type !== 'MultiPolygon') return f
  const parts = f.geometry.coordinates.map((coordinates) => ({
    coordinates,
    area: geoArea({ type: 'Polygon', coordinates }),
  }))
  const largest = Math.max(...parts.map((p) => p.area))
  const kept = parts.filter((p) => p.area >= MIN_ISLAND || p.area === largest)
  return { ...f, geometry: { type: 'MultiPolygon', coordinates: kept.map((p) => p.coordinates) } }
}

export type ChinaMap = {
  source: string
  width: number
  height: number
  projection: {
    parallels: [number, number]
    centralMeridian: number
    scale: number
    translate: [number, number]
  }
  provinces: Array<Province & { d: string }>
}

export function buildChinaMap(json: unknown): ChinaMap {
  const provinces = decodeChina(json)
  const built = topology({ provinces }, 1e5)
  if (!hasProperties(built)) throw new Error('Every province needs its properties')
  const weighted = presimplify(built)
  const topo = simplify(weighted, quantile(weighted, KEEP))
  const object = topo.objects.provinces
  if (object?.type !== 'GeometryCollection') throw new Error('Expected the provinces')
  const simplified = feature(topo, object)
  simplified.features = simplified.features.map(withoutIslets)
  const projection = geoConicEqualArea()
    .parallels(PARALLELS)
    .rotate([-CENTRAL_MERIDIAN, 0])
    .center([0, 0])
    .fitWidth(WIDTH - 2 * PADDING, simplified)
  const [[, y0], [, y1]] = geoPath(projection).bounds(simplified)
  const [tx, ty] = projection.translate()
  projection.translate([tx + PADDING, ty - y0 + PADDING])
  const path = svgPath(projection)
  return {
    source: 'echarts 4.9.0, map/json/china.json (Apache-2.0)',
    width: WIDTH,
    height: Math.ceil(y1 - y0 + 2 * PADDING),
    projection: {
      parallels: PARALLELS,
      centralMeridian: CENTRAL_MERIDIAN,
      scale: projection.scale(),
      translate: projection.translate(),
    },
    provinces: provinces.features.map((f) => {
      // A province as small as Macao collapses when simplified: it keeps its full outline.
      const shape = simplified.features.find((s) => s.id === f.id)?.geometry
      const d = (shape && path(shape)) || path(f.geometry)
      if (!d) throw new Error(`Province ${f.id} has no outline`)
      return { ...f.properties, d }
    }),
  }
}

/** A ring as points rounded to `step` units, without repeats; null when fewer than three remain. */
function roundRing(ring: Position[], projection: GeoProjection, step: number) {
  const points: Array<[number, number]> = []
  for (const [lng = 0, lat = 0] of ring) {
    const xy = projection([lng, lat])
    if (!xy) continue
    const point: [number, number] = [Math.round(xy[0] / step), Math.round(xy[1] / step)]
    const last = points.at(-1)
    if (!last || last[0] !== point[0] || last[1] !== point[1]) points.push(point)
  }
  const first = points[0]
  const last = points.at(-1)
  if (first && last && points.length > 1 && first[0] === last[0] && first[1] === last[1]) {
    points.pop()
  }
  return points.length >= 3 ? points : null
}

/**
 * A compact SVG path of a (multi)polygon: whole units and relative moves; a ring too small for
 * whole units (Macao) keeps tenths, rather than vanish.
 */
function svgPath(projection: GeoProjection) {
  const num = (n: number, step: number) => String(Math.round(n * step * 10) / 10)
  return (geometry: Geometry): string => {
    const polygons =
      geometry.type === 'Polygon'
        ? [geometry.coordinates]
        : geometry.type === 'MultiPolygon'
          ? geometry.coordinates
          : []
    let d = ''
    for (const ring of polygons.flat()) {
      let step = 1
      let points = roundRing(ring, projection, step)
      if (!points) {
        step = 0.1
        points = roundRing(ring, projection, step)
      }
      const first = points?.[0]
      if (!points || !first) continue
      d += `M${num(first[0], step)} ${num(first[1], step)}l`
      for (let i = 1; i < points.length; i++) {
        const [x0, y0] = points[i - 1] ?? first
        const [x1, y1] = points[i] ?? first
        const dx = num(x1 - x0, step)
        const dy = num(y1 - y0, step)
        d += `${i > 1 && !dx.startsWith('-') ? ' ' : ''}${dx}${dy.startsWith('-') ? '' : ' '}${dy}`
      }
      d += 'z'
    }
    return d
  }
}

export function readSource(): unknown {
  const require = createRequire(import.meta.url)
  return JSON.parse(readFileSync(require.resolve('echarts/map/json/china.json'), 'utf8'))
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const map = buildChinaMap(readSource())
  writeFileSync(OUTPUT, `${JSON.stringify(map)}\n`)
  execFileSync('npx', ['biome', 'format', '--write', OUTPUT], { stdio: 'inherit' })
  const bytes = readFileSync(OUTPUT).length
  console.log(
    `${OUTPUT}: ${map.provinces.length} provinces, ${map.width}×${map.height}, ${bytes} bytes`,
  )
}
