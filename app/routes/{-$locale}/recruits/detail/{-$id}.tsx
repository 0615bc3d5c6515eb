import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { parseDetailId, stringifyDetailId } from '~/lib/detail-id'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/recruits/detail/{-$id}')({
  params: { parse: parseDetailId, stringify: stringifyDetailId },
  beforeLoad: ({ params }) => {
    // Without an id there is nothing to show: go to the list.
    if (params.id === undefined) {
      throw redirect({ to: '/{-$locale}/recruits/recruit', params: { locale: params.locale } })
    }
  },
  head: pageHead(msg`Position Details`),
  component: PositionDetailPage,
})

function PositionDetailPage() {
  return <PageHeading title={<Trans>Position Details</Trans>} />
}
