import { createFileRoute } from '@tanstack/react-router'
import { BatchScreen } from '~/features/staff/screens/batch'

export const Route = createFileRoute('/staff/codes/$batch')({ component: BatchScreen })
