const KEY = 'chunk-reload-at'
/** Spec §9: after a failed chunk load the page reloads, at most once per 60 000 ms. */
export const CHUNK_RELOAD_GUARD_MS = 60_000

export function shouldReloadAfterChunkError(now: number, lastReloadAt: number | null): boolean {
  return lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS
}

let installed = false

export function installChunkReloadGuard() {
  if (installed || typeof window === 'undefined') return
  installed = true
  window.addEventListener('vite:preloadError', (event) => {
    const raw = window.sessionStorage.getItem(KEY)
    const last = raw === null ? null : Number(raw)
    const now = Date.now()
    if (!shouldReloadAfterChunkError(now, Number.isFinite(last) ? last : null)) return
    event.preventDefault()
    window.sessionStorage.setItem(KEY, String(now))
    window.location.reload()
  })
}
