import { lazy, memo, Suspense, useEffect, useRef, useState } from 'react'
import { loadCatalogs } from '~/i18n/i18n'
import { localeOfPath } from '~/i18n/locale'
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
 * Loads and draws the map once its box is in view and the browser has a moment: the map is a
 * complement to the list, never part of the page's first download (decision 0008).
 */
function MapSlot({ places, kind }: { places: Place[]; kind: 'outlet' | 'store' }) {
  const box = useRef<HTMLDivElement>(null)
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const element = box.current
    if (!element || shown) return
    let cancel = () => {}
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return
      observer.disconnect()
      cancel = whenIdle(() => setShown(true))
    })
    observer.observe(element)
    return () => {
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
  const listBox = useRef<HTMLDivElement>(null)
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
  useEffect(() => {
    // A press on one of the list's buttons before its code is there is pressed again later.
    const hold = (event: MouseEvent) => {
      if (listIsLive() || !(event.target instanceof Element)) return
      const button = event.target.closest('button')
      const list = listBox.current
      if (button && list?.contains(button)) holdPress(button, list)
    }
    window.addEventListener('click', hold, true)
    return () => {
      window.removeEventListener('click', hold, true)
      // The next finder page starts with nothing picked and no position.
      resetFinder()
    }
  }, [])
  return (
    <div className={map ? 'grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]' : ''}>
      {map && (
        <div className="lg:order-2 lg:self-stretch">
          <MapSlot places={shown.places} kind={kind} />
        </div>
      )}
      <div ref={listBox} className="min-w-0">
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
