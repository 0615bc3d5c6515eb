import * as v from 'valibot'

const intParam = (min: number, max: number, fallback: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,7}$/, 'must be a whole number'),
      v.transform(Number),
      v.minValue(min),
      v.maxValue(max),
    ),
    String(fallback),
  )

/** Paging of every staff list: page from 1, pageSize 1–200 (default 25). */
export const PageQuery = {
  page: intParam(1, 1_000_000, 1),
  pageSize: intParam(1, 200, 25),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100)), ''),
  dir: v.optional(v.picklist(['asc', 'desc']), 'desc'),
}

/** A list's query string as a plain object (repeated keys: the last wins). */
export function queryOf(url: URL): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of url.searchParams) if (value !== '') out[key] = value
  return out
}

/** An id in a path (`/users/:id`). */
export const IdParam = v.object({
  id: v.pipe(
    v.string(),
    v.regex(/^[1-9]\d{0,9}$/, 'id must be a positive number'),
    v.transform(Number),
  ),
})

/** A date from a filter (yyyy-mm-dd, China time). */
export const DateParam = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-01-31'),
    v.transform((s) => new Date(`${s}T00:00:00+08:00`)),
    v.check((d) => !Number.isNaN(d.getTime()), 'must be a date like 2026-01-31'),
  ),
)
