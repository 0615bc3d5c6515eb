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
