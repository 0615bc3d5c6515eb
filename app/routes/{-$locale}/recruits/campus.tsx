import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/recruits/campus')({
  head: pageHead(msg`Campus Recruitment`),
  component: CampusPage,
})

function CampusPage() {
  return (
    <PageHeading
      title={<Trans>Campus Recruitment</Trans>}
      intro={<Trans>Graduate programmes and internships.</Trans>}
    />
  )
}
