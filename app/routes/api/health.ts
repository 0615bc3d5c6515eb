import { createFileRoute } from '@tanstack/react-router'
import { probeUpstream, upstreamBase } from '~/server/cmsapi/upstream'
import { methodNotAllowed } from '~/server/http/methods'

const noStore = { 'cache-control': 'no-store' }

/**
 * Liveness: 200 while this process serves, whatever its database or the CMS do (restarting the
 * process would bring neither back; `/api/ready` is what takes the site out of a load balancer
 * meanwhile). In upstream mode (CMS_API_URL) the CMS's reachability and latency are reported.
 */
export const Route = createFileRoute('/api/health')({
  server: {
    handlers: {
      // Read only: any other method is a 405 with Allow, not the page renderer's 200.
      ANY: () => methodNotAllowed(['GET', 'HEAD']),
      GET: async () => {
        const upstream = upstreamBase()
        if (upstream) {
          const probe = await probeUpstream(upstream)
          return Response.json(
            { ok: true, database: 'none', upstream: probe },
            { headers: noStore },
          )
        }
        return Response.json(
          { ok: true, uptimeSeconds: Math.round(process.uptime()) },
          { headers: noStore },
        )
      },
    },
  },
})
