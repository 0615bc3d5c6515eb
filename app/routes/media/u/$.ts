import { createFileRoute } from '@tanstack/react-router'
import { upstreamBase } from '~/server/cmsapi/upstream'

const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * Uploaded images (media library): content-hashed URLs, so they never change. The library is
 * the staff console's: none in upstream mode (CMS_API_URL).
 */
export const Route = createFileRoute('/media/u/$')({
  server: {
    handlers: {
      GET: async ({ params }) => {
        if (upstreamBase()) return new Response('Not found', { status: 404 })
        const match = /^([0-9a-f]{32})\/(\d{2,4})\.(avif|webp)$/.exec(params._splat ?? '')
        const [, hash = '', width = '0', format] = match ?? []
        if (!match || (format !== 'avif' && format !== 'webp')) {
          return new Response('Not found', { status: 404 })
        }
        const { readMediaFile } = await import('~/server/staff/media')
        const bytes = await readMediaFile(hash, Number(width), format)
        if (!bytes) return new Response('Not found', { status: 404 })
        return new Response(new Uint8Array(bytes), {
          headers: { 'content-type': `image/${format}`, 'cache-control': IMMUTABLE },
        })
      },
    },
  },
})
