import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import copyText from 'clipboard-copy'
import { LocateFixed, MapPin, Phone } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Button } from '~/components/ui/button'
import { toast } from '~/lib/toast'
import { cn } from '~/lib/utils'
import { markActed, markListLive, updateFinder, useFinder } from './finder-store'
import { byDistance } from './geo'
import { hasPosition, type Place } from './place'

/** The small buttons of each place (plain classes: a list of hundreds repeats them). */
const action =
  'rounded-md border px-3 py-1.5 text-sm hover:bg-accent aria-pressed:border-primary aria-pressed:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring'

/** The list's icons, drawn once (`Icons`) and used by reference in every place. */
function Icon({ name }: { name: 'pin' | 'phone' }) {
  return (
    <svg aria-hidden className="mt-0.5 size-4 shrink-0">
      <use href={`#finder-${name}`} />
    </svg>
  )
}

function Icons() {
  return (
    <svg aria-hidden className="hidden">
      <symbol id="finder-pin" viewBox="0 0 24 24">
        <MapPin />
      </symbol>
      <symbol id="finder-phone" viewBox="0 0 24 24">
        <Phone />
      </symbol>
    </svg>
  )
}

type Status = { tone: 'info' | 'error'; text: string } | null

/** "3.4 km" near, "12 km" further, "1,234 km" far. */
function formatKm(km: number): string {
  const rounded = km < 10 ? Math.round(km * 10) / 10 : Math.round(km)
  return rounded.toLocaleString('en-US')
}

/**
 * The finder's list: every place with its address (to copy) and number (to call); "Nearest to
 * me" sorts it by the distance from the browser's position, asked for only then; "Show on map"
 * and the map's dots pick a place in both.
 */
export function FinderList({
  places,
  total,
  kind,
  map,
}: {
  places: Place[]
  total: number
  kind: 'outlet' | 'store'
  map: boolean
}) {
  const { t } = useLingui()
  const { selected, pickedOn, origin } = useFinder()
  const [status, setStatus] = useState<Status>(null)
  const [locating, setLocating] = useState(false)

  useEffect(() => markListLive(), [])

  // A place picked on the map: bring it into view in the list and move focus there.
  useEffect(() => {
    if (selected === null || pickedOn !== 'map') return
    const item = document.getElementById(`place-${selected}`)
    item?.scrollIntoView({ block: 'nearest' })
    item?.focus({ preventScroll: true })
  }, [selected, pickedOn])

  const located = origin ? byDistance(places.filter(hasPosition), origin) : null
  const shown: Array<Place & { distanceKm?: number }> = located
    ? [...located, ...places.filter((p) => !hasPosition(p))]
    : places

  const locate = () => {
    markActed()
    if (!('geolocation' in navigator)) {
      setStatus({
        tone: 'error',
        text: t`This browser cannot tell your location. Choose an area instead.`,
      })
      return
    }
    setLocating(true)
    setStatus({ tone: 'info', text: t`Finding your location…` })
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false)
        updateFinder({ origin: { lat: coords.latitude, lng: coords.longitude } })
        setStatus({ tone: 'info', text: t`Sorted by distance from your location, nearest first.` })
      },
      (error) => {
        setLocating(false)
        setStatus({
          tone: 'error',
          text:
            error.code === error.PERMISSION_DENIED
              ? t`You did not allow this site to use your location. Allow it in your browser's settings, or choose an area instead.`
              : t`Your location could not be found. Try again, or choose an area instead.`,
        })
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    )
  }

  const clearOrigin = () => {
    markActed()
    updateFinder({ origin: null })
    setStatus(null)
  }

  const copy = async (address: string) => {
    markActed()
    try {
      // The clipboard API, else the browser's copy command on a selection (a browser without
      // the API, a page the clipboard refuses: an in-app browser, a document not in focus).
      await copyText(address)
      toast.success(t`Address copied`)
    } catch {
      toast.error(t`The address could not be copied. Select it and copy it yourself.`)
    }
  }

  const pick = (id: number) => {
    markActed()
    updateFinder({ selected: selected === id ? null : id, pickedOn: 'list' })
    const mapBox = document.querySelector('[data-testid="finder-map"]')
    const box = mapBox?.getBoundingClientRect()
    if (mapBox && box && (box.bottom < 0 || box.top > window.innerHeight)) {
      mapBox.scrollIntoView({ block: 'nearest' })
    }
  }

  const count =
    kind === 'outlet'
      ? t({ message: plural(total, { one: '# outlet', other: '# outlets' }) })
      : t({ message: plural(total, { one: '# store', other: '# stores' }) })

  return (
    <div>
      <Icons />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <p className="text-sm text-muted-foreground" data-testid="result-count">
          {count}
        </p>
        <div className="ml-auto flex flex-wrap gap-2">
          {origin ? (
            <Button type="button" variant="outline" size="sm" onClick={clearOrigin}>
              {t`Usual order`}
            </Button>
          ) : null}
          <Button type="button" size="sm" onClick={locate} disabled={locating}>
            <LocateFixed aria-hidden />
            {t`Nearest to me`}
          </Button>
        </div>
      </div>
      <p
        aria-live="polite"
        data-testid="finder-status"
        className={cn(
          'text-sm empty:hidden',
          status?.tone === 'error' ? 'mb-4 text-destructive' : 'mb-4 text-muted-foreground',
        )}
      >
        {status?.text}
      </p>
      {places.length < total && (
        <p className="mb-4 text-sm text-muted-foreground">
          {t`The first ${places.length} are listed. Choose an area to see the others.`}
        </p>
      )}
      {places.length === 0 ? (
        <p className="rounded-lg border p-6 text-center text-muted-foreground">
          {kind === 'outlet'
            ? t`No outlet matches. Choose another area.`
            : t`No store matches. Choose another region.`}
        </p>
      ) : (
        <ol
          aria-label={kind === 'outlet' ? t`Outlets` : t`Stores`}
          className="grid gap-3"
          data-testid={kind === 'outlet' ? 'outlet-list' : 'store-list'}
        >
          {shown.map((place) => {
            const isSelected = place.id === selected
            return (
              <li
                key={place.id}
                id={`place-${place.id}`}
                tabIndex={-1}
                aria-current={isSelected ? 'true' : undefined}
                data-testid="place"
                className={cn(
                  // Up to 500 places: the browser lays out only those near the screen (the
                  // rest keep an estimated height until they come near, then their own).
                  'scroll-mt-4 rounded-lg border bg-card p-4 outline-none [contain-intrinsic-size:auto_12rem] [content-visibility:auto] focus-visible:ring-2 focus-visible:ring-ring',
                  isSelected && 'border-primary ring-2 ring-primary/40',
                )}
              >
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <h2 id={`place-${place.id}-name`} className="font-semibold">
                      {place.name}
                    </h2>
                    {place.company && (
                      <p className="text-sm text-muted-foreground">{place.company}</p>
                    )}
                    <p className="mt-1 text-sm text-muted-foreground">{place.region}</p>
                  </div>
                  {place.distanceKm !== undefined && (
                    <p className="shrink-0 text-sm font-medium" data-testid="distance">
                      {t`${formatKm(place.distanceKm)} km`}
                    </p>
                  )}
                </div>
                <p className="mt-2 flex items-start gap-1.5 text-sm">
                  <Icon name="pin" />
                  <span className="min-w-0 break-words" data-testid="address">
                    {place.address}
                  </span>
                </p>
                <p className="mt-1 flex items-start gap-1.5 text-sm">
                  <Icon name="phone" />
                  {place.phone ? (
                    <a
                      href={`tel:${place.phone}`}
                      className="min-w-0 break-words text-primary hover:underline"
                    >
                      {place.contact}
                    </a>
                  ) : (
                    <span className="min-w-0 break-words">{place.contact}</span>
                  )}
                </p>
                <div className="mt-3 flex flex-wrap gap-2">
                  <button
                    type="button"
                    className={action}
                    aria-describedby={`place-${place.id}-name`}
                    onClick={() => void copy(place.address)}
                  >
                    {t`Copy address`}
                  </button>
                  {map && hasPosition(place) && (
                    <button
                      type="button"
                      className={action}
                      aria-pressed={isSelected}
                      aria-describedby={`place-${place.id}-name`}
                      onClick={() => pick(place.id)}
                    >
                      {t`Show on map`}
                    </button>
                  )}
                </div>
              </li>
            )
          })}
        </ol>
      )}
    </div>
  )
}
