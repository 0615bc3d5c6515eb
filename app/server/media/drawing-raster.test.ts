import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { mediaSources } from '~/lib/media-sources'
import { drawingWebp } from './drawing-raster'

describe('demo pictures as WebP', () => {
  it('a page offers a demo picture in four widths of WebP, and a library upload as before', () => {
    const sources = mediaSources('/media/banner/home-professionals.svg')
    expect(sources?.avif).toBeNull()
    expect(sources?.src).toBe('/media/banner/home-professionals.w960.webp')
    expect(sources?.webp.split(',')).toEqual([
      '/media/banner/home-professionals.w640.webp 640w',
      '/media/banner/home-professionals.w960.webp 960w',
      '/media/banner/home-professionals.w1280.webp 1280w',
      '/media/banner/home-professionals.w1920.webp 1920w',
    ])
    // Logos keep their SVG (their name is text); other addresses are shown as they are.
    expect(mediaSources('/media/product/RF-DD20B.svg')?.webp).toMatch(
      /w320\.webp 320w,.*w1280\.webp 1280w$/,
    )
    expect(mediaSources('/media/brand/own.svg')).toBeNull()
    expect(mediaSources('https://cdn.example.com/a.svg')).toBeNull()
    const upload = mediaSources(`/media/u/${'a'.repeat(32)}/640.webp`)
    expect(upload?.src).toBe(`/media/u/${'a'.repeat(32)}/640.webp`)
    expect(upload?.avif).toContain('/320.avif 320w')
  })

  it('renders a picture at the width asked for, once', async () => {
    const first = drawingWebp('banner', 'home-professionals', 1280)
    expect(first).not.toBeNull()
    const bytes = await first
    const meta = await sharp(bytes ?? new Uint8Array()).metadata()
    expect(meta.format).toBe('webp')
    expect(meta.width).toBe(1280)
    // The banner is 1920 × 600: the same shape at any width.
    expect(meta.height).toBe(400)
    expect(drawingWebp('banner', 'home-professionals', 1280)).toBe(first)
  })

  it('knows no picture, and no width, that pages do not use', () => {
    expect(drawingWebp('banner', 'no-such-banner', 640)).toBeNull()
    expect(drawingWebp('banner', 'home-professionals', 641)).toBeNull()
    expect(drawingWebp('brand', 'own', 640)).toBeNull()
    expect(drawingWebp('product', 'RF-DD20B', 1920)).toBeNull()
  })
})
