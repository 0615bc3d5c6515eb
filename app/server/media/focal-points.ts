import { inArray } from 'drizzle-orm'
import { mediaSources } from '~/lib/media-sources'
import type { Db } from '~/server/db/client'
import { media } from '~/server/db/schema'

/** The focal point as the pages read it from a reference (`#fp=x,y`), when it is not the centre. */
export function withFocalPoint(address: string, focal: { x: number; y: number }): string {
  return focal.x === 50 && focal.y === 50 ? address : `${address}#fp=${focal.x},${focal.y}`
}

/**
 * Every upload reference (a whole string `/media/u/<hash>/<width>.webp`) in a content answer,
 * given its focal point where one is set (`…webp#fp=30,70`): the pages crop around it.
 * One query for the answer's uploads; an answer without any is returned as it is.
 */
export async function markFocalPoints(db: Db, data: unknown): Promise<unknown> {
  const hashes = new Set<string>()
  const visit = (value: unknown) => {
    if (typeof value === 'string') {
      const hash = referenceHash(value)
      if (hash) hashes.add(hash)
    } else if (Array.isArray(value)) value.forEach(visit)
    else if (value && typeof value === 'object') Object.values(value).forEach(visit)
  }
  visit(data)
  if (hashes.size === 0) return data
  const rows = await db
    .select({ hash: media.hash, x: media.focalX, y: media.focalY })
    .from(media)
    .where(inArray(media.hash, [...hashes]))
  const focal = new Map(
    rows.filter((r) => r.x !== 50 || r.y !== 50).map((r) => [r.hash, { x: r.x, y: r.y }]),
  )
  if (focal.size === 0) return data
  const mark = (value: unknown): unknown => {
    if (typeof value === 'string') {
      const point = focal.get(referenceHash(value) ?? '')
      return point ? withFocalPoint(value, point) : value
    }
    if (Array.isArray(value)) return value.map(mark)
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mark(v)]))
    }
    return value
  }
  return mark(data)
}

/** The upload a whole string refers to (its reference URL), else null. */
function referenceHash(value: string): string | null {
  if (!value.startsWith('/media/u/') || !mediaSources(value)) return null
  return value.slice('/media/u/'.length, '/media/u/'.length + 32)
}
