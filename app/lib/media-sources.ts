/**
 * Responsive sources of a media-library image from its reference URL (the URL of its widest
 * WebP, `/media/u/<hash>/<width>.webp`). Kept apart from media-image.ts, which only the console
 * needs: this is all a visitor's page loads for it (components/content/content-image.tsx).
 */

/** The widths every upload is converted to (server/staff/media.ts makes them). */
export const MEDIA_WIDTHS = [320, 640, 960, 1280, 1920]

/** An upload's reference, with its focal point when the content service gave one (`#fp=x,y`). */
const MEDIA_URL = /^\/media\/u\/(\w{32})\/(\d+)\.webp(?:#fp=(\d{1,3}),(\d{1,3}))?$/

/**
 * The widths a demo picture is served in as WebP (server/media/drawing-raster.ts): banners fill
 * a wide screen; the other pictures are never shown wider than about 640 CSS pixels.
 */
export function drawingWidths(kind: string): number[] {
  return kind === 'banner' ? [640, 960, 1280, 1920] : [320, 640, 960, 1280]
}

/**
 * A demo picture drawn as SVG (server/media/drawings.ts). Brand logos stay SVG: they are small,
 * and their name is text that needs a font where the picture is rasterized.
 */
export const DRAWING_KINDS = ['product', 'category', 'news', 'video', 'banner', 'download']
const DRAWING_URL = new RegExp(`^/media/(${DRAWING_KINDS.join('|')})/([\\w.-]{1,80})\\.svg$`)

/** `/media/<kind>/<name>.svg` in one width as WebP. */
export function drawingWebpUrl(kind: string, name: string, width: number): string {
  return `/media/${kind}/${name}.w${width}.webp`
}

/**
 * The `srcset`s of an image URL that is a library reference or a demo picture (null for any
 * other URL). An upload of width W exists in every width of MEDIA_WIDTHS below W and in W
 * itself (at most the largest), so the widest one names them all. A demo picture exists in
 * every width of drawingWidths, as WebP only (AVIF costs the server ten times the time to
 * encode, once per picture and width, for a few kilobytes). An upload's focal point comes as
 * `position`, the CSS object-position that keeps it in any crop.
 */
export function mediaSources(
  url: string,
): { avif: string | null; webp: string; src: string; position?: string } | null {
  const drawing = DRAWING_URL.exec(url)
  if (drawing) {
    const [, kind = '', name = ''] = drawing
    return {
      avif: null,
      webp: drawingWidths(kind)
        .map((w) => `${drawingWebpUrl(kind, name, w)} ${w}w`)
        .join(),
      src: drawingWebpUrl(kind, name, 960),
    }
  }
  const match = MEDIA_URL.exec(url)
  if (!match) return null
  const [, hash, width, x, y] = match
  const widest = Number(width)
  const set = (format: string) =>
    [...MEDIA_WIDTHS.filter((w) => w < widest), widest]
      .map((w) => `/media/u/${hash}/${w}.${format} ${w}w`)
      .join()
  return {
    avif: set('avif'),
    webp: set('webp'),
    src: `/media/u/${hash}/${width}.webp`,
    position: x ? `${x}% ${y}%` : undefined,
  }
}
