import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { loadCatalogs } from '~/i18n/i18n'
import { localeOfPath } from '~/i18n/locale'
import { hydratedOnInteraction, lazyComponent } from '~/lib/hydrate-on-interaction'
import { holdPress, listIsLive, resetFinder } from './finder-store'
import type { Place } from './place'

/** Width / height of the map (china-map.json): the box keeps its size before the map is in. */
export const MAP_ASPECT = '1000 / 845'

/** The finder's own messages load with its code, never in the page's first download. */
const withMessages = <T,>(module: Promise<T>): Promise<T> =>
  Promise.all([
    module,
    loadCatalogs(localeOfPath(typeof window === 'undefined' ? '/' : window.location.pathname), [
      'finder',
    ]),
  ]).then(([loaded]) => loaded)

const loadList = () => withMessages(import('./finder-list')).then((m) => m.FinderList)

/**
 * The list: rendered by the server (it works without JavaScript: call and address are plain
 * text and links), its code (nearest first, copy, pick) loads on the first interaction.
 */
const LazyFinderList = hydratedOnInteraction(
  import.meta.env.SSR ? await loadList() : lazyComponent(loadList),
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
  // The server's list waits for an interaction before it hydrates; new places meanwhile (a
  // filter chosen, the back button) must not update it in that state: it is then replaced by
  // a list rendered in the browser.
  const [serverPlaces] = useState(places)
  const [fresh, setFresh] = useState(false)
  if (!fresh && places !== serverPlaces && !listIsLive()) setFresh(true)
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
          <MapSlot places={places} kind={kind} />
        </div>
      )}
      <div ref={listBox} className="min-w-0">
        <LazyFinderList
          key={fresh ? 'browser' : 'server'}
          places={places}
          total={total}
          kind={kind}
          map={map}
        />
      </div>
    </div>
  )
}
