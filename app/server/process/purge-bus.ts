import { EventEmitter } from 'node:events'

/**
 * The process's content-purge events. Anything that keeps published content (the content read
 * cache, the shared page cache of app/server/front/http-server.ts) subscribes here;
 * `purgeContent` (purge.ts) emits.
 *
 *   import { onContentPurge } from '~/server/process/purge-bus'
 *   onContentPurge(({ paths }) => (paths === 'all' ? pageCache.clear() : paths.forEach(…)))
 */
export type ContentPurge = {
  /**
   * Site paths whose pages changed, in both locales, or all. A path names that page with any
   * query ('/about/news' is also '/about/news?page=2'); a path ending in '/*' names the page
   * and every page below it ('/about/news/*' is also '/about/news/detail/7').
   */
  paths: string[] | 'all'
}

/** The PostgreSQL channel of purges between processes and instances (staff/purge.ts). */
export const PURGE_CHANNEL = 'content_purge'

/**
 * The application_name of each site process's connection that listens on PURGE_CHANNEL: how
 * `db:restore` finds the instances that serve from a database (db/pg-tools.ts).
 */
export const LISTENER_APPLICATION_NAME = 'powertool-site'

/** Whether a purge covers the page at `pathname` (no query). */
export function purgeCovers(purge: ContentPurge, pathname: string): boolean {
  if (purge.paths === 'all') return true
  for (const path of purge.paths) {
    if (path.endsWith('/*')) {
      const base = path.slice(0, -2)
      if (pathname === base || pathname.startsWith(`${base}/`)) return true
    } else if (pathname === path) return true
  }
  return false
}

const EVENT = 'purge'
const bus = new EventEmitter()
bus.setMaxListeners(50)

/** Calls `listener` on every purge in this process; returns the unsubscribe function. */
export function onContentPurge(listener: (purge: ContentPurge) => void): () => void {
  bus.on(EVENT, listener)
  return () => bus.off(EVENT, listener)
}

/** Tells this process's subscribers (purge.ts does it on every instance). */
export function emitContentPurge(purge: ContentPurge) {
  bus.emit(EVENT, purge)
}
