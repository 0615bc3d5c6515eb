import { createFileRoute } from '@tanstack/react-router'
import { placeholderPdf, placeholderSvg } from '~/server/media/placeholder'

const LONG_CACHE = 'public, max-age=604800'

/** Demo media of the seeded content (see app/server/media/placeholder.ts). */
export const Route = createFileRoute('/media/$')({
  server: {
    handlers: {
      GET: ({ params }) => {
        const path = params._splat ?? ''
        const svg = /^([a-z]+)\/([\w.-]{1,80}\.svg)$/.exec(path)
        if (svg) {
          const body = placeholderSvg(svg[1] ?? '', svg[2] ?? '')
          if (body) {
            return new Response(body, {
              headers: {
                'content-type': 'image/svg+xml; charset=utf-8',
                'cache-control': LONG_CACHE,
              },
            })
          }
        }
        const pdf = /^files\/([\w.-]{1,80})\.pdf$/.exec(path)
        if (pdf) {
          return new Response(placeholderPdf(pdf[1] ?? 'document'), {
            headers: {
              'content-type': 'application/pdf',
              'content-disposition': `inline; filename="${pdf[1]}.pdf"`,
              'cache-control': LONG_CACHE,
            },
          })
        }
        return new Response('Not found', { status: 404 })
      },
    },
  },
})
