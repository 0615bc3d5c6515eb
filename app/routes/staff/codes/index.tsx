import { createFileRoute } from '@tanstack/react-router'
import { CodesScreen } from '~/features/staff/screens/codes'

export const Route = createFileRoute('/staff/codes/')({ component: CodesScreen })
