import { createFileRoute } from '@tanstack/react-router'
import { sql } from 'drizzle-orm'
import { getDb } from '~/server/db/client'
import { methodNotAllowed } from '~/server/http/methods'
import { log } from '~/server/log'

/** Readiness: the database is open, migrated and answering. */
export const Route = createFileRoute('/api/health')({
  server: {
    handlers: {
      // Read only: any other method is a 405 with Allow, not the page renderer's 200.
      ANY: () => methodNotAllowed(['GET', 'HEAD']),
      GET: async () => {
        try {
          const db = await getDb()
          await db.execute(sql`select 1`)
          return Response.json({ ok: true }, { headers: { 'cache-control': 'no-store' } })
        } catch (error) {
          log.error({ err: error }, 'health check failed')
          return Response.json(
            { ok: false },
            { status: 503, headers: { 'cache-control': 'no-store' } },
          )
        }
      },
    },
  },
})
