import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { withQuery } from '~/components/content/pagination'
import { PageHeading } from '~/components/layout/section-layout'
import { AppLink } from '~/components/site/app-link'
import { loaderData } from '~/features/content/cms-errors'
import { preloadFinder } from '~/features/finder/finder'
import { placeTwins } from '~/features/finder/place-twins'
import { StoreNetwork } from '~/features/stores/store-network'
import { getStores } from '~/features/stores/stores.functions'
import { pageHead } from '~/lib/head'
import { oneOf, searchValidator, textOf } from '~/lib/search'
import { cn } from '~/lib/utils'

const validateSearch = searchValidator({
  region: oneOf(['cn', 'intl']),
  province: textOf(50),
})

export const Route = createFileRoute('/{-$locale}/contact/network')({
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { locale }, deps }) => {
    preloadFinder()
    const { region, province } = deps
    // The language switch carries the province (country) across by its name in that language.
    const place = { kind: 'store' as const, region, province }
    const [stores, twins] = await Promise.all([
      loaderData(getStores({ data: { locale, region: region ?? 'cn', province } })),
      placeTwins(locale, '/contact/network', deps, place),
    ])
    return { stores, twins }
  },
  head: pageHead(msg`Store Network`),
  component: ContactNetworkPage,
})

/** Both network modules behind tabs: stores in China and abroad. */
function ContactNetworkPage() {
  const { t } = useLingui()
  const { region = 'cn', province } = Route.useSearch()
  const tab = 'rounded-full border px-4 py-1.5 text-sm'
  return (
    <>
      <PageHeading
        title={<Trans>Store Network</Trans>}
        intro={<Trans>Find an authorised store near you.</Trans>}
      />
      <nav aria-label={t`Regions`} className="mb-6 flex gap-2">
        {(['cn', 'intl'] as const).map((r) => (
          <AppLink
            key={r}
            to={withQuery('/contact/network', { region: r === 'cn' ? undefined : r })}
            aria-current={r === region ? 'page' : undefined}
            className={cn(
              tab,
              r === region
                ? 'border-primary bg-primary text-primary-foreground'
                : 'hover:bg-accent',
            )}
          >
            {r === 'cn' ? t`Stores in China` : t`International Stores`}
          </AppLink>
        ))}
      </nav>
      <StoreNetwork
        data={Route.useLoaderData().stores}
        region={region}
        path="/contact/network"
        baseQuery={{ region: region === 'cn' ? undefined : region }}
        province={province}
      />
    </>
  )
}
