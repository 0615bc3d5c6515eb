import { type Locale, otherLocale } from '~/i18n/locale'
import { type Query, type Twins, withQuery } from '~/lib/twins'
import { getPlaceTwin, type PlaceFilter } from './place-twins.functions'

type Place = { kind: 'outlet' | 'store'; region?: 'cn' | 'intl' } & PlaceFilter

/**
 * The twins of a finder page: this page as it is, and the other language's page with its
 * place filters named in that language (the rest of the query as it is). Without a place
 * filter the switch keeps the query as it is. A filter that cannot be read across is left out.
 */
export async function placeTwins(
  locale: Locale,
  path: string,
  here: Query,
  place: Place,
): Promise<Twins | undefined> {
  const filter: PlaceFilter = { area: place.area, province: place.province, city: place.city }
  if (!Object.values(filter).some(Boolean)) return undefined
  const carried: PlaceFilter = await getPlaceTwin({ data: { locale, ...place } }).catch(() => ({}))
  const there: Query = { ...here }
  for (const k of Object.keys(filter) as Array<keyof PlaceFilter>) there[k] = carried[k]
  return { [locale]: withQuery(path, here), [otherLocale(locale)]: withQuery(path, there) }
}
