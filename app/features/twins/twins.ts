import { type Locale, otherLocale } from '~/i18n/locale'
import { type Query, type Twins, withQuery } from '~/lib/twins'
import { type FilterList, getFilterTwins } from './twins.functions'

/**
 * The twins of a list page: this page as it is, and the other language's list with the id
 * filters carried across by their translation keys, and the rest of its query (the page, the
 * keyword) as it is: spec §4, switching the language loads the same page anew. A filter that
 * cannot be read across is left out.
 */
export async function listTwins(
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
    carried = await getFilterTwins({ data: { locale, list, filters: set } }).catch(() => ({}))
  }
  const there: Query = { ...here }
  for (const k of Object.keys(filters)) there[k] = carried[k]
  return { [locale]: withQuery(path, here), [otherLocale(locale)]: withQuery(path, there) }
}
