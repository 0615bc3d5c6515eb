import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import {
  CAPTCHA_ALPHABET,
  CAPTCHA_HEIGHT,
  CAPTCHA_LENGTH,
  CAPTCHA_WIDTH,
  captchaText,
  drawCaptcha,
} from '~/server/cms/captcha-image'
import { pictureType } from '~/server/cmsapi/upstream-body'
import { plainPicture, solveRates } from '../../bench/captcha-solver-lib'

/**
 * The image captcha against the template-matching attacker of `bench/captcha-solver.ts` (which
 * prints the full figures over 300 pictures and every preprocessing). The control comes first:
 * the same solver reads the same glyphs when nothing distorts them, so a low rate on the real
 * pictures is the pictures' doing, not a broken solver's.
 */
describe('the image captcha', () => {
  it('is a WebP picture of five characters of its alphabet', async () => {
    const text = captchaText()
    expect(text).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{${CAPTCHA_LENGTH}}$`))
    const bytes = await drawCaptcha(text)
    expect(pictureType(bytes)).toBe('image/webp')
    const meta = await sharp(bytes).metadata()
    expect([meta.width, meta.height]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT])
    // Two pictures of one text differ: each glyph is distorted afresh.
    expect(Buffer.from(await drawCaptcha(text)).equals(Buffer.from(bytes))).toBe(false)
  })

  it('is read by template matching in at most 5 % of 100 fresh pictures, though the solver reads undistorted glyphs', async () => {
    const control = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const text = captchaText()
        return { text, bytes: await plainPicture(text) }
      }),
    )
    const [plain] = await solveRates(control, ['segment'], ['otsu'])
    expect(plain?.solved).toBeGreaterThanOrEqual(0.8)

    const pictures = await Promise.all(
      Array.from({ length: 100 }, async () => {
        const text = captchaText()
        return { text, bytes: await drawCaptcha(text) }
      }),
    )
    const rows = await solveRates(pictures, ['slide', 'segment'], ['otsu', 'dark'])
    for (const row of rows)
      expect(row.solved, `${row.method} ${row.variant}`).toBeLessThanOrEqual(0.05)
  }, 300_000)
})
