import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { Button } from '~/components/ui/button'
import { Label, NativeSelect } from '~/components/ui/input'
import { getDealers } from '~/features/member/dealers.functions'
import { type Locale, localePath } from '~/i18n/locale'
import { useLocale } from '~/i18n/use-locale'
import { pageHead } from '~/lib/head'
import { textOf } from '~/lib/search'

const provinceOf = textOf(50)

const dealersQuery = (locale: Locale, province: string) =>
  queryOptions({
    queryKey: ['warranty-dealers', locale, province],
    queryFn: () => getDealers({ data: { locale, province } }),
  })

/**
 * The warranty form's dealer picker: the service network's outlets by province (a plain GET
 * filter), each a link back to the form with the dealer filled in. It keeps the outlets' list
 * out of the warranty page and its code; it works the same with or without JavaScript.
 */
export const Route = createFileRoute('/{-$locale}/member/warranty_/dealers')({
  // The filter is a plain GET form: each choice loads the page anew, so the search is read here
  // (no search schema in every page's route tree).
  loader: async ({ context, location }) => {
    const province = provinceOf(Reflect.get(location.search, 'province')) ?? ''
    if (context.member) {
      await context.queryClient
        .ensureQueryData(dealersQuery(context.locale, province))
        .catch(() => null)
    }
    return { province }
  },
  head: pageHead(msg`Pick your dealer`),
  component: DealersPage,
})

function DealersPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const { province } = Route.useLoaderData()
  const { data } = useQuery(dealersQuery(locale, province))
  const back = localePath(locale, '/member/warranty')
  return (
    <>
      <PageHeading
        title={<Trans>Pick your dealer</Trans>}
        intro={
          <Trans>Our service outlets by province: pick the one you bought your tool from.</Trans>
        }
      />
      <search>
        <form
          method="get"
          action={localePath(locale, '/member/warranty/dealers')}
          aria-label={t`Filter outlets`}
          className="mb-6 flex flex-wrap items-end gap-3 rounded-lg border bg-muted/40 p-4"
        >
          <div className="flex min-w-0 flex-col gap-1.5">
            <Label htmlFor="dealer-province">{t`Province`}</Label>
            <NativeSelect id="dealer-province" name="province" defaultValue={province}>
              <option value="">{t`All provinces`}</option>
              {data?.provinces.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button type="submit">
            <Trans>Show</Trans>
          </Button>
        </form>
      </search>
      {data && data.groups.length === 0 && (
        <p className="text-muted-foreground">
          <Trans>No outlets to show. You can type the dealer's name in the form.</Trans>
        </p>
      )}
      <div className="grid gap-6" data-testid="dealer-list">
        {data?.groups.map((g) => (
          <section key={g.province} aria-label={g.province || t`Other`}>
            <h2 className="mb-2 text-lg font-semibold">{g.province || t`Other`}</h2>
            <ul className="grid gap-1 sm:grid-cols-2">
              {g.dealers.map((d) => (
                <li key={d.name}>
                  <a
                    href={`${back}?dealer=${encodeURIComponent(d.name)}`}
                    className="text-primary underline-offset-4 hover:underline"
                  >
                    {d.name}
                  </a>
                  {d.city && <span className="text-muted-foreground"> · {d.city}</span>}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p className="mt-8">
        <a href={back} className="text-primary underline-offset-4 hover:underline">
          <Trans>Back to product registration</Trans>
        </a>
      </p>
    </>
  )
}
