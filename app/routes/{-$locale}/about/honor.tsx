import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { Award } from 'lucide-react'
import { PageHeading } from '~/components/layout/section-layout'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/about/honor')({
  head: pageHead(msg`Honors`),
  component: HonorPage,
})

function HonorPage() {
  const honors = [
    ['2025', <Trans key="1">Provincial award for product design, cordless rotary hammer</Trans>],
    ['2024', <Trans key="2">National high-tech enterprise, renewed</Trans>],
    ['2023', <Trans key="3">ISO 9001 and ISO 14001 certification of both plants</Trans>],
    ['2022', <Trans key="4">Best supplier of the year, national hardware retail chain</Trans>],
    ['2020', <Trans key="5">Provincial engineering centre for brushless motors</Trans>],
  ] as const
  return (
    <>
      <PageHeading
        title={<Trans>Honors</Trans>}
        intro={<Trans>Awards and certifications our products and people have earned.</Trans>}
      />
      <ol className="space-y-3">
        {honors.map(([year, text]) => (
          <li key={year} className="flex items-start gap-3 rounded-lg border bg-card p-4">
            <Award className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
            <span>
              <span className="mr-2 font-semibold">{year}</span>
              {text}
            </span>
          </li>
        ))}
      </ol>
    </>
  )
}
