import { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { SiteErrorScreen, SiteNotFoundScreen } from './features/site/error-screen'
import { shouldPrefetch } from './lib/network'
import { routeTree } from './routeTree.gen'
import { cspNonce } from './server/http/csp-nonce'

export function getRouter() {
  // One QueryClient per router: on the server a router serves exactly one request, so no
  // request ever sees another's cache and nothing outlives the request.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: false } },
  })
  const router = createRouter({
    routeTree,
    context: { queryClient },
    scrollRestoration: false,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    // Spec §2: "Fetch minimum delay is 200 ms" — pending UI appears only after 200 ms.
    defaultPendingMs: 200,
    defaultPendingMinMs: 200,
    ssr: { nonce: cspNonce() },
    // Every route's failure shows the site's translated screen, never TanStack's own box.
    defaultErrorComponent: SiteErrorScreen,
    defaultNotFoundComponent: SiteNotFoundScreen,
  })
  setupRouterSsrQueryIntegration({ router, queryClient })
  // Spec §2: no prefetch on 2g or save-data connections. The connection is read when a link
  // asks to preload, not while the page hydrates: the browser's first read of it costs ~13 ms.
  const preloadRoute = router.preloadRoute
  router.preloadRoute = (options) =>
    shouldPrefetch() ? preloadRoute(options) : Promise.resolve(undefined)
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
