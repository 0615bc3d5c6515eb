import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/recruits/recruit')({
  head: pageHead(msg`Job Openings`),
  component: RecruitPage,
})

function RecruitPage() {
  return (
    <PageHeading
      title={<Trans>Job Openings</Trans>}
      intro={<Trans>Open positions for experienced professionals and graduates.</Trans>}
    />
  )
}
