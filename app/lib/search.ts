/**
 * Search params of list pages. Bad values are dropped (the param reads as absent), never an
 * error, so a mistyped link still shows the list. Plain functions rather than schemas: every
 * route definition is in the first download, and these are all it needs.
 */
import { MAX_ID } from '~/shared/ids'
import { PLATFORM_CODE } from '~/shared/platforms'

export type SearchParam<T> = (value: unknown) => T | undefined

const positiveInt =
  (max: number): SearchParam<number> =>
  (value) => {
    const n =
      typeof value === 'number'
        ? value
        : typeof value === 'string' && /^\d{1,9}$/.test(value)
          ? Number(value)
          : Number.NaN
    return Number.isInteger(n) && n >= 1 && n <= max ? n : undefined
  }

/** Optional positive integer search param. */
export const optionalId = positiveInt(MAX_ID)
/** Page number search param; absent means page 1 (kept absent so URLs stay canonical). */
export const pageParam = positiveInt(10_000)

/**
 * Trimmed text cut to `max` characters. Control characters (NUL included) and broken UTF-16
 * halves are taken out: a pasted or mangled keyword still searches for what it can.
 */
export const textOf =
  (max: number): SearchParam<string> =>
  (value) => {
    if (typeof value !== 'string') return undefined
    const text = value
      .replace(/[\p{Cc}\p{Cs}]/gu, ' ')
      .trim()
      .replace(/\s+/g, ' ')
    return Array.from(text).slice(0, max).join('').trim()
  }
export const textParam = textOf(100)

/** The distinct valid ids of a list param, in order, at most `max` (more are left out). */
function idsIn(value: unknown, max: number): number[] {
  const ids: number[] = []
  const take = (item: unknown) => {
    const id = optionalId(typeof item === 'string' ? item.trim() : item)
    if (id !== undefined && !ids.includes(id)) ids.push(id)
  }
  // One level: a repeated key reads as an array, and each of its values may be a list itself.
  for (const item of Array.isArray(value) ? value : [value]) {
    for (const part of typeof item === 'string' ? item.split(',') : [item]) {
      if (ids.length === max) return ids
      take(part)
    }
  }
  return ids
}

/**
 * A list of ids: `?ids=1,3`, or `?ids=1&ids=3` as a GET form with a checkbox per item sends
 * them. The first `max` distinct valid ids are kept, bad ones dropped, in the spelling an
 * address gives them: "1,3", a single id as its number. The router writes the address from
 * what a validator returns, and the server answers any other spelling of it with a redirect to
 * that one: as an array the address would read `?ids=[1,3]`, a single id as text `?ids="3"`.
 * `idsOf` reads the value back as numbers.
 */
export const idListParam =
  (max: number): SearchParam<string | number> =>
  (value) => {
    const ids = idsIn(value, max)
    return ids.length > 1 ? ids.join(',') : ids[0]
  }

/** The ids an `idListParam` kept, as numbers. */
export function idsOf(value: string | number | undefined): number[] {
  return value === undefined ? [] : idsIn(value, Number.POSITIVE_INFINITY)
}

/** A battery platform's code (`?platform=rf-20v-max`); one of another form is dropped. */
export const platformParam: SearchParam<string> = (value) =>
  typeof value === 'string' && PLATFORM_CODE.test(value.trim()) ? value.trim() : undefined

/** One of a fixed set of values. */
export const oneOf =
  <const T extends string>(values: readonly T[]): SearchParam<T> =>
  (value) =>
    values.includes(value as T) ? (value as T) : undefined

/**
 * A `validateSearch` for list pages: each param parsed on its own. Every param it knows is in
 * the result, `undefined` when bad: the router keeps the raw query beside what a validator
 * returns, so a bad value left out would still reach the loader as the visitor typed it.
 */
export type SearchOf<P> = { [K in keyof P]?: P[K] extends SearchParam<infer T> ? T : never }

export function searchValidator<P extends Record<string, SearchParam<unknown>>>(
  params: P,
): (search: Record<string, unknown>) => SearchOf<P> {
  return (search) => {
    const out: Record<string, unknown> = {}
    for (const [key, parse] of Object.entries(params)) out[key] = parse(search[key])
    return out as SearchOf<P>
  }
}
