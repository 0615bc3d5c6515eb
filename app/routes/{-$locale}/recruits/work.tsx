import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/recruits/work')({
  head: pageHead(msg`Working Here`),
  component: WorkPage,
})

function WorkPage() {
  return (
    <PageHeading
      title={<Trans>Working Here</Trans>}
      intro={<Trans>Life at our plants and offices.</Trans>}
    />
  )
}
