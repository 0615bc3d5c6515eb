import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { type Db, getDb } from '~/server/db/client'
import { log } from '~/server/log'
import {
  type ContentPurge,
  emitContentPurge,
  LISTENER_APPLICATION_NAME,
  PURGE_CHANNEL,
} from '~/server/process/purge-bus'

/** NOTIFY carries at most 8000 bytes: a longer list of paths becomes 'all'. */
const MAX_PAYLOAD = 7000
/** Names this process in its own notifications (it has applied them already). */
const ORIGIN = `${process.pid}-${randomBytes(4).toString('hex')}`

type Wire = ContentPurge & { origin: string }

function normalize(paths: string[] | 'all'): ContentPurge {
  if (paths === 'all') return { paths: 'all' }
  const clean = [...new Set(paths.filter((p) => p.startsWith('/')))]
  return { paths: clean }
}

const isPostgres = () => /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')

/**
 * Published content changed: clears the content read cache and tells every page cache, in this
 * process at once and, on PostgreSQL, in every other process and instance (LISTEN/NOTIFY).
 */
export async function purgeContent(
  paths: string[] | 'all',
  options: { db?: Db; broadcast?: boolean } = {},
): Promise<ContentPurge> {
  const purge = normalize(paths)
  emitContentPurge(purge)
  if (!(options.broadcast ?? isPostgres())) return purge
  let wire: Wire = { ...purge, origin: ORIGIN }
  if (JSON.stringify(wire).length > MAX_PAYLOAD) wire = { paths: 'all', origin: ORIGIN }
  const db = options.db ?? (await getDb())
  await db.execute(sql`select pg_notify(${PURGE_CHANNEL}, ${JSON.stringify(wire)})`)
  return purge
}

function parseWire(payload: string | undefined): Wire | null {
  try {
    const value: unknown = JSON.parse(payload ?? '')
    if (typeof value !== 'object' || value === null) return null
    const paths = Reflect.get(value, 'paths')
    const origin = Reflect.get(value, 'origin')
    if (typeof origin !== 'string') return null
    if (paths === 'all') return { paths, origin }
    if (Array.isArray(paths) && paths.every((p) => typeof p === 'string')) return { paths, origin }
    return null
  } catch {
    return null
  }
}

/**
 * Listens on PostgreSQL for purges of other processes and hands each to `onPurge` (by default:
 * this process's subscribers). One dedicated connection; it reconnects after a drop. Returns
 * the function that stops listening.
 */
export async function listenForContentPurges(
  url: string,
  onPurge: (purge: ContentPurge) => void = emitContentPurge,
  options: { ownToo?: boolean } = {},
): Promise<() => Promise<void>> {
  const { default: pg } = await import('pg')
  let stopped = false
  let client: InstanceType<typeof pg.Client> | null = null
  let retry: ReturnType<typeof setTimeout> | undefined
  const connect = async (): Promise<void> => {
    // Named, so that db:restore sees this process serves from the database (db/pg-tools.ts).
    const next = new pg.Client({
      connectionString: url,
      application_name: LISTENER_APPLICATION_NAME,
    })
    next.on('notification', (message) => {
      const wire = parseWire(message.payload)
      if (wire && (options.ownToo || wire.origin !== ORIGIN)) onPurge({ paths: wire.paths })
    })
    next.on('error', (error) => {
      log.warn({ err: error }, 'content purge listener failed')
      next.end().catch(() => {})
      if (!stopped) retry = setTimeout(() => void connect().catch(() => {}), 1000)
    })
    await next.connect()
    await next.query(`LISTEN ${PURGE_CHANNEL}`)
    client = next
    // Purges missed while disconnected: content may have changed, so start afresh.
    if (retry !== undefined) onPurge({ paths: 'all' })
  }
  await connect()
  return async () => {
    stopped = true
    clearTimeout(retry)
    await client?.end().catch(() => {})
  }
}
