import { createFileRoute } from '@tanstack/react-router'
import { clientIp } from '~/server/client-ip'

const handle = async ({ request, params }: { request: Request; params: { _splat?: string } }) => {
  const { handleStaffHttp } = await import('~/server/staff/api')
  return handleStaffHttp(request, params._splat ?? '', { ip: clientIp() })
}

/** The staff API at /api/staff/… (docs/staff-api.md); 404 in upstream mode. */
export const Route = createFileRoute('/api/staff/$')({
  // Every method reaches the staff API (PROPFIND, TRACE… too: `ANY`, else the router drew them
  // a page), which answers 405 with Allow to those a call does not take.
  server: { handlers: { ANY: handle } },
})
