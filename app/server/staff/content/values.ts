import type { OnlineStore, PartName, ProductPart, SpecRow } from '~/server/db/schema'

/**
 * Readers of validated field values (the schemas of content-schemas.ts have checked their
 * types; these only narrow `unknown` for the compiler and fall back on a missing value).
 */
export type Values = Record<string, unknown>

export const str = (o: Values, k: string): string => {
  const v = o[k]
  return typeof v === 'string' ? v : ''
}
export const strOrNull = (o: Values, k: string): string | null => str(o, k) || null
export const num = (o: Values, k: string): number => {
  const v = o[k]
  return typeof v === 'number' && Number.isFinite(v) ? v : 0
}
export const bool = (o: Values, k: string): boolean => o[k] === true
export const date = (o: Values, k: string): Date | null => {
  const v = o[k]
  return v instanceof Date ? v : null
}
export const strings = (o: Values, k: string): string[] => {
  const v = o[k]
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []
}
export const specs = (o: Values, k: string): SpecRow[] => {
  const v = o[k]
  if (!Array.isArray(v)) return []
  return v.flatMap((row: unknown) => {
    if (typeof row !== 'object' || row === null) return []
    const name = Reflect.get(row, 'name')
    const value = Reflect.get(row, 'value')
    return typeof name === 'string' && typeof value === 'string' ? [{ name, value }] : []
  })
}
export const links = (o: Values, k: string): OnlineStore[] => {
  const v = o[k]
  if (!Array.isArray(v)) return []
  return v.flatMap((row: unknown) => {
    if (typeof row !== 'object' || row === null) return []
    const name = Reflect.get(row, 'name')
    const url = Reflect.get(row, 'url')
    return typeof name === 'string' && typeof url === 'string' ? [{ name, url }] : []
  })
}
const rows = (o: Values, k: string): object[] => {
  const v = o[k]
  return Array.isArray(v) ? v.filter((r): r is object => typeof r === 'object' && r !== null) : []
}
const field = (row: object, k: string): unknown => Reflect.get(row, k)
export const parts = (o: Values, k: string): ProductPart[] =>
  rows(o, k).flatMap((row) => {
    const [number, partNumber, quantity, x, y] = ['number', 'partNumber', 'quantity', 'x', 'y'].map(
      (name) => field(row, name),
    )
    return typeof number === 'number' &&
      typeof partNumber === 'string' &&
      typeof quantity === 'number' &&
      typeof x === 'number' &&
      typeof y === 'number'
      ? [{ number, partNumber, quantity, x, y }]
      : []
  })
export const partNames = (o: Values, k: string): PartName[] =>
  rows(o, k).flatMap((row) => {
    const partNumber = field(row, 'partNumber')
    const name = field(row, 'name')
    return typeof partNumber === 'string' && typeof name === 'string' ? [{ partNumber, name }] : []
  })
export type FileValue = { url: string; type: string; size: number }
export const file = (o: Values, k: string): FileValue => {
  const v = o[k]
  if (typeof v !== 'object' || v === null) return { url: '', type: '', size: 0 }
  const url = Reflect.get(v, 'url')
  const type = Reflect.get(v, 'type')
  const size = Reflect.get(v, 'size')
  return {
    url: typeof url === 'string' ? url : '',
    type: typeof type === 'string' ? type : '',
    size: typeof size === 'number' ? size : 0,
  }
}
/** A reference resolved to the row id of the same language (null: none). */
export const ref = (o: Values, k: string): number | null => {
  const v = o[k]
  return typeof v === 'number' ? v : null
}
