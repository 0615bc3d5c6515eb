import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/login/')({
  head: pageHead(msg`Log in`),
  component: LoginPage,
})

function LoginPage() {
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <PageHeading title={<Trans>Log in</Trans>} />
    </div>
  )
}
