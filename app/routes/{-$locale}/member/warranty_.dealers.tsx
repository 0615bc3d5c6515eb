import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { Button } from '~/components/ui/button'
import { Label, NativeSelect } from '~/components/ui/input'
import { getDealers } from '~/features/member/dealers.functions'
import { localePath } from '~/i18n/locale'
import { useLocale } from '~/i18n/use-locale'
import { headFor } from '~/lib/head'
import { textOf } from '~/lib/search'
import { warrantyDraftOf, warrantyDraftQuery } from '~/shared/member/warranty-draft'

const provinceOf = textOf(50)

/**
 * The warranty form's dealer picker: the service network's outlets by province (a plain GET
 * filter), each a link back to the form with the dealer filled in and what was typed there
 * before kept (`warranty-draft.ts`). It keeps the outlets' list out of the warranty page and its
 * code; it works the same with or without JavaScript. Its words come from the server with the
 * list (`dealerPageLabels`): no catalogue part of its own in every page's code.
 */
export const Route = createFileRoute('/{-$locale}/member/warranty_/dealers')({
  // The filter is a plain GET form: each choice loads the page anew, so the search is read here
  // (no search schema in every page's route tree).
  loader: async ({ context, location }) => {
    const province = provinceOf(Reflect.get(location.search, 'province')) ?? ''
    const data = await getDealers({ data: { locale: context.locale, province } })
    // What was typed into the warranty form, kept for the way back.
    return { province, draft: warrantyDraftOf(location.searchStr), ...data }
  },
  head: ({ matches, loaderData }) => headFor(matches, loaderData?.labels.title ?? ''),
  component: DealersPage,
})

function DealersPage() {
  const locale = useLocale()
  const { province, draft, labels, ...data } = Route.useLoaderData()
  const form = localePath(locale, '/member/warranty')
  return (
    <>
      <PageHeading title={labels.title} intro={labels.intro} />
      <search>
        <form
          method="get"
          action={localePath(locale, '/member/warranty/dealers')}
          aria-label={labels.filter}
          className="mb-6 flex flex-wrap items-end gap-3 rounded-lg border bg-muted/40 p-4"
        >
          <div className="flex min-w-0 flex-col gap-1.5">
            <Label htmlFor="dealer-province">{labels.province}</Label>
            <NativeSelect id="dealer-province" name="province" defaultValue={province}>
              <option value="">{labels.allProvinces}</option>
              {data.provinces.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </NativeSelect>
          </div>
          {Object.entries(draft).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <Button type="submit">{labels.show}</Button>
        </form>
      </search>
      {data.groups.length === 0 && <p className="text-muted-foreground">{labels.none}</p>}
      <div className="grid gap-6" data-testid="dealer-list">
        {data.groups.map((g) => (
          <section key={g.province} aria-label={g.province || labels.other}>
            <h2 className="mb-2 text-lg font-semibold">{g.province || labels.other}</h2>
            <ul className="grid gap-1 sm:grid-cols-2">
              {g.dealers.map((d) => (
                <li key={d.name}>
                  <a
                    href={form + warrantyDraftQuery({ ...draft, dealer: d.name })}
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
        <a
          href={form + warrantyDraftQuery(draft)}
          className="text-primary underline-offset-4 hover:underline"
        >
          {labels.back}
        </a>
      </p>
    </>
  )
}
