import { createFileRoute } from '@tanstack/react-router'
import { SubmissionsScreen } from '~/features/staff/screens/submissions'
import { oneOf, optionalId, pageParam, searchValidator, textParam } from '~/lib/search'
import { SUBMISSION_STATUSES, SUBMISSION_TYPES } from '~/shared/staff/roles'

export const Route = createFileRoute('/staff/submissions/')({
  validateSearch: searchValidator({
    type: oneOf(SUBMISSION_TYPES),
    status: oneOf(SUBMISSION_STATUSES),
    assignee: (value: unknown) => (value === 'none' ? 'none' : optionalId(value)),
    q: textParam,
    page: pageParam,
    sort: oneOf(['createdAt', 'status', 'scheduledAt', 'updatedAt']),
    dir: oneOf(['asc', 'desc']),
  }),
  component: SubmissionsScreen,
})
