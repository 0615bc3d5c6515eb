import type { ReactNode } from 'react'
import { ContentImage } from '~/components/content/content-image'
import { AppLink } from '~/components/site/app-link'
import type { ProductSummary } from '~/server/cmsapi/schemas'

/**
 * A product's card: its picture, name, model and summary, one link to its page. `children`
 * go below the link, inside the card (the list's comparison checkbox: a control inside a link
 * would be part of the link).
 */
export function ProductCard({
  product,
  eager,
  children,
}: {
  product: ProductSummary
  eager?: boolean
  children?: ReactNode
}) {
  return (
    <div className="overflow-hidden rounded-lg border bg-card transition-shadow hover:shadow-md">
      {/* The focus ring inside the link: the card's rounded corners clip what is outside it. */}
      <AppLink
        to={`/product/detail/${product.id}`}
        className="group block focus-visible:-outline-offset-2"
      >
        <ContentImage
          src={product.images[0]}
          sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
          alt=""
          width={800}
          height={800}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="aspect-square w-full bg-muted object-cover"
        />
        <div className="p-4">
          <h3 className="font-semibold group-hover:text-primary">{product.name}</h3>
          <p className="mt-1 text-xs text-muted-foreground">{product.model}</p>
          <p className="mt-2 line-clamp-2 text-sm text-muted-foreground">{product.summary}</p>
        </div>
      </AppLink>
      {children}
    </div>
  )
}
