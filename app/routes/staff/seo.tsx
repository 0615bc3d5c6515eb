import { createFileRoute } from '@tanstack/react-router'
import { SeoScreen } from '~/features/staff/screens/site-frame'

export const Route = createFileRoute('/staff/seo')({ component: SeoScreen })
