import { createFileRoute } from '@tanstack/react-router'
import { setResponseHeader } from '@tanstack/react-start/server'
import { clientIp } from '~/server/client-ip'
import { FORWARDED_CSP, forwardCmsHttp, upstreamBase } from '~/server/cmsapi/upstream'

/**
 * The /cmsapi contract over HTTP at /api/cmsapi/… (docs/cmsapi.md): the embedded content
 * service, or in upstream mode (CMS_API_URL) the call forwarded to the CMS.
 */
export const Route = createFileRoute('/api/cmsapi/$')({
  server: {
    handlers: {
      // GET and POST are the calls; any other method gets the 405 envelope with Allow.
      ANY: async ({ request, params }) => {
        const upstream = upstreamBase()
        if (upstream) {
          // The CSP every request's router announces is a page's: the CMS's answers get theirs.
          setResponseHeader('content-security-policy', FORWARDED_CSP)
          // The call's name is read from the request's own path (decoded once, checked) there.
          return forwardCmsHttp(request, upstream, clientIp())
        }
        const { handleCmsHttp } = await import('~/server/cms/http')
        return handleCmsHttp(request, params._splat ?? '', undefined, clientIp())
      },
    },
  },
})
