// Prometheus metrics of one server process, answered at GET /metrics (front/http-server.ts):
// request durations by route pattern and status, the page cache, the database pool, upstream
// CMS calls, and prom-client's process and Node metrics (event-loop delay, memory, CPU, GC).
// With several worker processes a scrape answers their sum (process/cluster-metrics.ts). Labels
// come from fixed sets (metric-labels.ts), whatever paths and methods arrive.
import { timingSafeEqual } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import { upstreamCallCounts } from '../process/counters.ts'
import { processDatabase } from '../process/database.ts'
import { cameThroughProxy } from './forwarded.ts'
import { methodLabel, routeLabel, statusLabel } from './metric-labels.ts'

export const METRICS_PATH = '/metrics'

/** What the page cache tells: entries and bytes held now. */
type PageCacheView = { size: number; bytes: number }

export type Metrics = {
  registry: Registry
  /**
   * One request answered: its method, path (no query), status and seconds; `isFile` when the
   * path names a file of the build.
   */
  observe(method: string, path: string, status: number, seconds: number, isFile?: boolean): void
  /** A page asked of the shared cache: HIT, STALE or MISS. */
  pageCache(state: string): void
}

export function createMetrics(pageCache: PageCacheView): Metrics {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to its answer, by route pattern and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  const cacheLookups = new Counter({
    name: 'page_cache_requests_total',
    help: 'Pages asked of the shared page cache, by answer (HIT, STALE, MISS)',
    labelNames: ['state'],
    registers: [registry],
  })
  new Gauge({
    name: 'page_cache_entries',
    help: 'Pages the shared page cache holds',
    registers: [registry],
    collect() {
      this.set(pageCache.size)
    },
  })
  new Gauge({
    name: 'page_cache_bytes',
    help: 'Bytes the shared page cache holds (raw and compressed copies)',
    registers: [registry],
    collect() {
      this.set(pageCache.bytes)
    },
  })
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL connections of this process’s pool, by state (total, idle, waiting clients, max)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = processDatabase()?.poolStats?.()
      if (!stats) return
      for (const [state, value] of Object.entries(stats)) this.set({ state }, value)
    },
  })
  new Counter({
    name: 'upstream_requests_total',
    help: 'Calls of the upstream CMS (CMS_API_URL), by outcome: ok, http_error or how they failed',
    labelNames: ['outcome'],
    registers: [registry],
    collect() {
      this.reset()
      for (const [outcome, n] of upstreamCallCounts()) this.inc({ outcome }, n)
    },
  })
  return {
    registry,
    observe(method, path, status, seconds, isFile = false) {
      duration.observe(
        {
          method: methodLabel(method),
          route: routeLabel(path, isFile),
          status: statusLabel(status),
        },
        seconds,
      )
    },
    pageCache(state) {
      cacheLookups.inc({ state })
    },
  }
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * Who may read /metrics: with METRICS_TOKEN set, a caller sending it as a bearer token; without
 * it, a caller on this machine that came through no proxy (a loopback address, and none of the
 * headers a proxy adds: X-Forwarded-*, Forwarded, X-Real-IP, CF-Connecting-IP, Via …), e.g. a
 * Prometheus agent beside the site. A proxy on the same machine (nginx) connects from loopback
 * too: what it forwards comes from anywhere.
 */
export function metricsAllowed(req: IncomingMessage): boolean {
  const token = process.env.METRICS_TOKEN?.trim()
  if (token) {
    const given = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1]?.trim() ?? ''
    return sameSecret(given, token)
  }
  const address = req.socket.remoteAddress ?? ''
  const loopback = address === '::1' || address.startsWith('127.') || address === '::ffff:127.0.0.1'
  return loopback && !cameThroughProxy(req.headers)
}
