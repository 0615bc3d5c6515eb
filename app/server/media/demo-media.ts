// Demo media of the seeded catalogue (app/routes/media/$.ts): pictures drawn as SVG
// (drawings.ts), also as WebP in the widths of a page's srcset (drawing-raster.ts), and
// documents rendered as PDF on first request (pdf.ts). Loaded on the first such request: the
// seed's content, the PDF writer and the QR code library are not on the way to a start's first
// page (bench/cold-start.ts).
import { isLocale } from '~/i18n/locale'
import { fileOf } from '~/server/db/seed-documents'
import { drawingWebp } from '~/server/media/drawing-raster'
import { drawingSvg } from '~/server/media/drawings'
import { renderPdf } from '~/server/media/pdf'

const LONG_CACHE = 'public, max-age=604800'

/** Rendered PDFs by file name: the catalogue is finite and each is a few kilobytes. */
const pdfs = new Map<string, Promise<Uint8Array>>()

function pdfOf(key: string, locale: string): Promise<Uint8Array> | null {
  const file = fileOf(key)
  if (!file || !isLocale(locale)) return null
  const name = `${key}-${locale}`
  let pdf = pdfs.get(name)
  if (!pdf) {
    pdf = renderPdf(file.document(), locale)
    pdfs.set(name, pdf)
  }
  return pdf
}

/** The answer to GET /media/<path> for a demo picture or document, or null when there is none. */
export async function demoMedia(path: string): Promise<Response | null> {
  const raster = /^([a-z]+)\/([\w.-]{1,80})\.w(\d{3,4})\.webp$/.exec(path)
  const webp = raster ? drawingWebp(raster[1] ?? '', raster[2] ?? '', Number(raster[3])) : null
  if (webp) {
    const bytes = await webp
    return new Response(new Uint8Array(bytes), {
      headers: {
        'content-type': 'image/webp',
        'content-length': String(bytes.length),
        'cache-control': LONG_CACHE,
      },
    })
  }
  const svg = /^([a-z]+)\/([\w.-]{1,80}\.svg)$/.exec(path)
  const body = svg ? drawingSvg(svg[1] ?? '', svg[2] ?? '') : null
  if (body) {
    return new Response(body, {
      headers: {
        'content-type': 'image/svg+xml; charset=utf-8',
        'cache-control': LONG_CACHE,
      },
    })
  }
  const file = /^files\/([\w.-]{1,80})-(en|zh)\.pdf$/.exec(path)
  const pdf = file ? pdfOf(file[1] ?? '', file[2] ?? '') : null
  if (pdf) {
    const bytes = await pdf
    return new Response(new Uint8Array(bytes), {
      headers: {
        'content-type': 'application/pdf',
        'content-length': String(bytes.length),
        'content-disposition': `inline; filename="${file?.[1]}-${file?.[2]}.pdf"`,
        'cache-control': LONG_CACHE,
      },
    })
  }
  return null
}
