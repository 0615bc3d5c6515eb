import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { loaderData } from '~/features/content/cms-errors'
import { preloadFinder } from '~/features/finder/finder'
import { StoreNetwork } from '~/features/stores/store-network'
import { getStores } from '~/features/stores/stores.functions'
import { pageHead } from '~/lib/head'
import { searchValidator, textOf } from '~/lib/search'

const validateSearch = searchValidator({
  province: textOf(50),
})

export const Route = createFileRoute('/{-$locale}/contact/modules/networkEn')({
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    preloadFinder()
    return loaderData(
      getStores({ data: { locale: context.locale, region: 'intl', province: deps.province } }),
    )
  },
  head: pageHead(msg`International Stores`),
  component: NetworkEnPage,
})

function NetworkEnPage() {
  const { province } = Route.useSearch()
  return (
    <>
      <PageHeading
        title={<Trans>International Stores</Trans>}
        intro={<Trans>Authorised partners outside mainland China.</Trans>}
      />
      <StoreNetwork
        data={Route.useLoaderData()}
        region="intl"
        path="/contact/modules/networkEn"
        province={province}
      />
    </>
  )
}
