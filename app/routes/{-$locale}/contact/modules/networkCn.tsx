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

export const Route = createFileRoute('/{-$locale}/contact/modules/networkCn')({
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    preloadFinder()
    return loaderData(
      getStores({ data: { locale: context.locale, region: 'cn', province: deps.province } }),
    )
  },
  head: pageHead(msg`Stores in China`),
  component: NetworkCnPage,
})

function NetworkCnPage() {
  const { province } = Route.useSearch()
  return (
    <>
      <PageHeading
        title={<Trans>Stores in China</Trans>}
        intro={<Trans>Authorised stores across mainland China.</Trans>}
      />
      <StoreNetwork
        data={Route.useLoaderData()}
        region="cn"
        path="/contact/modules/networkCn"
        province={province}
      />
    </>
  )
}
