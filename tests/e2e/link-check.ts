import type { APIRequestContext } from '@playwright/test'

/** A link that did not answer 2xx or 3xx, and the page that linked to it. */
export type BrokenLink = { url: string; status: number; from: string }

export type CrawlResult = { checked: number; pages: number; broken: BrokenLink[] }

const decode = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')

/** Every in-site link of an HTML page or a sitemap: anchors, head links, images, media. */
export function linksOf(body: string, contentType: string): string[] {
  const links: string[] = []
  if (contentType.includes('xml')) {
    for (const m of body.matchAll(/<loc>([^<]+)<\/loc>/g)) links.push(decode(m[1] ?? ''))
    for (const m of body.matchAll(/<xhtml:link [^>]*href="([^"]+)"/g))
      links.push(decode(m[1] ?? ''))
    return links
  }
  if (contentType.includes('text/plain')) {
    for (const m of body.matchAll(/^Sitemap:\s*(\S+)/gm)) links.push(m[1] ?? '')
    return links
  }
  for (const m of body.matchAll(/\s(?:href|src|poster)="([^"]*)"/g)) links.push(decode(m[1] ?? ''))
  for (const m of body.matchAll(/\ssrcset="([^"]*)"/g)) {
    for (const candidate of decode(m[1] ?? '').split(',')) {
      const url = candidate.trim().split(/\s+/)[0]
      if (url) links.push(url)
    }
  }
  return links
}

/** Pages are read for their links; everything else (scripts, styles, pictures, files) is only checked. */
const isPage = (path: string) => !/\.[a-z0-9]{2,5}$/i.test(path) || /\.(xml|txt)$/.test(path)

/**
 * Crawls the site from the given paths: every page reachable through in-site links (anchors,
 * canonical and hreflang alternates, the sitemap), and every asset they use. Pages are fetched
 * with GET, assets with HEAD; redirects are followed as links. Bounded: at most `limit` URLs,
 * `concurrency` requests at a time.
 */
export async function crawl(
  request: APIRequestContext,
  origin: string,
  starts: string[],
  { concurrency = 8, limit = 4000 } = {},
): Promise<CrawlResult> {
  const seen = new Map<string, string>()
  const queue: string[] = []
  const broken: BrokenLink[] = []
  let pages = 0

  const add = (raw: string, from: string) => {
    if (!raw || /^(mailto|tel|javascript|data|blob):/i.test(raw) || raw.startsWith('#')) return
    let url: URL
    try {
      url = new URL(raw, origin + from)
    } catch {
      broken.push({ url: raw, status: 0, from })
      return
    }
    if (url.origin !== origin) return
    const key = url.pathname + url.search
    if (seen.has(key)) return
    if (seen.size >= limit) throw new Error(`the crawl passed its bound of ${limit} URLs`)
    seen.set(key, from)
    queue.push(key)
  }

  const visit = async (path: string) => {
    const from = seen.get(path) ?? ''
    const page = isPage(path)
    let response = page
      ? await request.get(path, { maxRedirects: 0 })
      : await request.head(path, { maxRedirects: 0 })
    if (!page && response.status() === 405) response = await request.get(path, { maxRedirects: 0 })
    const status = response.status()
    if (status >= 300 && status < 400) {
      add(response.headers().location ?? '', path)
      return
    }
    if (status < 200 || status >= 300) {
      broken.push({ url: path, status, from })
      return
    }
    if (!page) return
    pages += 1
    const type = response.headers()['content-type'] ?? ''
    for (const link of linksOf(await response.text(), type)) add(link, path)
  }

  for (const start of starts) add(start, '/')
  let busy = 0
  const workers = Array.from({ length: concurrency }, async () => {
    for (;;) {
      const next = queue.shift()
      if (next === undefined) {
        // Another worker may still be reading a page that adds more links.
        if (busy === 0) return
        await new Promise((resolve) => setTimeout(resolve, 5))
        continue
      }
      busy += 1
      try {
        await visit(next)
      } finally {
        busy -= 1
      }
    }
  })
  await Promise.all(workers)
  return { checked: seen.size, pages, broken }
}
