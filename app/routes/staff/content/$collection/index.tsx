import { createFileRoute } from '@tanstack/react-router'
import { ContentListScreen } from '~/features/staff/screens/content-list'
import { pageParam, searchValidator, textParam } from '~/lib/search'

/**
 * A content list. Its params are read as text here and narrowed by the screen (and the API):
 * the route tree is in every visitor's first download, the screen's code is not.
 */
export const Route = createFileRoute('/staff/content/$collection/')({
  validateSearch: searchValidator({
    q: textParam,
    page: pageParam,
    state: textParam,
    missing: textParam,
    sort: textParam,
    dir: textParam,
    /** A filter by one shared field: `by=categoryId&value=…`. */
    by: textParam,
    value: textParam,
  }),
  component: ContentListScreen,
})
