import { ContentImage } from '~/components/content/content-image'
import { AppLink } from '~/components/site/app-link'
import type { ProductSummary } from '~/server/cmsapi/schemas'

export function ProductCard({ product, eager }: { product: ProductSummary; eager?: boolean }) {
  return (
    <AppLink
      to={`/product/detail/${product.id}`}
      className="group block overflow-hidden rounded-lg border bg-card transition-shadow hover:shadow-md"
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
  )
}
