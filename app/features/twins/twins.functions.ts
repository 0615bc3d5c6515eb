import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { cmsRead } from '~/features/content/cms-errors'
import { type Locale, otherLocale } from '~/i18n/locale'
import { LocaleSchema } from '~/i18n/locale-schema'
import {
  cmsContentList,
  cmsPositionCampusType,
  cmsPositionSocialType,
  cmsProductBrandlist,
  cmsProductDownClist,
  cmsProductDownOpt,
  cmsProductProductClist,
} from '~/server/cmsapi/calls'

/** The lists whose filters name categories (or brands, series, position types) by id. */
export const FILTER_LISTS = ['product', 'news', 'campus', 'social', 'download', 'manual'] as const
export type FilterList = (typeof FILTER_LISTS)[number]

type Option = { id: number; key?: string }

/** The options of one filter of a list in one language. */
function optionsOf(list: FilterList, filter: string, locale: Locale): Promise<Option[]> | null {
  const ctx = { locale }
  switch (`${list}.${filter}`) {
    case 'product.category':
      return cmsProductProductClist(ctx)
    case 'product.brand':
      return cmsProductBrandlist(ctx)
    case 'news.category':
      return cmsContentList(ctx, { pageSize: 1 }).then((page) => page.categories)
    case 'campus.type':
      return cmsPositionCampusType(ctx)
    case 'social.type':
      return cmsPositionSocialType(ctx)
    case 'download.category':
    case 'manual.category':
      return cmsProductDownClist(ctx, { kind: list === 'manual' ? 'manual' : 'download' })
    case 'download.series':
    case 'manual.series':
      return cmsProductDownOpt(ctx)
    default:
      return null
  }
}

const Id = v.pipe(v.number(), v.integer(), v.minValue(1))

/**
 * A list's filters in the other language: each id is carried across by the translation key its
 * option shares with its twin. A filter whose option has no key or no twin is left out (the
 * other language's list then shows more, never nothing).
 */
export const getFilterTwins = createServerFn({ method: 'GET' })
  .validator(
    v.object({
      locale: LocaleSchema,
      list: v.picklist(FILTER_LISTS),
      // A list has a filter or two: more names than there are filters is no request of the site.
      filters: v.pipe(v.record(v.pipe(v.string(), v.maxLength(20)), Id), v.maxEntries(4)),
    }),
  )
  .handler(({ data }) =>
    cmsRead(async () => {
      const target = otherLocale(data.locale)
      const out: Record<string, number> = {}
      await Promise.all(
        Object.entries(data.filters).map(async ([filter, id]) => {
          const here = optionsOf(data.list, filter, data.locale)
          const there = optionsOf(data.list, filter, target)
          if (!here || !there) return
          const [mine, theirs] = await Promise.all([here, there])
          const key = mine.find((o) => o.id === id)?.key
          const twin = key === undefined ? undefined : theirs.find((o) => o.key === key)
          if (twin) out[filter] = twin.id
        }),
      )
      return out
    }),
  )
