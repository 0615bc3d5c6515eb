import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/about/about-us')({
  head: pageHead(msg`Company Profile`),
  component: AboutUsPage,
})

function AboutUsPage() {
  return (
    <>
      <PageHeading
        title={<Trans>Company Profile</Trans>}
        intro={<Trans>Who we are, what we make and where we are going.</Trans>}
      />
      <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-4 leading-relaxed">
          <p>
            <Trans>
              Ruifeng Tools makes professional power tools: drills, angle grinders, rotary hammers,
              impact wrenches, saws, cut-off machines, polishers and garden tools. Our four brands —
              Ruifeng, DCK, DCA and Kinlux — serve building sites, workshops, installers and homes.
            </Trans>
          </p>
          <p>
            <Trans>
              Two plants in Jiangsu and Zhejiang build motors, gearboxes and finished tools under
              one roof, so every part of a tool is made and tested by people who know the whole of
              it.
            </Trans>
          </p>
          <p>
            <Trans>
              A network of authorised outlets in every province repairs our tools, and a hotline
              answers questions seven days a week.
            </Trans>
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-4">
          {[
            [<Trans key="a">Founded</Trans>, '1996'],
            [<Trans key="b">Employees</Trans>, '3,200'],
            [<Trans key="c">Service outlets</Trans>, '1,000+'],
            [<Trans key="d">Countries served</Trans>, '60+'],
          ].map(([label, value], i) => (
            <div key={i} className="rounded-lg border bg-card p-4">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="text-2xl font-bold text-primary">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </>
  )
}
