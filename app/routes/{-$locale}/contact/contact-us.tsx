import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/contact/contact-us')({
  head: pageHead(msg`Contact Us`),
  component: ContactUsPage,
})

function ContactUsPage() {
  return (
    <PageHeading
      title={<Trans>Contact Us</Trans>}
      intro={<Trans>Reach our headquarters, sales and after-sales teams.</Trans>}
    />
  )
}
