/**
 * Responsive images of the media library: every upload exists in a few widths as AVIF and WebP
 * under content-hashed (immutable) URLs. Content pages render a media item with
 * `<ResponsiveImage>` (components/content/responsive-image.tsx) or these props.
 */
export type MediaImage = {
  hash: string
  width: number
  height: number
  alt: string
  variants: Array<{ width: number; format: 'avif' | 'webp' }>
}

export function mediaUrl(hash: string, width: number, format: 'avif' | 'webp'): string {
  return `/media/u/${hash}/${width}.${format}`
}

/** `url 320w, url 640w, …` of one format, narrowest first. */
export function mediaSrcSet(image: MediaImage, format: 'avif' | 'webp'): string {
  return image.variants
    .filter((v) => v.format === format)
    .sort((a, b) => a.width - b.width)
    .map((v) => `${mediaUrl(image.hash, v.width, format)} ${v.width}w`)
    .join(', ')
}

/** The widest variant of a format (the `src` of browsers without srcset). */
export function largestVariant(image: MediaImage, format: 'avif' | 'webp'): number {
  return Math.max(0, ...image.variants.filter((v) => v.format === format).map((v) => v.width))
}

/**
 * Props of an `<img>` (WebP, which every current browser shows) and of the AVIF `<source>`
 * in front of it. `sizes` says how wide the image is shown, e.g. '(min-width: 768px) 50vw, 100vw'.
 */
export function responsiveImage(image: MediaImage, sizes: string) {
  return {
    avif: { type: 'image/avif', srcSet: mediaSrcSet(image, 'avif'), sizes },
    img: {
      src: mediaUrl(image.hash, largestVariant(image, 'webp'), 'webp'),
      srcSet: mediaSrcSet(image, 'webp'),
      sizes,
      width: image.width,
      height: image.height,
      alt: image.alt,
    },
  }
}

/**
 * How content refers to a library image: the URL of its widest WebP. It is a working image URL
 * anywhere, and `mediaSources` (media-sources.ts) reads the other widths and formats back from it.
 */
export function mediaReference(image: Pick<MediaImage, 'hash' | 'variants'>): string {
  return mediaUrl(
    image.hash,
    largestVariant({ ...image, width: 0, height: 0, alt: '' }, 'webp'),
    'webp',
  )
}
