import { expect, test } from '@playwright/test'
import { crawl, linksOf } from './link-check'

test.describe('whole-site link check', () => {
  // One crawl of everything: a few hundred pages and their assets.
  test.describe.configure({ timeout: 180_000 })

  test('every page reachable from both home pages and the sitemap answers, and so does every link and asset on it', async ({
    request,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? '').origin
    const started = Date.now()
    const result = await crawl(request, origin, ['/', '/zh', '/sitemap.xml', '/robots.txt'])
    console.log(
      `link check: ${result.checked} URLs (${result.pages} pages) in ${Date.now() - started} ms`,
    )
    expect(result.broken).toEqual([])
    // The crawl reached the details of both languages through the lists and the sitemap.
    expect(result.pages).toBeGreaterThan(250)
  })

  test('the crawler reads links from head, body, srcset and sitemaps, and reports a broken one', async ({
    request,
    baseURL,
  }) => {
    const html =
      '<link rel="alternate" hrefLang="zh-CN" href="/zh/a?x=1&amp;y=2"/><img src="/i.svg" srcset="/i-1.svg 1x, /i-2.svg 2x"/><video poster="/p.svg"></video><a href="tel:400">x</a>'
    expect(linksOf(html, 'text/html')).toEqual([
      '/zh/a?x=1&y=2',
      '/i.svg',
      '/p.svg',
      'tel:400',
      '/i-1.svg',
      '/i-2.svg',
    ])
    expect(
      linksOf(
        '<url><loc>http://h/a</loc><xhtml:link rel="alternate" hreflang="en" href="http://h/b"/></url>',
        'application/xml',
      ),
    ).toEqual(['http://h/a', 'http://h/b'])
    const origin = new URL(baseURL ?? '').origin
    const result = await crawl(request, origin, ['/about/news/detail/99999', '/media/no/such.svg'])
    expect(result.broken.map((b) => [b.url, b.status]).sort()).toEqual([
      ['/about/news/detail/99999', 404],
      ['/media/no/such.svg', 404],
    ])
  })
})
