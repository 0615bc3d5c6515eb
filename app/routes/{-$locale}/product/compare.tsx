import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, isNotFound, isRedirect } from '@tanstack/react-router'
import { useId } from 'react'
import { ContentImage } from '~/components/content/content-image'
import { PageHeading } from '~/components/layout/section-layout'
import { AppLink } from '~/components/site/app-link'
import { buttonVariants } from '~/components/ui/button'
import { loaderData } from '~/features/content/cms-errors'
import { compareHref, specRows } from '~/features/products/compare'
import { getProduct } from '~/features/products/products.functions'
import { otherLocale } from '~/i18n/locale'
import { pageHead } from '~/lib/head'
import { idListParam, idsOf, searchValidator } from '~/lib/search'
import type { Twins } from '~/lib/twins'
import { cn } from '~/lib/utils'

const validateSearch = searchValidator({
  // At most four products side by side: they still fit a phone's sideways scroll and a
  // printed page. Further ids are left out, as are bad ones.
  ids: idListParam(4),
  // The differing rows alone: a link of its own, so it works without JavaScript.
  diff: (value: unknown) => (value === 1 || value === '1' ? (1 as const) : undefined),
})

/**
 * The product comparison (`?ids=1,3`, the list's checkboxes send `?ids=1&ids=3`): not indexed
 * (app/lib/private-pages.ts), since each of its columns is a product page's words again.
 */
export const Route = createFileRoute('/{-$locale}/product/compare')({
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { locale }, deps }) => {
    const read = await loaderData(
      Promise.all(
        idsOf(deps.ids).map((id) =>
          getProduct({ data: { locale, id } }).catch((error: unknown) => {
            // An id that names no product of this language (unknown, unpublished, or one of
            // the other language's) is left out; a failing content service fails the page.
            if (isNotFound(error) || isRedirect(error)) return null
            throw error
          }),
        ),
      ),
    )
    const found = read.filter((p) => p !== null)
    // What the table shows, not the products' whole pages: the page's data is in its HTML.
    const products = found.map((p) => ({
      id: p.id,
      name: p.name,
      model: p.model,
      image: p.images[0],
      brand: p.brand?.name ?? '',
      category: p.category?.name ?? '',
      specs: p.specs,
    }))
    // The other language compares the same products' translations, when at least two (or all
    // of the fewer shown) have one; else the language switch leads to the other product list.
    const diff = deps.diff === 1
    const other = otherLocale(locale)
    const there = found.flatMap((p) => p.alternates?.[other] ?? [])
    const twins: Twins = { list: '/product/list' }
    twins[locale] = compareHref(
      found.map((p) => p.id),
      diff,
    )
    if (there.length >= Math.min(2, found.length)) twins[other] = compareHref(there, diff)
    return { products, requested: read.length, twins }
  },
  head: pageHead(msg`Compare products`),
  component: ComparePage,
})

/** Fewer than two products to compare: what to do instead. */
function CompareNotice() {
  return (
    <>
      <PageHeading title={<Trans>Compare products</Trans>} />
      <p className="text-muted-foreground" data-testid="compare-notice">
        <Trans>Tick two to four products on the product list to compare them side by side.</Trans>
      </p>
      <AppLink to="/product/list" className={buttonVariants({ className: 'mt-6' })}>
        <Trans>Back to the products</Trans>
      </AppLink>
    </>
  )
}

/** A value of a cell, or a dash where the product does not state it. */
function Value({ value }: { value: string | null }) {
  const { t } = useLingui()
  if (value) return value
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{t`Not stated`}</span>
    </>
  )
}

function ComparePage() {
  const { t } = useLingui()
  const { products, requested } = Route.useLoaderData()
  const { diff } = Route.useSearch()
  const captionId = useId()
  if (products.length < 2) return <CompareNotice />
  const ids = products.map((p) => p.id)
  const rows = specRows(products)
  const shownRows = diff ? rows.filter((row) => row.differs) : rows
  const columns = products.length + 1
  // The spec names stay in view while a phone scrolls the products sideways; on paper the
  // table is as wide as the page and no wider.
  const rowHeader =
    'sticky left-0 z-10 min-w-28 border-b p-2 text-left align-top font-medium sm:w-48 sm:p-3 print:static print:w-auto print:min-w-0 print:p-1.5'
  const cell = 'border-b p-2 align-top sm:p-3 print:p-1.5'
  const identity = [
    { label: t`Model`, values: products.map((p) => p.model) },
    { label: t`Brand`, values: products.map((p) => p.brand) },
    { label: t`Category`, values: products.map((p) => p.category) },
  ]
  return (
    // Printed alone: the site's header, footer and the section's banner stay off the paper.
    <div data-print-alone>
      <PageHeading
        title={<Trans>Compare products</Trans>}
        intro={
          <Trans>Their specifications side by side; rows whose values differ are marked.</Trans>
        }
      />
      {products.length < requested && (
        <p className="mb-4 text-sm text-muted-foreground" data-testid="compare-left-out">
          <Trans>Some of the chosen products are no longer available and are left out.</Trans>
        </p>
      )}
      <p className="mb-4 flex flex-wrap gap-x-6 gap-y-2 text-sm print:hidden">
        {diff ? (
          <AppLink to={compareHref(ids)} className="font-medium text-primary hover:underline">
            <Trans>Show all specifications</Trans>
          </AppLink>
        ) : (
          <AppLink to={compareHref(ids, true)} className="font-medium text-primary hover:underline">
            <Trans>Show only differences</Trans>
          </AppLink>
        )}
        <AppLink to="/product/list" className="hover:text-primary hover:underline">
          <Trans>Back to the products</Trans>
        </AppLink>
      </p>
      {/* A region of its own that a keyboard can scroll when a phone shows it in part. */}
      <section
        aria-labelledby={captionId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1)
        tabIndex={0}
        // Relative: the screen-reader words of a Remove link (absolute, `sr-only`) stay inside
        // the scrolling region instead of widening the page on a phone.
        className="relative overflow-x-auto rounded-lg border print:overflow-visible print:rounded-none print:border-0"
        data-testid="compare-region"
      >
        <table
          className="w-full border-separate border-spacing-0 text-sm print:text-xs"
          data-testid="compare-table"
        >
          <caption id={captionId} className="sr-only">
            <Trans>Specifications of the chosen products</Trans>
          </caption>
          <thead>
            <tr>
              <td className={cn(rowHeader, 'bg-background')} />
              {products.map((p) => (
                <th
                  key={p.id}
                  scope="col"
                  className="border-b p-2 text-left align-top font-normal sm:p-3 print:p-1.5"
                  data-testid="compare-product"
                >
                  <ContentImage
                    src={p.image}
                    sizes="160px"
                    alt=""
                    width={160}
                    height={160}
                    decoding="async"
                    className="aspect-square w-full max-w-40 rounded-md border bg-muted object-cover print:max-w-16"
                  />
                  {/* A block's least width holds the column's (a cell's own may be ignored). */}
                  <AppLink
                    to={`/product/detail/${p.id}`}
                    className="mt-2 block min-w-28 font-semibold hover:text-primary print:min-w-0"
                  >
                    {p.name}
                  </AppLink>
                  <AppLink
                    to={compareHref(
                      ids.filter((id) => id !== p.id),
                      diff === 1,
                    )}
                    className="mt-1 inline-block text-xs text-muted-foreground underline hover:text-primary print:hidden"
                    data-testid="compare-remove"
                  >
                    <Trans>Remove</Trans>
                    <span className="sr-only"> {p.name}</span>
                  </AppLink>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {identity.map((row) => (
              <tr key={row.label} className="print:break-inside-avoid">
                <th scope="row" className={cn(rowHeader, 'bg-background')}>
                  {row.label}
                </th>
                {row.values.map((value, i) => (
                  <td key={ids[i]} className={cell}>
                    <Value value={value || null} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tbody>
            <tr>
              <th
                scope="rowgroup"
                colSpan={columns}
                className="border-b bg-muted p-2 text-left font-semibold sm:px-3"
              >
                {/* Stays in view while the row scrolls sideways. */}
                <span className="sticky left-3">
                  <Trans>Specifications</Trans>
                </span>
              </th>
            </tr>
            {shownRows.map((row) => (
              <tr
                key={row.name}
                data-testid="spec-row"
                data-differs={row.differs ? 'true' : undefined}
                className={cn('print:break-inside-avoid', row.differs && 'bg-accent')}
              >
                <th
                  scope="row"
                  className={cn(rowHeader, row.differs ? 'bg-accent' : 'bg-background')}
                >
                  {row.name}
                  {row.differs && (
                    <span className="mt-1 block w-fit rounded border border-primary px-1.5 text-xs font-semibold text-primary">
                      <Trans>Differs</Trans>
                    </span>
                  )}
                </th>
                {row.values.map((value, i) => (
                  <td key={ids[i]} className={cell}>
                    <Value value={value} />
                  </td>
                ))}
              </tr>
            ))}
            {shownRows.length === 0 && (
              <tr>
                <td colSpan={columns} className={cn(cell, 'text-muted-foreground')}>
                  {diff ? (
                    <Trans>None of their specifications differ.</Trans>
                  ) : (
                    <Trans>No specifications are listed for these products.</Trans>
                  )}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </section>
    </div>
  )
}
