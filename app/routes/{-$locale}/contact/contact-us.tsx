import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute, useLoaderData } from '@tanstack/react-router'
import { Mail, MapPin, Phone } from 'lucide-react'
import { PageHeading } from '~/components/layout/section-layout'
import { AppLink } from '~/components/site/app-link'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/contact/contact-us')({
  head: pageHead(msg`Contact Us`),
  component: ContactUsPage,
})

function ContactUsPage() {
  // Staff set the mailboxes (Site settings); unset ones are at the site's domain (SITE_URL).
  const { mailboxes } = useLoaderData({ from: '__root__' })
  const offices = [
    {
      name: <Trans>Headquarters</Trans>,
      address: <Trans>88 Gongye Road, Qidong, Nantong, Jiangsu</Trans>,
      phone: '0513-8000 0001',
      email: mailboxes.info,
    },
    {
      name: <Trans>Sales</Trans>,
      address: <Trans>18 Huajin Street, Yongkang, Zhejiang</Trans>,
      phone: '0579-8000 0002',
      email: mailboxes.sales,
    },
    {
      name: <Trans>After-sales service</Trans>,
      address: <Trans>88 Gongye Road, Qidong, Nantong, Jiangsu</Trans>,
      phone: '400-182-5988',
      email: mailboxes.service,
    },
  ]
  return (
    <>
      <PageHeading
        title={<Trans>Contact Us</Trans>}
        intro={<Trans>Reach our headquarters, sales and after-sales teams.</Trans>}
      />
      <ul className="grid gap-6 md:grid-cols-3">
        {offices.map((o) => (
          <li key={o.email} className="rounded-lg border bg-card p-6">
            <h2 className="mb-3 text-lg font-semibold">{o.name}</h2>
            <p className="flex gap-2 text-sm">
              <MapPin className="size-4 shrink-0" aria-hidden />
              {o.address}
            </p>
            <p className="mt-2 flex gap-2 text-sm">
              <Phone className="size-4 shrink-0" aria-hidden />
              <a
                href={`tel:${o.phone.replace(/[^\d]/g, '')}`}
                className="text-primary hover:underline"
              >
                {o.phone}
              </a>
            </p>
            <p className="mt-2 flex gap-2 text-sm">
              <Mail className="size-4 shrink-0" aria-hidden />
              <a href={`mailto:${o.email}`} className="text-primary hover:underline">
                {o.email}
              </a>
            </p>
          </li>
        ))}
      </ul>
      <ul className="mt-8 flex flex-wrap gap-4">
        <li>
          <AppLink to="/contact/business" className="text-primary underline underline-offset-4">
            <Trans>Business Cooperation</Trans>
          </AppLink>
        </li>
        <li>
          <AppLink to="/contact/join" className="text-primary underline underline-offset-4">
            <Trans>Become a Distributor</Trans>
          </AppLink>
        </li>
        <li>
          <AppLink to="/contact/network" className="text-primary underline underline-offset-4">
            <Trans>Store Network</Trans>
          </AppLink>
        </li>
      </ul>
    </>
  )
}
