import { LRUCache } from 'lru-cache'
import { inPreview } from '~/server/cms/visibility'
import { onContentPurge } from '~/server/process/purge-bus'
import type { CmsCall, CmsCallContext } from './transport'

/**
 * Published content changes seldom and every page reads the same few calls (settings, menus,
 * banners, lists), so the site keeps their answers for CMS_CACHE_TTL seconds (default 10;
 * 0 turns it off). Only content reads are kept: never a member's call (token), a form, the
 * code check or anything else that writes or differs per visitor. Content edits reach visitors
 * within this TTL plus the page cache's.
 */
const ttlMs = Number(process.env.CMS_CACHE_TTL ?? 10) * 1000

const CONTENT =
  /^common\/(cmsSite|cmsAd|cmsContent|cmsPosition|cmsFile|cmsBusiness)\/|^common\/cmsProduct\/(?!fangweiSel)/

const cache = ttlMs > 0 ? new LRUCache<string, Promise<unknown>>({ max: 2000, ttl: ttlMs }) : null

// Staff published a change (purgeContent, in this process or another): read everything afresh.
onContentPurge(() => cache?.clear())

export function cachedRead<T>(
  ctx: CmsCallContext,
  req: CmsCall,
  load: () => Promise<T>,
): Promise<T> {
  // A staff preview reads drafts: never kept, never served from what visitors were given.
  if (!cache || ctx.token || inPreview() || !CONTENT.test(req.path)) return load()
  const key = `${ctx.locale} ${req.method} ${req.path} ${JSON.stringify(req.query ?? null)} ${JSON.stringify(req.body ?? null)}`
  const found = cache.get(key) as Promise<T> | undefined
  if (found) return found
  // Concurrent readers share one call; a failure is not kept.
  const pending = load()
  cache.set(key, pending)
  pending.catch(() => cache.delete(key))
  return pending
}
