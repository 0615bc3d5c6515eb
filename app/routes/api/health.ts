import { createFileRoute } from '@tanstack/react-router'
import { sql } from 'drizzle-orm'
import { probeUpstream, upstreamBase } from '~/server/cmsapi/upstream'
import { getDb } from '~/server/db/client'
import { methodNotAllowed } from '~/server/http/methods'
import { log } from '~/server/log'

const noStore = { 'cache-control': 'no-store' }

/**
 * Liveness: this process answers and, in embedded mode, its database does (503 when not). In
 * upstream mode (CMS_API_URL) there is no database to ask; the CMS's reachability and latency
 * are reported, and an unreachable CMS still answers 200 (restarting the site would not bring it
 * back: `/api/ready` is what takes the site out of a load balancer meanwhile).
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
        try {
          const db = await getDb()
          await db.execute(sql`select 1`)
          return Response.json({ ok: true }, { headers: noStore })
        } catch (error) {
          log.error({ err: error }, 'health check failed')
          return Response.json({ ok: false }, { status: 503, headers: noStore })
        }
      },
    },
  },
})
