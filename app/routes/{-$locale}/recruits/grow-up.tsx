import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { AppLink } from '~/components/site/app-link'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/recruits/grow-up')({
  head: pageHead(msg`Growth`),
  component: GrowUpPage,
})

function GrowUpPage() {
  return (
    <>
      <PageHeading
        title={<Trans>Growth</Trans>}
        intro={<Trans>How we help our people grow.</Trans>}
      />
      <ul className="grid gap-6 md:grid-cols-3">
        <li className="rounded-lg border bg-card p-6">
          <h2 className="mb-2 text-xl font-semibold">
            <Trans>Mentors</Trans>
          </h2>
          <p className="text-muted-foreground">
            <Trans>Every newcomer works beside an experienced mentor for the first year.</Trans>
          </p>
        </li>
        <li className="rounded-lg border bg-card p-6">
          <h2 className="mb-2 text-xl font-semibold">
            <Trans>Career paths</Trans>
          </h2>
          <p className="text-muted-foreground">
            <Trans>
              Technical and management paths run side by side, with clear steps on each.
            </Trans>
          </p>
        </li>
        <li className="rounded-lg border bg-card p-6">
          <h2 className="mb-2 text-xl font-semibold">
            <Trans>Internal moves</Trans>
          </h2>
          <p className="text-muted-foreground">
            <Trans>Open positions are offered inside the company first.</Trans>
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
