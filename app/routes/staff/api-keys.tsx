import { createFileRoute } from '@tanstack/react-router'
import { ApiKeysScreen } from '~/features/staff/screens/api-keys'

export const Route = createFileRoute('/staff/api-keys')({ component: ApiKeysScreen })
