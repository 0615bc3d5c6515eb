import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { isNotFound, redirect } from '@tanstack/react-router'
import { type Locale, localePath, otherLocale } from '~/i18n/locale'
import { type DetailKind, type Query, type Twins, withQuery } from '~/lib/twins'
import { type FilterList, getDetailTwin, getFilterTwins } from './twins.functions'

export const filterTwinsQuery = (
  locale: Locale,
  list: FilterList,
  filters: Record<string, number>,
) =>
  queryOptions({
    queryKey: ['filter-twins', locale, list, filters],
    queryFn: () => getFilterTwins({ data: { locale, list, filters } }),
    staleTime: 5 * 60_000,
  })

/**
 * The twins of a list page: this page as it is, and the other language's list with the id
 * filters carried across by their translation keys, and the rest of its query (the page, the
 * keyword) as it is: spec §4, switching the language loads the same page anew. A filter that
 * cannot be read across is left out.
 */
export async function listTwins(
  queryClient: QueryClient,
  locale: Locale,
  path: string,
  list: FilterList,
  here: Query,
  filters: Record<string, number | undefined>,
): Promise<Twins> {
  const set: Record<string, number> = {}
  for (const [k, v] of Object.entries(filters)) if (v !== undefined) set[k] = v
  let carried: Record<string, number> = {}
  if (Object.keys(set).length > 0) {
    carried = await queryClient
      .ensureQueryData(filterTwinsQuery(locale, list, set))
      .catch(() => ({}))
  }
  const there: Query = { ...here }
  for (const k of Object.keys(filters)) there[k] = carried[k]
  return { [locale]: withQuery(path, here), [otherLocale(locale)]: withQuery(path, there) }
}

export const detailTwinQuery = (kind: DetailKind, locale: Locale, id: number) =>
  queryOptions({
    queryKey: ['detail-twin', kind, locale, id],
    queryFn: () => getDetailTwin({ data: { kind, locale, id } }),
    staleTime: 5 * 60_000,
  })

/**
 * A detail page's read, or, when its id names nothing in the page's language, a permanent
 * redirect to the translation of the item the id names in the other language (an English id
 * under /zh, or the reverse): done by the server on a first load, so it works without
 * JavaScript. Without a translation the page's 404 stands.
 */
export async function detailOrTwin<T>(
  queryClient: QueryClient,
  read: Promise<T>,
  kind: DetailKind,
  locale: Locale,
  id: number,
  path: (id: number) => string,
): Promise<T> {
  try {
    return await read
  } catch (error) {
    if (!isNotFound(error)) throw error
    const twin = await queryClient.ensureQueryData(detailTwinQuery(kind, locale, id))
    if (twin === null) throw error
    throw redirect({ href: localePath(locale, path(twin)), statusCode: 301 })
  }
}
