import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { decodeOneAtATime, UnreadableImage } from './decode'

describe('decoding pictures', () => {
  it('decodes one picture at a time in a process, the others waiting their turn', async () => {
    let running = 0
    let most = 0
    const png = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#123' },
    })
      .png()
      .toBuffer()
    const sizes = await Promise.all(
      [200, 300, 400, 500].map((width) =>
        decodeOneAtATime(async (decoder) => {
          running++
          most = Math.max(most, running)
          try {
            return (
              await decoder(png).resize({ width }).webp().toBuffer({ resolveWithObject: true })
            ).info.width
          } finally {
            running--
          }
        }),
      ),
    )
    expect(sizes).toEqual([200, 300, 400, 500])
    expect(most).toBe(1)
  })

  it('tells a picture past its pixel cap from a damaged one, and goes on after either', async () => {
    const png = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#c33' },
    })
      .png()
      .toBuffer()
    const read = (bytes: Buffer, limitInputPixels: number) =>
      decodeOneAtATime((decoder) =>
        decoder(bytes, { limitInputPixels, failOn: 'error' }).jpeg().toBuffer(),
      )
    const reasonOf = (work: Promise<unknown>) =>
      work.then(
        () => 'read',
        (error: unknown) => (error instanceof UnreadableImage ? error.reason : String(error)),
      )
    expect(await reasonOf(read(png, 100_000))).toBe('pixels')
    expect(await reasonOf(read(png.subarray(0, png.length >> 1), 1_000_000))).toBe('corrupt')
    expect(await reasonOf(read(Buffer.from('<html>not a picture</html>'), 1_000_000))).toBe(
      'corrupt',
    )
    expect(await reasonOf(read(png, 1_000_000))).toBe('read')
  })
})
