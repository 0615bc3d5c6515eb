import { randomBytes, randomInt } from 'node:crypto'
import sharp from 'sharp'
import svgCaptcha from 'svg-captcha'

/**
 * The image captcha's picture, drawn as pixels. svg-captcha's pictures were its font's outlines
 * moved by a tenth of a pixel: a script that matched each outline read every one of them. Here
 * each glyph is a bitmap of the same font, turned, scaled, sheared and bent by a wave and a
 * bulge of its own, drawn in a stroke weight of its own overlapping its
 * neighbours, over a cluttered background and under curves as dark and as thick as the
 * glyphs' strokes; the result is a lossy WebP. What a solver does with it is measured by
 * `bench/captcha-solver.ts`, and a test keeps it under 5 % (docs/security.md).
 */

/**
 * The characters a challenge is made of: none that another one looks like once bent (0/O/D
 * is kept as D only, 1/I/J as J, 2/Z, 5/S, 6/G/b, 8/B keep 8, 9/g/q, U/V keep U, E/F keep E,
 * 4/A keep A (this font draws them alike),
 * K/X keep both: their strokes cross differently). Answers are compared in lower case, so a
 * reader may type either.
 */
export const CAPTCHA_ALPHABET = 'ACDEHJKMNPRTUWXY378'
export const CAPTCHA_LENGTH = 5
export const CAPTCHA_WIDTH = 240
export const CAPTCHA_HEIGHT = 80

/** A fresh answer: CAPTCHA_LENGTH characters drawn by the operating system's generator. */
export function captchaText(): string {
  let text = ''
  for (let i = 0; i < CAPTCHA_LENGTH; i++)
    text += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]
  return text
}

/** Numbers in [0, 1): small fast generator (sfc32) seeded from the OS, or from `seed` to repeat. */
export type Random = () => number
export function seededRandom(seed?: number): Random {
  const words = new Uint32Array(4)
  if (seed === undefined) words.set(new Uint32Array(randomBytes(16).buffer, 0, 4))
  else words.set([seed >>> 0, 0x9e3779b9, 0x243f6a88, 0xb7e15162])
  let [a = 0, b = 0, c = 0, d = 0] = words
  const next = () => {
    const t = (((a + b) | 0) + d) | 0
    d = (d + 1) | 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) | 0
    c = (c << 21) | (c >>> 11)
    c = (c + t) | 0
    return (t >>> 0) / 4_294_967_296
  }
  for (let i = 0; i < 12; i++) next()
  return next
}

/** One glyph's coverage (0…1 per pixel, row by row). */
export type Mask = { width: number; height: number; alpha: Float32Array }

/** The stroke weights a glyph may be drawn in (the outline widened by this much, at 120 px). */
const WEIGHTS = [2, 5, 9] as const
const GLYPH_BOX = 160
const GLYPH_FONT_SIZE = 120

/** The outline of `char` in svg-captcha's font, as an SVG path. */
function outlineOf(char: string): string {
  const { data } = svgCaptcha.create({
    size: 1,
    charPreset: char,
    noise: 0,
    fontSize: GLYPH_FONT_SIZE,
    width: GLYPH_BOX,
    height: GLYPH_BOX,
  })
  const d = /\sd="([^"]+)"/.exec(data)?.[1]
  if (!d) throw new Error(`no outline for ${char}`)
  return d
}

async function rasterize(d: string, weight: number): Promise<Mask> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${GLYPH_BOX}" height="${GLYPH_BOX}"><path d="${d}" fill="#000" stroke="#000" stroke-width="${weight}" stroke-linejoin="round"/></svg>`
  const { data, info } = await sharp(Buffer.from(svg))
    .ensureAlpha()
    .extractChannel(3)
    .raw()
    .toBuffer({ resolveWithObject: true })
  // Cropped to the ink, so that a glyph's centre is the centre of what is drawn.
  let [left, top, right, bottom] = [info.width, info.height, -1, -1]
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      if ((data[y * info.width + x] ?? 0) > 8) {
        left = Math.min(left, x)
        right = Math.max(right, x)
        top = Math.min(top, y)
        bottom = Math.max(bottom, y)
      }
    }
  }
  const width = right - left + 1
  const height = bottom - top + 1
  const alpha = new Float32Array(width * height)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      alpha[y * width + x] = (data[(y + top) * info.width + x + left] ?? 0) / 255
    }
  }
  return { width, height, alpha }
}

/** Every character in every weight, rasterized once per process (60 small bitmaps). */
let glyphs: Promise<Map<string, Mask[]>> | undefined
export function glyphMasks(): Promise<Map<string, Mask[]>> {
  glyphs ??= (async () => {
    const map = new Map<string, Mask[]>()
    for (const char of CAPTCHA_ALPHABET) {
      const d = outlineOf(char)
      map.set(char, await Promise.all(WEIGHTS.map((w) => rasterize(d, w))))
    }
    return map
  })()
  return glyphs
}

/** An RGB picture being drawn: three floats (0…255) per pixel. */
type Canvas = { width: number; height: number; rgb: Float32Array }
type Colour = [number, number, number]

const between = (random: Random, low: number, high: number) => low + random() * (high - low)

/** A colour of hue `hue` (0…1), saturation and lightness (0…1). */
function hsl(hue: number, saturation: number, lightness: number): Colour {
  const k = (n: number) => (n + hue * 12) % 12
  const a = saturation * Math.min(lightness, 1 - lightness)
  const f = (n: number) =>
    255 * (lightness - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1))))
  return [f(0), f(8), f(4)]
}

function blend(canvas: Canvas, x: number, y: number, colour: Colour, coverage: number) {
  if (coverage <= 0 || x < 0 || y < 0 || x >= canvas.width || y >= canvas.height) return
  const i = (y * canvas.width + x) * 3
  const { rgb } = canvas
  const c = Math.min(1, coverage)
  rgb[i] = (rgb[i] ?? 0) * (1 - c) + colour[0] * c
  rgb[i + 1] = (rgb[i + 1] ?? 0) * (1 - c) + colour[1] * c
  rgb[i + 2] = (rgb[i + 2] ?? 0) * (1 - c) + colour[2] * c
}

/** A round pen of `radius` put down at (cx, cy), its edge smoothed over one pixel. */
function dab(canvas: Canvas, cx: number, cy: number, radius: number, colour: Colour, opacity = 1) {
  const outer = radius + 0.5
  const reach = Math.ceil(outer)
  for (let y = Math.floor(cy) - reach; y <= Math.ceil(cy) + reach; y++) {
    for (let x = Math.floor(cx) - reach; x <= Math.ceil(cx) + reach; x++) {
      const d2 = (x - cx) * (x - cx) + (y - cy) * (y - cy)
      if (d2 < outer * outer) blend(canvas, x, y, colour, (outer - Math.sqrt(d2)) * opacity)
    }
  }
}

/** A cubic Bézier curve drawn with a pen whose width changes along it. */
function curve(
  canvas: Canvas,
  points: [number, number][],
  width: [number, number],
  colour: Colour,
  opacity = 1,
) {
  const [p0, p1, p2, p3] = points
  if (!p0 || !p1 || !p2 || !p3) return
  const length = Math.hypot(p3[0] - p0[0], p3[1] - p0[1]) + Math.hypot(p2[0] - p1[0], p2[1] - p1[1])
  const steps = Math.max(8, Math.ceil(length))
  for (let s = 0; s <= steps; s++) {
    const t = s / steps
    const u = 1 - t
    const x = u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0]
    const y = u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1]
    dab(canvas, x, y, (width[0] + (width[1] - width[0]) * t) / 2, colour, opacity)
  }
}

/** A light background with a gradient, soft blotches, pale strokes and grain. */
function background(canvas: Canvas, random: Random) {
  const hue = random()
  const from = hsl(hue, between(random, 0.2, 0.5), between(random, 0.86, 0.95))
  const to = hsl(
    (hue + between(random, 0.1, 0.4)) % 1,
    between(random, 0.2, 0.5),
    between(random, 0.8, 0.92),
  )
  const { width, height, rgb } = canvas
  const angle = random() * Math.PI
  const [dx, dy] = [Math.cos(angle), Math.sin(angle)]
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = Math.min(
        1,
        Math.max(0, ((x - width / 2) * dx + (y - height / 2) * dy) / width + 0.5),
      )
      const i = (y * width + x) * 3
      rgb[i] = from[0] + (to[0] - from[0]) * t
      rgb[i + 1] = from[1] + (to[1] - from[1]) * t
      rgb[i + 2] = from[2] + (to[2] - from[2]) * t
    }
  }
  for (let n = 0; n < 7; n++) {
    dab(
      canvas,
      random() * width,
      random() * height,
      between(random, 6, 16),
      hsl(random(), between(random, 0.3, 0.7), between(random, 0.6, 0.82)),
      between(random, 0.25, 0.5),
    )
  }
  // Pale strokes as long as a glyph's: clutter that a threshold must tell from the text.
  for (let n = 0; n < 10; n++) {
    const x = random() * width
    const y = random() * height
    const reach = between(random, 10, 30)
    const a = random() * Math.PI * 2
    curve(
      canvas,
      [
        [x, y],
        [x + reach * Math.cos(a + 1), y + reach * Math.sin(a + 1)],
        [x + reach * Math.cos(a - 1), y + reach * Math.sin(a - 1)],
        [x + reach * Math.cos(a), y + reach * Math.sin(a)],
      ],
      [between(random, 1, 3), between(random, 1, 3)],
      hsl(random(), between(random, 0.3, 0.8), between(random, 0.5, 0.72)),
      between(random, 0.5, 0.9),
    )
  }
}

/**
 * One glyph drawn at (cx, cy) through its own distortion: scale, independent stretch, shear,
 * rotation, then a sine wave along each axis and a bulge (or pinch) about its centre. The
 * picture is sampled backwards, pixel by pixel, with bilinear smoothing.
 */
function drawGlyph(
  canvas: Canvas,
  mask: Mask,
  cx: number,
  cy: number,
  size: number,
  colour: Colour,
  random: Random,
) {
  const scale = size / mask.height
  const sx = scale * between(random, 0.85, 1.15)
  const sy = scale * between(random, 0.9, 1.1)
  const shear = between(random, -0.3, 0.3)
  const turn = between(random, -0.3, 0.3)
  // Forward: p = R · K · S · q (q in the mask, about its centre). Backwards: its inverse.
  const [cos, sin] = [Math.cos(turn), Math.sin(turn)]
  const m = [
    cos * sx - sin * 0,
    cos * shear * sy - sin * sy,
    sin * sx + cos * 0,
    sin * shear * sy + cos * sy,
  ] as const
  const det = m[0] * m[3] - m[1] * m[2]
  const inv = [m[3] / det, -m[1] / det, -m[2] / det, m[0] / det] as const
  const waveX = { a: between(random, 1, 2.5), l: between(random, 28, 56), p: random() * 7 }
  const waveY = { a: between(random, 1, 2.5), l: between(random, 28, 56), p: random() * 7 }
  const bulge = between(random, -0.2, 0.2)
  const radius = size * 0.6
  const reach = Math.ceil(Math.hypot(mask.width * sx, mask.height * sy) * 0.75 + 6)
  const [mw, mh] = [mask.width, mask.height]
  for (let y = Math.floor(cy - reach); y <= Math.ceil(cy + reach); y++) {
    if (y < 0 || y >= canvas.height) continue
    const v0 = y - cy
    const du = waveX.a * Math.sin((2 * Math.PI * v0) / waveX.l + waveX.p)
    for (let x = Math.floor(cx - reach); x <= Math.ceil(cx + reach); x++) {
      if (x < 0 || x >= canvas.width) continue
      const u0 = x - cx
      let u = u0 - du
      let v = v0 - waveY.a * Math.sin((2 * Math.PI * u0) / waveY.l + waveY.p)
      // The bulge acts within `radius` only: further out a stretch that grows with the
      // distance would fold far pixels back onto the glyph.
      const r2 = Math.min(1, (u * u + v * v) / (radius * radius))
      const k = 1 + bulge * (r2 - 0.5)
      u *= k
      v *= k
      const qx = inv[0] * u + inv[1] * v + mw / 2 - 0.5
      const qy = inv[2] * u + inv[3] * v + mh / 2 - 0.5
      if (qx < -1 || qy < -1 || qx > mw || qy > mh) continue
      const x0 = Math.floor(qx)
      const y0 = Math.floor(qy)
      const fx = qx - x0
      const fy = qy - y0
      // Bilinear: the four neighbours, those outside the mask counted as empty.
      const { alpha } = mask
      const inX0 = x0 >= 0 && x0 < mw
      const inX1 = x0 + 1 >= 0 && x0 + 1 < mw
      let coverage = 0
      if (y0 >= 0 && y0 < mh) {
        const row = y0 * mw
        if (inX0) coverage += (alpha[row + x0] ?? 0) * (1 - fx) * (1 - fy)
        if (inX1) coverage += (alpha[row + x0 + 1] ?? 0) * fx * (1 - fy)
      }
      if (y0 + 1 >= 0 && y0 + 1 < mh) {
        const row = (y0 + 1) * mw
        if (inX0) coverage += (alpha[row + x0] ?? 0) * (1 - fx) * fy
        if (inX1) coverage += (alpha[row + x0 + 1] ?? 0) * fx * fy
      }
      blend(canvas, x, y, colour, coverage)
    }
  }
}

/** The picture of `text` as RGB pixels (CAPTCHA_WIDTH × CAPTCHA_HEIGHT), before encoding. */
export async function renderCaptcha(
  text: string,
  random: Random = seededRandom(),
): Promise<Canvas> {
  const masks = await glyphMasks()
  const canvas: Canvas = {
    width: CAPTCHA_WIDTH,
    height: CAPTCHA_HEIGHT,
    rgb: new Float32Array(CAPTCHA_WIDTH * CAPTCHA_HEIGHT * 3),
  }
  background(canvas, random)
  const inkHue = random()
  const ink = () =>
    hsl(
      (inkHue + between(random, -0.15, 0.15) + 1) % 1,
      between(random, 0.4, 0.9),
      between(random, 0.12, 0.38),
    )
  // Glyph sizes first, then advances shorter than the glyphs: neighbours touch or overlap.
  const chosen = [...text].map((char) => {
    const weights = masks.get(char) ?? masks.get(CAPTCHA_ALPHABET[0] ?? 'A') ?? []
    const mask = weights[Math.floor(random() * weights.length)] ?? weights[0]
    const size = between(random, 36, 44)
    return { mask, size, width: mask ? (mask.width / mask.height) * size : size }
  })
  const advances = chosen.map((c) => c.width * between(random, 0.74, 0.9))
  const span =
    advances.reduce((sum, a) => sum + a, 0) - (advances.at(-1) ?? 0) + (chosen.at(-1)?.width ?? 0)
  const first = chosen[0]?.width ?? 0
  let x = Math.max(8, (CAPTCHA_WIDTH - span) / 2 + between(random, -8, 8)) + first / 2
  const colours: Colour[] = []
  chosen.forEach((glyph, i) => {
    const colour = ink()
    colours.push(colour)
    if (glyph.mask) {
      drawGlyph(
        canvas,
        glyph.mask,
        x,
        CAPTCHA_HEIGHT / 2 + between(random, -5, 5),
        glyph.size,
        colour,
        random,
      )
    }
    x += advances[i] ?? 0
  })
  // Curves through the text as dark and as thick as its strokes: a threshold keeps them.
  for (let n = 0; n < 2; n++) {
    const y0 = between(random, 15, CAPTCHA_HEIGHT - 15)
    const y3 = between(random, 15, CAPTCHA_HEIGHT - 15)
    const start = between(random, -10, 60)
    const end = between(random, CAPTCHA_WIDTH - 60, CAPTCHA_WIDTH + 10)
    curve(
      canvas,
      [
        [start, y0],
        [between(random, 40, 120), between(random, -30, CAPTCHA_HEIGHT + 30)],
        [between(random, 120, 200), between(random, -30, CAPTCHA_HEIGHT + 30)],
        [end, y3],
      ],
      [between(random, 1.5, 3), between(random, 1.5, 3)],
      colours[Math.floor(random() * colours.length)] ?? ink(),
    )
  }
  // Short arcs near the glyphs, in their colours: fragments a matcher takes for strokes.
  for (let n = 0; n < 3; n++) {
    const cx = between(random, 30, CAPTCHA_WIDTH - 30)
    const cy = between(random, 20, CAPTCHA_HEIGHT - 20)
    const r = between(random, 8, 20)
    const a = random() * Math.PI * 2
    const sweep = between(random, 1, 2.2)
    curve(
      canvas,
      [
        [cx + r * Math.cos(a), cy + r * Math.sin(a)],
        [cx + r * 1.3 * Math.cos(a + sweep / 3), cy + r * 1.3 * Math.sin(a + sweep / 3)],
        [
          cx + r * 1.3 * Math.cos(a + (2 * sweep) / 3),
          cy + r * 1.3 * Math.sin(a + (2 * sweep) / 3),
        ],
        [cx + r * Math.cos(a + sweep), cy + r * Math.sin(a + sweep)],
      ],
      [between(random, 1.5, 3), between(random, 1.5, 3)],
      ink(),
    )
  }
  // Grain over everything.
  const { rgb } = canvas
  for (let i = 0; i < rgb.length; i += 3) {
    const grain = (random() - 0.5) * 36
    rgb[i] = (rgb[i] ?? 0) + grain
    rgb[i + 1] = (rgb[i + 1] ?? 0) + grain
    rgb[i + 2] = (rgb[i + 2] ?? 0) + grain
  }
  return canvas
}

/** The picture as a lossy WebP (a few KB; the loss blurs edges a matcher would lean on). */
export async function encodeCaptcha(canvas: Canvas): Promise<Uint8Array> {
  const bytes = new Uint8Array(canvas.rgb.length)
  for (let i = 0; i < bytes.length; i++) bytes[i] = Math.max(0, Math.min(255, canvas.rgb[i] ?? 0))
  return sharp(bytes, { raw: { width: canvas.width, height: canvas.height, channels: 3 } })
    .webp({ quality: 70, effort: 0 })
    .toBuffer()
}

/** A new picture of `text` as WebP bytes. */
export async function drawCaptcha(text: string, random?: Random): Promise<Uint8Array> {
  return encodeCaptcha(await renderCaptcha(text, random))
}
