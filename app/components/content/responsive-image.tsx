import { type MediaImage, responsiveImage } from '~/lib/media-image'

type Props = {
  image: MediaImage
  /** How wide the image is shown: e.g. '(min-width: 768px) 50vw, 100vw'. */
  sizes: string
  className?: string
  /** Above the fold: load at once and with high priority. */
  priority?: boolean
}

/** A media-library image in the width and format the browser needs (AVIF, else WebP). */
export function ResponsiveImage({ image, sizes, className, priority }: Props) {
  const { avif, img } = responsiveImage(image, sizes)
  return (
    <picture>
      {avif.srcSet && <source type={avif.type} srcSet={avif.srcSet} sizes={avif.sizes} />}
      <img
        {...img}
        alt={img.alt}
        className={className}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  )
}
