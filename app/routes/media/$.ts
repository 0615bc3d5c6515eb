import { createFileRoute } from '@tanstack/react-router'
import { upstreamBase } from '~/server/cmsapi/upstream'

/**
 * Demo media of the seeded catalogue: pictures drawn as SVG (app/server/media/drawings.ts), also
 * as WebP in the widths of a page's srcset (drawing-raster.ts), and documents rendered as PDF on
 * first request (app/server/media/pdf.ts). A real deployment serves the CMS's own files: in
 * upstream mode (CMS_API_URL) there is no demo media.
 */
export const Route = createFileRoute('/media/$')({
  server: {
    handlers: {
      GET: async ({ params }) => {
        if (upstreamBase()) return new Response('Not found', { status: 404 })
        const { demoMedia } = await import('~/server/media/demo-media')
        return (await demoMedia(params._splat ?? '')) ?? new Response('Not found', { status: 404 })
      },
    },
  },
})
