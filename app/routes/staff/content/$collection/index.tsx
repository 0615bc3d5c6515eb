import { createFileRoute } from '@tanstack/react-router'
import { ContentListScreen } from '~/features/staff/screens/content-list'
import { oneOf, pageParam, type SearchParam, searchValidator, textParam } from '~/lib/search'

/** Filters of a list by shared field: `{ categoryId: '…' }`. */
const filtersParam: SearchParam<Record<string, string>> = (value) => {
  if (typeof value !== 'object' || value === null) return undefined
  const out: Record<string, string> = {}
  for (const [key, raw] of Object.entries(value)) {
    const text = textParam(raw)
    if (/^\w{1,30}$/.test(key) && text) out[key] = text
  }
  return out
}

export const Route = createFileRoute('/staff/content/$collection/')({
  validateSearch: searchValidator({
    q: textParam,
    page: pageParam,
    state: oneOf(['draft', 'published', 'scheduled']),
    missing: oneOf(['en', 'zh']),
    sort: oneOf(['title', 'updatedAt', 'publishAt', 'status']),
    dir: oneOf(['asc', 'desc']),
    filters: filtersParam,
  }),
  component: ContentListScreen,
})
