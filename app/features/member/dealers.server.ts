import { msg } from '@lingui/core/macro'
import { allPages } from '~/features/content/all-pages'
import { getI18n } from '~/i18n/i18n'
import type { Locale } from '~/i18n/locale'
import { logError } from '~/lib/log-error.isomorphic'
import { cmsBusinessList } from '~/server/cmsapi/calls'
import type { Outlet } from '~/server/cmsapi/schemas'
import type { Transport } from '~/server/cmsapi/transport'
import { CmsApiError } from '~/shared/cmsapi/errors.isomorphic'

/** At most this many outlets are read (the outlet finder's own limit). */
export const DEALER_LIMIT = 500

export type Dealer = { name: string; city: string }
export type DealerProvince = { province: string; dealers: Dealer[] }

/**
 * The after-sales outlets (the service network) in `locale` by province, each name once: the
 * warranty form's dealer picker lists them, and a picked one fills the dealer field. A failed
 * read gives none, and the field still takes a typed name.
 */
export async function dealersByProvince(
  locale: Locale,
  transport?: Transport,
): Promise<DealerProvince[]> {
  let list: Outlet[]
  try {
    const read = await allPages(
      (pageNo, pageSize) => cmsBusinessList({ locale }, { pageNo, pageSize }, transport),
      { limit: DEALER_LIMIT, pageSize: 100 },
    )
    list = read.list
  } catch (error) {
    // An upstream failure has its log line already (server/cmsapi/log.ts); anything else is ours.
    if (!(error instanceof CmsApiError)) logError(error, 'dealer list failed')
    list = []
  }
  const seen = new Set<string>()
  const byProvince = new Map<string, Dealer[]>()
  for (const outlet of list) {
    const name = outlet.dealerName.trim()
    if (!name || seen.has(name)) continue
    seen.add(name)
    const province = outlet.province.trim()
    const dealers = byProvince.get(province) ?? []
    dealers.push({ name, city: outlet.city.trim() })
    byProvince.set(province, dealers)
  }
  const collator = new Intl.Collator(locale === 'zh' ? 'zh-CN' : 'en')
  return [...byProvince]
    .map(([province, dealers]) => ({
      province,
      dealers: dealers.sort(
        (a, b) => collator.compare(a.city, b.city) || collator.compare(a.name, b.name),
      ),
    }))
    .sort((a, b) => collator.compare(a.province, b.province))
}

/**
 * The dealer picker page's words in `locale`, said by the server with its list: the page is a
 * side trip from the warranty form, and its words would otherwise be one more catalogue part
 * that every page's code names (JS budget).
 */
export function dealerPageLabels(locale: Locale) {
  const i18n = getI18n(locale)
  return {
    title: i18n._(msg`Pick your dealer`),
    intro: i18n._(msg`Our service outlets by province: pick the one you bought your tool from.`),
    filter: i18n._(msg`Filter outlets`),
    province: i18n._(msg`Province`),
    allProvinces: i18n._(msg`All provinces`),
    show: i18n._(msg`Show`),
    none: i18n._(msg`No outlets to show. You can type the dealer's name in the form.`),
    other: i18n._(msg`Other`),
    back: i18n._(msg`Back to product registration`),
  }
}
