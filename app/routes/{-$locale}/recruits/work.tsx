import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { AppLink } from '~/components/site/app-link'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/recruits/work')({
  head: pageHead(msg`Working Here`),
  component: WorkPage,
})

function WorkPage() {
  return (
    <>
      <PageHeading
        title={<Trans>Working Here</Trans>}
        intro={<Trans>Life at our plants and offices.</Trans>}
      />
      <ul className="grid gap-6 md:grid-cols-3">
        <li className="rounded-lg border bg-card p-6">
          <h2 className="mb-2 text-xl font-semibold">
            <Trans>Plants</Trans>
          </h2>
          <p className="text-muted-foreground">
            <Trans>Clean, well-lit workshops with modern assembly lines.</Trans>
          </p>
        </li>
        <li className="rounded-lg border bg-card p-6">
          <h2 className="mb-2 text-xl font-semibold">
            <Trans>Teams</Trans>
          </h2>
          <p className="text-muted-foreground">
            <Trans>Small teams that own their products from design to service.</Trans>
          </p>
        </li>
        <li className="rounded-lg border bg-card p-6">
          <h2 className="mb-2 text-xl font-semibold">
            <Trans>Life</Trans>
          </h2>
          <p className="text-muted-foreground">
            <Trans>Sports clubs, festivals and family days through the year.</Trans>
          </p>
        </li>
      </ul>
      <p className="mt-8">
        <AppLink to="/recruits/recruit" className="text-primary underline underline-offset-4">
          <Trans>See the open positions</Trans>
        </AppLink>
      </p>
    </>
  )
}
