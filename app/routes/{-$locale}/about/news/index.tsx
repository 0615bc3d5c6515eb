import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ContentImage } from '~/components/content/content-image'
import { Pagination, withQuery } from '~/components/content/pagination'
import { PageHeading } from '~/components/layout/section-layout'
import { AppLink } from '~/components/site/app-link'
import { loaderData } from '~/features/content/cms-errors'
import { formatDate } from '~/features/content/format'
import { getNewsList } from '~/features/news/news.functions'
import { listTwins } from '~/features/twins/twins'
import { useLocale } from '~/i18n/use-locale'
import { pageHead } from '~/lib/head'
import { optionalId, pageParam, searchValidator } from '~/lib/search'
import { cn } from '~/lib/utils'

const validateSearch = searchValidator({ page: pageParam, category: optionalId })

export const Route = createFileRoute('/{-$locale}/about/news/')({
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { locale }, deps }) => {
    const [data, twins] = await Promise.all([
      loaderData(
        getNewsList({ data: { locale, page: deps.page ?? 1, categoryId: deps.category } }),
      ),
      listTwins(locale, '/about/news', 'news', deps, { category: deps.category }),
    ])
    return { data, twins }
  },
  head: pageHead(msg`News`),
  component: NewsPage,
})

function NewsPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const { category } = Route.useSearch()
  const { data } = Route.useLoaderData()
  const tab = 'rounded-full border px-4 py-1.5 text-sm'
  return (
    <>
      <PageHeading
        title={<Trans>News</Trans>}
        intro={<Trans>Company news, product launches and industry events.</Trans>}
      />
      <nav aria-label={t`News categories`} className="mb-6 flex flex-wrap gap-2">
        <AppLink
          to="/about/news"
          aria-current={category === undefined ? 'page' : undefined}
          className={cn(
            tab,
            category === undefined
              ? 'border-primary bg-primary text-primary-foreground'
              : 'hover:bg-accent',
          )}
        >
          <Trans>All</Trans>
        </AppLink>
        {data.categories.map((c) => (
          <AppLink
            key={c.id}
            to={withQuery('/about/news', { category: c.id })}
            aria-current={category === c.id ? 'page' : undefined}
            className={cn(
              tab,
              category === c.id
                ? 'border-primary bg-primary text-primary-foreground'
                : 'hover:bg-accent',
            )}
          >
            {c.name}
          </AppLink>
        ))}
      </nav>
      {data.list.length === 0 ? (
        <p className="text-muted-foreground">
          <Trans>No news yet.</Trans>
        </p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="news-list">
          {data.list.map((item, i) => (
            <li key={item.id} className="overflow-hidden rounded-lg border bg-card">
              <AppLink to={`/about/news/detail/${item.id}`} className="group block">
                <ContentImage
                  src={item.cover}
                  sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                  alt=""
                  width={800}
                  height={450}
                  // A phone's first screen shows one cover under the banner: the others load
                  // when they come into view (on a wide screen at once, the first row in view).
                  loading={i < 1 ? 'eager' : 'lazy'}
                  decoding="async"
                  className="aspect-video w-full object-cover"
                />
                <div className="p-4">
                  <time dateTime={item.publishedAt} className="text-xs text-muted-foreground">
                    {formatDate(locale, item.publishedAt)}
                  </time>
                  <h2 className="mt-1 font-semibold group-hover:text-primary">{item.title}</h2>
                  <p className="mt-2 line-clamp-2 text-sm text-muted-foreground">{item.summary}</p>
                </div>
              </AppLink>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={data.pageNo}
        pageSize={data.pageSize}
        total={data.total}
        hrefFor={(n) => withQuery('/about/news', { category, page: n })}
      />
    </>
  )
}
