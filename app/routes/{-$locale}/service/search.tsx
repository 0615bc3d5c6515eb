import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, useRouter } from '@tanstack/react-router'
import { Search } from 'lucide-react'
import { useId, useState } from 'react'
import { PageHeading } from '~/components/layout/section-layout'
import { AppLink } from '~/components/site/app-link'
import { Button } from '~/components/ui/button'
import { Input, Label } from '~/components/ui/input'
import { loaderData } from '~/features/content/cms-errors'
import { searchSite } from '~/features/service/service.functions'
import { localePath } from '~/i18n/locale'
import { useLocale } from '~/i18n/use-locale'
import { pageHead } from '~/lib/head'
import { searchValidator, textParam } from '~/lib/search'

const validateSearch = searchValidator({ keyword: textParam })

export const Route = createFileRoute('/{-$locale}/service/search')({
  validateSearch,
  loaderDeps: ({ search }) => ({ keyword: search.keyword }),
  loader: ({ context, deps }) =>
    deps.keyword
      ? loaderData(searchSite({ data: { locale: context.locale, keyword: deps.keyword } }))
      : null,
  head: pageHead(msg`Search`),
  component: SearchPage,
})

function SearchPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const router = useRouter()
  const id = useId()
  const { keyword } = Route.useSearch()
  const [draft, setDraft] = useState(keyword ?? '')
  // Spec §5: searching with an empty keyword asks for the product name.
  const [empty, setEmpty] = useState(keyword === '')
  // Without a keyword the loader searched nothing: its data is null.
  const data = Route.useLoaderData()
  const total = data
    ? data.products.total + data.downloads.total + data.manuals.total + data.parts.length
    : 0
  return (
    <>
      <PageHeading
        title={<Trans>Search</Trans>}
        intro={<Trans>Search products, downloads, manuals and spare parts.</Trans>}
      />
      <search>
        <form
          method="get"
          action={localePath(locale, '/service/search')}
          noValidate
          className="mb-8 flex max-w-2xl flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault()
            const value = draft.trim()
            setEmpty(!value)
            if (!value) return
            void router.navigate({
              href: localePath(locale, `/service/search?keyword=${encodeURIComponent(value)}`),
            })
          }}
        >
          <Label htmlFor={`${id}-keyword`}>
            <Trans>Product name or model</Trans>
          </Label>
          <div className="flex gap-2">
            <Input
              id={`${id}-keyword`}
              name="keyword"
              type="search"
              value={draft}
              maxLength={100}
              onChange={(e) => setDraft(e.target.value)}
              aria-invalid={empty || undefined}
              aria-describedby={empty ? `${id}-error` : undefined}
            />
            <Button type="submit">
              <Search aria-hidden />
              <Trans>Search</Trans>
            </Button>
          </div>
          {empty && (
            <p
              id={`${id}-error`}
              role="alert"
              className="text-sm text-destructive"
              data-testid="search-error"
            >
              <Trans>Please enter your product name</Trans>
            </p>
          )}
        </form>
      </search>
      {keyword && data && (
        <div data-testid="search-results">
          <p className="mb-6 text-sm text-muted-foreground">
            {t`${total} results for “${keyword}”`}
          </p>
          <ResultGroup title={t`Products`} count={data.products.total}>
            {data.products.list.map((p) => (
              <li key={p.id}>
                <AppLink to={`/product/detail/${p.id}`} className="hover:text-primary">
                  {p.name}
                </AppLink>
              </li>
            ))}
          </ResultGroup>
          <ResultGroup title={t`Downloads`} count={data.downloads.total}>
            {data.downloads.list.map((d) => (
              <li key={d.id}>
                <AppLink to={`/service/download/detail/${d.id}`} className="hover:text-primary">
                  {d.title}
                </AppLink>
              </li>
            ))}
          </ResultGroup>
          <ResultGroup title={t`Manuals`} count={data.manuals.total}>
            {data.manuals.list.map((d) => (
              <li key={d.id}>
                <AppLink to={`/service/explain/detail/${d.id}`} className="hover:text-primary">
                  {d.title}
                </AppLink>
              </li>
            ))}
          </ResultGroup>
          {/* A part number or a part's name finds the tools it fits, at the part's row. */}
          <ResultGroup title={t`Spare parts`} count={data.parts.length}>
            {data.parts.map((part) =>
              part.products.map((tool) => (
                <li key={`${part.partNumber}-${tool.id}`}>
                  {/* The browser's own navigation: the part's row is then its target. */}
                  <a
                    href={localePath(locale, `/product/detail/${tool.id}#part-${tool.number}`)}
                    className="hover:text-primary"
                  >
                    {part.name} {part.partNumber} · {tool.model || tool.name}
                  </a>
                </li>
              )),
            )}
          </ResultGroup>
        </div>
      )}
    </>
  )
}

function ResultGroup({
  title,
  count,
  children,
}: {
  title: string
  count: number
  children: React.ReactNode
}) {
  return (
    <section className="mb-8">
      <h2 className="mb-2 text-lg font-semibold">
        {title} <span className="text-sm font-normal text-muted-foreground">({count})</span>
      </h2>
      {count === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>Nothing found.</Trans>
        </p>
      ) : (
        <ul className="list-disc space-y-1 pl-5">{children}</ul>
      )}
    </section>
  )
}
