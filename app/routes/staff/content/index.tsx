import { createFileRoute } from '@tanstack/react-router'
import { ContentIndexScreen } from '~/features/staff/screens/content-list'

export const Route = createFileRoute('/staff/content/')({ component: ContentIndexScreen })
