import { createFileRoute } from '@tanstack/react-router'
import { handleCmsHttp } from '~/server/cms/http'

/** The embedded content service over HTTP at /api/cmsapi/… (see docs/cmsapi.md). */
export const Route = createFileRoute('/api/cmsapi/$')({
  server: {
    handlers: {
      GET: ({ request, params }) => handleCmsHttp(request, params._splat ?? ''),
      POST: ({ request, params }) => handleCmsHttp(request, params._splat ?? ''),
    },
  },
})
