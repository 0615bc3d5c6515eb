/**
 * Responsive sources of a media-library image from its reference URL (the URL of its widest
 * WebP, `/media/u/<hash>/<width>.webp`). Kept apart from media-image.ts, which only the console
 * needs: this is all a visitor's page loads for it (components/content/content-image.tsx).
 */

/** The widths every upload is converted to (server/staff/media.ts makes them). */
export const MEDIA_WIDTHS = [320, 640, 960, 1280, 1920]

const MEDIA_URL = /^\/media\/u\/(\w{32})\/(\d+)\.webp$/

/**
 * The `srcset`s of an image URL that is a library reference (null for any other URL). An
 * upload of width W exists in every width of MEDIA_WIDTHS below W and in W itself (at most the
 * largest), so the widest one names them all.
 */
export function mediaSources(url: string): { avif: string; webp: string } | null {
  const match = MEDIA_URL.exec(url)
  if (!match) return null
  const widest = Number(match[2])
  const set = (format: string) =>
    [...MEDIA_WIDTHS.filter((w) => w < widest), widest]
      .map((w) => `/media/u/${match[1]}/${w}.${format} ${w}w`)
      .join()
  return { avif: set('avif'), webp: set('webp') }
}
