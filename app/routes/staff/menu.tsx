import { createFileRoute } from '@tanstack/react-router'
import { MenuScreen } from '~/features/staff/screens/site-frame'

export const Route = createFileRoute('/staff/menu')({ component: MenuScreen })
