import { createFileRoute } from '@tanstack/react-router'
import { SiteFrameScreen } from '~/features/staff/screens/site-frame'

/** The menu, banners, filing record, page SEO and site settings (`$part`): one route keeps the site's code small. */
export const Route = createFileRoute('/staff/site/$part')({ component: SiteFrameScreen })
