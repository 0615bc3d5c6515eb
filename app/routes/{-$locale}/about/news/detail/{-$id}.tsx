import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { ContentImage } from '~/components/content/content-image'
import { RichText } from '~/components/content/rich-text'
import { AppLink } from '~/components/site/app-link'
import { loaderData } from '~/features/content/cms-errors'
import { formatDate } from '~/features/content/format'
import { getNewsDetail } from '~/features/news/news.functions'
import { useLocale } from '~/i18n/use-locale'
import { parseDetailId, stringifyDetailId } from '~/lib/detail-id'
import { headFor } from '~/lib/head'
import { jsonLdScript } from '~/lib/json-ld'
import { detailTwins } from '~/lib/twins'

export const Route = createFileRoute('/{-$locale}/about/news/detail/{-$id}')({
  params: { parse: parseDetailId, stringify: stringifyDetailId },
  beforeLoad: ({ params }) => {
    // Without an id there is nothing to show: go to the list.
    if (params.id === undefined) {
      throw redirect({ href: params.locale === 'zh' ? '/zh/about/news' : '/about/news' })
    }
  },
  loader: async ({ context, params }) => {
    const item = await loaderData(
      getNewsDetail({ data: { locale: context.locale, id: params.id ?? 0 } }),
    )
    const path = (id: number) => `/about/news/detail/${id}`
    return {
      ...item,
      twins: detailTwins(context.locale, item.id, item.alternates, path, '/about/news'),
    }
  },
  head: ({ matches, loaderData: item }) => {
    const base = headFor(matches, msg`News`, { title: item?.title, description: item?.summary })
    if (!item) return base
    return {
      ...base,
      meta: [
        ...base.meta,
        { property: 'og:type', content: 'article' },
        { property: 'og:image', content: item.cover },
      ],
      scripts: [
        jsonLdScript({
          '@type': 'NewsArticle',
          headline: item.title,
          description: item.summary,
          image: [item.cover],
          datePublished: item.publishedAt,
          author: { '@type': 'Organization', name: item.source },
        }),
      ],
    }
  },
  component: NewsDetailPage,
})

function NewsDetailPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const item = Route.useLoaderData()
  return (
    <article className="mx-auto max-w-3xl">
      <header className="mb-6">
        <h1 className="text-3xl font-bold tracking-tight">{item.title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          <time dateTime={item.publishedAt}>{formatDate(locale, item.publishedAt)}</time>
          {item.category && <> · {item.category.name}</>}
          {item.source && <> · {item.source}</>}
        </p>
      </header>
      {item.cover && (
        <ContentImage
          src={item.cover}
          sizes="(min-width: 768px) 768px, 100vw"
          alt=""
          width={800}
          height={450}
          className="mb-6 aspect-video w-full rounded-lg object-cover"
        />
      )}
      <RichText html={item.content} />
      <nav
        aria-label={t`Previous and next`}
        className="mt-10 grid gap-3 border-t pt-6 sm:grid-cols-2"
      >
        {item.prev ? (
          <AppLink
            to={`/about/news/detail/${item.prev.id}`}
            rel="prev"
            className="hover:text-primary"
          >
            <span className="block text-xs text-muted-foreground">
              <Trans>Previous</Trans>
            </span>
            {item.prev.title}
          </AppLink>
        ) : (
          <span />
        )}
        {item.next && (
          <AppLink
            to={`/about/news/detail/${item.next.id}`}
            rel="next"
            className="hover:text-primary sm:text-right"
          >
            <span className="block text-xs text-muted-foreground">
              <Trans>Next</Trans>
            </span>
            {item.next.title}
          </AppLink>
        )}
      </nav>
      <p className="mt-8">
        <AppLink to="/about/news" className="text-primary underline underline-offset-4">
          <Trans>Back to the news</Trans>
        </AppLink>
      </p>
    </article>
  )
}
