import { EventEmitter } from 'node:events'

/**
 * The process's content-purge events. Anything that keeps published content (the content read
 * cache, the shared page cache in scripts/http-server.ts) subscribes here; `purgeContent`
 * (purge.ts) emits. The emitter lives on globalThis under a registered Symbol, so code loaded
 * from the built server bundle and code loaded from source (scripts/) share one emitter.
 *
 *   import { onContentPurge } from '../app/server/staff/purge-bus.ts'
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

const KEY = Symbol.for('powertool.content-purge')
const EVENT = 'purge'

export function contentPurgeBus(): EventEmitter {
  const holder: Record<symbol, unknown> = globalThis
  const found = holder[KEY]
  if (found instanceof EventEmitter) return found
  const bus = new EventEmitter()
  bus.setMaxListeners(50)
  holder[KEY] = bus
  return bus
}

/** Calls `listener` on every purge in this process; returns the unsubscribe function. */
export function onContentPurge(listener: (purge: ContentPurge) => void): () => void {
  const bus = contentPurgeBus()
  bus.on(EVENT, listener)
  return () => bus.off(EVENT, listener)
}

/** Tells this process's subscribers (purge.ts does it on every instance). */
export function emitContentPurge(purge: ContentPurge) {
  contentPurgeBus().emit(EVENT, purge)
}
