import { createFileRoute } from '@tanstack/react-router'
import { FilingScreen } from '~/features/staff/screens/site-frame'

export const Route = createFileRoute('/staff/filing')({ component: FilingScreen })
