import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { type Locale, otherLocale } from '~/i18n/locale'
import { type Query, type Twins, withQuery } from '~/lib/twins'
import { getPlaceTwin, type PlaceFilter } from './place-twins.functions'

type Place = { kind: 'outlet' | 'store'; region?: 'cn' | 'intl' } & PlaceFilter

export const placeTwinQuery = (locale: Locale, place: Place) =>
  queryOptions({
    queryKey: ['place-twin', locale, place],
    queryFn: () => getPlaceTwin({ data: { locale, ...place } }),
    staleTime: 5 * 60_000,
  })

/**
 * The twins of a finder page: this page as it is, and the other language's page with its
 * place filters named in that language (the rest of the query as it is). Without a place
 * filter the switch keeps the query as it is.
 */
export async function placeTwins(
  queryClient: QueryClient,
  locale: Locale,
  path: string,
  here: Query,
  place: Place,
): Promise<Twins | undefined> {
  const filter: PlaceFilter = { area: place.area, province: place.province, city: place.city }
  if (!Object.values(filter).some(Boolean)) return undefined
  const carried: PlaceFilter = await queryClient
    .ensureQueryData(placeTwinQuery(locale, place))
    .catch(() => ({}))
  const there: Query = { ...here }
  for (const k of Object.keys(filter) as Array<keyof PlaceFilter>) there[k] = carried[k]
  return { [locale]: withQuery(path, here), [otherLocale(locale)]: withQuery(path, there) }
}
