import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { PageHeading } from '~/components/layout/section-layout'
import { Button } from '~/components/ui/button'
import { Label, NativeSelect } from '~/components/ui/input'
import { loaderData } from '~/features/content/cms-errors'
import { Finder, preloadFinder } from '~/features/finder/finder'
import { placeTwins } from '~/features/finder/place-twins'
import { getOutlets } from '~/features/service/service.functions'
import { localePath } from '~/i18n/locale'
import { useLocale } from '~/i18n/use-locale'
import { pageHead } from '~/lib/head'
import { searchValidator, textOf } from '~/lib/search'

const place = textOf(50)

const validateSearch = searchValidator({ area: place, province: place, city: place })

export const Route = createFileRoute('/{-$locale}/service/network')({
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { locale }, deps }) => {
    preloadFinder()
    // The language switch carries the area, province and city across by name in that language.
    const place = { kind: 'outlet' as const, ...deps }
    const [data, twins] = await Promise.all([
      loaderData(getOutlets({ data: { locale, ...deps } })),
      placeTwins(locale, '/service/network', deps, place),
    ])
    return { data, twins }
  },
  head: pageHead(msg`After-sales Network`),
  component: NetworkPage,
})

/** The after-sales outlet finder: area → province → city filters, the list and the map. */
function NetworkPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const navigate = Route.useNavigate()
  const id = useId()
  const search = Route.useSearch()
  const { data } = Route.useLoaderData()
  // The choice shows at once, while the filtered list loads; the address then catches up.
  const [chosen, setChosen] = useState(search)
  useEffect(() => setChosen(search), [search])
  const area = data.levels.find((a) => a.area === chosen.area)
  const province = area?.provinces.find((p) => p.province === chosen.province)
  // With JavaScript a choice applies at once; without, the form's button sends it.
  const go = (next: { area?: string; province?: string; city?: string }) => {
    setChosen(next)
    void navigate({ search: next })
  }
  // A choice made in the server's HTML before this code ran: the select shows it, but no
  // listener heard it, so it is applied now (a tap in the first half-second counts).
  const form = useRef<HTMLFormElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the page's code arrives
  useEffect(() => {
    // The select's new value when it no longer shows what the server's HTML selected.
    const early = (name: string) => {
      const select = form.current?.elements.namedItem(name)
      if (!(select instanceof HTMLSelectElement)) return null
      const changed = [...select.options].some((o) => o.selected !== o.defaultSelected)
      return changed ? { value: select.value || undefined } : null
    }
    const [a, p, c] = [early('area'), early('province'), early('city')]
    if (a) go({ area: a.value })
    else if (p) go({ area: search.area, province: p.value })
    else if (c) go({ area: search.area, province: search.province, city: c.value })
  }, [])
  return (
    <>
      <PageHeading
        title={<Trans>After-sales Network</Trans>}
        intro={<Trans>Find an authorised service outlet near you.</Trans>}
      />
      <search>
        <form
          ref={form}
          method="get"
          action={localePath(locale, '/service/network')}
          aria-label={t`Filter outlets`}
          className="mb-6 grid gap-3 rounded-lg border bg-muted/40 p-4 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end"
          onSubmit={(event) => {
            event.preventDefault()
            go(chosen)
          }}
        >
          <div className="flex min-w-0 flex-col gap-1.5">
            <Label htmlFor={`${id}-area`}>{t`Area`}</Label>
            <NativeSelect
              id={`${id}-area`}
              name="area"
              value={chosen.area ?? ''}
              onChange={(e) => go({ area: e.target.value || undefined })}
            >
              <option value="">{t`All areas`}</option>
              {data.levels.map((a) => (
                <option key={a.area} value={a.area}>
                  {a.area}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex min-w-0 flex-col gap-1.5">
            <Label htmlFor={`${id}-province`}>{t`Province`}</Label>
            <NativeSelect
              id={`${id}-province`}
              name="province"
              value={chosen.province ?? ''}
              disabled={!area}
              onChange={(e) => go({ area: chosen.area, province: e.target.value || undefined })}
            >
              <option value="">{t`All provinces`}</option>
              {area?.provinces.map((p) => (
                <option key={p.province} value={p.province}>
                  {p.province}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex min-w-0 flex-col gap-1.5">
            <Label htmlFor={`${id}-city`}>{t`City`}</Label>
            <NativeSelect
              id={`${id}-city`}
              name="city"
              value={chosen.city ?? ''}
              disabled={!province}
              onChange={(e) =>
                go({
                  area: chosen.area,
                  province: chosen.province,
                  city: e.target.value || undefined,
                })
              }
            >
              <option value="">{t`All cities`}</option>
              {province?.cities.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button type="submit" variant="outline">
            {t`Filter`}
          </Button>
        </form>
      </search>
      <Finder places={data.places} total={data.total} kind="outlet" map />
    </>
  )
}
