import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { useLocale } from '~/i18n/use-locale'
import { cn } from '~/lib/utils'
import chinaMapUrl from './china-map.json?url'
import { updateFinder, useFinder } from './finder-store'
import { byDistance, conicEqualArea, viewFor } from './geo'
import { hasPosition, type Place } from './place'

type ChinaMap = typeof import('./china-map.json')

/**
 * The provinces' outlines are data, not code: fetched as a file (a hashed asset, cached for
 * good) beside this module rather than built into it, they are not part of the page's
 * JavaScript (about 9 KB gzip, decision 0004) and the browser parses them as JSON, not as a
 * script. A failed fetch leaves the map out; the list says everything the map shows.
 */
const china: ChinaMap | null = await fetch(chinaMapUrl)
  .then((response) => (response.ok ? (response.json() as Promise<ChinaMap>) : null))
  .catch(() => null)

const project = china ? conicEqualArea(china.projection) : () => [0, 0] as [number, number]
/** The smallest part of the map it zooms to (about 800 km across): a province and its neighbours. */
const MIN_VIEW = 150
/** Dot radius in screen terms: in map units at the whole map, scaled with the zoom. */
const DOT = 7

/**
 * The map of China with a dot per listed place (decision 0008): drawn from the province
 * outlines of china-map.json, zoomed to the listed places (or to the visitor and the nearest
 * ones). A dot picks its place in the list; the list's "Show on map" picks the dot. For
 * pointers only: the list says everything the map shows, so the map is one image to
 * assistive technology.
 */
export function FinderMap(props: { places: Place[]; kind: 'outlet' | 'store' }) {
  return china ? <DrawnMap {...props} china={china} /> : null
}

function DrawnMap({
  places,
  kind,
  china,
}: {
  places: Place[]
  kind: 'outlet' | 'store'
  china: ChinaMap
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const { selected, origin } = useFinder()
  const dots = useMemo(
    () =>
      places.filter(hasPosition).map((p) => {
        const [x, y] = project(p)
        return { id: p.id, name: p.name, x, y, lat: p.lat, lng: p.lng }
      }),
    [places],
  )
  const here = origin ? project(origin) : null
  const view = useMemo(() => {
    const focus = here
      ? [
          here,
          ...byDistance(dots, origin ?? { lat: 0, lng: 0 })
            .slice(0, 3)
            .map((d) => [d.x, d.y] as const),
        ]
      : dots.map((d) => [d.x, d.y] as const)
    return viewFor(focus, china, MIN_VIEW)
  }, [dots, here, origin, china])
  const zoom = view.width / china.width
  const r = DOT * zoom
  const picked = dots.find((d) => d.id === selected)
  const count = dots.length
  const label =
    kind === 'outlet'
      ? t({
          message: plural(count, {
            one: 'Map of China with # outlet',
            other: 'Map of China with # outlets',
          }),
        })
      : t({
          message: plural(count, {
            one: 'Map of China with # store',
            other: 'Map of China with # stores',
          }),
        })
  return (
    <svg
      viewBox={`${view.x} ${view.y} ${view.width} ${view.height}`}
      className="absolute inset-0 size-full"
      role="img"
      aria-label={label}
      data-testid="map-svg"
    >
      <g className="fill-background stroke-muted-foreground/50" strokeWidth={0.8}>
        {china.provinces.map((p) => (
          <path key={p.code} d={p.d} vectorEffect="non-scaling-stroke" data-testid="map-province">
            <title>{locale === 'zh' ? p.zh : p.en}</title>
          </path>
        ))}
      </g>
      <g>
        {dots.map((d) => (
          // biome-ignore lint/a11y/noStaticElementInteractions: the list is the accessible way to pick a place; the map is one image
          <g
            key={d.id}
            className="cursor-pointer"
            onClick={() => updateFinder({ selected: d.id, pickedOn: 'map' })}
          >
            <circle cx={d.x} cy={d.y} r={r * 2.2} fill="transparent" />
            <circle
              cx={d.x}
              cy={d.y}
              r={r}
              data-testid="map-dot"
              data-place={d.id}
              className={cn('stroke-white', d.id === selected ? 'fill-foreground' : 'fill-primary')}
              strokeWidth={1}
              vectorEffect="non-scaling-stroke"
            >
              <title>{d.name}</title>
            </circle>
          </g>
        ))}
      </g>
      {picked && (
        <circle
          cx={picked.x}
          cy={picked.y}
          r={r * 1.8}
          className="pointer-events-none fill-none stroke-foreground"
          strokeWidth={2}
          vectorEffect="non-scaling-stroke"
          data-testid="map-picked"
        />
      )}
      {here && (
        <circle
          cx={here[0]}
          cy={here[1]}
          r={r * 1.1}
          className="pointer-events-none fill-sky-600 stroke-white"
          strokeWidth={2}
          vectorEffect="non-scaling-stroke"
          data-testid="map-origin"
        >
          <title>{t`Your location`}</title>
        </circle>
      )}
    </svg>
  )
}
