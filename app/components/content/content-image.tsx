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
 * needs as WebP; any other URL is shown as it is. An upload's focal point (`#fp=x,y` on its
 * reference, from the content service) is its object-position, so every crop keeps it.
 */
export function ContentImage({ src, sizes, alt = '', style, ...props }: Props) {
  const sources = src ? mediaSources(src) : null
  if (!sources) return <img src={src} alt={alt} style={style} {...props} />
  const position = sources.position ? { objectPosition: sources.position, ...style } : style
  return (
    // `contents`: the <img> stays the box the page lays out, as without the <picture>.
    <picture className="contents">
      {sources.avif && <source type="image/avif" srcSet={sources.avif} sizes={sizes} />}
      <img
        src={sources.src}
        srcSet={sources.webp}
        sizes={sizes}
        alt={alt}
        style={position}
        {...props}
      />
    </picture>
  )
}
