import { createFileRoute } from '@tanstack/react-router'
import { clientIp } from '~/server/client-ip'
import { handleCmsHttp } from '~/server/cms/http'

/** The embedded content service over HTTP at /api/cmsapi/… (see docs/cmsapi.md). */
export const Route = createFileRoute('/api/cmsapi/$')({
  server: {
    handlers: {
      // GET and POST are the calls; any other method gets the 405 envelope with Allow.
      ANY: ({ request, params }) =>
        handleCmsHttp(request, params._splat ?? '', undefined, clientIp()),
    },
  },
})
