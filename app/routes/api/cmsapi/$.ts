import { createFileRoute } from '@tanstack/react-router'
import { clientIp } from '~/server/client-ip'
import { handleCmsHttp } from '~/server/cms/http'

/** The embedded content service over HTTP at /api/cmsapi/… (see docs/cmsapi.md). */
export const Route = createFileRoute('/api/cmsapi/$')({
  server: {
    handlers: {
      GET: ({ request, params }) =>
        handleCmsHttp(request, params._splat ?? '', undefined, clientIp()),
      POST: ({ request, params }) =>
        handleCmsHttp(request, params._splat ?? '', undefined, clientIp()),
    },
  },
})
