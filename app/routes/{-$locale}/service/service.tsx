import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { Download, FileText, MapPin, Phone, ShieldCheck, Video } from 'lucide-react'
import type { ReactNode } from 'react'
import { PageHeading } from '~/components/layout/section-layout'
import { AppLink } from '~/components/site/app-link'
import { getWarrantyStatement } from '~/features/service/warranty.functions'
import { WarrantyStatementText } from '~/features/service/warranty-statement'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/service/service')({
  head: pageHead(msg`Service Overview`),
  // The warranty's terms are the product categories' (the page writes none of its own).
  loader: ({ context }) => getWarrantyStatement({ data: { locale: context.locale } }),
  component: ServicePage,
})

function Tile({
  to,
  icon,
  title,
  text,
}: {
  to: string
  icon: ReactNode
  title: ReactNode
  text: ReactNode
}) {
  return (
    <li>
      <AppLink
        to={to}
        className="flex h-full gap-3 rounded-lg border bg-card p-4 hover:border-primary"
      >
        <span className="text-primary">{icon}</span>
        <span>
          <span className="block font-semibold">{title}</span>
          <span className="text-sm text-muted-foreground">{text}</span>
        </span>
      </AppLink>
    </li>
  )
}

function ServicePage() {
  const warranty = Route.useLoaderData()
  return (
    <>
      <PageHeading
        title={<Trans>Service Overview</Trans>}
        intro={<Trans>Warranty, repairs and support for your tools.</Trans>}
      />
      <section className="mb-10 grid gap-6 md:grid-cols-2">
        <div>
          <h2 className="mb-2 text-xl font-semibold">
            <Trans>Warranty</Trans>
          </h2>
          <WarrantyStatementText statement={warranty} />
        </div>
        <div>
          <h2 className="mb-2 text-xl font-semibold">
            <Trans>How a repair works</Trans>
          </h2>
          <ol className="list-decimal space-y-1 pl-5 text-muted-foreground">
            <li>
              <Trans>Book a repair or bring the tool to an authorised outlet.</Trans>
            </li>
            <li>
              <Trans>The technician checks the fault and tells you the cost, if any.</Trans>
            </li>
            <li>
              <Trans>Most repairs are done within three working days.</Trans>
            </li>
          </ol>
        </div>
      </section>
      <p className="mb-8 flex items-center gap-2 text-lg">
        <Phone className="size-5 text-primary" aria-hidden />
        <Trans>Service hotline</Trans>{' '}
        <a href="tel:4001825988" className="font-semibold text-primary hover:underline">
          400-182-5988
        </a>
      </p>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Tile
          to="/service/network"
          icon={<MapPin aria-hidden />}
          title={<Trans>After-sales Network</Trans>}
          text={<Trans>Find an authorised service outlet near you.</Trans>}
        />
        <Tile
          to="/service/reservation"
          icon={<Phone aria-hidden />}
          title={<Trans>Book a repair</Trans>}
          text={<Trans>Reserve after-sales service online.</Trans>}
        />
        <Tile
          to="/service/modules/fwcheck"
          icon={<ShieldCheck aria-hidden />}
          title={<Trans>Anti-counterfeit Check</Trans>}
          text={<Trans>Check that your product is genuine.</Trans>}
        />
        <Tile
          to="/service/download"
          icon={<Download aria-hidden />}
          title={<Trans>Downloads</Trans>}
          text={<Trans>Catalogues, software and documents for our products.</Trans>}
        />
        <Tile
          to="/service/explain"
          icon={<FileText aria-hidden />}
          title={<Trans>Manuals</Trans>}
          text={<Trans>Operating manuals for our products.</Trans>}
        />
        <Tile
          to="/service/maintain"
          icon={<Video aria-hidden />}
          title={<Trans>Videos</Trans>}
          text={<Trans>Product, activity and after-sales videos.</Trans>}
        />
      </ul>
    </>
  )
}
