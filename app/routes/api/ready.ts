import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createFileRoute } from '@tanstack/react-router'
import { sql } from 'drizzle-orm'
import { probeUpstream, upstreamBase } from '~/server/cmsapi/upstream'
import { getDb, migrationsFolder } from '~/server/db/client'
import { methodNotAllowed } from '~/server/http/methods'
import { log, noteDatabaseAnswered } from '~/server/log'

let shipped: number | undefined

/** How many migrations the build ships (drizzle's journal), read once: it cannot change. */
function shippedMigrations(): number {
  shipped ??= countJournalEntries()
  return shipped
}

function countJournalEntries(): number {
  const journal = JSON.parse(
    readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
  )
  return Array.isArray(journal.entries) ? journal.entries.length : 0
}

async function databaseReady(): Promise<{ database: boolean; migrations: boolean }> {
  try {
    const db = await getDb()
    await db.execute(sql`select 1`)
    // Both drivers answer { rows } (PGlite and node-postgres).
    const { rows } = (await db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: Array<{ n: number }> }
    noteDatabaseAnswered()
    return { database: true, migrations: Number(rows[0]?.n ?? 0) >= shippedMigrations() }
  } catch (error) {
    // An outage is logged once per interval with its cause (log.ts), not once per probe.
    log.error({ err: error }, 'readiness: the database does not answer')
    return { database: false, migrations: false }
  }
}

/**
 * Readiness, for a load balancer or Kubernetes: in embedded mode the database answers and has
 * every migration of this build; in upstream mode the CMS answers (the site has no database
 * then). `/api/health` is the liveness check.
 */
export const Route = createFileRoute('/api/ready')({
  server: {
    handlers: {
      ANY: () => methodNotAllowed(['GET', 'HEAD']),
      GET: async () => {
        const upstream = upstreamBase()
        const checks = upstream
          ? { upstream: (await probeUpstream(upstream)).reachable }
          : await databaseReady()
        const ok = Object.values(checks).every(Boolean)
        return Response.json(
          { ok, checks },
          { status: ok ? 200 : 503, headers: { 'cache-control': 'no-store' } },
        )
      },
    },
  },
})
