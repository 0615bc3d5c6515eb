import { createFileRoute } from '@tanstack/react-router'
import { clientIp } from '~/server/client-ip'
import { forwardCmsHttp, upstreamBase } from '~/server/cmsapi/upstream'

/**
 * The /cmsapi contract over HTTP at /api/cmsapi/… (docs/cmsapi.md): the embedded content
 * service, or in upstream mode (CMS_API_URL) the call forwarded to the CMS.
 */
export const Route = createFileRoute('/api/cmsapi/$')({
  server: {
    handlers: {
      // GET and POST are the calls; any other method gets the 405 envelope with Allow.
      ANY: async ({ request, params }) => {
        const path = params._splat ?? ''
        const upstream = upstreamBase()
        if (upstream) return forwardCmsHttp(request, path, upstream, clientIp())
        const { handleCmsHttp } = await import('~/server/cms/http')
        return handleCmsHttp(request, path, undefined, clientIp())
      },
    },
  },
})
