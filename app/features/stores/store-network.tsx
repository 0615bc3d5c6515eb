import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Phone } from 'lucide-react'
import { FilterForm } from '~/components/content/filter-form'
import { Pagination, withQuery } from '~/components/content/pagination'
import { useLocale } from '~/i18n/use-locale'
import { storesQuery } from './stores.queries'

/** Where a store sits on a simple equirectangular map of the region. */
function dot(lat: number, lng: number, region: 'cn' | 'intl') {
  const [minLng, maxLng, minLat, maxLat] = region === 'cn' ? [73, 135, 18, 54] : [-80, 150, -40, 60]
  return {
    x: ((lng - minLng) / (maxLng - minLng)) * 100,
    y: (1 - (lat - minLat) / (maxLat - minLat)) * 100,
  }
}

/** The CN or EN network module: stores of a region, a province filter and their positions. */
export function StoreNetwork({
  region,
  path,
  page,
  province,
  baseQuery = {},
}: {
  region: 'cn' | 'intl'
  path: string
  page: number
  province?: string
  /** Query of the page that embeds the module (e.g. the region tab), kept by its links. */
  baseQuery?: Record<string, string | undefined>
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const { data } = useSuspenseQuery(storesQuery(locale, region, page, province))
  return (
    <div>
      <FilterForm
        path={path}
        fields={[
          {
            kind: 'select',
            name: 'province',
            label: region === 'cn' ? t`Province` : t`Country`,
            value: province,
            options: data.stores.provinces.map((p) => ({ value: p, label: p })),
          },
        ]}
      >
        {Object.entries(baseQuery).map(([name, value]) =>
          value ? <input key={name} type="hidden" name={name} value={value} /> : null,
        )}
      </FilterForm>
      <div className="grid gap-6 lg:grid-cols-[2fr_3fr]">
        <figure className="rounded-lg border bg-muted/40 p-3">
          <svg
            viewBox="0 0 100 60"
            className="h-auto w-full"
            role="img"
            aria-label={t`Positions of ${data.positions.length} stores`}
          >
            <rect width="100" height="60" rx="2" fill="#e5e7eb" />
            {data.positions.map((p) => {
              const { x, y } = dot(p.lat, p.lng, region)
              return (
                <circle key={p.id} cx={x} cy={y * 0.6} r="1.2" fill="#c8102e">
                  <title>{`${p.name} (${p.lat.toFixed(2)}, ${p.lng.toFixed(2)})`}</title>
                </circle>
              )
            })}
          </svg>
          <figcaption className="mt-2 text-xs text-muted-foreground">
            <Trans>Each dot is a store.</Trans>
          </figcaption>
        </figure>
        <ul className="grid gap-3 sm:grid-cols-2" data-testid="store-list">
          {data.stores.list.map((s) => (
            <li key={s.id} className="rounded-lg border bg-card p-3 text-sm">
              <h3 className="font-semibold">{s.name}</h3>
              <p className="text-muted-foreground">
                {s.province} · {s.city}
              </p>
              <p>{s.address}</p>
              <a
                href={`tel:${s.phone.replace(/[^\d+]/g, '')}`}
                className="mt-1 inline-flex items-center gap-1 text-primary hover:underline"
              >
                <Phone className="size-3.5" aria-hidden />
                {s.phone}
              </a>
            </li>
          ))}
        </ul>
      </div>
      <Pagination
        page={data.stores.pageNo}
        pageSize={data.stores.pageSize}
        total={data.stores.total}
        hrefFor={(n) => withQuery(path, { ...baseQuery, province, page: n })}
      />
    </div>
  )
}
