import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/about/news/')({
  head: pageHead(msg`News`),
  component: NewsPage,
})

function NewsPage() {
  return (
    <PageHeading
      title={<Trans>News</Trans>}
      intro={<Trans>Company news, product launches and industry events.</Trans>}
    />
  )
}
