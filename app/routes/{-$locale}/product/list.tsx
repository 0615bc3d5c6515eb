import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { FilterForm } from '~/components/content/filter-form'
import { Pagination, withQuery } from '~/components/content/pagination'
import { PageHeading } from '~/components/layout/section-layout'
import { loaderData } from '~/features/content/cms-errors'
import { ProductCard } from '~/features/products/product-card'
import { getProductCatalog, getProducts } from '~/features/products/products.functions'
import { listTwins } from '~/features/twins/twins'
import { pageHead } from '~/lib/head'
import { optionalId, pageParam, searchValidator, textParam } from '~/lib/search'

const validateSearch = searchValidator({
  page: pageParam,
  category: optionalId,
  brand: optionalId,
  keyword: textParam,
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

function ProductListPage() {
  const { t } = useLingui()
  const { category, brand, keyword } = Route.useSearch()
  const { catalog, data } = Route.useLoaderData()
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
          {
            kind: 'text',
            name: 'keyword',
            label: t`Keyword`,
            value: keyword,
            placeholder: t`Name or model`,
          },
        ]}
      />
      <p className="mb-4 text-sm text-muted-foreground" data-testid="result-count">
        {t`${data.total} products`}
      </p>
      {data.list.length === 0 ? (
        <p className="text-muted-foreground">
          <Trans>No products match these filters.</Trans>
        </p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="product-list">
          {data.list.map((p, i) => (
            <li key={p.id}>
              <ProductCard product={p} eager={i < 4} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={data.pageNo}
        pageSize={data.pageSize}
        total={data.total}
        hrefFor={(n) => withQuery('/product/list', { category, brand, keyword, page: n })}
      />
    </>
  )
}
