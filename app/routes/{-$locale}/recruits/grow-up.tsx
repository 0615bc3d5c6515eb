import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/recruits/grow-up')({
  head: pageHead(msg`Growth`),
  component: GrowUpPage,
})

function GrowUpPage() {
  return (
    <PageHeading
      title={<Trans>Growth</Trans>}
      intro={<Trans>How we help our people grow.</Trans>}
    />
  )
}
