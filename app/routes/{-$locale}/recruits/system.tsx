import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { AppLink } from '~/components/site/app-link'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/recruits/system')({
  head: pageHead(msg`Training System`),
  component: SystemPage,
})

function SystemPage() {
  return (
    <>
      <PageHeading
        title={<Trans>Training System</Trans>}
        intro={<Trans>Training and career paths for every role.</Trans>}
      />
      <ul className="grid gap-6 md:grid-cols-3">
        <li className="rounded-lg border bg-card p-6">
          <h2 className="mb-2 text-xl font-semibold">
            <Trans>New starters</Trans>
          </h2>
          <p className="text-muted-foreground">
            <Trans>Two weeks of induction: products, safety, quality and how we work.</Trans>
          </p>
        </li>
        <li className="rounded-lg border bg-card p-6">
          <h2 className="mb-2 text-xl font-semibold">
            <Trans>Skills</Trans>
          </h2>
          <p className="text-muted-foreground">
            <Trans>
              Workshops on motors, testing, sales and service, taught by our own experts.
            </Trans>
          </p>
        </li>
        <li className="rounded-lg border bg-card p-6">
          <h2 className="mb-2 text-xl font-semibold">
            <Trans>Leadership</Trans>
          </h2>
          <p className="text-muted-foreground">
            <Trans>A programme for team leaders and managers, with coaching and projects.</Trans>
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
