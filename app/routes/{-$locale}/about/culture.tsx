import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/about/culture')({
  head: pageHead(msg`Corporate Culture`),
  component: CulturePage,
})

function CulturePage() {
  return (
    <>
      <PageHeading
        title={<Trans>Corporate Culture</Trans>}
        intro={<Trans>The values that guide how we design, build and serve.</Trans>}
      />
      <ul className="grid gap-6 md:grid-cols-3">
        <li className="rounded-lg border bg-card p-6">
          <h2 className="mb-2 text-xl font-semibold">
            <Trans>Mission</Trans>
          </h2>
          <p className="text-muted-foreground">
            <Trans>Make tools that professionals can rely on every working day.</Trans>
          </p>
        </li>
        <li className="rounded-lg border bg-card p-6">
          <h2 className="mb-2 text-xl font-semibold">
            <Trans>Vision</Trans>
          </h2>
          <p className="text-muted-foreground">
            <Trans>Be the first name tradespeople think of when they pick up a power tool.</Trans>
          </p>
        </li>
        <li className="rounded-lg border bg-card p-6">
          <h2 className="mb-2 text-xl font-semibold">
            <Trans>Values</Trans>
          </h2>
          <p className="text-muted-foreground">
            <Trans>
              Quality first, honest service, steady improvement, respect for every worker.
            </Trans>
          </p>
        </li>
      </ul>
    </>
  )
}
