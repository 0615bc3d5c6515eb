import { createFileRoute } from '@tanstack/react-router'
import { BannersScreen } from '~/features/staff/screens/site-frame'

export const Route = createFileRoute('/staff/banners')({ component: BannersScreen })
