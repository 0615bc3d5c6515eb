import { createFileRoute } from '@tanstack/react-router'
import { AccountScreen } from '~/features/staff/screens/account'

export const Route = createFileRoute('/staff/account')({ component: AccountScreen })
