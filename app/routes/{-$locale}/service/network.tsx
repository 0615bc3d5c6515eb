import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, useRouter } from '@tanstack/react-router'
import { MapPin, Phone } from 'lucide-react'
import { useId } from 'react'
import { Pagination, withQuery } from '~/components/content/pagination'
import { PageHeading } from '~/components/layout/section-layout'
import { Label, NativeSelect } from '~/components/ui/input'
import { loaderData } from '~/features/content/cms-errors'
import { outletsQuery } from '~/features/service/service.queries'
import { localePath } from '~/i18n/locale'
import { useLocale } from '~/i18n/use-locale'
import { pageHead } from '~/lib/head'
import { pageParam, searchValidator, textOf } from '~/lib/search'

const place = textOf(50)

const validateSearch = searchValidator({
  page: pageParam,
  area: place,
  province: place,
  city: place,
})

export const Route = createFileRoute('/{-$locale}/service/network')({
  validateSearch,
  loaderDeps: ({ search }) => ({ ...search, page: search.page ?? 1 }),
  loader: ({ context, deps }) =>
    loaderData(context.queryClient.ensureQueryData(outletsQuery(context.locale, deps))),
  head: pageHead(msg`After-sales Network`),
  component: NetworkPage,
})

/** The phone number inside an outlet's contact text, for a tel: link. */
function phoneOf(contact: string): string | null {
  const match = /(\+?\d[\d-]{6,}\d)/.exec(contact)
  return match?.[1]?.replace(/-/g, '') ?? null
}

function NetworkPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const router = useRouter()
  const id = useId()
  const search = Route.useSearch()
  const { data } = useSuspenseQuery(outletsQuery(locale, { ...search, page: search.page ?? 1 }))
  const area = data.levels.find((a) => a.area === search.area)
  const province = area?.provinces.find((p) => p.province === search.province)
  const go = (next: { area?: string; province?: string; city?: string }) =>
    void router.navigate({ href: localePath(locale, withQuery('/service/network', next)) })
  return (
    <>
      <PageHeading
        title={<Trans>After-sales Network</Trans>}
        intro={<Trans>Find an authorised service outlet near you.</Trans>}
      />
      <search>
        <form
          method="get"
          aria-label={t`Filter outlets`}
          className="mb-8 grid gap-3 rounded-lg border bg-muted/40 p-4 sm:grid-cols-3"
        >
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-area`}>{t`Area`}</Label>
            <NativeSelect
              id={`${id}-area`}
              name="area"
              value={search.area ?? ''}
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
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-province`}>{t`Province`}</Label>
            <NativeSelect
              id={`${id}-province`}
              name="province"
              value={search.province ?? ''}
              disabled={!area}
              onChange={(e) => go({ area: search.area, province: e.target.value || undefined })}
            >
              <option value="">{t`All provinces`}</option>
              {area?.provinces.map((p) => (
                <option key={p.province} value={p.province}>
                  {p.province}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-city`}>{t`City`}</Label>
            <NativeSelect
              id={`${id}-city`}
              name="city"
              value={search.city ?? ''}
              disabled={!province}
              onChange={(e) =>
                go({
                  area: search.area,
                  province: search.province,
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
        </form>
      </search>
      <p className="mb-3 text-sm text-muted-foreground" data-testid="result-count">
        {t`${data.outlets.total} outlets`}
      </p>
      <ul className="grid gap-4 md:grid-cols-2" data-testid="outlet-list">
        {data.outlets.list.map((o) => {
          const phone = phoneOf(o.contact)
          return (
            <li key={o.id} className="rounded-lg border bg-card p-4">
              <h2 className="font-semibold">{o.dealerName}</h2>
              <p className="text-sm text-muted-foreground">{o.company}</p>
              <p className="mt-2 text-sm">
                {o.area} · {o.province} · {o.city}
              </p>
              <p className="mt-1 flex items-start gap-1 text-sm">
                <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
                {o.address}
                <span className="sr-only">
                  {t`Position: ${o.lat.toFixed(3)}, ${o.lng.toFixed(3)}`}
                </span>
              </p>
              <p className="mt-1 text-sm">
                {phone ? (
                  <a
                    href={`tel:${phone}`}
                    className="inline-flex items-center gap-1 text-primary hover:underline"
                  >
                    <Phone className="size-4" aria-hidden />
                    {o.contact}
                  </a>
                ) : (
                  o.contact
                )}
              </p>
            </li>
          )
        })}
      </ul>
      <Pagination
        page={data.outlets.pageNo}
        pageSize={data.outlets.pageSize}
        total={data.outlets.total}
        hrefFor={(n) =>
          withQuery('/service/network', {
            area: search.area,
            province: search.province,
            city: search.city,
            page: n,
          })
        }
      />
    </>
  )
}
