const KEY = 'chunk-reload-at'
/** Spec §9: after a failed chunk load the page reloads, at most once per 60 000 ms. */
export const CHUNK_RELOAD_GUARD_MS = 60_000

export function shouldReloadAfterChunkError(now: number, lastReloadAt: number | null): boolean {
  return lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS
}

/**
 * TanStack Router reloads the page itself when a route's component fails to load, once per
 * error message for the whole visit (`lazyRouteComponent`). That would reload again for another
 * chunk within the minute: an error this guard lets through is marked as already reloaded for.
 */
const routerReloadKey = (message: string) => `tanstack_router_reload:${message}`

function session(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

let installed = false

/**
 * Every dynamic import goes through Vite's preload helper, which announces a failure as
 * `vite:preloadError` (cancelable: cancelled, the import is not rethrown). The first failure
 * reloads the page; another within a minute of that reload — the time is kept in session
 * storage, across the reload — is left to the error screen.
 */
export function installChunkReloadGuard() {
  if (installed || typeof window === 'undefined') return
  installed = true
  window.addEventListener('vite:preloadError', (event) => {
    const storage = session()
    // Without session storage the guard could not hold across the reload: no reload at all.
    if (!storage) return
    const raw = storage.getItem(KEY)
    const last = raw === null ? null : Number(raw)
    const now = Date.now()
    if (shouldReloadAfterChunkError(now, last !== null && Number.isFinite(last) ? last : null)) {
      event.preventDefault()
      storage.setItem(KEY, String(now))
      window.location.reload()
      return
    }
    const error: unknown = Reflect.get(event, 'payload')
    if (error instanceof Error) storage.setItem(routerReloadKey(error.message), '1')
  })
}
