import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { Pagination, withQuery } from '~/components/content/pagination'
import { PageHeading } from '~/components/layout/section-layout'
import { AppLink } from '~/components/site/app-link'
import { loaderData } from '~/features/content/cms-errors'
import { formatDate } from '~/features/content/format'
import { getVideos, type VideoKind } from '~/features/service/service.functions'
import { useLocale } from '~/i18n/use-locale'
import { pageHead } from '~/lib/head'
import { oneOf, pageParam, searchValidator } from '~/lib/search'
import { cn } from '~/lib/utils'

const kinds: VideoKind[] = ['product', 'aftersale', 'activity']

const validateSearch = searchValidator({
  kind: oneOf(kinds),
  page: pageParam,
})

export const Route = createFileRoute('/{-$locale}/service/maintain')({
  validateSearch,
  loaderDeps: ({ search }) => ({ kind: search.kind ?? 'product', page: search.page ?? 1 }),
  loader: ({ context, deps }) =>
    loaderData(getVideos({ data: { locale: context.locale, kind: deps.kind, page: deps.page } })),
  head: pageHead(msg`Videos`),
  component: VideosPage,
})

function VideosPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const search = Route.useSearch()
  const kind = search.kind ?? 'product'
  const data = Route.useLoaderData()
  const labels: Record<VideoKind, string> = {
    product: t`Product videos`,
    aftersale: t`After-sales videos`,
    activity: t`Activity videos`,
  }
  return (
    <>
      <PageHeading
        title={<Trans>Videos</Trans>}
        intro={<Trans>Product, activity and after-sales videos.</Trans>}
      />
      <nav aria-label={t`Video kinds`} className="mb-6 flex flex-wrap gap-2">
        {kinds.map((k) => (
          <AppLink
            key={k}
            to={withQuery('/service/maintain', { kind: k === 'product' ? undefined : k })}
            aria-current={k === kind ? 'page' : undefined}
            className={cn(
              'rounded-full border px-4 py-1.5 text-sm',
              k === kind ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-accent',
            )}
          >
            {labels[k]}
          </AppLink>
        ))}
      </nav>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="video-list">
        {data.list.map((video) => (
          <li key={video.id}>
            <video
              controls
              preload="none"
              poster={video.cover}
              width={800}
              height={450}
              className="aspect-video w-full rounded-lg bg-black"
              aria-label={video.title}
            >
              <source src={video.videoUrl} type="video/webm" />
              <track kind="captions" src={video.videoUrl.replace(/\.\w+$/, '.vtt')} default />
            </video>
            <h2 className="mt-2 font-medium">{video.title}</h2>
            <p className="text-xs text-muted-foreground">
              <time dateTime={video.publishedAt}>{formatDate(locale, video.publishedAt)}</time> ·{' '}
              {Math.floor(video.durationSeconds / 60)}:
              {String(video.durationSeconds % 60).padStart(2, '0')}
            </p>
          </li>
        ))}
      </ul>
      <Pagination
        page={data.pageNo}
        pageSize={data.pageSize}
        total={data.total}
        hrefFor={(n) =>
          withQuery('/service/maintain', { kind: kind === 'product' ? undefined : kind, page: n })
        }
      />
    </>
  )
}
