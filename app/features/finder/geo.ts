/** Where a place is: degrees north and east. */
export type LatLng = { lat: number; lng: number }

export type ConicProjection = {
  /** The two standard parallels, in degrees. */
  parallels: readonly number[]
  centralMeridian: number
  scale: number
  /** x and y of the projection's origin in SVG units. */
  translate: readonly number[]
}

const RAD = Math.PI / 180

/**
 * Albers equal-area conic projection to SVG units: the same as d3-geo's
 * `geoConicEqualArea().parallels(…).rotate([-centralMeridian, 0]).center([0, 0])` at the same
 * scale and translation, which drew the map (scripts/china-map.ts), so that a dot lands where
 * its place is on the map.
 */
export function conicEqualArea(p: ConicProjection): (place: LatLng) => [number, number] {
  const [phi0 = 0, phi1 = 0] = p.parallels
  const sy0 = Math.sin(phi0 * RAD)
  const n = (sy0 + Math.sin(phi1 * RAD)) / 2
  const c = 1 + sy0 * (2 * n - sy0)
  const r0 = Math.sqrt(c) / n
  const [tx = 0, ty = 0] = p.translate
  return ({ lat, lng }) => {
    let lambda = (lng - p.centralMeridian) * RAD
    // Longitudes wrap: keep λ within ±π as the rotation of d3 does.
    lambda = ((((lambda + Math.PI) % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI)) - Math.PI
    const r = Math.sqrt(c - 2 * n * Math.sin(lat * RAD)) / n
    const x = r * Math.sin(lambda * n)
    const y = r0 - r * Math.cos(lambda * n)
    return [tx + x * p.scale, ty - y * p.scale]
  }
}

const EARTH_RADIUS_KM = 6371.0088

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = (b.lat - a.lat) * RAD
  const dLng = (b.lng - a.lng) * RAD
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** The items sorted from the nearest to `origin`, each with its distance; ties keep their order. */
export function byDistance<T extends LatLng>(
  items: readonly T[],
  origin: LatLng,
): Array<T & { distanceKm: number }> {
  return items
    .map((item) => ({ ...item, distanceKm: distanceKm(origin, item) }))
    .sort((a, b) => a.distanceKm - b.distanceKm)
}

export type Box = { x: number; y: number; width: number; height: number }

/**
 * The part of the map to show for a set of points: their bounding box with a margin, no smaller
 * than `minSize` and of the map's own aspect ratio, kept inside the map. The whole map when
 * there are no points or they spread over more than two thirds of it (a crop of the country
 * would only look odd).
 */
export function viewFor(
  points: ReadonlyArray<readonly [number, number]>,
  map: { width: number; height: number },
  minSize: number,
): Box {
  if (!points.length) return { x: 0, y: 0, width: map.width, height: map.height }
  const xs = points.map((p) => p[0])
  const ys = points.map((p) => p[1])
  const margin = minSize / 4
  let width = Math.max(Math.max(...xs) - Math.min(...xs) + 2 * margin, minSize)
  let height = Math.max(Math.max(...ys) - Math.min(...ys) + 2 * margin, minSize)
  const aspect = map.width / map.height
  if (width / height > aspect) height = width / aspect
  else width = height * aspect
  if (width > (map.width * 2) / 3 || height > (map.height * 2) / 3) {
    return { x: 0, y: 0, width: map.width, height: map.height }
  }
  const cx = (Math.max(...xs) + Math.min(...xs)) / 2
  const cy = (Math.max(...ys) + Math.min(...ys)) / 2
  const x = Math.min(Math.max(cx - width / 2, 0), map.width - width)
  const y = Math.min(Math.max(cy - height / 2, 0), map.height - height)
  return { x, y, width, height }
}
