import { createFileRoute } from '@tanstack/react-router'
import { StaffUsersScreen } from '~/features/staff/screens/staff-users'
import { oneOf, pageParam, searchValidator, textParam } from '~/lib/search'
import { STAFF_ROLES } from '~/shared/staff/roles'

export const Route = createFileRoute('/staff/users')({
  validateSearch: searchValidator({
    q: textParam,
    role: oneOf(STAFF_ROLES),
    status: oneOf(['active', 'disabled']),
    page: pageParam,
    sort: oneOf(['email', 'name', 'role', 'createdAt', 'lastSignInAt']),
    dir: oneOf(['asc', 'desc']),
  }),
  component: StaffUsersScreen,
})
