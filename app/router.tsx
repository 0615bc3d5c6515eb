import { QueryClient } from '@tanstack/react-query'
import { createRouter, parseSearchWith, stringifySearchWith } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { cspNonce } from '~/lib/http/csp-nonce.isomorphic'
import { SiteErrorScreen, SiteNotFoundScreen } from './features/site/error-screen'
import { shouldPrefetch } from './lib/network'
import { routeTree } from './routeTree.gen'

/**
 * Search values are read as JSON, as the router does by default, except a number that would not
 * read back as written: a code of twenty digits (`?code=12345678901234567890`) stays the text
 * typed instead of becoming 12345678901234567000.
 */
function parseSearchValue(value: string): unknown {
  const parsed: unknown = JSON.parse(value)
  if (typeof parsed === 'number' && String(parsed) !== value) throw new Error('kept as text')
  return parsed
}

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
    parseSearch: parseSearchWith(parseSearchValue),
    stringifySearch: stringifySearchWith(JSON.stringify, parseSearchValue),
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
  if (import.meta.env.SSR) {
    const dehydrate = router.options.dehydrate
    router.options.dehydrate = async () => {
      const state = await dehydrate?.()
      sortQueries(state)
      return state
    }
  }
  // Spec §2: no prefetch on 2g or save-data connections. The connection is read when a link
  // asks to preload, not while the page hydrates: the browser's first read of it costs ~13 ms.
  const preloadRoute = router.preloadRoute
  router.preloadRoute = (options) =>
    shouldPrefetch() ? preloadRoute(options) : Promise.resolve(undefined)
  return router
}

/**
 * The queries a page hydrates with are listed in their cache's order, which is the order in
 * which the loaders happened to start them: two renders of the same page could list them
 * differently. Sorted by their hash, the same content is the same page, byte for byte but for
 * the render's times, so its ETag is the same in every render and process (page-cache.ts).
 * Server only: the browser never dehydrates.
 */
function sortQueries(state: unknown) {
  const query: unknown = state && typeof state === 'object' ? Reflect.get(state, 'query') : null
  const initial: unknown = query && typeof query === 'object' ? Reflect.get(query, 'initial') : null
  if (!Array.isArray(initial)) return
  const hash = (item: unknown) =>
    String(item && typeof item === 'object' ? Reflect.get(item, 'queryHash') : '')
  initial.sort((a, b) => (hash(a) < hash(b) ? -1 : hash(a) > hash(b) ? 1 : 0))
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
