import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/recruits/system')({
  head: pageHead(msg`Training System`),
  component: SystemPage,
})

function SystemPage() {
  return (
    <PageHeading
      title={<Trans>Training System</Trans>}
      intro={<Trans>Training and career paths for every role.</Trans>}
    />
  )
}
