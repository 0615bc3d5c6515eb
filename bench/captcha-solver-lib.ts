import sharp from 'sharp'
import {
  CAPTCHA_ALPHABET,
  CAPTCHA_HEIGHT,
  CAPTCHA_LENGTH,
  CAPTCHA_WIDTH,
  glyphMasks,
  type Mask,
} from '../app/server/cms/captcha-image.ts'

/**
 * An attacker's solver of the image captcha, used by `bench/captcha-solver.ts` (figures) and by
 * `tests/unit/captcha-solver.test.ts` (the bound). It knows everything but the answer: the
 * alphabet, the length, the font, the size and the colours' ranges. It reads the picture as a
 * client gets it (the WebP bytes), binarises it in one of several ways, and matches templates of
 * the undistorted glyphs (the generator's own bitmaps, at its sizes and turned a little) in two
 * ways: sliding them over the whole picture, and over the five pieces the ink splits into.
 * The control (`plainPicture`) proves the solver reads the glyphs when nothing distorts them.
 */

/** Matching runs at half the picture's resolution: the same answers, a quarter of the work. */
const SCALE = 0.5
const W = Math.round(CAPTCHA_WIDTH * SCALE)
const H = Math.round(CAPTCHA_HEIGHT * SCALE)

/** A binary picture: 1 where the solver thinks there is ink. */
type Binary = { width: number; height: number; ink: Uint8Array }

export type Preprocess = 'otsu' | 'dark' | 'dark-open' | 'median-dark'
export const PREPROCESSES: Preprocess[] = ['otsu', 'dark', 'dark-open', 'median-dark']
export type Method = 'slide' | 'segment'
export const METHODS: Method[] = ['slide', 'segment']

/** The picture's luminance at the matching resolution. */
async function luminance(bytes: Uint8Array): Promise<Uint8Array> {
  const { data } = await sharp(bytes)
    .resize(W, H, { kernel: 'cubic' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true })
  return new Uint8Array(data)
}

function otsu(grey: Uint8Array): number {
  const histogram = new Array<number>(256).fill(0)
  for (const g of grey) histogram[g] = (histogram[g] ?? 0) + 1
  const total = grey.length
  let sum = 0
  for (let i = 0; i < 256; i++) sum += i * (histogram[i] ?? 0)
  let [sumB, weightB, best, threshold] = [0, 0, 0, 128]
  for (let t = 0; t < 256; t++) {
    weightB += histogram[t] ?? 0
    if (weightB === 0) continue
    const weightF = total - weightB
    if (weightF === 0) break
    sumB += t * (histogram[t] ?? 0)
    const between = weightB * weightF * (sumB / weightB - (sum - sumB) / weightF) ** 2
    if (between > best) [best, threshold] = [between, t]
  }
  return threshold
}

function threshold(grey: Uint8Array, below: number): Binary {
  return { width: W, height: H, ink: grey.map((g) => (g < below ? 1 : 0)) }
}

function median3(grey: Uint8Array): Uint8Array {
  const out = new Uint8Array(grey.length)
  const window: number[] = []
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      window.length = 0
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const yy = Math.min(H - 1, Math.max(0, y + dy))
          const xx = Math.min(W - 1, Math.max(0, x + dx))
          window.push(grey[yy * W + xx] ?? 0)
        }
      }
      window.sort((a, b) => a - b)
      out[y * W + x] = window[4] ?? 0
    }
  }
  return out
}

/** Erosion then dilation with a 2×2 square: strokes thinner than two pixels go. */
function open(binary: Binary): Binary {
  const { width, height, ink } = binary
  const at = (src: Uint8Array, x: number, y: number) =>
    x < 0 || y < 0 || x >= width || y >= height ? 0 : (src[y * width + x] ?? 0)
  const eroded = new Uint8Array(ink.length)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      eroded[y * width + x] =
        at(ink, x, y) & at(ink, x + 1, y) & at(ink, x, y + 1) & at(ink, x + 1, y + 1)
    }
  }
  const dilated = new Uint8Array(ink.length)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      dilated[y * width + x] =
        at(eroded, x, y) | at(eroded, x - 1, y) | at(eroded, x, y - 1) | at(eroded, x - 1, y - 1)
    }
  }
  return { width, height, ink: dilated }
}

/** The ink as a preprocessing variant sees it. The dark ones know the glyphs' lightness range. */
export async function binarise(bytes: Uint8Array, variant: Preprocess): Promise<Binary> {
  const grey = await luminance(bytes)
  if (variant === 'otsu') return threshold(grey, otsu(grey))
  if (variant === 'dark') return threshold(grey, 110)
  if (variant === 'dark-open') return open(threshold(grey, 110))
  return threshold(median3(grey), 110)
}

/** A template: the ink pixels of a glyph at one size and turn, relative to its top left. */
type Template = { char: string; width: number; height: number; points: Int16Array; area: number }

/** A mask turned by `turn` and scaled to `height` pixels, thresholded at half coverage. */
function templateOf(char: string, mask: Mask, height: number, turn: number): Template {
  const scale = height / mask.height
  const [cos, sin] = [Math.cos(turn), Math.sin(turn)]
  const w = mask.width * scale
  const h = mask.height * scale
  const outW = Math.ceil(Math.abs(w * cos) + Math.abs(h * sin))
  const outH = Math.ceil(Math.abs(w * sin) + Math.abs(h * cos))
  const points: number[] = []
  for (let y = 0; y < outH; y++) {
    for (let x = 0; x < outW; x++) {
      const u = x - outW / 2 + 0.5
      const v = y - outH / 2 + 0.5
      const mx = Math.floor((cos * u + sin * v) / scale + mask.width / 2)
      const my = Math.floor((-sin * u + cos * v) / scale + mask.height / 2)
      if (mx < 0 || my < 0 || mx >= mask.width || my >= mask.height) continue
      if ((mask.alpha[my * mask.width + mx] ?? 0) >= 0.5) points.push(x, y)
    }
  }
  return {
    char,
    width: outW,
    height: outH,
    points: Int16Array.from(points),
    area: points.length / 2,
  }
}

/** Every glyph in the generator's middle weight, at two sizes and three turns. */
let templates: Promise<Template[]> | undefined
export function glyphTemplates(): Promise<Template[]> {
  templates ??= glyphMasks().then((masks) => {
    const out: Template[] = []
    for (const char of CAPTCHA_ALPHABET) {
      const mask = masks.get(char)?.[1]
      if (!mask) continue
      for (const size of [37, 43]) {
        for (const turn of [-0.2, 0, 0.2]) out.push(templateOf(char, mask, size * SCALE, turn))
      }
    }
    return out
  })
  return templates
}

/** Sums of ink over rectangles in O(1). */
function integral(binary: Binary) {
  const { width, height, ink } = binary
  const sums = new Int32Array((width + 1) * (height + 1))
  for (let y = 0; y < height; y++) {
    let row = 0
    for (let x = 0; x < width; x++) {
      row += ink[y * width + x] ?? 0
      sums[(y + 1) * (width + 1) + x + 1] = (sums[y * (width + 1) + x + 1] ?? 0) + row
    }
  }
  return (x: number, y: number, w: number, h: number) =>
    (sums[(y + h) * (width + 1) + x + w] ?? 0) -
    (sums[y * (width + 1) + x + w] ?? 0) -
    (sums[(y + h) * (width + 1) + x] ?? 0) +
    (sums[y * (width + 1) + x] ?? 0)
}

/**
 * Slides every template over the picture and scores each place by the overlap of template and
 * ink, normalised (cosine of the two binary vectors); then keeps the best CAPTCHA_LENGTH places
 * that do not overlap much, left to right.
 */
function slide(binary: Binary, all: Template[]): string {
  const box = integral(binary)
  const best: { score: number; char: string; x: number; width: number }[] = []
  for (const t of all) {
    if (t.width > W || t.height > H) continue
    // The solver knows where the generator puts glyphs: centred, give or take a few pixels.
    const middle = Math.round((H - t.height) / 2)
    for (let y = Math.max(0, middle - 4); y <= Math.min(H - t.height, middle + 4); y++) {
      for (let x = 0; x + t.width <= W; x++) {
        const inkHere = box(x, y, t.width, t.height)
        if (inkHere === 0) continue
        let overlap = 0
        const { points } = t
        for (let p = 0; p < points.length; p += 2) {
          overlap += binary.ink[(y + (points[p + 1] ?? 0)) * W + x + (points[p] ?? 0)] ?? 0
        }
        const score = overlap / Math.sqrt(t.area * inkHere)
        const centre = x + t.width / 2
        const slot = Math.round(centre)
        const held = best[slot]
        if (!held || held.score < score)
          best[slot] = { score, char: t.char, x: centre, width: t.width }
      }
    }
  }
  const candidates = best.filter(Boolean).sort((a, b) => b.score - a.score)
  const picked: typeof candidates = []
  for (const c of candidates) {
    if (picked.length === CAPTCHA_LENGTH) break
    if (picked.every((p) => Math.abs(p.x - c.x) >= Math.min(p.width, c.width) * 0.6)) picked.push(c)
  }
  return picked
    .sort((a, b) => a.x - b.x)
    .map((p) => p.char)
    .join('')
}

/** The part of `binary` between columns `from` and `to`, cut to its ink and resized to 20×24. */
function normalisedPiece(binary: Binary, from: number, to: number): Float32Array {
  let [left, right, top, bottom] = [to, from - 1, H, -1]
  for (let y = 0; y < H; y++) {
    for (let x = from; x < to; x++) {
      if (binary.ink[y * W + x]) {
        left = Math.min(left, x)
        right = Math.max(right, x)
        top = Math.min(top, y)
        bottom = Math.max(bottom, y)
      }
    }
  }
  const out = new Float32Array(20 * 24)
  if (right < left) return out
  for (let y = 0; y < 24; y++) {
    for (let x = 0; x < 20; x++) {
      const sx = Math.floor(left + ((x + 0.5) * (right - left + 1)) / 20)
      const sy = Math.floor(top + ((y + 0.5) * (bottom - top + 1)) / 24)
      out[y * 20 + x] = binary.ink[sy * W + sx] ?? 0
    }
  }
  return out
}

function templatePiece(t: Template): Float32Array {
  const ink = new Uint8Array(t.width * t.height)
  for (let p = 0; p < t.points.length; p += 2) {
    ink[(t.points[p + 1] ?? 0) * t.width + (t.points[p] ?? 0)] = 1
  }
  const out = new Float32Array(20 * 24)
  for (let y = 0; y < 24; y++) {
    for (let x = 0; x < 20; x++) {
      const sx = Math.floor(((x + 0.5) * t.width) / 20)
      const sy = Math.floor(((y + 0.5) * t.height) / 24)
      out[y * 20 + x] = ink[sy * t.width + sx] ?? 0
    }
  }
  return out
}

function correlation(a: Float32Array, b: Float32Array): number {
  let [ma, mb] = [0, 0]
  for (let i = 0; i < a.length; i++) {
    ma += a[i] ?? 0
    mb += b[i] ?? 0
  }
  ma /= a.length
  mb /= b.length
  let [ab, aa, bb] = [0, 0, 0]
  for (let i = 0; i < a.length; i++) {
    const da = (a[i] ?? 0) - ma
    const db = (b[i] ?? 0) - mb
    ab += da * db
    aa += da * da
    bb += db * db
  }
  return aa && bb ? ab / Math.sqrt(aa * bb) : 0
}

/**
 * Cuts the ink into CAPTCHA_LENGTH pieces of equal ink (columns), fits each piece's ink to a box
 * and takes the template whose box correlates best.
 */
function segment(binary: Binary, all: Template[]): string {
  const columns = new Array<number>(W).fill(0)
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) columns[x] = (columns[x] ?? 0) + (binary.ink[y * W + x] ?? 0)
  }
  // Runs of columns with ink between empty columns: when there are as many as glyphs, those.
  const runs: [number, number][] = []
  for (let x = 0; x < W; x++) {
    if (!columns[x]) continue
    const last = runs.at(-1)
    if (last && last[1] === x) last[1] = x + 1
    else runs.push([x, x + 1])
  }
  const cuts = [0]
  if (runs.length === CAPTCHA_LENGTH) {
    for (const [, end] of runs.slice(0, -1)) cuts.push(end)
  } else {
    // Otherwise equal shares of the ink.
    const total = columns.reduce((a, b) => a + b, 0)
    let running = 0
    for (let x = 0; x < W; x++) {
      running += columns[x] ?? 0
      if (cuts.length < CAPTCHA_LENGTH && running >= (total * cuts.length) / CAPTCHA_LENGTH) {
        cuts.push(x + 1)
      }
    }
  }
  cuts.push(W)
  const pieces = all.map((t) => ({ char: t.char, piece: templatePiece(t) }))
  let answer = ''
  for (let i = 0; i < CAPTCHA_LENGTH; i++) {
    const piece = normalisedPiece(binary, cuts[i] ?? 0, cuts[i + 1] ?? W)
    let best = { score: -2, char: '' }
    for (const t of pieces) {
      const score = correlation(piece, t.piece)
      if (score > best.score) best = { score, char: t.char }
    }
    answer += best.char
  }
  return answer
}

/** The solver's reading of a picture by one method after one preprocessing. */
export async function solve(bytes: Uint8Array, method: Method, variant: Preprocess) {
  const binary = await binarise(bytes, variant)
  const all = await glyphTemplates()
  return method === 'slide' ? slide(binary, all) : segment(binary, all)
}

/**
 * The control: `text` in the generator's glyphs, undistorted, side by side on white with no
 * noise, encoded the same way. A solver that cannot read this would prove nothing.
 */
export async function plainPicture(text: string): Promise<Uint8Array> {
  const masks = await glyphMasks()
  const grey = new Uint8Array(CAPTCHA_WIDTH * CAPTCHA_HEIGHT).fill(235)
  const size = 40
  const glyphs = [...text].map((c) => masks.get(c)?.[1]).filter((m) => m !== undefined)
  const widths = glyphs.map((m) => (m.width / m.height) * size)
  let x = (CAPTCHA_WIDTH - widths.reduce((a, b) => a + b + 4, 0)) / 2
  glyphs.forEach((mask, i) => {
    const scale = size / mask.height
    const top = (CAPTCHA_HEIGHT - size) / 2
    for (let y = 0; y < size; y++) {
      for (let dx = 0; dx < (widths[i] ?? 0); dx++) {
        const a = mask.alpha[Math.floor(y / scale) * mask.width + Math.floor(dx / scale)] ?? 0
        const at = Math.floor(top + y) * CAPTCHA_WIDTH + Math.floor(x + dx)
        grey[at] = Math.round((grey[at] ?? 0) * (1 - a) + 40 * a)
      }
    }
    x += (widths[i] ?? 0) + 4
  })
  return sharp(grey, { raw: { width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT, channels: 1 } })
    .webp({ quality: 70, effort: 0 })
    .toBuffer()
}

/** Solve rates over `pictures`: per method and preprocessing, with the share of characters right. */
export async function solveRates(
  pictures: { text: string; bytes: Uint8Array }[],
  methods: Method[] = METHODS,
  variants: Preprocess[] = PREPROCESSES,
) {
  const rows: { method: Method; variant: Preprocess; solved: number; chars: number }[] = []
  for (const method of methods) {
    for (const variant of variants) {
      let [solved, chars] = [0, 0]
      for (const { text, bytes } of pictures) {
        const read = await solve(bytes, method, variant)
        if (read === text) solved++
        for (let i = 0; i < text.length; i++) if (read[i] === text[i]) chars++
      }
      rows.push({
        method,
        variant,
        solved: solved / pictures.length,
        chars: chars / (pictures.length * CAPTCHA_LENGTH),
      })
    }
  }
  return rows
}
