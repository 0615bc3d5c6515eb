import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { Briefcase, MapPin, ShieldCheck, Wrench } from 'lucide-react'
import type { ReactNode } from 'react'
import { ContentImage } from '~/components/content/content-image'
import { AppLink } from '~/components/site/app-link'
import { buttonVariants } from '~/components/ui/button'
import { loaderData } from '~/features/content/cms-errors'
import { formatDate } from '~/features/content/format'
import { getHome } from '~/features/home/home.functions'
import { ProductCard } from '~/features/products/product-card'
import { readLangCookie } from '~/i18n/lang-cookie.isomorphic'
import { useLocale } from '~/i18n/use-locale'
import { headFor } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/')({
  beforeLoad: ({ params }) => {
    // Spec §2: a visitor who chose Chinese is sent from / to /zh.
    if (params.locale === undefined && readLangCookie() === 'zh') {
      throw redirect({ href: '/zh' })
    }
  },
  loader: ({ context }) => loaderData(getHome({ data: { locale: context.locale } })),
  head: ({ matches }) => headFor(matches, msg`Home`),
  component: HomePage,
})

function QuickLink({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <li>
      <AppLink
        to={to}
        className="flex items-center gap-3 rounded-lg border bg-card p-4 font-medium hover:border-primary hover:text-primary"
      >
        <span className="text-primary">{icon}</span>
        {children}
      </AppLink>
    </li>
  )
}

function HomePage() {
  const { t } = useLingui()
  const locale = useLocale()
  const data = Route.useLoaderData()
  const [hero, ...more] = data.banners
  return (
    <div>
      {/* Large screens: the banner fills the hero behind the heading. Smaller ones show the
          whole (wide) banner above the heading: cropped to the hero's height it was a blob. */}
      <section
        data-testid="home-hero"
        className="relative flex flex-col justify-end overflow-hidden bg-brand-dark pt-16 text-white lg:min-h-[560px]"
      >
        {hero && (
          <ContentImage
            src={hero.image}
            sizes="100vw"
            alt=""
            width={1920}
            height={600}
            fetchPriority="high"
            className="aspect-[16/5] w-full object-contain lg:absolute lg:inset-0 lg:aspect-auto lg:size-full lg:object-cover lg:opacity-70"
          />
        )}
        <div className="relative mx-auto w-full max-w-7xl px-4 pt-6 pb-10 lg:pt-0 lg:pb-16">
          <h1 className="max-w-3xl text-4xl font-bold drop-shadow md:text-5xl">
            {hero?.title ?? <Trans>Power tools built for professionals</Trans>}
          </h1>
          <div className="mt-6 flex flex-wrap gap-3">
            <AppLink to="/product/list" className={buttonVariants({ size: 'lg' })}>
              <Trans>Explore the products</Trans>
            </AppLink>
            <AppLink
              to="/service/network"
              className={buttonVariants({ size: 'lg', variant: 'overlay' })}
            >
              <Trans>Find a service outlet</Trans>
            </AppLink>
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4">
        {more.length > 0 && (
          <ul className="mt-10 grid gap-4 md:grid-cols-2" aria-label={t`Highlights`}>
            {more.map((b) => (
              <li key={b.image}>
                <AppLink
                  to={b.link ?? '/'}
                  className="group relative block overflow-hidden rounded-lg"
                >
                  <ContentImage
                    src={b.image}
                    sizes="(min-width: 768px) 50vw, 100vw"
                    alt=""
                    width={1920}
                    height={600}
                    decoding="async"
                    className="aspect-[16/5] w-full object-cover"
                  />
                  <span className="absolute inset-x-0 bottom-0 bg-black/50 p-3 font-semibold text-white">
                    {b.title}
                  </span>
                </AppLink>
              </li>
            ))}
          </ul>
        )}

        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <QuickLink to="/service/service" icon={<Wrench aria-hidden />}>
            <Trans>Service and repairs</Trans>
          </QuickLink>
          <QuickLink to="/service/modules/fwcheck" icon={<ShieldCheck aria-hidden />}>
            <Trans>Anti-counterfeit Check</Trans>
          </QuickLink>
          <QuickLink to="/service/network" icon={<MapPin aria-hidden />}>
            <Trans>After-sales Network</Trans>
          </QuickLink>
          <QuickLink to="/recruits/recruit" icon={<Briefcase aria-hidden />}>
            <Trans>Join our team</Trans>
          </QuickLink>
        </ul>

        {/* A part the content service could not give is left out, heading and all. */}
        {data.brands.length > 0 && (
          <section className="mt-14" aria-labelledby="home-brands">
            <h2 id="home-brands" className="mb-4 text-2xl font-bold">
              <Trans>Our brands</Trans>
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {data.brands.map((b) => (
                <li key={b.id} className="rounded-lg border bg-card p-4">
                  <ContentImage
                    src={b.logo}
                    sizes="320px"
                    alt=""
                    width={320}
                    height={160}
                    loading="lazy"
                    className="h-16 w-full object-contain"
                  />
                  <h3 className="mt-2 font-semibold">{b.name}</h3>
                  <p className="text-sm text-muted-foreground">{b.intro}</p>
                </li>
              ))}
            </ul>
          </section>
        )}

        {data.featured.length > 0 && (
          <section className="mt-14" aria-labelledby="home-products">
            <div className="mb-4 flex items-end justify-between">
              <h2 id="home-products" className="text-2xl font-bold">
                <Trans>Featured products</Trans>
              </h2>
              <AppLink to="/product/list" className="text-sm text-primary hover:underline">
                <Trans>All products</Trans>
              </AppLink>
            </div>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {data.featured.map((p) => (
                <li key={p.id}>
                  <ProductCard product={p} />
                </li>
              ))}
            </ul>
          </section>
        )}

        {data.news.length > 0 && (
          <section className="mt-14" aria-labelledby="home-news">
            <div className="mb-4 flex items-end justify-between">
              <h2 id="home-news" className="text-2xl font-bold">
                <Trans>Latest news</Trans>
              </h2>
              <AppLink to="/about/news" className="text-sm text-primary hover:underline">
                <Trans>All news</Trans>
              </AppLink>
            </div>
            <ul className="grid gap-6 md:grid-cols-3">
              {data.news.map((n) => (
                <li key={n.id}>
                  <AppLink to={`/about/news/detail/${n.id}`} className="group block">
                    <ContentImage
                      src={n.cover}
                      sizes="(min-width: 1024px) 33vw, 100vw"
                      alt=""
                      width={800}
                      height={450}
                      loading="lazy"
                      decoding="async"
                      className="aspect-video w-full rounded-lg object-cover"
                    />
                    <time
                      dateTime={n.publishedAt}
                      className="mt-2 block text-xs text-muted-foreground"
                    >
                      {formatDate(locale, n.publishedAt)}
                    </time>
                    <h3 className="font-semibold group-hover:text-primary">{n.title}</h3>
                  </AppLink>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  )
}
