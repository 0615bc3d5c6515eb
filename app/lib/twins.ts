import { type Locale, localePath, locales, stripLocale } from '~/i18n/locale'

/**
 * Where a page lives in each language: the unprefixed path (with its query) by locale, absent
 * for a language that lacks the page, and `list`, where the language switch goes then. A route
 * puts it in its loader data as `twins`; a page without it exists in both languages at one path.
 */
export type Twins = Partial<Record<Locale, string>> & { list?: string }

export type Alternates = { en?: number; zh?: number } | undefined

/**
 * The twins of a detail page from its item's `alternates` (ids by language). The page itself is
 * always its own language's twin, even when the content service reports no alternates.
 */
export function detailTwins(
  locale: Locale,
  id: number,
  alternates: Alternates,
  detailPath: (id: number) => string,
  list: string,
): Twins {
  const twins: Twins = { list }
  for (const l of locales) {
    const twinId = l === locale ? id : alternates?.[l]
    if (twinId !== undefined) twins[l] = detailPath(twinId)
  }
  return twins
}

export type Query = Record<string, string | number | undefined>

/** A path with a query; empty values and page 1 are left out, so URLs stay canonical. */
export function withQuery(path: string, query: Query): string {
  const params = new URLSearchParams()
  for (const [k, v] of Object.entries(query)) {
    if (v !== undefined && v !== '' && !(k === 'page' && v === 1)) params.set(k, String(v))
  }
  const qs = params.toString()
  return qs ? `${path}?${qs}` : path
}

/** The `twins` of a route's loader data, if it has any. */
export function twinsOf(loaderData: unknown): Twins | undefined {
  if (typeof loaderData !== 'object' || loaderData === null) return undefined
  const twins: unknown = Reflect.get(loaderData, 'twins')
  if (typeof twins !== 'object' || twins === null) return undefined
  const out: Twins = {}
  for (const k of [...locales, 'list'] as const) {
    const value: unknown = Reflect.get(twins, k)
    if (typeof value === 'string') out[k] = value
  }
  return out
}

/** Where the CN/EN switch of a page leads: its twin, else the other language's list. */
export function switchHref(
  twins: Twins | undefined,
  target: Locale,
  pathname: string,
  searchStr: string,
): string {
  const twin = twins ? (twins[target] ?? twins.list) : undefined
  if (twin === undefined) return localePath(target, stripLocale(pathname)) + searchStr
  const q = twin.indexOf('?')
  return q < 0 ? localePath(target, twin) : localePath(target, twin.slice(0, q)) + twin.slice(q)
}
