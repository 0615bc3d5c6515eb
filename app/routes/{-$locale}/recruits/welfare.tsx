import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { AppLink } from '~/components/site/app-link'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/recruits/welfare')({
  head: pageHead(msg`Welfare`),
  component: WelfarePage,
})

function WelfarePage() {
  return (
    <>
      <PageHeading
        title={<Trans>Welfare</Trans>}
        intro={<Trans>Pay, benefits and the support we offer.</Trans>}
      />
      <ul className="grid gap-6 md:grid-cols-3">
        <li className="rounded-lg border bg-card p-6">
          <h2 className="mb-2 text-xl font-semibold">
            <Trans>Pay</Trans>
          </h2>
          <p className="text-muted-foreground">
            <Trans>Competitive pay with annual reviews and a year-end bonus.</Trans>
          </p>
        </li>
        <li className="rounded-lg border bg-card p-6">
          <h2 className="mb-2 text-xl font-semibold">
            <Trans>Benefits</Trans>
          </h2>
          <p className="text-muted-foreground">
            <Trans>Social insurance and housing fund, health checks, paid leave.</Trans>
          </p>
        </li>
        <li className="rounded-lg border bg-card p-6">
          <h2 className="mb-2 text-xl font-semibold">
            <Trans>Living</Trans>
          </h2>
          <p className="text-muted-foreground">
            <Trans>Staff canteens, dormitories near the plants and shuttle buses.</Trans>
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
