import { LRUCache } from 'lru-cache'
import { DRAWING_KINDS, drawingWidths } from '~/lib/media-sources'
import { drawingSvg } from './drawings'

/**
 * The demo pictures as WebP in the widths a page's `srcset` offers (`~/lib/media-sources`): a
 * phone downloads a picture of its own width, and the browser decodes a bitmap instead of
 * building a document for every SVG picture on the page (which cost the main thread more than
 * the page's own script on the home page). Each is rendered once by sharp and kept in memory.
 */
const rendered = new LRUCache<string, Promise<Uint8Array>>({
  maxSize: 32 * 1024 * 1024,
  // A render under way counts as a small picture until it is done.
  sizeCalculation: () => 64 * 1024,
})

function intrinsicWidth(svg: string): number {
  return Number(/<svg\b[^>]*\bwidth="(\d+)"/.exec(svg)?.[1] ?? 0) || 800
}

async function render(svg: string, width: number): Promise<Uint8Array> {
  const { default: sharp } = await import('sharp')
  // Rasterized at the density that gives the wanted width, not scaled up from a small bitmap.
  const density = Math.min(2400, Math.ceil((72 * width) / intrinsicWidth(svg)))
  // Quality 70 looks the same as 80 on these shaded drawings and weighs a fifth less (the
  // product pictures are a product page's largest paint).
  const bytes = await sharp(Buffer.from(svg), { density })
    .resize({ width })
    .webp({ quality: 70, effort: 5 })
    .toBuffer()
  return new Uint8Array(bytes)
}

/** The WebP of a demo picture at one of its drawingWidths, or null when there is no such picture. */
export function drawingWebp(kind: string, name: string, width: number): Promise<Uint8Array> | null {
  if (!DRAWING_KINDS.includes(kind) || !drawingWidths(kind).includes(width)) return null
  const key = `${kind}/${name}/${width}`
  const kept = rendered.get(key)
  if (kept) return kept
  const svg = drawingSvg(kind, name)
  if (svg === null) return null
  const bytes = render(svg, width)
  rendered.set(key, bytes)
  bytes.then(
    (done) => rendered.set(key, bytes, { size: done.length }),
    () => rendered.delete(key),
  )
  return bytes
}
