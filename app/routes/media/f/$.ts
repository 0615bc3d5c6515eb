import { createFileRoute } from '@tanstack/react-router'

/** Uploaded files (downloads, manuals, videos): content-hashed URLs, so they never change. */
export const Route = createFileRoute('/media/f/$')({
  server: {
    handlers: {
      GET: async ({ params, request }) => {
        const { serveFile } = await import('~/server/staff/files')
        return serveFile(params._splat ?? '', request.headers.get('range'), request.method)
      },
    },
  },
})
