import { createFileRoute, notFound, Outlet } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { StaffConsole } from '~/features/staff/components/console-shell'

/** The console exists in embedded mode only: with an upstream CMS, that CMS has its own. */
const consoleEnabled = createIsomorphicFn()
  .server(() => !process.env.CMS_API_URL)
  .client(() => true)

/**
 * The staff console at /staff. The server runs this route's checks but renders none of its
 * screens ('data-only'): the page is the same for every caller, never shared by a cache
 * (private, no-store), and the console loads its data from /api/staff in the browser.
 */
export const Route = createFileRoute('/staff')({
  ssr: 'data-only',
  beforeLoad: () => {
    if (!consoleEnabled()) throw notFound()
  },
  headers: () => ({ 'cache-control': 'private, no-store' }),
  head: () => ({ meta: [{ name: 'robots', content: 'noindex, nofollow' }] }),
  component: StaffLayout,
})

function StaffLayout() {
  return (
    <StaffConsole>
      <Outlet />
    </StaffConsole>
  )
}
