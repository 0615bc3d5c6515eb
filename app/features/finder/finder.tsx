import { lazy, memo, Suspense, useEffect, useRef, useState } from 'react'
import { loadCatalogs } from '~/i18n/i18n'
import { localeOfPath } from '~/i18n/locale'
import { firstInteraction } from '~/lib/deferred-hydration'
import { hydratedOnInteraction, lazyComponent } from '~/lib/hydrate-on-interaction'
import { holdPress, listIsLive, resetFinder, useListLive } from './finder-store'
import type { Place } from './place'

/** Width / height of the map (china-map.json): the box keeps its size before the map is in. */
export const MAP_ASPECT = '1000 / 845'

/**
 * The finder's own messages load with its code, never in the page's first download, and
 * quietly: the list and the map render only once both are there, while the server's list still
 * waits to hydrate. A loud load re-rendered every translated component, so React drew that list
 * afresh in the browser instead of hydrating it: it vanished for a moment, and a press on it
 * then (its down before, its up after) was lost.
 */
const withMessages = <T,>(module: Promise<T>): Promise<T> =>
  Promise.all([
    module,
    loadCatalogs(
      localeOfPath(typeof window === 'undefined' ? '/' : window.location.pathname),
      ['finder'],
      { quietly: true },
    ),
  ]).then(([loaded]) => loaded)

/**
 * A press on one of the list's buttons before its code is there is pressed again once it is
 * (finder-store). Listened for from the moment this module runs, before the page hydrates: the
 * page's own part of the tree may hydrate after the frame, and a press meanwhile was lost
 * (React drops a press on a part that cannot hydrate yet).
 */
function holdEarlyPress(event: MouseEvent) {
  if (listIsLive() || !(event.target instanceof Element)) return
  const button = event.target.closest('button')
  const list = button?.closest('[data-finder-list]')
  if (button && list) holdPress(button, list)
}
if (typeof window !== 'undefined') window.addEventListener('click', holdEarlyPress, true)

const loadList = () => withMessages(import('./finder-list')).then((m) => m.FinderList)

/**
 * The list: rendered by the server (it works without JavaScript: call and address are plain
 * text and links), its code (nearest first, copy, pick) loads on the first interaction. Memo:
 * the page drawn again with the same places (a filter being chosen, the position found) must
 * not reach the server's list while it waits to hydrate (see `Finder`).
 */
const LazyFinderList = memo(
  hydratedOnInteraction(import.meta.env.SSR ? await loadList() : lazyComponent(loadList)),
)

const FinderMap = lazy(() =>
  withMessages(import('./finder-map')).then((m) => ({ default: m.FinderMap })),
)

/** Starts loading the list's code: route loaders call it before a client-side navigation. */
export function preloadFinder() {
  if (!import.meta.env.SSR) void loadList()
}

/** Runs `work` when the browser is idle (soon, where it cannot tell); returns a cancel. */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 2000 })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = setTimeout(work, 200)
  return () => clearTimeout(handle)
}

/**
 * Resolves once the visitor does anything: the first interaction of the page (a press, a key, a
 * touch, a focus), or a scroll or a move of the pointer, which the map's loading may follow
 * although they start nothing else. `stop` takes the listeners off the window (a finder left
 * before the visitor did anything).
 */
function visitorActs(): { acted: Promise<void>; stop: () => void } {
  const moves = ['scroll', 'wheel', 'pointermove'] as const
  let done = () => {}
  const stop = () => {
    for (const name of moves) window.removeEventListener(name, done, true)
  }
  const acted = new Promise<void>((resolve) => {
    done = () => {
      stop()
      resolve()
    }
    for (const name of moves) window.addEventListener(name, done, { capture: true, passive: true })
    void firstInteraction().then(done)
  })
  return { acted, stop }
}

/**
 * Loads and draws the map once its box is in view, the visitor has done something and the
 * browser has a moment: the map is a complement to the list, never part of what a page loads
 * before the visitor acts (its JavaScript budget, decisions 0004 and 0008).
 */
function MapSlot({ places, kind }: { places: Place[]; kind: 'outlet' | 'store' }) {
  const box = useRef<HTMLDivElement>(null)
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const element = box.current
    if (!element || shown) return
    let cancel = () => {}
    let current = true
    const visitor = visitorActs()
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return
      observer.disconnect()
      void visitor.acted.then(() => {
        if (current) cancel = whenIdle(() => setShown(true))
      })
    })
    observer.observe(element)
    return () => {
      current = false
      visitor.stop()
      observer.disconnect()
      cancel()
    }
  }, [shown])
  return (
    <div
      ref={box}
      data-testid="finder-map"
      className="relative w-full overflow-hidden rounded-lg border bg-muted/40 lg:sticky lg:top-4"
      style={{ aspectRatio: MAP_ASPECT }}
    >
      {shown && (
        <Suspense fallback={null}>
          <FinderMap places={places} kind={kind} />
        </Suspense>
      )}
    </div>
  )
}

/**
 * The outlet or store finder: the list is the primary way in (keyboard, screen readers, no
 * JavaScript); the map of China beside it places each listed place by its position.
 */
export function Finder({
  places,
  total,
  kind,
  map,
}: {
  places: Place[]
  /** How many match the filter (the list shows at most the first 500). */
  total: number
  kind: 'outlet' | 'store'
  /** Whether the places are in China, where the map can show them. */
  map: boolean
}) {
  const live = useListLive()
  // The server's list waits for an interaction before it hydrates, and React can hydrate it
  // only with the props it was drawn with: given others, it throws the server's list away and
  // draws it afresh, blank until the list's code is there. New places meanwhile (a filter
  // chosen, the back button) therefore wait until that code is loaded, then replace the
  // server's list at once with one drawn in the browser; the map shows what the list shows.
  const [server] = useState(() => ({ places, total }))
  const [fresh, setFresh] = useState(false)
  const changed = places !== server.places
  useEffect(() => {
    if (!changed || fresh || live) return
    let current = true
    void loadList().then(() => {
      if (current) setFresh(true)
    })
    return () => {
      current = false
    }
  }, [changed, fresh, live])
  const shown = live || fresh ? { places, total } : server
  // The next finder page starts with nothing picked and no position.
  useEffect(() => resetFinder, [])
  return (
    <div className={map ? 'grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]' : ''}>
      {map && (
        <div className="lg:order-2 lg:self-stretch">
          <MapSlot places={shown.places} kind={kind} />
        </div>
      )}
      <div data-finder-list className="min-w-0">
        <LazyFinderList
          key={fresh ? 'browser' : 'server'}
          places={shown.places}
          total={shown.total}
          kind={kind}
          map={map}
        />
      </div>
    </div>
  )
}
