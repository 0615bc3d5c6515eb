import { createFileRoute } from '@tanstack/react-router'
import { Dashboard } from '~/features/staff/screens/dashboard'

export const Route = createFileRoute('/staff/')({ component: Dashboard })
