import type { Locale } from '~/i18n/locale'
import { getPageSeo } from './seo.functions'

type PageSeo = Awaited<ReturnType<typeof getPageSeo>>

/** How long the browser keeps a page's SEO row: it changes with an editor's save, rarely. */
const KEEP_MS = 10 * 60_000

const kept = new Map<string, { at: number; seo: Promise<PageSeo | null> }>()

/**
 * A page's SEO row, read on every navigation by the root (its beforeLoad runs each time). The
 * browser keeps each row for ten minutes, so going back and forth asks once; the server asks
 * every time (a router serves one request there). A row that cannot be read is null: page SEO
 * is a nicety, the page renders with its own title.
 */
export function pageSeoOf(locale: Locale, page: string): Promise<PageSeo | null> {
  const read = () => getPageSeo({ data: { locale, page } }).catch(() => null)
  if (import.meta.env.SSR) return read()
  const key = `${locale} ${page}`
  const hit = kept.get(key)
  if (hit && Date.now() - hit.at < KEEP_MS) return hit.seo
  const seo = read()
  kept.set(key, { at: Date.now(), seo })
  return seo
}
