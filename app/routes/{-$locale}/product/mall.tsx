import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ContentImage } from '~/components/content/content-image'
import { PageHeading } from '~/components/layout/section-layout'
import { AppLink } from '~/components/site/app-link'
import { buttonVariants } from '~/components/ui/button'
import { loaderData } from '~/features/content/cms-errors'
import { getProductCatalog } from '~/features/products/products.functions'
import { pageHead } from '~/lib/head'
import { isOtherSite } from '~/lib/site-links'

export const Route = createFileRoute('/{-$locale}/product/mall')({
  loader: ({ context }) => loaderData(getProductCatalog({ data: { locale: context.locale } })),
  head: pageHead(msg`Online Mall`),
  component: MallPage,
})

function MallPage() {
  const data = Route.useLoaderData()
  return (
    <>
      <PageHeading
        title={<Trans>Online Mall</Trans>}
        intro={<Trans>Buy our brands from their official stores.</Trans>}
      />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="brand-list">
        {data.brands.map((b) => (
          <li key={b.id} className="flex flex-col rounded-lg border bg-card p-5">
            <ContentImage
              src={b.logo}
              sizes="320px"
              alt=""
              width={320}
              height={160}
              className="mb-4 h-20 w-full object-contain"
            />
            <h2 className="text-lg font-semibold">{b.name}</h2>
            <p className="mt-2 flex-1 text-sm text-muted-foreground">{b.intro}</p>
            <div className="mt-4 flex flex-wrap gap-2" data-testid="brand-stores">
              {b.onlineStores.map((store) => (
                <AppLink
                  key={store.url}
                  to={store.url}
                  external
                  newTab
                  className={buttonVariants({ size: 'sm' })}
                >
                  {store.name}
                </AppLink>
              ))}
              {/* The mall link is the brand's stores in the store network: a brand with online
                  stores of its own is bought there, so only one without them offers it. */}
              {b.onlineStores.length === 0 && b.mallUrl && (
                <a
                  href={b.mallUrl}
                  {...(isOtherSite(b.mallUrl) && { target: '_blank', rel: 'noopener noreferrer' })}
                  className={buttonVariants({ size: 'sm' })}
                >
                  <Trans>Official store</Trans>
                </a>
              )}
              {b.siteUrl && (
                <a
                  href={b.siteUrl}
                  {...(isOtherSite(b.siteUrl) && { target: '_blank', rel: 'noopener noreferrer' })}
                  className={buttonVariants({ size: 'sm', variant: 'outline' })}
                >
                  <Trans>Brand website</Trans>
                </a>
              )}
            </div>
          </li>
        ))}
      </ul>
      <h2 className="mt-12 mb-4 text-2xl font-semibold">
        <Trans>Product categories</Trans>
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {data.categories.map((c) => (
          <li key={c.id}>
            <AppLink
              to={`/product/list?category=${c.id}`}
              className="group block overflow-hidden rounded-lg border bg-card"
            >
              <ContentImage
                src={c.image}
                sizes="(min-width: 1024px) 25vw, 50vw"
                alt=""
                width={600}
                height={400}
                loading="lazy"
                decoding="async"
                className="aspect-[3/2] w-full object-cover"
              />
              <div className="p-3">
                <h3 className="font-semibold group-hover:text-primary">{c.name}</h3>
                <p className="text-sm text-muted-foreground">{c.intro}</p>
              </div>
            </AppLink>
          </li>
        ))}
      </ul>
    </>
  )
}
