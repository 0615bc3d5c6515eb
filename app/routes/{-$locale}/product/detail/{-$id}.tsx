import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { useState } from 'react'
import { ContentImage } from '~/components/content/content-image'
import { RichText } from '~/components/content/rich-text'
import { AppLink } from '~/components/site/app-link'
import { buttonVariants } from '~/components/ui/button'
import { loaderData } from '~/features/content/cms-errors'
import { formatFileSize } from '~/features/content/format'
import { LazyProvinceOutlets, LazyWorksWith } from '~/features/products/lazy-platform-sections'
import { getProduct } from '~/features/products/products.functions'
import { getWhereToBuy } from '~/features/products/where-to-buy.functions'
import { parseDetailId, stringifyDetailId } from '~/lib/detail-id'
import { headFor } from '~/lib/head'
import { jsonLdScript } from '~/lib/json-ld'
import { searchValidator, textOf } from '~/lib/search'
import { isOtherSite } from '~/lib/site-links'
import { detailTwins } from '~/lib/twins'
import { cn } from '~/lib/utils'

/** Where to buy: the outlets of a province, in the page's address (a shared cache keeps it). */
const validateSearch = searchValidator({ province: textOf(50) })

export const Route = createFileRoute('/{-$locale}/product/detail/{-$id}')({
  params: { parse: parseDetailId, stringify: stringifyDetailId },
  validateSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: ({ params }) => {
    if (params.id === undefined) {
      throw redirect({ href: params.locale === 'zh' ? '/zh/product/list' : '/product/list' })
    }
  },
  loader: async ({ context, params, deps }) => {
    const [p, where] = await Promise.all([
      loaderData(getProduct({ data: { locale: context.locale, id: params.id ?? 0 } })),
      getWhereToBuy({ data: { locale: context.locale, province: deps.province } }),
    ])
    const path = (id: number) => `/product/detail/${id}`
    return {
      ...p,
      where,
      twins: detailTwins(context.locale, p.id, p.alternates, path, '/product/list'),
    }
  },
  head: ({ matches, loaderData: p }) => {
    const base = headFor(matches, msg`Products`, { title: p?.name, description: p?.summary })
    if (!p) return base
    return {
      ...base,
      meta: [...base.meta, { property: 'og:image', content: p.images[0] ?? '' }],
      scripts: [
        jsonLdScript({
          '@type': 'Product',
          name: p.name,
          model: p.model,
          sku: p.model,
          description: p.summary,
          image: p.images,
          brand: p.brand ? { '@type': 'Brand', name: p.brand.name } : undefined,
          category: p.category?.name,
          additionalProperty: p.specs.map((s) => ({
            '@type': 'PropertyValue',
            name: s.name,
            value: s.value,
          })),
        }),
      ],
    }
  },
  component: ProductDetailPage,
})

/** The product's warranty: its category's terms, as the service overview states them. */
function WarrantyLine({ months, accessoryMonths }: { months: number; accessoryMonths: number }) {
  return (
    <p className="mt-4 text-sm" data-testid="product-warranty">
      <Trans>
        Warranty: <Plural value={months} one="# month" other="# months" /> (batteries and chargers:{' '}
        <Plural value={accessoryMonths} one="# month" other="# months" />)
      </Trans>
    </p>
  )
}

function ProductDetailPage() {
  const { t } = useLingui()
  const p = Route.useLoaderData()
  const { province } = Route.useSearch()
  const [shown, setShown] = useState(0)
  const officialStore = p.brand?.onlineStores[0]?.url ?? p.mallUrl
  return (
    <article>
      <div className="grid gap-8 lg:grid-cols-2">
        <div>
          <ContentImage
            src={p.images[shown]}
            sizes="(min-width: 768px) 50vw, 100vw"
            alt={p.name}
            width={800}
            height={800}
            className="aspect-square w-full rounded-lg border bg-muted object-cover"
          />
          {p.images.length > 1 && (
            <ul className="mt-3 flex gap-3" aria-label={t`Product images`}>
              {p.images.map((src, i) => (
                <li key={src}>
                  <button
                    type="button"
                    onClick={() => setShown(i)}
                    aria-pressed={i === shown}
                    aria-label={t`Show image ${i + 1}`}
                    className={cn(
                      'overflow-hidden rounded-md border-2',
                      i === shown ? 'border-primary' : 'border-transparent',
                    )}
                  >
                    <ContentImage
                      src={src}
                      sizes="80px"
                      alt=""
                      width={80}
                      height={80}
                      className="size-20 object-cover"
                    />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <p className="text-sm text-muted-foreground">
            {p.brand?.name} · {p.category?.name}
          </p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight">{p.name}</h1>
          <p className="mt-2 text-muted-foreground">{p.summary}</p>
          <h2 className="mt-6 mb-2 text-lg font-semibold">
            <Trans>Specifications</Trans>
          </h2>
          <table className="w-full text-sm" data-testid="specs">
            <tbody>
              {p.specs.map((s) => (
                <tr key={s.name} className="border-b">
                  <th scope="row" className="py-2 pr-4 text-left font-medium text-muted-foreground">
                    {s.name}
                  </th>
                  <td className="py-2">{s.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {p.warranty &&
            (p.platform && p.platform.role !== 'tool' ? (
              <p className="mt-4 text-sm" data-testid="product-warranty">
                <Trans>
                  Warranty:{' '}
                  <Plural value={p.warranty.accessoryMonths} one="# month" other="# months" />
                </Trans>
              </p>
            ) : (
              <WarrantyLine {...p.warranty} />
            ))}
          {/* The brand's first official online store; the mall link only for a brand without. */}
          {officialStore && (
            <a
              href={officialStore}
              {...(isOtherSite(officialStore) && { target: '_blank', rel: 'noopener noreferrer' })}
              className={buttonVariants({ className: 'mt-6' })}
              data-testid="official-store"
            >
              <Trans>Buy in the official store</Trans>
            </a>
          )}
        </div>
      </div>
      <section id="where-to-buy" className="mt-10" aria-labelledby="where-to-buy-heading">
        <h2 id="where-to-buy-heading" className="mb-3 text-xl font-semibold">
          <Trans>Where to buy</Trans>
        </h2>
        {/* The brand's stores come with the product's answer: plain links, no request of their
            own. The outlets of the service network sell and service the tools; the finder asks
            for the visitor's province itself, so the page loads no outlet list. */}
        <ul className="flex flex-wrap gap-2" data-testid="online-stores">
          {(p.brand?.onlineStores ?? []).map((store) => (
            <li key={store.url}>
              <AppLink
                to={store.url}
                external
                newTab
                className={buttonVariants({ variant: 'outline', size: 'sm' })}
              >
                {store.name}
              </AppLink>
            </li>
          ))}
          <li>
            <AppLink
              to="/service/network"
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
              data-testid="store-finder-link"
            >
              <Trans>Find an outlet near you</Trans>
            </AppLink>
          </li>
        </ul>
        <LazyProvinceOutlets where={p.where} province={province} path={`/product/detail/${p.id}`} />
      </section>
      {p.platform && <LazyWorksWith platform={p.platform} />}
      <SpareParts
        parts={p.parts}
        drawing={p.partsDrawing}
        model={p.model || p.name}
        stores={p.brand?.onlineStores ?? []}
      />
      <section className="mt-10" aria-labelledby="product-details">
        <h2 id="product-details" className="mb-3 text-xl font-semibold">
          <Trans>Details</Trans>
        </h2>
        <RichText html={p.content} />
      </section>
      {p.downloads.length > 0 && (
        <section className="mt-10" aria-labelledby="product-downloads">
          <h2 id="product-downloads" className="mb-3 text-xl font-semibold">
            <Trans>Downloads and manuals</Trans>
          </h2>
          <ul className="divide-y rounded-lg border">
            {p.downloads.map((d) => (
              <li key={d.id} className="flex items-center justify-between gap-4 p-3">
                <AppLink
                  to={`/service/${d.kind === 'manual' ? 'explain' : 'download'}/detail/${d.id}`}
                  className="hover:text-primary"
                >
                  {d.title}
                </AppLink>
                <span className="text-xs text-muted-foreground">
                  {d.fileType} · {formatFileSize(d.fileSize)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {p.videos.length > 0 && (
        <section className="mt-10" aria-labelledby="product-videos">
          <h2 id="product-videos" className="mb-3 text-xl font-semibold">
            <Trans>Videos</Trans>
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2">
            {p.videos.map((video) => (
              <li key={video.id}>
                <video
                  controls
                  preload="none"
                  poster={video.cover}
                  width={800}
                  height={450}
                  className="aspect-video w-full rounded-lg bg-black"
                >
                  <source src={video.videoUrl} type="video/webm" />
                  <track kind="captions" src={video.videoUrl.replace(/\.\w+$/, '.vtt')} default />
                </video>
                <p className="mt-2 text-sm">{video.title}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  )
}

type Part = {
  number: number
  partNumber: string
  name: string
  quantity: number
  x: number | null
  y: number | null
}

/** The exploded drawing's frame (800 × 500): where the callouts' percentages are laid out. */
const W = 800
const H = 500

/**
 * A tool's spare parts: its exploded drawing with a numbered callout on each part, and the parts
 * list. A callout links to its row (`#part-<n>`) and a row's number to its callout
 * (`#callout-<n>`); the target is highlighted by CSS (`:target`), so the links work before and
 * without the page's code. Where to get a part: the outlets and the brand's online stores.
 */
function SpareParts({
  parts,
  drawing,
  model,
  stores,
}: {
  parts: Part[]
  drawing: string
  model: string
  stores: Array<{ name: string; url: string }>
}) {
  const { t } = useLingui()
  if (parts.length === 0) return null
  const marked = drawing ? parts.filter((p) => p.x !== null && p.y !== null) : []
  const callouts = new Set(marked.map((p) => p.number))
  return (
    <section id="parts" className="mt-10 scroll-mt-24" aria-labelledby="parts-heading">
      <h2 id="parts-heading" className="mb-3 text-xl font-semibold">
        <Trans>Spare parts</Trans>
      </h2>
      <div className="grid gap-6 lg:grid-cols-2">
        {drawing && (
          <figure className="relative self-start">
            <img
              src={drawing}
              alt={t`Exploded drawing of the ${model}`}
              width={W}
              height={H}
              loading="lazy"
              decoding="async"
              className="block h-auto w-full rounded-lg border bg-white"
            />
            <svg
              viewBox={`0 0 ${W} ${H}`}
              className="absolute inset-0 size-full"
              data-testid="parts-callouts"
            >
              {marked.map((p) => (
                <a
                  key={p.number}
                  href={`#part-${p.number}`}
                  id={`callout-${p.number}`}
                  aria-label={`${p.number} ${p.name}`}
                  className="group scroll-mt-24 outline-none"
                >
                  <circle
                    cx={((p.x ?? 0) * W) / 100}
                    cy={((p.y ?? 0) * H) / 100}
                    r={17}
                    className="fill-white stroke-foreground stroke-2 group-hover:fill-accent group-focus-visible:stroke-primary group-focus-visible:stroke-4 group-target:fill-primary group-target:stroke-primary"
                  />
                  <text
                    x={((p.x ?? 0) * W) / 100}
                    y={((p.y ?? 0) * H) / 100}
                    dy="0.35em"
                    textAnchor="middle"
                    className="fill-foreground text-[15px] font-bold group-target:fill-primary-foreground"
                  >
                    {p.number}
                  </text>
                </a>
              ))}
            </svg>
          </figure>
        )}
        <table className="w-full self-start text-sm" data-testid="parts-list">
          <thead>
            <tr className="border-b text-left text-muted-foreground">
              <th scope="col" className="py-2 pr-3 font-medium">
                <Trans>No.</Trans>
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                <Trans>Part number</Trans>
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                <Trans>Name</Trans>
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                <Trans>Qty</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {parts.map((p) => (
              <tr
                key={p.number}
                id={`part-${p.number}`}
                className="scroll-mt-24 border-b target:bg-primary/10"
              >
                <td className="py-2 pr-3">
                  {callouts.has(p.number) ? (
                    <a
                      href={`#callout-${p.number}`}
                      className="font-semibold text-primary underline-offset-2 hover:underline"
                    >
                      {p.number}
                    </a>
                  ) : (
                    p.number
                  )}
                </td>
                <td className="py-2 pr-3 font-mono">{p.partNumber}</td>
                <td className="py-2 pr-3">{p.name}</td>
                <td className="py-2 text-right tabular-nums">{p.quantity}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-4 text-sm" data-testid="parts-sources">
        <Trans>
          Order a part by its part number at an{' '}
          <AppLink to="/service/network" className="text-primary underline underline-offset-2">
            after-sales outlet
          </AppLink>
        </Trans>
        {stores.length > 0 && <Trans>, or in the brand’s official online stores:</Trans>}{' '}
        {stores.map((store, i) => (
          <span key={store.url}>
            {i > 0 && ' · '}
            <AppLink
              to={store.url}
              external
              newTab
              className="text-primary underline underline-offset-2"
            >
              {store.name}
            </AppLink>
          </span>
        ))}
      </p>
    </section>
  )
}
