import * as v from 'valibot'

const positiveInt = (max: number) =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number))]),
    v.integer(),
    v.minValue(1),
    v.maxValue(max),
  )

/** Optional positive integer search param: anything else is dropped, never an error. */
export const optionalId = v.fallback(v.optional(positiveInt(1_000_000_000)), undefined)
/** Page number search param; absent means page 1 (kept absent so URLs stay canonical). */
export const pageParam = v.fallback(v.optional(positiveInt(10_000)), undefined)
export const textParam = v.fallback(
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  undefined,
)

/** A `validateSearch` schema for list pages (bad values fall back, never an error). */
export const searchValidator = <T extends v.ObjectEntries>(entries: T) => v.object(entries)
