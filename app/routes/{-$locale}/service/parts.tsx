import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, useRouter } from '@tanstack/react-router'
import { Search } from 'lucide-react'
import { useId } from 'react'
import { PageHeading } from '~/components/layout/section-layout'
import { Button } from '~/components/ui/button'
import { Input, Label } from '~/components/ui/input'
import { loaderData } from '~/features/content/cms-errors'
import { PARTS_QUERY_MAX, searchParts } from '~/features/products/parts.functions'
import { localePath } from '~/i18n/locale'
import { useLocale } from '~/i18n/use-locale'
import { pageHead } from '~/lib/head'
import { searchValidator, textParam } from '~/lib/search'

const validateSearch = searchValidator({ q: textParam })

export const Route = createFileRoute('/{-$locale}/service/parts')({
  validateSearch,
  loaderDeps: ({ search }) => ({ q: search.q }),
  loader: ({ context, deps }) =>
    deps.q ? loaderData(searchParts({ data: { locale: context.locale, q: deps.q } })) : null,
  head: pageHead(msg`Spare Parts`),
  component: PartsPage,
})

/**
 * The results lead to a tool's parts with plain links, which the browser follows itself: its
 * fragment (`#part-3`) is then the page's target, which the list highlights (`:target`); a
 * navigation of the router's would not set it.
 *
 * Spare parts: a visitor types a tool's model (from its rating plate) or a part number, and
 * finds the tool's exploded drawing and parts list, or the tools a part fits. The form is a GET
 * form: the query is in the address, and it works without the page's code.
 */
function PartsPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const router = useRouter()
  const id = useId()
  const { q } = Route.useSearch()
  const data = Route.useLoaderData()
  // An empty query (the form sent blank) asks for a model or part number.
  const empty = q === ''
  return (
    <>
      <PageHeading
        title={<Trans>Spare Parts</Trans>}
        intro={
          <Trans>
            Find the exploded drawing and parts list of your tool by its model (on the rating
            plate), or the tools a part fits by its part number.
          </Trans>
        }
      />
      <search>
        <form
          method="get"
          action={localePath(locale, '/service/parts')}
          noValidate
          className="mb-8 flex max-w-2xl flex-col gap-2"
          onSubmit={(event) => {
            // With the page's code: the same address, without reloading the page.
            const value = new FormData(event.currentTarget).get('q')
            if (typeof value !== 'string' || !value.trim()) return
            event.preventDefault()
            void router.navigate({
              href: localePath(locale, `/service/parts?q=${encodeURIComponent(value.trim())}`),
            })
          }}
        >
          <Label htmlFor={`${id}-q`}>
            <Trans>Model or part number</Trans>
          </Label>
          <div className="flex gap-2">
            <Input
              id={`${id}-q`}
              key={q}
              name="q"
              type="search"
              defaultValue={q ?? ''}
              maxLength={PARTS_QUERY_MAX}
              placeholder={t`e.g. RF-DD20B or 1619RF0553`}
              aria-invalid={empty || undefined}
              aria-describedby={empty ? `${id}-error` : undefined}
            />
            <Button type="submit">
              <Search aria-hidden />
              <Trans>Search</Trans>
            </Button>
          </div>
          {empty && (
            <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
              <Trans>Enter a model or a part number</Trans>
            </p>
          )}
        </form>
      </search>
      {q && data && !data.available && (
        <p className="text-sm text-muted-foreground">
          <Trans>The parts search is not available at the moment.</Trans>
        </p>
      )}
      {q && data?.available && (
        <div data-testid="parts-results">
          {data.products.length === 0 && data.parts.length === 0 && (
            <p className="text-sm text-muted-foreground">
              <Trans>
                Nothing found for “{q}”. Check the model on the tool’s rating plate, or the part
                number.
              </Trans>
            </p>
          )}
          {data.products.length > 0 && (
            <section className="mb-8" aria-labelledby={`${id}-tools`}>
              <h2 id={`${id}-tools`} className="mb-3 text-lg font-semibold">
                <Trans>Tools</Trans>
              </h2>
              <ul className="grid gap-3 sm:grid-cols-2" data-testid="parts-tools">
                {data.products.map((p) => (
                  <li key={p.id} className="rounded-lg border p-3">
                    <a
                      href={localePath(locale, `/product/detail/${p.id}#parts`)}
                      className="font-medium hover:text-primary"
                    >
                      {p.model ? `${p.model} · ${p.name}` : p.name}
                    </a>
                    <p className="text-sm text-muted-foreground">
                      <Plural value={p.partCount} one="# part" other="# parts" />
                    </p>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {data.parts.length > 0 && (
            <section aria-labelledby={`${id}-parts`}>
              <h2 id={`${id}-parts`} className="mb-3 text-lg font-semibold">
                <Trans>Parts</Trans>
              </h2>
              <ul className="divide-y rounded-lg border" data-testid="parts-found">
                {data.parts.map((part) => (
                  <li key={part.partNumber} className="p-3">
                    <p>
                      <span className="font-mono font-medium">{part.partNumber}</span> {part.name}
                    </p>
                    <p className="mt-1 text-sm text-muted-foreground">
                      <Trans>Fits:</Trans>{' '}
                      {part.products.map((tool, i) => (
                        <span key={tool.id}>
                          {i > 0 && ', '}
                          <a
                            href={localePath(
                              locale,
                              `/product/detail/${tool.id}#part-${tool.number}`,
                            )}
                            className="text-primary underline underline-offset-2"
                          >
                            {tool.model || tool.name}
                          </a>
                        </span>
                      ))}
                    </p>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </>
  )
}
