// Renders the demo catalogue's pictures (app/server/media/drawings.ts) to PNG for a look, and
// reports the bytes of each SVG and of its WebP at the width a page asks for first (960).
// Usage: tsx scripts/demo-pictures.ts [outDir=/tmp/demo-pictures] [filter] [--all]
// (--all: the category tiles, banners, video posters, document covers and news covers too).
import { mkdirSync, writeFileSync } from 'node:fs'
import sharp from 'sharp'
import { BANNERS, NEWS, VIDEOS } from '../app/server/db/seed-content.ts'
import { CATEGORIES, PRODUCTS } from '../app/server/db/seed-data.ts'
import { FILES } from '../app/server/db/seed-documents.ts'
import { drawingSvg } from '../app/server/media/drawings.ts'

const args = process.argv.slice(2).filter((a) => a !== '--all')
const all = process.argv.includes('--all')
const out = args[0] ?? '/tmp/demo-pictures'
const filter = args[1] ?? ''
mkdirSync(out, { recursive: true })
sharp.concurrency(1)

const pictures: Array<[kind: string, name: string]> = PRODUCTS.flatMap((p) => [
  ['product', p.model],
  ['product', `${p.model}-set`],
])
if (all) {
  pictures.push(
    ...CATEGORIES.map((c): [string, string] => ['category', c.key]),
    ...BANNERS.map((b): [string, string] => ['banner', b.key]),
    ...VIDEOS.map((v): [string, string] => ['video', v.key]),
    ...FILES.map((f): [string, string] => ['download', f.key]),
    ...NEWS.map((n): [string, string] => ['news', n.key]),
  )
}

const rows: string[] = []
for (const [kind, name] of pictures) {
  if (filter && !name.includes(filter)) continue
  const svg = drawingSvg(kind, `${name}.svg`)
  if (!svg) throw new Error(`no picture ${kind}/${name}`)
  const file = kind === 'product' ? name : `${kind}-${name}`
  writeFileSync(`${out}/${file}.svg`, svg)
  const width = Number(/width="(\d+)"/.exec(svg)?.[1] ?? 800)
  const started = performance.now()
  // As drawing-raster.ts renders it: at the density of the wanted width.
  const webp = await sharp(Buffer.from(svg), { density: Math.ceil((72 * 960) / width) })
    .resize({ width: 960 })
    .webp({ quality: 70, effort: 5 })
    .toBuffer()
  const ms = performance.now() - started
  await sharp(Buffer.from(svg), { density: Math.ceil((72 * 800) / width) })
    .resize({ width: 800 })
    .png()
    .toFile(`${out}/${file}.png`)
  rows.push(
    `${file.padEnd(34)} svg ${String(svg.length).padStart(6)} B  webp@960 ${String(webp.length).padStart(6)} B  ${ms.toFixed(0).padStart(4)} ms  ${out}/${file}.png`,
  )
}
console.log(rows.join('\n'))
