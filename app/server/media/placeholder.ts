/**
 * Demo media of the seeded content, drawn on demand: product shots, category tiles, news
 * covers, banners, brand logos, video posters (SVG) and document files (PDF). A real
 * deployment serves the CMS's own files; these keep the demo site whole without any download.
 */

const PALETTE = [
  '#c8102e',
  '#1f2937',
  '#0f766e',
  '#1d4ed8',
  '#b45309',
  '#7c3aed',
  '#be123c',
  '#374151',
]

export const MEDIA_SIZES: Record<string, [number, number]> = {
  product: [800, 800],
  category: [600, 400],
  news: [800, 450],
  banner: [1920, 600],
  brand: [320, 160],
  video: [800, 450],
  download: [600, 800],
}

function hash(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 16777619)
  }
  return h >>> 0
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** A drill-like silhouette, the same shape scaled into any picture. */
function tool(x: number, y: number, scale: number, color: string): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})" fill="${color}">
<rect x="0" y="0" width="220" height="70" rx="18"/>
<rect x="220" y="22" width="70" height="26" rx="6" fill="#9ca3af"/>
<rect x="290" y="30" width="60" height="10" fill="#6b7280"/>
<path d="M60 70 L120 70 L105 190 L55 190 Z"/>
<rect x="35" y="185" width="100" height="45" rx="10" fill="#111827"/>
</g>`
}

export function placeholderSvg(kind: string, name: string): string | null {
  const size = MEDIA_SIZES[kind]
  if (!size) return null
  const [w, h] = size
  const seed = hash(`${kind}/${name}`)
  const color = PALETTE[seed % PALETTE.length] ?? '#c8102e'
  const label = escapeXml(
    name
      .replace(/\.svg$/, '')
      .replace(/[-_]+/g, ' ')
      .slice(0, 40),
  )
  const bg = kind === 'banner' ? '#111827' : '#f3f4f6'
  const fg = kind === 'banner' ? '#ffffff' : '#1f2937'
  const scale = Math.min(w, h) / (kind === 'banner' ? 500 : 420)
  const art =
    kind === 'brand'
      ? `<text x="50%" y="58%" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="56" fill="${color}">${label.toUpperCase()}</text>`
      : `${tool(w * (kind === 'banner' ? 0.58 : 0.18), h * 0.22, scale, color)}
<text x="${w * 0.05}" y="${h * 0.92}" font-family="sans-serif" font-size="${Math.round(h / 18)}" fill="${fg}">${label}</text>`
  const play =
    kind === 'video'
      ? `<circle cx="${w / 2}" cy="${h / 2}" r="${h / 8}" fill="rgba(0,0,0,.55)"/><path d="M${w / 2 - h / 24} ${h / 2 - h / 16} L${w / 2 + h / 14} ${h / 2} L${w / 2 - h / 24} ${h / 2 + h / 16} Z" fill="#fff"/>`
      : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img"><rect width="100%" height="100%" fill="${bg}"/>${art}${play}</svg>`
}

/** A one-page PDF naming the document, so download links give a real file. */
export function placeholderPdf(title: string): Uint8Array<ArrayBuffer> {
  const safe = title
    .replace(/[()\\]/g, ' ')
    .replace(/[^\x20-\x7e]/g, '?')
    .slice(0, 80)
  const stream = `BT /F1 24 Tf 72 720 Td (${safe}) Tj ET\nBT /F1 12 Tf 72 690 Td (Ruifeng Tools demo document) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let pdf = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(pdf.length)
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = pdf.length
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return new TextEncoder().encode(pdf)
}
