import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/service/explain/')({
  head: pageHead(msg`Manuals`),
  component: ExplainPage,
})

function ExplainPage() {
  return (
    <PageHeading
      title={<Trans>Manuals</Trans>}
      intro={<Trans>Operating manuals for our products.</Trans>}
    />
  )
}
