import { createFileRoute } from '@tanstack/react-router'
import { ReviewScreen } from '~/features/staff/screens/review'

export const Route = createFileRoute('/staff/review')({
  component: ReviewScreen,
})
