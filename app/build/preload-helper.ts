// Build-time only (vite.config.ts): never imported by the app. Vite wraps every dynamic
// `import()` of the browser's code in its preload helper, which loads the chunk's CSS and
// imports beside it and announces a failed load as a `vite:preloadError` event. With Vite's
// module preload off (Start links a page's chunks itself, decision 0004) and no CSS imported by a
// lazy chunk, nothing is ever given to preload, and the helper's 3 KB of preloading code, in the
// first download of every page, never runs (0.5 KB gzip of each page's weight). This plugin loads a helper that keeps
// only the event (`~/lib/chunk-reload.ts` listens for it), and fails the build when a call would
// need more.
import type { Plugin } from 'vite'

/** Vite's helper for a call without dependencies: the import, and the event when it fails. */
const HELPER = `export const __vitePreload = (load) => load().catch((error) => {
  const event = new Event('vite:preloadError', { cancelable: true })
  event.payload = error
  window.dispatchEvent(event)
  if (!event.defaultPrevented) throw error
})
`

export function smallPreloadHelper(): Plugin {
  return {
    name: 'small-preload-helper',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    load: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler: () => HELPER,
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        // Vite names a call's dependencies through `__vite__mapDeps`: CSS or imports to preload.
        if (chunk.type === 'chunk' && chunk.code.includes('__vite__mapDeps')) {
          this.error(
            `${chunk.fileName}: a dynamic import has dependencies to preload (CSS?), which the small preload helper (app/build/preload-helper.ts) does not load`,
          )
        }
      }
    },
  }
}
