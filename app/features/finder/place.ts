import type { LatLng } from './geo'

/** An outlet or a store as the finder shows it: the list's text, a number to call, a position. */
export type Place = LatLng & {
  id: number
  name: string
  /** The company behind an outlet; stores have none. */
  company?: string
  /** Area, province and city, in the content's language. */
  region: string
  address: string
  /** Contact person and number as the content gives them. */
  contact: string
  /** The number for a tel: link, when the contact has one. */
  phone: string | null
}

/** The phone number inside a contact text ("Mr Li, 0521-81087109"), digits only, for tel:. */
export function phoneOf(contact: string): string | null {
  const match = /(\+?\d[\d\s-]{5,}\d)/.exec(contact)
  return match?.[1]?.replace(/[\s-]/g, '') ?? null
}

/** A position the map and the distances can use (content may lack one: 0/0 or not a number). */
export function hasPosition(place: LatLng): boolean {
  return (
    Number.isFinite(place.lat) &&
    Number.isFinite(place.lng) &&
    Math.abs(place.lat) <= 90 &&
    Math.abs(place.lng) <= 180 &&
    !(place.lat === 0 && place.lng === 0)
  )
}
