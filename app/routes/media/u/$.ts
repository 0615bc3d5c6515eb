import { createFileRoute } from '@tanstack/react-router'
import { upstreamBase } from '~/server/cmsapi/upstream'

/**
 * Uploaded images (media library): content-hashed URLs, so they never change. The library is
 * the staff console's: none in upstream mode (CMS_API_URL).
 */
export const Route = createFileRoute('/media/u/$')({
  server: {
    handlers: {
      GET: async ({ params, request }) => {
        if (upstreamBase()) return new Response('Not found', { status: 404 })
        const { serveImage } = await import('~/server/staff/media')
        return serveImage(params._splat ?? '', request.method)
      },
    },
  },
})
