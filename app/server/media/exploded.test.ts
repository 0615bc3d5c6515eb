import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { PRODUCTS } from '~/server/db/seed-data'
import { partsOf } from '~/server/db/seed-parts'
import { drawingSvg } from './drawings'

// The exploded drawings the seed's tools link to: one per tool, served with the demo media,
// each callout where the seed says it is, so the product page's links lie on the drawing's
// numbers.

describe('exploded drawings', () => {
  it('draw every tool’s parts with a numbered callout where the seed places it', () => {
    for (const p of PRODUCTS) {
      const svg = drawingSvg('parts', `${p.model}.svg`) ?? ''
      expect(svg, p.model).toMatch(/^<svg [^>]*viewBox="0 0 800 500"/)
      expect(drawingSvg('parts', `${p.model}.svg`), p.model).toBe(svg)
      expect(svg.length, p.model).toBeLessThan(16 * 1024)
      expect(svg, p.model).not.toMatch(/<image|<script|<foreignObject|href=/)
      for (const part of partsOf(p)) {
        const cx = String(Math.round(part.x * 8 * 10) / 10)
        const cy = String(Math.round(part.y * 5 * 10) / 10)
        expect(svg, `${p.model} ${part.number}`).toContain(`<circle cx="${cx}" cy="${cy}" r="15"/>`)
        expect(svg, `${p.model} ${part.number}`).toMatch(
          new RegExp(`<text [^>]*x="${cx}"[^>]*>${part.number}</text>`),
        )
      }
    }
  })

  it('differ from tool to tool, and there is none for a model that is not in the catalogue', () => {
    const all = PRODUCTS.map((p) => drawingSvg('parts', `${p.model}.svg`))
    expect(new Set(all).size).toBe(PRODUCTS.length)
    expect(drawingSvg('parts', 'XX-0000.svg')).toBeNull()
  })

  it('rasterize to line art on white: dark strokes, mostly paper', async () => {
    const svg = drawingSvg('parts', 'RF-AG125.svg') ?? ''
    const { data, info } = await sharp(Buffer.from(svg))
      .resize({ width: 400 })
      .raw()
      .toBuffer({ resolveWithObject: true })
    let dark = 0
    for (let i = 0; i < data.length; i += info.channels) {
      if ((data[i] ?? 0) + (data[i + 1] ?? 0) + (data[i + 2] ?? 0) < 300) dark++
    }
    const pixels = info.width * info.height
    expect(dark).toBeGreaterThan(pixels * 0.004)
    expect(dark).toBeLessThan(pixels * 0.25)
  })
})
