import { createFileRoute } from '@tanstack/react-router'
import { MembersScreen } from '~/features/staff/screens/members'
import { oneOf, optionalId, pageParam, searchValidator, textParam } from '~/lib/search'

export const Route = createFileRoute('/staff/members')({
  validateSearch: searchValidator({
    q: textParam,
    status: oneOf(['active', 'disabled']),
    page: pageParam,
    sort: oneOf(['createdAt', 'account', 'nickname']),
    dir: oneOf(['asc', 'desc']),
    id: optionalId,
  }),
  component: MembersScreen,
})
