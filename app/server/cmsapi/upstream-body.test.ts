import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { pictureType, readCapped, UpstreamTooLarge } from './upstream-body'

const dot = sharp({ create: { width: 2, height: 2, channels: 3, background: '#c8102e' } })

describe('pictureType', () => {
  it('tells each raster type by its bytes', async () => {
    expect(pictureType(await dot.clone().png().toBuffer())).toBe('image/png')
    expect(pictureType(await dot.clone().jpeg().toBuffer())).toBe('image/jpeg')
    expect(pictureType(await dot.clone().gif().toBuffer())).toBe('image/gif')
    expect(pictureType(await dot.clone().webp().toBuffer())).toBe('image/webp')
  })

  it('is null for SVG, HTML, JSON and nothing', () => {
    const text = (value: string) => new TextEncoder().encode(value)
    expect(pictureType(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull()
    expect(pictureType(text('<html><script>alert(1)</script></html>'))).toBeNull()
    expect(pictureType(text('{"code":200}'))).toBeNull()
    expect(pictureType(new Uint8Array(0))).toBeNull()
  })
})

/** An answer that streams `total` bytes in 64 KB chunks, counting what was pulled from it. */
function streamed(total: number, headers: Record<string, string> = {}) {
  let pulled = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= total) return controller.close()
      const chunk = new Uint8Array(Math.min(65_536, total - pulled)).fill(97)
      pulled += chunk.byteLength
      controller.enqueue(chunk)
    },
  })
  return { response: new Response(body, { headers }), pulled: () => pulled }
}

describe('readCapped', () => {
  it('reads an answer up to the cap whole', async () => {
    const { response } = streamed(200_000)
    expect((await readCapped(response, 200_000)).byteLength).toBe(200_000)
  })

  it('stops reading as soon as the cap is passed', async () => {
    const answer = streamed(50 * 1024 * 1024)
    await expect(readCapped(answer.response, 1024 * 1024)).rejects.toBeInstanceOf(UpstreamTooLarge)
    expect(answer.pulled()).toBeLessThan(2 * 1024 * 1024)
  })

  it('refuses by Content-Length before reading a byte', async () => {
    const answer = streamed(10_000_000, { 'content-length': '10000000' })
    await expect(readCapped(answer.response, 1_000_000)).rejects.toBeInstanceOf(UpstreamTooLarge)
    expect(answer.pulled()).toBeLessThanOrEqual(65_536)
  })
})
