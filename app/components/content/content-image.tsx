import type { ComponentProps } from 'react'
import { mediaSources } from '~/lib/media-sources'

type Props = Omit<ComponentProps<'img'>, 'src' | 'srcSet'> & {
  src: string | undefined
  /** How wide the image is shown, e.g. '(min-width: 768px) 50vw, 100vw'. */
  sizes: string
}

/**
 * An image of the content service. A media-library upload (a `/media/u/…` reference) comes in
 * the width and format the browser needs (AVIF, else WebP), a demo picture in the width it
 * needs as WebP; any other URL is shown as it is.
 */
export function ContentImage({ src, sizes, alt = '', ...props }: Props) {
  const sources = src ? mediaSources(src) : null
  if (!sources) return <img src={src} alt={alt} {...props} />
  return (
    // `contents`: the <img> stays the box the page lays out, as without the <picture>.
    <picture className="contents">
      {sources.avif && <source type="image/avif" srcSet={sources.avif} sizes={sizes} />}
      <img src={sources.src} srcSet={sources.webp} sizes={sizes} alt={alt} {...props} />
    </picture>
  )
}
