import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/service/search')({
  head: pageHead(msg`Search`),
  component: SearchPage,
})

function SearchPage() {
  return (
    <PageHeading
      title={<Trans>Search</Trans>}
      intro={<Trans>Search products, downloads and manuals.</Trans>}
    />
  )
}
