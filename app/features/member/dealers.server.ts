import { allPages } from '~/features/content/all-pages'
import type { Locale } from '~/i18n/locale'
import { logError } from '~/lib/log-error'
import { cmsBusinessList } from '~/server/cmsapi/calls'
import { CmsApiError } from '~/server/cmsapi/errors'
import type { Outlet } from '~/server/cmsapi/schemas'
import type { Transport } from '~/server/cmsapi/transport'

/** At most this many dealer suggestions (the finder's own limit of outlets). */
export const DEALER_SUGGESTION_LIMIT = 500

export type DealerSuggestion = { name: string; place: string }

/**
 * The names of the after-sales outlets (the service network) in `locale`, each once, with the
 * province and city they are in: the warranty form's dealer field suggests them. A failed read
 * gives no suggestions, and the field still takes a typed name.
 */
export async function dealerSuggestions(
  locale: Locale,
  transport?: Transport,
): Promise<DealerSuggestion[]> {
  const ctx = { locale }
  let list: Outlet[]
  try {
    const read = await allPages(
      (pageNo, pageSize) => cmsBusinessList(ctx, { pageNo, pageSize }, transport),
      { limit: DEALER_SUGGESTION_LIMIT, pageSize: 100 },
    )
    list = read.list
  } catch (error) {
    // An upstream failure has its log line already (server/cmsapi/log.ts); anything else is ours.
    if (!(error instanceof CmsApiError)) logError(error, 'dealer suggestions failed')
    list = []
  }
  const byName = new Map<string, string>()
  for (const outlet of list) {
    const name = outlet.dealerName.trim()
    if (name && !byName.has(name)) {
      byName.set(name, [outlet.province, outlet.city].filter(Boolean).join(' '))
    }
  }
  return [...byName].map(([name, place]) => ({ name, place }))
}
