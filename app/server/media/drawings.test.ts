import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { BANNERS, NEWS, VIDEOS } from '~/server/db/seed-content'
import { CATEGORIES, PRODUCTS } from '~/server/db/seed-data'
import { drawingSvg } from './drawings'

const pictures = PRODUCTS.flatMap((p) => [`${p.model}.svg`, `${p.model}-set.svg`])

/** The ids a picture defines, and the ids its paints refer to. */
function references(svg: string) {
  const ids = [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1])
  const used = [...svg.matchAll(/url\(#([^)]+)\)/g)].map((m) => m[1])
  return { ids, used }
}

describe('product pictures', () => {
  it('are shaded drawings: the same each time, small, every paint defined once and found', () => {
    for (const name of pictures) {
      const svg = drawingSvg('product', name) ?? ''
      expect(svg, name).toMatch(/^<svg [^>]*viewBox="0 0 800 800"/)
      expect(drawingSvg('product', name), name).toBe(svg)
      expect(svg.length, name).toBeLessThan(25 * 1024)
      expect(svg, name).toContain('<linearGradient')
      expect(svg, name).toContain('<radialGradient')
      expect(svg, name).toContain('<pattern')
      // What librsvg (sharp) cannot draw, and text that needs a font where it is drawn.
      expect(svg, name).not.toMatch(/<text|<foreignObject|<image|mix-blend|<style/)
      const { ids, used } = references(svg)
      expect(new Set(ids).size, name).toBe(ids.length)
      for (const id of used) expect(ids, `${name}: #${id}`).toContain(id)
    }
  })

  it('differ from one model to the next, and show more in a set with parts in its box', () => {
    const singles = PRODUCTS.map((p) => drawingSvg('product', `${p.model}.svg`))
    expect(new Set(singles).size).toBe(PRODUCTS.length)
    const cordless = PRODUCTS.find((p) => p.cordless)
    const single = drawingSvg('product', `${cordless?.model}.svg`) ?? ''
    const set = drawingSvg('product', `${cordless?.model}-set.svg`) ?? ''
    expect(set.length).toBeGreaterThan(single.length + 2000)
  })

  it('define each paint once in a picture of several tools', () => {
    for (const svg of [
      ...BANNERS.map((b) => drawingSvg('banner', `${b.key}.svg`) ?? ''),
      ...CATEGORIES.map((c) => drawingSvg('category', `${c.key}.svg`) ?? ''),
      ...NEWS.map((a) => drawingSvg('news', `${a.key}.svg`) ?? ''),
      ...VIDEOS.map((v) => drawingSvg('video', `${v.key}.svg`) ?? ''),
    ]) {
      const { ids, used } = references(svg)
      expect(new Set(ids).size).toBe(ids.length)
      for (const id of used) expect(ids).toContain(id)
    }
  })

  it('rasterize with sharp to a picture that is not blank', async () => {
    for (const name of ['RF-DD20B.svg', 'KX-CH30-set.svg', 'DA-DC355.svg']) {
      const svg = drawingSvg('product', name) ?? ''
      const { data, info } = await sharp(Buffer.from(svg), { density: 29 })
        .resize({ width: 320 })
        .raw()
        .toBuffer({ resolveWithObject: true })
      expect(info.width).toBe(320)
      // The studio backdrop is light; the tool's housing and shadows are not.
      let dark = 0
      for (let i = 0; i < data.length; i += info.channels) {
        if ((data[i] ?? 0) + (data[i + 1] ?? 0) + (data[i + 2] ?? 0) < 240) dark++
      }
      expect(dark, name).toBeGreaterThan(320 * 320 * 0.03)
    }
  })
})

describe('scenes of places', () => {
  it('are shaded solids, not flat shapes: news covers, video posters and the section banners', () => {
    for (const svg of [
      ...NEWS.map((a) => drawingSvg('news', `${a.key}.svg`) ?? ''),
      // Posters of places and of service topics (those of a product or a battery show the tool).
      ...VIDEOS.filter((v) => !v.model && v.poster !== 'battery' && v.poster !== 'charger').map(
        (v) => drawingSvg('video', `${v.key}.svg`) ?? '',
      ),
      ...['about', 'contact', 'member', 'service', 'recruits', 'home-network'].map(
        (key) => drawingSvg('banner', `${key}.svg`) ?? '',
      ),
    ]) {
      expect(svg).toMatch(/<(linear|radial)Gradient/)
      // Solids: many faces, each a polygon of its own.
      expect(svg.match(/<path d="M[^"]* Z"/g)?.length ?? 0).toBeGreaterThan(12)
      expect(svg).not.toMatch(/<text|<foreignObject|<image|<style/)
    }
  })
})
