import { createCsrfMiddleware, createStart } from '@tanstack/react-start'
import { httpErrorAdapter } from '~/lib/http/http-error.isomorphic'
import { badInputIs400, serverFnGuard } from '~/lib/http/server-fn-guard.isomorphic'

// Server functions and the forms the browser posts to their pages refuse cross-origin callers
// (Sec-Fetch-Site, else Origin, else Referer must name this site; a post naming none is
// refused too). /api/ answers callers that are not browsers and checks them itself.
const csrf = createCsrfMiddleware({
  filter: ({ request }) => {
    const { pathname } = new URL(request.url)
    if (pathname.startsWith('/_serverFn')) return true
    return request.method !== 'GET' && request.method !== 'HEAD' && !pathname.startsWith('/api/')
  },
})

export const startInstance = createStart(() => ({
  requestMiddleware: [csrf, serverFnGuard],
  functionMiddleware: [badInputIs400],
  serializationAdapters: [httpErrorAdapter],
}))
