import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute, redirect, useLoaderData } from '@tanstack/react-router'
import { RichText } from '~/components/content/rich-text'
import { AppLink } from '~/components/site/app-link'
import { loaderData } from '~/features/content/cms-errors'
import { formatDate } from '~/features/content/format'
import { getPosition } from '~/features/recruit/recruit.functions'
import { useLocale } from '~/i18n/use-locale'
import { parseDetailId, stringifyDetailId } from '~/lib/detail-id'
import { headFor } from '~/lib/head'
import { jsonLdScript } from '~/lib/json-ld'
import { detailTwins } from '~/lib/twins'

export const Route = createFileRoute('/{-$locale}/recruits/detail/{-$id}')({
  params: { parse: parseDetailId, stringify: stringifyDetailId },
  beforeLoad: ({ params }) => {
    if (params.id === undefined) {
      throw redirect({
        href: params.locale === 'zh' ? '/zh/recruits/recruit' : '/recruits/recruit',
      })
    }
  },
  loader: async ({ context, params }) => {
    const p = await loaderData(
      getPosition({ data: { locale: context.locale, id: params.id ?? 0 } }),
    )
    const path = (id: number) => `/recruits/detail/${id}`
    const list = p.kind === 'campus' ? '/recruits/campus' : '/recruits/recruit'
    return { ...p, twins: detailTwins(context.locale, p.id, p.alternates, path, list) }
  },
  head: ({ matches, loaderData: p }) => {
    const base = headFor(matches, msg`Position Details`, { title: p?.name })
    if (!p) return base
    return {
      ...base,
      scripts: [
        jsonLdScript({
          '@type': 'JobPosting',
          title: p.name,
          description: `${p.duties}${p.requirements}`,
          datePosted: p.releasedAt,
          employmentType: p.kind === 'campus' ? 'INTERN' : 'FULL_TIME',
          totalJobOpenings: p.headcount,
          occupationalCategory: p.category,
          hiringOrganization: { '@type': 'Organization', name: 'Ruifeng Tools' },
          jobLocation: {
            '@type': 'Place',
            address: { '@type': 'PostalAddress', addressLocality: p.place, addressCountry: 'CN' },
          },
        }),
      ],
    }
  },
  component: PositionDetailPage,
})

function PositionDetailPage() {
  const locale = useLocale()
  const p = Route.useLoaderData()
  // The mailbox is at the configured site's domain (SITE_URL).
  const hr = useLoaderData({ from: '__root__' }).mailboxes.hr
  return (
    <article className="mx-auto max-w-3xl">
      <h1 className="text-3xl font-bold tracking-tight">{p.name}</h1>
      <dl className="mt-4 grid grid-cols-2 gap-3 rounded-lg border bg-muted/40 p-4 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-muted-foreground">
            <Trans>Openings</Trans>
          </dt>
          <dd className="font-medium" data-testid="headcount">
            {p.headcount}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">
            <Trans>Category</Trans>
          </dt>
          <dd className="font-medium">{p.category}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">
            <Trans>Work place</Trans>
          </dt>
          <dd className="font-medium">{p.place}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">
            <Trans>Released</Trans>
          </dt>
          <dd className="font-medium">
            <time dateTime={p.releasedAt}>{formatDate(locale, p.releasedAt)}</time>
          </dd>
        </div>
      </dl>
      <h2 className="mt-8 text-xl font-semibold">
        <Trans>Duties</Trans>
      </h2>
      <RichText html={p.duties} />
      <h2 className="mt-8 text-xl font-semibold">
        <Trans>Requirements</Trans>
      </h2>
      <RichText html={p.requirements} />
      <p className="mt-8 rounded-lg border p-4 text-sm">
        <Trans>
          To apply, send your CV with the position name in the subject to{' '}
          <a href={`mailto:${hr}`} className="text-primary underline underline-offset-4">
            {hr}
          </a>
          .
        </Trans>
      </p>
      <p className="mt-6">
        <AppLink
          to={p.kind === 'campus' ? '/recruits/campus' : '/recruits/recruit'}
          className="text-primary underline underline-offset-4"
        >
          <Trans>Back to the positions</Trans>
        </AppLink>
      </p>
    </article>
  )
}
