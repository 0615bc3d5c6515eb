import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/recruits/welfare')({
  head: pageHead(msg`Welfare`),
  component: WelfarePage,
})

function WelfarePage() {
  return (
    <PageHeading
      title={<Trans>Welfare</Trans>}
      intro={<Trans>Pay, benefits and the support we offer.</Trans>}
    />
  )
}
