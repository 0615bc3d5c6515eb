import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, useRouter } from '@tanstack/react-router'
import { FilterForm } from '~/components/content/filter-form'
import { Pagination, withQuery } from '~/components/content/pagination'
import { PageHeading } from '~/components/layout/section-layout'
import { Button } from '~/components/ui/button'
import { loaderData } from '~/features/content/cms-errors'
import { compareHref } from '~/features/products/compare'
import { ProductCard } from '~/features/products/product-card'
import { getProductCatalog, getProducts } from '~/features/products/products.functions'
import { listTwins } from '~/features/twins/twins'
import { localePath } from '~/i18n/locale'
import { useLocale } from '~/i18n/use-locale'
import { pageHead } from '~/lib/head'
import { optionalId, pageParam, platformParam, searchValidator, textParam } from '~/lib/search'

const validateSearch = searchValidator({
  page: pageParam,
  category: optionalId,
  brand: optionalId,
  keyword: textParam,
  platform: platformParam,
})

export const Route = createFileRoute('/{-$locale}/product/list')({
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { locale }, deps }) => {
    const [catalog, data, twins] = await Promise.all([
      loaderData(getProductCatalog({ data: { locale } })),
      loaderData(
        getProducts({
          data: {
            locale,
            page: deps.page ?? 1,
            categoryId: deps.category,
            brandId: deps.brand,
            keyword: deps.keyword,
            platform: deps.platform,
          },
        }),
      ),
      listTwins(locale, '/product/list', 'product', deps, {
        category: deps.category,
        brand: deps.brand,
      }),
    ])
    return { catalog, data, twins }
  },
  head: pageHead(msg`Products`),
  component: ProductListPage,
})

/** The form the cards' checkboxes belong to (each names it: they sit outside it, in the list). */
const COMPARE_FORM = 'compare-products'

/**
 * Choosing products to compare: a GET form whose checkboxes are in the cards, so the browser
 * itself sends `?ids=1&ids=3` to the comparison without JavaScript; with it, the router goes
 * there in-app.
 */
function CompareForm() {
  const router = useRouter()
  const locale = useLocale()
  return (
    <form
      id={COMPARE_FORM}
      method="get"
      action={localePath(locale, '/product/compare')}
      className="flex flex-wrap items-center gap-x-3 gap-y-2"
      onSubmit={(event) => {
        event.preventDefault()
        const ids = new FormData(event.currentTarget).getAll('ids').map(Number)
        void router.navigate({ href: localePath(locale, compareHref(ids)) })
      }}
    >
      <p className="text-sm text-muted-foreground">
        <Trans>Tick two to four products to compare them.</Trans>
      </p>
      <Button type="submit" variant="outline" size="sm" data-testid="compare-submit">
        <Trans>Compare selected</Trans>
      </Button>
    </form>
  )
}

function ProductListPage() {
  const { t } = useLingui()
  const { category, brand, keyword, platform } = Route.useSearch()
  const { catalog, data } = Route.useLoaderData()
  // The brands' battery platforms: a code names each in both languages.
  const platforms = catalog.brands.flatMap((b) => b.platforms)
  return (
    <>
      <PageHeading
        title={<Trans>Products</Trans>}
        intro={<Trans>Professional tools of our four brands, for every trade.</Trans>}
      />
      <FilterForm
        path="/product/list"
        fields={[
          {
            kind: 'select',
            name: 'category',
            label: t`Category`,
            value: category,
            options: catalog.categories.map((c) => ({
              value: c.id,
              label: `${c.name} (${c.productCount})`,
            })),
          },
          {
            kind: 'select',
            name: 'brand',
            label: t`Brand`,
            value: brand,
            options: catalog.brands.map((b) => ({ value: b.id, label: b.name })),
          },
          ...(platforms.length > 0
            ? [
                {
                  kind: 'select' as const,
                  name: 'platform',
                  label: t`Battery platform`,
                  value: platform,
                  options: platforms.map((p) => ({ value: p.code, label: p.name })),
                },
              ]
            : []),
          {
            kind: 'text',
            name: 'keyword',
            label: t`Keyword`,
            value: keyword,
            placeholder: t`Name or model`,
          },
        ]}
      />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
        <p className="text-sm text-muted-foreground" data-testid="result-count">
          {t`${data.total} products`}
        </p>
        {data.list.length > 0 && <CompareForm />}
      </div>
      {data.list.length === 0 ? (
        <p className="text-muted-foreground">
          <Trans>No products match these filters.</Trans>
        </p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="product-list">
          {data.list.map((p, i) => (
            <li key={p.id}>
              {/* A phone's first screen holds the first two cards (a wide screen's row of four
                  loads its other two at once anyway, being in view): the pictures below are
                  not fetched before the first paint. */}
              <ProductCard product={p} eager={i < 2}>
                <label className="flex cursor-pointer items-center gap-2 border-t px-4 py-3 text-sm">
                  <input
                    type="checkbox"
                    name="ids"
                    value={p.id}
                    form={COMPARE_FORM}
                    className="size-4 accent-primary"
                  />
                  <Trans>Compare</Trans>
                  <span className="sr-only"> {p.name}</span>
                </label>
              </ProductCard>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={data.pageNo}
        pageSize={data.pageSize}
        total={data.total}
        hrefFor={(n) => withQuery('/product/list', { category, brand, platform, keyword, page: n })}
      />
    </>
  )
}
