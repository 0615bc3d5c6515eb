import { createFileRoute } from '@tanstack/react-router'
import { SubmissionScreen } from '~/features/staff/screens/submission'

export const Route = createFileRoute('/staff/submissions/$id')({ component: SubmissionScreen })
