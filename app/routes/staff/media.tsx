import { createFileRoute } from '@tanstack/react-router'
import { MediaScreen } from '~/features/staff/screens/media'
import { pageParam, searchValidator, textParam } from '~/lib/search'

export const Route = createFileRoute('/staff/media')({
  validateSearch: searchValidator({ q: textParam, page: pageParam }),
  component: MediaScreen,
})
