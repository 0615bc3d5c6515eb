import { createFileRoute } from '@tanstack/react-router'
import { AuditScreen } from '~/features/staff/screens/audit'
import { oneOf, pageParam, searchValidator, textOf, textParam } from '~/lib/search'

export const Route = createFileRoute('/staff/audit')({
  validateSearch: searchValidator({
    q: textParam,
    entity: textOf(40),
    entityId: textOf(40),
    page: pageParam,
    dir: oneOf(['asc', 'desc']),
  }),
  component: AuditScreen,
})
