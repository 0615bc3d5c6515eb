import { byDistance, type LatLng } from '~/features/finder/geo'
import { hasPosition } from '~/features/finder/place'
import { getOutlets } from '~/features/service/service.functions'
import type { Locale } from '~/i18n/locale'

/** How many outlets "Nearest first" lists under a tool's "Where to buy". */
export const NEAREST_COUNT = 5

/**
 * The outlets nearest to the visitor's position, with their distances: the outlet finder's
 * distance code over the whole service network. Loaded by a tool's page only when the visitor
 * asks for it (a dynamic import on the button's click), never with the page.
 */
export async function nearestOutlets(locale: Locale, origin: LatLng) {
  const { places } = await getOutlets({ data: { locale } })
  return byDistance(places.filter(hasPosition), origin)
    .slice(0, NEAREST_COUNT)
    .map((p) => ({
      id: p.id,
      name: p.name,
      city: p.region,
      address: p.address,
      contact: p.contact,
      phone: p.phone,
      lat: p.lat,
      lng: p.lng,
      distanceKm: p.distanceKm,
    }))
}
