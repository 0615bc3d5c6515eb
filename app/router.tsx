import { createRouter, parseSearchWith, stringifySearchWith } from '@tanstack/react-router'
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
  // A page's data is its route's loader data (the site's pages load no data library: JS
  // budget, decision 0004). It is read again on each visit of a page (shown meanwhile as it
  // was): loaders that read the address's search or a member's changes stay right. On the
  // server a router serves exactly one request, so no request ever sees another's data.
  const router = createRouter({
    routeTree,
    scrollRestoration: false,
    parseSearch: parseSearchWith(parseSearchValue),
    stringifySearch: stringifySearchWith(JSON.stringify, parseSearchValue),
    defaultPreload: 'intent',
    // Spec §2: "Fetch minimum delay is 200 ms" — pending UI appears only after 200 ms.
    defaultPendingMs: 200,
    defaultPendingMinMs: 200,
    ssr: { nonce: cspNonce() },
    // Every route's failure shows the site's translated screen, never TanStack's own box.
    defaultErrorComponent: SiteErrorScreen,
    defaultNotFoundComponent: SiteNotFoundScreen,
  })
  // The router puts the window back at the top when it renders a location, the first one
  // included: its first render is the page's hydration, so a visitor who scrolled while the code
  // was on its way (or a click aimed at a link below the fold) was thrown back to the top. A
  // navigation sets this flag again (its `resetScroll`), so only the first render keeps the
  // scroll where it is.
  router._scroll.n = false
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
