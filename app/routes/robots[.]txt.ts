import { createFileRoute } from '@tanstack/react-router'
import { siteUrl } from '~/features/site/site.server'

export const Route = createFileRoute('/robots.txt')({
  server: {
    handlers: {
      GET: () =>
        new Response(
          [
            'User-agent: *',
            'Allow: /',
            'Disallow: /member/',
            'Disallow: /zh/member/',
            'Disallow: /api/',
            // The header's language link: a redirect to a page listed in its own right.
            'Disallow: /lang',
            `Sitemap: ${siteUrl()}/sitemap.xml`,
            '',
          ].join('\n'),
          {
            headers: {
              'content-type': 'text/plain; charset=utf-8',
              'cache-control': 'public, max-age=86400',
            },
          },
        ),
    },
  },
})
