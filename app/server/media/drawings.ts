/**
 * The demo catalogue's pictures, drawn as SVG: each kind of tool in a three-quarter studio view
 * in its brand's colours (shaded housings, rubber grips, brushed metal, its battery or cord), the
 * tool with what comes in its box, category tiles, brand logos, news covers, video posters and
 * banners. No captions: the pages name what they show (the markings on a tool are drawn as
 * strokes, not text).
 */
import type { Scene } from '~/server/db/seed-content'
import { BANNERS, NEWS, VIDEOS } from '~/server/db/seed-content'
import {
  BRANDS,
  brandOf,
  CATEGORIES,
  type Drawing,
  PRODUCTS,
  type ProductDef,
} from '~/server/db/seed-data'
import { FILES } from '~/server/db/seed-documents'
import { PARTS_CATEGORY, PLATFORM_PARTS, platformOf } from '~/server/db/seed-platforms'
import { explodedSvg } from './exploded'
import { isoScene, networkMap } from './iso'
import { luma, shade, tint } from './paint'

const DARK = '#1f2937'
const STEEL = '#9ca3af'
const STEEL_DARK = '#6b7280'

// ---------------------------------------------------------------------------------------------
// Colour, paint and lettering

/** Numbers in a path, to one decimal. */
const n = (v: number) => String(Math.round(v * 10) / 10)

type Stop = [number, string, number?]

function stops(list: Stop[]): string {
  return list
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('')
}

/**
 * The paints of one picture: gradients and patterns by name, each defined once however many
 * parts use it. Gradients span the box of the shape they fill, so one serves every part.
 */
class Ink {
  private readonly defs = new Map<string, string>()

  private def(id: string, make: (id: string) => string): string {
    if (!this.defs.has(id)) this.defs.set(id, make(id))
    return `url(#${id})`
  }

  /** A linear gradient from (x1, y1) to (x2, y2) of the shape's box. */
  linear(id: string, [x1, y1, x2, y2]: number[], list: Stop[]): string {
    return this.def(
      id,
      (i) =>
        `<linearGradient id="${i}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`,
    )
  }

  radial(id: string, [cx, cy, r, fx, fy]: number[], list: Stop[]): string {
    return this.def(
      id,
      (i) =>
        `<radialGradient id="${i}" cx="${cx}" cy="${cy}" r="${r}"${fx === undefined ? '' : ` fx="${fx}" fy="${fy}"`}>${stops(list)}</radialGradient>`,
    )
  }

  /** Moulded plastic around a horizontal axis: a bright band near the top, a core shadow, and light bounced back from below. */
  round(c: string): string {
    const soft = luma(c) < 0.2
    return this.linear(
      `r${c.slice(1)}`,
      [0, 0, 0, 1],
      [
        [0, tint(c, soft ? 0.18 : 0.1)],
        [0.1, tint(c, soft ? 0.32 : 0.42)],
        [0.22, tint(c, soft ? 0.1 : 0.08)],
        [0.5, c],
        [0.8, shade(c, soft ? 1.25 : 1.7)],
        [0.93, shade(c, soft ? 1.4 : 2.3)],
        [1, shade(c, soft ? 1.1 : 1.35)],
      ],
    )
  }

  /** The same around a vertical axis, lit from the left. */
  upright(c: string): string {
    const soft = luma(c) < 0.2
    return this.linear(
      `u${c.slice(1)}`,
      [0, 0, 1, 0],
      [
        [0, shade(c, soft ? 1.2 : 1.5)],
        [0.14, tint(c, soft ? 0.28 : 0.34)],
        [0.34, tint(c, 0.05)],
        [0.78, shade(c, soft ? 1.25 : 1.7)],
        [1, shade(c, soft ? 1.4 : 2.2)],
      ],
    )
  }

  /** A flat face turned a little from the light. */
  face(c: string, dark = false): string {
    return this.linear(
      `f${dark ? 'd' : ''}${c.slice(1)}`,
      [0, 0, 0.4, 1],
      [
        [0, dark ? shade(c, 1.3) : tint(c, 0.16)],
        [1, dark ? shade(c, 2) : shade(c, 1.25)],
      ],
    )
  }

  /** Brushed steel around a horizontal axis. */
  steel(): string {
    return this.linear(
      'st',
      [0, 0, 0, 1],
      [
        [0, '#7c838d'],
        [0.12, '#f5f7f9'],
        [0.3, '#c3c8cf'],
        [0.52, '#8a919b'],
        [0.72, '#5d646d'],
        [0.88, '#a9afb7'],
        [1, '#50565e'],
      ],
    )
  }

  /** Brushed steel around a vertical axis. */
  steelUp(): string {
    return this.linear(
      'sv',
      [0, 0, 1, 0],
      [
        [0, '#5d646d'],
        [0.2, '#eef1f4'],
        [0.45, '#aab0b8'],
        [0.75, '#6b727b'],
        [1, '#9aa1aa'],
      ],
    )
  }

  /** The flat face of a disc or a blade: turned steel, lighter where the light falls on it. */
  disc(): string {
    return this.radial(
      'dc',
      [0.5, 0.5, 0.5, 0.38, 0.3],
      [
        [0, '#f1f3f5'],
        [0.25, '#b7bdc5'],
        [0.45, '#dfe3e7'],
        [0.7, '#8d949d'],
        [0.9, '#c9ced4'],
        [1, '#727983'],
      ],
    )
  }

  /** A bonded abrasive disc: dark grey grit. */
  grit(): string {
    return this.radial(
      'gr',
      [0.5, 0.5, 0.5, 0.4, 0.32],
      [
        [0, '#6b7078'],
        [0.6, '#3b3f45'],
        [1, '#24272b'],
      ],
    )
  }

  /** A bright streak that lies on a curved surface. */
  gloss(): string {
    return this.linear(
      'gl',
      [0, 0, 0, 1],
      [
        [0, '#fff', 0.75],
        [1, '#fff', 0],
      ],
    )
  }

  /** The shadow a part casts on the floor: dark in its middle, fading out. */
  shadow(): string {
    return this.radial(
      'sh',
      [0.5, 0.5, 0.5],
      [
        [0, '#0b0f19', 0.5],
        [0.55, '#0b0f19', 0.2],
        [1, '#0b0f19', 0],
      ],
    )
  }

  /** The light of an LED. */
  glow(c: string): string {
    return this.radial(
      `l${c.slice(1)}`,
      [0.5, 0.5, 0.5],
      [
        [0, '#fff'],
        [0.35, c],
        [1, c, 0],
      ],
    )
  }

  /** The raised texture of an overmoulded grip, laid over its shading. */
  texture(): string {
    return this.def(
      'tx',
      (i) =>
        `<pattern id="${i}" width="4" height="4" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="4" height="4" fill="#000" fill-opacity=".18"/><rect x=".6" y=".6" width="2" height="2" rx=".5" fill="#fff" fill-opacity=".13"/></pattern>`,
    )
  }

  toString(): string {
    return this.defs.size ? `<defs>${[...this.defs.values()].join('')}</defs>` : ''
  }
}

/**
 * Letters drawn as strokes on a 4 × 6 grid (x y pairs; M starts a stroke): the markings on a
 * tool, with no font to load where the picture is drawn.
 */
const GLYPHS: Record<string, string> = {
  A: 'M0 6L1.6 0L2.4 0L4 6M.8 4L3.2 4',
  B: 'M0 3L3 3L4 4L4 5L3 6L0 6L0 0L3 0L4 1L4 2L3 3',
  C: 'M4 .6L3.4 0L1 0L0 1L0 5L1 6L3.4 6L4 5.4',
  D: 'M0 0L2.8 0L4 1.2L4 4.8L2.8 6L0 6Z',
  E: 'M4 0L0 0L0 6L4 6M0 3L3 3',
  F: 'M4 0L0 0L0 6M0 3L3 3',
  G: 'M4 .8L3.2 0L1 0L0 1L0 5L1 6L3 6L4 5L4 3.2L2.2 3.2',
  H: 'M0 0L0 6M4 0L4 6M0 3L4 3',
  I: 'M2 0L2 6',
  J: 'M3.5 0L3.5 5L2.5 6L1 6L0 5',
  K: 'M0 0L0 6M4 0L.2 3.6M1.6 2.4L4 6',
  L: 'M0 0L0 6L4 6',
  M: 'M0 6L0 0L2 3.4L4 0L4 6',
  N: 'M0 6L0 0L4 6L4 0',
  O: 'M1 0L3 0L4 1L4 5L3 6L1 6L0 5L0 1Z',
  P: 'M0 6L0 0L3 0L4 1L4 2.2L3 3.2L0 3.2',
  R: 'M0 6L0 0L3 0L4 1L4 2.2L3 3.2L0 3.2M2 3.2L4 6',
  S: 'M4 .8L3.2 0L1 0L0 1L0 2L1 3L3 3L4 4L4 5L3 6L.8 6L0 5.2',
  T: 'M0 0L4 0M2 0L2 6',
  U: 'M0 0L0 5L1 6L3 6L4 5L4 0',
  V: 'M0 0L2 6L4 0',
  W: 'M0 0L.9 6L2 2.4L3.1 6L4 0',
  X: 'M0 0L4 6M4 0L0 6',
  Y: 'M0 0L2 3L4 0M2 3L2 6',
  Z: 'M0 0L4 0L0 6L4 6',
  0: 'M1 0L3 0L4 1L4 5L3 6L1 6L0 5L0 1Z',
  1: 'M1 1.2L2.4 0L2.4 6',
  2: 'M0 1L1 0L3 0L4 1L4 2.2L0 6L4 6',
  3: 'M0 0L4 0L2 2.6L3 2.6L4 3.6L4 5L3 6L1 6L0 5',
  4: 'M3 6L3 0L0 4.2L4 4.2',
  5: 'M4 0L.4 0L0 2.8L3 2.8L4 3.8L4 5L3 6L0 6',
  6: 'M3.4 0L1 0L0 1L0 5L1 6L3 6L4 5L4 3.8L3 2.8L0 2.8',
  7: 'M0 0L4 0L1.4 6',
  8: 'M1 3L0 2L0 1L1 0L3 0L4 1L4 2L3 3L1 3L0 4L0 5L1 6L3 6L4 5L4 4L3 3',
  9: 'M4 3.2L1 3.2L0 2.2L0 1L1 0L3 0L4 1L4 5L3 6L.6 6',
  '-': 'M.6 3.2L3.4 3.2',
  '.': 'M1.8 5.6L1.8 6',
  '/': 'M0 6L4 0',
}

/** The strokes of a line of capitals and figures, and its width in grid units. */
function strokes(text: string): { d: string; width: number } {
  let x = 0
  let d = ''
  for (const ch of text.toUpperCase()) {
    const glyph = GLYPHS[ch]
    const advance = ch === ' ' ? 3 : ch === 'I' || ch === '1' || ch === '.' ? 3.6 : 5.2
    const shift = ch === 'I' || ch === '.' ? x - 1 : ch === '1' ? x - 0.6 : x
    if (glyph) {
      d += glyph.replace(/(-?[\d.]+) (-?[\d.]+)/g, (_, a, b) => `${n(Number(a) + shift)} ${b}`)
    }
    x += advance
  }
  return { d, width: Math.max(0, x - 1.2) }
}

type Lettering = {
  /** Cap height. */
  size: number
  color: string
  /** Stroke width as a share of the cap height. */
  weight?: number
  /** Slant in degrees (a logotype leans forward). */
  slant?: number
  anchor?: 'start' | 'middle' | 'end'
  /** A lighter copy just below: letters moulded into the surface. */
  emboss?: string
  opacity?: number
}

/** A line of markings whose baseline starts (or centres, or ends) at x, y. */
function letters(text: string, x: number, y: number, o: Lettering): string {
  const { d, width } = strokes(text)
  const k = o.size / 6
  const w = width * k
  const left = o.anchor === 'middle' ? x - w / 2 : o.anchor === 'end' ? x - w : x
  const weight = n((o.weight ?? 0.16) * 6)
  const path = (dx: number, dy: number, color: string, extra = '') =>
    `<path d="${d}" transform="translate(${n(left + dx)} ${n(y - o.size + dy)})${o.slant ? ` skewX(${-o.slant})` : ''} scale(${k.toFixed(3)})" fill="none" stroke="${color}" stroke-width="${weight}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`
  return `${o.emboss ? path(0.25, 0.35, o.emboss, ' stroke-opacity=".55"') : ''}${path(0, 0, o.color, o.opacity === undefined ? '' : ` opacity="${o.opacity}"`)}`
}

// ---------------------------------------------------------------------------------------------
// Parts every tool is built of. Tools are drawn in a 400 × 300 box, facing right and turned a
// little towards the viewer, seen from a little above: the far side of a flat part shows up and
// to the right of its near side (by DEPTH), the front of a round part shows as an ellipse.

/** How a tool looks: its kind, colours and the details its product has. */
type Look = {
  kind: Drawing
  /** The housing: the brand's colour. */
  body: string
  /** The second shot: grips, collars, caps (the brand's dark grey). */
  second: string
  cordless: boolean
  /** The battery's voltage as printed on it. */
  volts: string
  /** The model number on the housing's label, or ''. */
  model: string
  /** The brand's name on the housing, or ''. */
  brand: string
  brushless: boolean
  /** What sets a product apart within its kind (see variantOf). */
  variant: Variant
  /** Diameter of the disc, blade or pad in mm, where the kind has one. */
  size: number
  /** From the model number: the small differences between one model and the next. */
  seed: number
}

type Variant = '' | 'driver' | 'max' | 'orbital' | 'wet' | 'blade' | 'compact' | 'keyed'

const DEPTH: [number, number] = [9, -6]
const BLACK = '#15171b'
const RUBBER = '#2a2e35'

/** Cooling slots: dark openings with the lower lip of each catching the light. */
function slots(
  points: Array<[number, number]>,
  [dx, dy]: [number, number],
  width: number,
  lip: string,
): string {
  const d = points.map(([x, y]) => `M${n(x)} ${n(y)}l${n(dx)} ${n(dy)}`).join('')
  return `<g fill="none" stroke-linecap="round" stroke-width="${width}"><path d="${d}" stroke="${lip}" transform="translate(.6 .9)"/><path d="${d}" stroke="#0b0c0f"/></g>`
}

/** A row of evenly spaced points. */
function row(
  x: number,
  y: number,
  count: number,
  [sx, sy]: [number, number],
): Array<[number, number]> {
  return Array.from({ length: count }, (_, i) => [x + i * sx, y + i * sy])
}

/** Screws that hold the housing's halves together. */
function screws(points: Array<[number, number]>, around: string): string {
  return points
    .map(
      ([x, y]) =>
        `<circle cx="${n(x)}" cy="${n(y)}" r="2.7" fill="${shade(around, 1.6)}"/><circle cx="${n(x)}" cy="${n(y)}" r="1.7" fill="#3a3f46"/><path d="M${n(x - 0.9)} ${n(y - 0.3)}h1.8M${n(x)} ${n(y - 1.2)}v1.8" stroke="#15171b" stroke-width=".6"/><path d="M${n(x - 2.1)} ${n(y + 1.4)}a2.6 2.6 0 0 0 4 .6" fill="none" stroke="${tint(around, 0.45)}" stroke-width=".5"/>`,
    )
    .join('')
}

/** A cylinder along the tool's axis from x0 to x1 (radius r0 to r1), its front face showing. */
function barrel(
  x0: number,
  x1: number,
  cy: number,
  r0: number,
  r1: number,
  side: string,
  front: string,
  k = 0.3,
): string {
  return `<path d="M${n(x0)} ${n(cy - r0)}L${n(x1)} ${n(cy - r1)}A${n(r1 * k)} ${n(r1)} 0 0 1 ${n(x1)} ${n(cy + r1)}L${n(x0)} ${n(cy + r0)}Z" fill="${side}"/><ellipse cx="${n(x1)}" cy="${cy}" rx="${n(r1 * k)}" ry="${n(r1)}" fill="${front}"/>`
}

/** Lines along a barrel: grip ribs, knurling. */
function ribs(
  x0: number,
  x1: number,
  cy: number,
  r0: number,
  r1: number,
  count: number,
  color: string,
  width = 0.8,
): string {
  const d = Array.from({ length: count }, (_, i) => {
    const t = (i + 0.5) / count - 0.5
    const y0 = cy + t * 2 * r0 * 0.92
    const y1 = cy + t * 2 * r1 * 0.92
    return `M${n(x0)} ${n(y0)}L${n(x1)} ${n(y1)}`
  }).join('')
  return `<path d="${d}" stroke="${color}" stroke-width="${width}" fill="none"/>`
}

/** Rings around a barrel (seen side on): knurls, teeth of a keyed chuck. */
function rings(
  x0: number,
  x1: number,
  cy: number,
  r: number,
  count: number,
  color: string,
  width = 0.8,
): string {
  const d = Array.from({ length: count }, (_, i) => {
    const x = x0 + ((i + 0.5) * (x1 - x0)) / count
    return `M${n(x)} ${n(cy - r)}a${n(r * 0.12)} ${n(r)} 0 0 1 0 ${n(2 * r)}`
  }).join('')
  return `<path d="${d}" stroke="${color}" stroke-width="${width}" fill="none"/>`
}

/** A soft shadow on the studio floor. */
function floorShadow(
  ink: Ink,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  opacity = 1,
): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${ink.shadow()}"${opacity === 1 ? '' : ` opacity="${opacity}"`}/>`
}

/** The brand's name on the housing, leaning forward like a logotype. */
function wordmark(
  look: Look,
  x: number,
  y: number,
  size: number,
  on: string,
  anchor: Lettering['anchor'] = 'middle',
  room = 1000,
): string {
  if (!look.brand) return ''
  const light = luma(on) < 0.55
  return letters(look.brand, x, y, {
    size: Math.min(size, (room * 6) / strokes(look.brand).width),
    color: light ? '#ffffff' : '#111318',
    weight: 0.2,
    slant: 12,
    anchor,
    opacity: light ? 0.94 : 0.9,
  })
}

/** A small moulded plate with the model number. */
function modelPlate(look: Look, x: number, y: number, size = 5): string {
  if (!look.model) return ''
  const { width } = strokes(look.model)
  const w = (width * size) / 6 + size * 1.6
  const h = size * 2
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(h / 3)}" fill="${shade(look.second, 1.3)}" stroke="${tint(look.second, 0.25)}" stroke-width=".5"/>${letters(look.model, x + size * 0.8, y + h * 0.75, { size, color: tint(look.second, 0.6), weight: 0.15 })}`
}

/** A line of markings on the housing (BRUSHLESS, a speed, a size). */
function marking(
  text: string,
  x: number,
  y: number,
  size: number,
  on: string,
  anchor: Lettering['anchor'] = 'start',
): string {
  return letters(text, x, y, {
    size,
    color: luma(on) < 0.55 ? tint(on, 0.7) : '#1f2937',
    weight: 0.15,
    anchor,
    opacity: luma(on) < 0.55 ? undefined : 0.85,
  })
}

/**
 * A slide-on battery pack under a tool, its near side w × h at x, y: the second shot with a band
 * in the housing's colour, the voltage, a fuel gauge (two to four of its lights lit, by model), its release latch.
 */
function batteryPack(ink: Ink, look: Look, x: number, y: number, w: number, h: number): string {
  const [dx, dy] = DEPTH
  const B = look.body
  const S = look.second
  const r = 4
  const top = `M${n(x + 2)} ${n(y)}L${n(x + w - 2)} ${n(y)}L${n(x + w - 2 + dx)} ${n(y + dy)}L${n(x + 2 + dx)} ${n(y + dy)}Z`
  const end = `M${n(x + w)} ${n(y + 2)}L${n(x + w + dx)} ${n(y + 2 + dy)}L${n(x + w + dx)} ${n(y + h - r + dy)}Q${n(x + w + dx)} ${n(y + h + dy)} ${n(x + w + dx - 2)} ${n(y + h + dy + 1)}L${n(x + w - 2)} ${n(y + h)}Z`
  const near = `M${n(x + r)} ${n(y)}L${n(x + w - r)} ${n(y)}Q${n(x + w)} ${n(y)} ${n(x + w)} ${n(y + r)}L${n(x + w)} ${n(y + h - r)}Q${n(x + w)} ${n(y + h)} ${n(x + w - r)} ${n(y + h)}L${n(x + r)} ${n(y + h)}Q${n(x)} ${n(y + h)} ${n(x)} ${n(y + h - r)}L${n(x)} ${n(y + r)}Q${n(x)} ${n(y)} ${n(x + r)} ${n(y)}Z`
  const band = h * 0.22
  const gauge = Array.from({ length: 4 }, (_, i) => {
    const lit = i < 2 + (look.seed % 3)
    const gx = x + w - 38 + i * 6
    const gy = y + h - 9
    return `<rect x="${n(gx)}" y="${n(gy)}" width="4" height="2.4" rx=".8" fill="${lit ? '#4ade80' : '#3b4048'}"/>${lit ? `<rect x="${n(gx - 1.5)}" y="${n(gy - 1.5)}" width="7" height="5.4" rx="2.5" fill="${ink.glow('#22c55e')}" opacity=".6"/>` : ''}`
  }).join('')
  const latchX = x + w + dx * 0.15
  const labelW = w - 62
  const ink2 = luma(B) < 0.55 ? '#ffffff' : '#111318'
  return `<path d="${top}" fill="${ink.face(S)}"/><path d="${end}" fill="${ink.face(S, true)}"/>
<path d="${near}" fill="${ink.round(S)}"/>
<path d="M${n(x + 1)} ${n(y + band)}L${n(x + w - 1)} ${n(y + band)}" stroke="${BLACK}" stroke-width="1" opacity=".7"/><path d="M${n(x + 1)} ${n(y + band + 1)}L${n(x + w - 1)} ${n(y + band + 1)}" stroke="${tint(S, 0.3)}" stroke-width=".6" opacity=".7"/>
${slots(row(x + 5, y + band + 6, 3, [4.2, 0]), [0, h - band - 12], 1.6, tint(S, 0.3))}
<rect x="${n(x + 20)}" y="${n(y + band + 4)}" width="${n(labelW)}" height="${n(h - band - 8)}" rx="2.5" fill="${ink.round(B)}"/>
${letters(look.volts, x + 26, y + h - 9, { size: h * 0.32, color: ink2, weight: 0.21, slant: 10 })}
<rect x="${n(x + w - 42)}" y="${n(y + h - 12)}" width="36" height="8.4" rx="3" fill="${BLACK}"/>${gauge}<circle cx="${n(x + w - 11)}" cy="${n(y + h - 7.8)}" r="2" fill="${tint(S, 0.2)}" stroke="${BLACK}" stroke-width=".6"/>
<path d="M${n(latchX)} ${n(y + 3)}l${n(dx * 0.7)} ${n(dy * 0.7)}v${n(h * 0.3)}l${n(-dx * 0.7)} ${n(-dy * 0.7)}Z" fill="${ink.upright(B)}"/>
<path d="M${n(x + 2)} ${n(y + h - 0.6)}L${n(x + w - 2)} ${n(y + h - 0.6)}" stroke="${tint(S, 0.25)}" stroke-width=".8" opacity=".7"/>`
}

/** A mains cord: a ribbed strain relief out of the tool, the cable falling to the floor and away. */
function cord(ink: Ink, x: number, y: number, angle: number, path: string): string {
  return `<path d="${path}" fill="none" stroke="${BLACK}" stroke-width="6" stroke-linecap="round"/><path d="${path}" fill="none" stroke="#4b525c" stroke-width="1.4" stroke-linecap="round" transform="translate(-1 -1.4)" opacity=".8"/>
<g transform="translate(${n(x)} ${n(y)}) rotate(${angle})"><path d="M-7 0L7 0L4.5 26L-4.5 26Z" fill="${ink.upright(RUBBER)}"/>${Array.from({ length: 5 }, (_, i) => `<path d="M${n(-6.2 + i * 0.45)} ${n(5 + i * 4.6)}h${n(12.4 - i * 0.9)}" stroke="${BLACK}" stroke-width="1.1"/>`).join('')}</g>`
}

/** An LED lamp: a small lens that glows. */
function lamp(ink: Ink, x: number, y: number, r = 2.6): string {
  return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r * 1.5)}" ry="${n(r * 1.8)}" fill="${BLACK}"/><ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r)}" ry="${n(r * 1.3)}" fill="${ink.glow('#fde68a')}"/><circle cx="${n(x - r * 0.3)}" cy="${n(y - r * 0.4)}" r="${n(r * 0.35)}" fill="#fff"/>`
}

/** A round bar along a path (a loop handle, a cable): shaded by three strokes. */
function tube(d: string, w: number, c: string, texture = ''): string {
  const lift = (k: number) => `translate(${n(-w * k * 0.8)} ${n(-w * k)})`
  return `<g fill="none" stroke-linecap="round" stroke-linejoin="round"><path d="${d}" stroke="${shade(c, luma(c) < 0.2 ? 1.3 : 1.9)}" stroke-width="${n(w)}"/><path d="${d}" stroke="${c}" stroke-width="${n(w * 0.7)}" transform="${lift(0.1)}"/><path d="${d}" stroke="${tint(c, 0.5)}" stroke-width="${n(w * 0.2)}" stroke-opacity=".6" transform="${lift(0.26)}"/>${texture ? `<path d="${d}" stroke="${texture}" stroke-width="${n(w * 0.8)}" transform="${lift(0.05)}"/>` : ''}</g>`
}

// ---------------------------------------------------------------------------------------------
// The tools

/** Drill drivers, impact drivers and impact wrenches: a pistol grip under a motor housing. */
function pistol(ink: Ink, look: Look): string {
  const B = look.body
  const S = look.second
  const impact = look.kind === 'wrench'
  const f = impact ? 200 : 218
  const [dx, dy] = DEPTH
  const small = look.volts === '12V'
  const bottom = look.cordless ? 196 : 198
  const out: string[] = []
  // The floor: the pack stands on it; a corded tool lies above its own soft shadow.
  out.push(floorShadow(ink, 180, 274, 150, 12, 0.5))
  if (look.cordless) {
    out.push(
      floorShadow(ink, 152, 273, 76, 6),
      floorShadow(ink, 150, 272.5, 62, 2.5),
      batteryPack(ink, look, 86, small ? 228 : 222, 124, small ? 44 : 50),
    )
  } else {
    out.push(
      floorShadow(ink, 140, 270, 70, 6, 0.7),
      cord(ink, 141, 214, 24, 'M130 238C124 258 104 270 74 270C44 270 24 266 0 268'),
    )
  }
  // The foot the pack slides onto.
  if (look.cordless) {
    const foot = 'M98 222L98 212C98 202 106 196 116 196L186 196C200 196 210 202 210 212L210 222Z'
    out.push(
      `<path d="${foot}" fill="${shade(B, 1.8)}" transform="translate(${dx} ${dy})"/><path d="${foot}" fill="${ink.round(B)}"/>`,
      `<path d="M99 221.4L209 221.4" stroke="${BLACK}" stroke-width="1.4" opacity=".55"/>`,
    )
  }
  // The grip: its front edge's far side, the trigger, then its near side with the rubber.
  const grip = look.cordless
    ? 'M122 104C120 134 112 170 108 196L174 196C174 178 178 160 186 140L192 104Z'
    : 'M122 104C120 136 114 172 114 198C114 212 126 220 142 220C158 220 170 212 172 198C172 178 178 158 186 140L192 104Z'
  out.push(
    `<path d="M192 104L${192 + dx} ${104 + dy}C${186 + dx} 130 ${177 + dx} 160 ${175 + dx} ${bottom - (look.cordless ? 0 : 12) + dy}L${look.cordless ? 174 : 172} ${bottom - (look.cordless ? 0 : 6)}C174 178 178 160 186 140Z" fill="${shade(B, 2)}"/>`,
    `<path d="M183 119L197 118C202 118 204 122 203 126L200 145C199 150 195 152 190 152L178 152Z" fill="${ink.upright(S)}"/><path d="M195 120L201 123M194 125L202 128M193 130L201 133" stroke="${tint(S, 0.3)}" stroke-width=".7"/>`,
    `<path d="${grip}" fill="${ink.upright(B)}"/>`,
    `<path d="M128 110C127 136 121 166 118 ${bottom - 8}C118 ${bottom - 5} 122 ${bottom - 4} 132 ${bottom - 4}L156 ${bottom - 4}C162 ${bottom - 4} 166 ${bottom - 8} 166 ${bottom - 14}C166 168 170 152 176 140L180 124C172 118 150 112 128 110Z" fill="${ink.upright(RUBBER)}"/>`,
    `<path d="M131 116C130 138 125 166 122 ${bottom - 10}L161 ${bottom - 10}C162 166 166 152 172 140L175 127C166 122 149 118 131 116Z" fill="${ink.texture()}"/>`,
    `<path d="M121 104L193 104L191 116L120 116Z" fill="${ink.linear(
      'ao',
      [0, 0, 0, 1],
      [
        [0, '#000', 0.45],
        [1, '#000', 0],
      ],
    )}"/>`,
  )
  // The motor housing, its rear cap in the second shot, the seam of its two halves.
  const housing = `M104 38C82 38 68 56 68 74C68 92 82 110 104 110L150 108C172 106 190 101 ${f - 9} 99C${f - 3} 98 ${f} 96 ${f} 92L${f} 56C${f} 52 ${f - 3} 50 ${f - 9} 49C190 47 160 39 120 38Z`
  const mid = impact ? (122 + f) / 2 : (150 + f) / 2
  out.push(
    `<path d="${housing}" fill="${ink.round(B)}"/>`,
    `<path d="M118 39C100 48 98 100 118 109L104 110C82 110 68 92 68 74C68 56 82 38 104 38Z" fill="${ink.round(S)}"/>`,
    slots(row(78, 60, 4, [7.5, -0.8]), [0, 28], 2.6, tint(S, 0.3)),
    `<path d="M112 40.6C150 41.5 180 45 ${f - 9} 50.5" fill="none" stroke="${shade(B, 2.4)}" stroke-width=".9" opacity=".5"/>`,
    `<path d="M120 45C150 44.5 180 48 ${f - 8} 53L${f - 8} 57C180 53 150 50 120 51Z" fill="${ink.gloss()}" opacity=".75"/>`,
    impact ? '' : slots(row(124, 56, 4, [6.5, 0]), [0, 12], 2.4, tint(B, 0.35)),
    screws(
      [
        [124, 100],
        [f - 14, 92],
        [172, 100],
      ],
      B,
    ),
    wordmark(look, mid, 82, 11, B, 'middle', impact ? f - 128 : f - 150),
    look.brushless ? marking('BRUSHLESS', mid, 91, 4, B, 'middle') : '',
    `<path d="M179 106L191 105C194 105 195 108 194 110L192 113L179 113C177 113 176 107 179 106Z" fill="${ink.upright(S)}"/><path d="M181 108.8L189 108.5" stroke="${tint(S, 0.5)}" stroke-width=".8"/>`,
  )
  // The nose.
  if (!impact) {
    out.push(
      barrel(f - 2, f + 20, 74, 28, 27, ink.round(S), ink.face(S, true), 0.3),
      rings(f, f + 18, 74, 27.5, 9, tint(S, 0.28), 1.3),
      `<path d="M${f + 3} 49l0 4M${f + 9} 48.5l0 4M${f + 15} 48l0 4" stroke="#f3f4f6" stroke-width=".9"/>`,
    )
    if (look.variant === 'keyed') {
      out.push(
        barrel(f + 18, f + 30, 74, 24, 24, ink.steel(), ink.disc(), 0.3),
        rings(f + 18.5, f + 29.5, 74, 24, 11, '#3f454c', 1),
        barrel(f + 30, f + 62, 74, 21, 21, ink.steel(), ink.disc(), 0.3),
        barrel(f + 62, f + 78, 74, 19, 12, ink.steel(), ink.disc(), 0.3),
        `<ellipse cx="${f + 44}" cy="88" rx="1.6" ry="3" fill="${BLACK}"/>`,
      )
    } else {
      out.push(
        barrel(f + 18, f + 60, 74, 24, 22, ink.round(BLACK), ink.face(BLACK, true), 0.3),
        ribs(f + 20, f + 58, 74, 24, 22, 11, '#3c424b', 1.5),
        barrel(f + 60, f + 78, 74, 18, 11, ink.steel(), ink.disc(), 0.3),
      )
    }
    out.push(
      `<ellipse cx="${f + 78}" cy="74" rx="1.8" ry="4.2" fill="${BLACK}"/><path d="M${f + 78.3} 70l.6 -3.4M${f + 78.3} 78l.6 3.4M${f + 76.8} 74l-1.4 0" stroke="#d1d5db" stroke-width=".9"/>`,
    )
  } else if (look.variant === 'driver') {
    out.push(
      barrel(f - 2, f + 36, 74, 30, 19, ink.round(S), ink.face(S, true), 0.3),
      rings(f + 2, f + 32, 74, 27, 4, tint(S, 0.22), 1),
      barrel(f + 36, f + 62, 74, 12, 11, ink.round(BLACK), ink.face(BLACK, true), 0.3),
      rings(f + 40, f + 58, 74, 11.5, 5, '#474e57', 1.1),
      `<path d="M${f + 62} 70.4L${f + 92} 71.2L${f + 100} 74L${f + 92} 76.8L${f + 62} 77.6Z" fill="${ink.steel()}"/><path d="M${f + 92} 71.2L${f + 100} 74L${f + 92} 76.8" stroke="#4b5259" stroke-width=".6" fill="none"/>`,
      `<ellipse cx="${f + 62}" cy="74" rx="2.8" ry="8.4" fill="${ink.disc()}"/>`,
    )
  } else {
    out.push(
      barrel(f - 2, f + 42, 74, 32, 21, ink.round(S), ink.face(S, true), 0.3),
      rings(f + 2, f + 36, 74, 29, 4, tint(S, 0.22), 1),
      barrel(f + 42, f + 58, 74, 10, 9, ink.steel(), ink.disc(), 0.3),
      `<path d="M${f + 58} 67L${f + 72} 67L${f + 77} 63L${f + 63} 63Z" fill="#d7dbe0"/><path d="M${f + 72} 67L${f + 77} 63L${f + 77} 77L${f + 72} 81Z" fill="#6b727b"/><rect x="${f + 58}" y="67" width="14" height="14" fill="${ink.steel()}"/><path d="M${f + 65} 67v14" stroke="#4b5259" stroke-width="1"/>`,
    )
  }
  // The LED at the foot (under the nose of a corded tool), a belt clip, the model's label.
  if (look.cordless) {
    out.push(
      lamp(ink, 207, 208),
      small
        ? `<path d="M127 216L135 216L143 164C144 158 141 155 137 156Z" fill="#000" opacity=".3" transform="translate(3 1)"/><path d="M122 217L131 217L139 162C140 155 135 152 132 157L131 160Z" fill="${ink.steelUp()}" stroke="${shade(STEEL_DARK, 1.3)}" stroke-width=".8"/><path d="M128 212L135 163" stroke="#fff" stroke-width=".8" opacity=".6"/><circle cx="126.5" cy="211" r="2.2" fill="#3a3f46"/>`
        : '',
      modelPlate(look, 156, 201, 4),
    )
  } else {
    out.push(modelPlate(look, 76, 88, 4))
  }
  return out.join('\n')
}

/** Angle grinders, and the wet stone polisher (a grinder with a water feed and a stone pad). */
function grinder(ink: Ink, look: Look): string {
  const B = look.body
  const S = look.second
  const wet = look.variant === 'wet'
  const rx = (62 * (look.size || 125)) / 125
  const ry = rx * 0.3
  const cx = 296
  const cy = 180
  const metal = ink.round('#8a9099')
  const out: string[] = [
    floorShadow(ink, 190, 222, 190, 12, 0.45),
    floorShadow(ink, cx, 218, rx + 10, 8, 0.8),
    look.cordless ? floorShadow(ink, 84, 220, 66, 6) : '',
  ]
  // The disc (or pad), and the guard over its back half.
  if (wet) {
    out.push(
      `<ellipse cx="${cx}" cy="${cy + 6}" rx="${n(rx)}" ry="${n(ry)}" fill="#202328"/><path d="M${n(cx - rx)} ${cy}L${n(cx - rx)} ${cy + 6}A${n(rx)} ${n(ry)} 0 0 0 ${n(cx + rx)} ${cy + 6}L${n(cx + rx)} ${cy}Z" fill="${ink.round('#3a3f46')}"/>`,
      `<ellipse cx="${cx}" cy="${cy}" rx="${n(rx)}" ry="${n(ry)}" fill="${ink.round('#5b6068')}"/><ellipse cx="${cx}" cy="${cy - 1}" rx="${n(rx * 0.9)}" ry="${n(ry * 0.9)}" fill="none" stroke="#8b9098" stroke-width="1.2" stroke-dasharray="6 3"/><ellipse cx="${cx}" cy="${cy}" rx="${n(rx * 0.2)}" ry="${n(ry * 0.2)}" fill="${ink.disc()}"/>`,
    )
  } else {
    out.push(
      `<ellipse cx="${cx}" cy="${cy + 2.5}" rx="${n(rx)}" ry="${n(ry)}" fill="#1d1f23"/><ellipse cx="${cx}" cy="${cy}" rx="${n(rx)}" ry="${n(ry)}" fill="${ink.grit()}"/>`,
      `<ellipse cx="${cx}" cy="${cy}" rx="${n(rx * 0.5)}" ry="${n(ry * 0.5)}" fill="${B}" opacity=".85"/><ellipse cx="${cx}" cy="${cy}" rx="${n(rx * 0.46)}" ry="${n(ry * 0.46)}" fill="none" stroke="#fff" stroke-width=".7" opacity=".8"/><ellipse cx="${cx}" cy="${cy}" rx="${n(rx * 0.18)}" ry="${n(ry * 0.18)}" fill="${ink.disc()}"/>`,
      `<path d="M${cx} ${n(cy - 9 - ry - 3)}A${n(rx + 4)} ${n(ry + 3)} 0 0 0 ${cx} ${n(cy - 9 + ry + 3)}L${cx} ${n(cy + ry + 3)}A${n(rx + 4)} ${n(ry + 3)} 0 0 1 ${n(cx - rx - 4)} ${cy}L${n(cx - rx - 4)} ${cy - 9}A${n(rx + 4)} ${n(ry + 3)} 0 0 1 ${cx} ${n(cy - 9 - ry - 3)}Z" fill="${ink.steel()}"/>`,
      `<path d="M${cx} ${n(cy - 9 - ry - 3)}A${n(rx + 4)} ${n(ry + 3)} 0 0 0 ${cx} ${n(cy - 9 + ry + 3)}Z" fill="${ink.face('#b8bec6')}"/>`,
      `<path d="M${cx} ${n(cy - 9 - ry - 3)}L${cx} ${n(cy + ry + 3)}" stroke="#5d646d" stroke-width="1.4"/>`,
    )
  }
  // The spindle's neck, the housing with its grip, the gear head.
  out.push(
    `<rect x="287" y="150" width="18" height="${n(cy - 150 - (wet ? 0 : 8))}" fill="${ink.steelUp()}"/>`,
  )
  if (look.cordless) {
    out.push(
      `<path d="M40 126L40 150L132 150L132 136Z" fill="${ink.round(B)}"/>`,
      batteryPack(ink, look, 30, 150, 112, 44),
    )
  } else {
    out.push(cord(ink, 38, 119, 90, 'M12 119C0 122 0 150 14 168C28 186 62 200 100 206'))
  }
  out.push(
    `<path d="M118 92C140 89 160 88 178 88L254 88C263 88 270 95 270 104L270 134C270 143 263 150 254 150L178 150C160 150 140 148 118 146Z" fill="${ink.round(B)}"/>`,
    `<path d="M124 97L60 100C46 100 36 108 36 119C36 130 46 138 60 138L124 142Z" fill="${ink.round(B)}"/>`,
    `<path d="M118 101L62 104C52 104 45 111 45 119C45 127 52 134 62 134L118 137Z" fill="${ink.round(RUBBER)}"/><path d="M115 105L63 107C56 107 50 112 50 119C50 126 56 131 63 131L115 133Z" fill="${ink.texture()}"/>`,
    `<path d="M50 100.6C41 103 36 110 36 119C36 128 41 135 50 137.4C44 132 42 106 50 100.6Z" fill="${ink.round(S)}"/>`,
    slots(row(234, 99, 5, [6.5, 0]), [0, 40], 2.6, tint(B, 0.35)),
    `<path d="M128 96C150 92 190 92 ${wet ? 230 : 226} 93L${wet ? 230 : 226} 97C190 96 150 96 128 100Z" fill="${ink.gloss()}" opacity=".7"/>`,
    `<rect x="140" y="97" width="64" height="9" rx="4.5" fill="${ink.round(S)}"/><rect x="150" y="94" width="20" height="15" rx="4" fill="${ink.round(look.kind === 'polisher' ? S : B)}" stroke="${shade(B, 2)}" stroke-width=".6"/><path d="M154 98v7M158 98v7M162 98v7M166 98v7" stroke="${BLACK}" stroke-width=".7" opacity=".5"/>`,
    wordmark(look, 192, 131, 11, B, 'middle', 70),
    look.brushless ? marking('BRUSHLESS', 192, 141, 3.8, B, 'middle') : '',
    screws(
      [
        [132, 142],
        [224, 143],
      ],
      B,
    ),
    `<path d="M268 93L298 89C313 89 324 97 324 110L324 146C324 153 318 158 310 158L268 158Z" fill="${metal}"/><path d="M268 93L298 89C313 89 324 97 324 110L324 113C314 104 296 102 268 104Z" fill="${ink.gloss()}" opacity=".35"/>`,
    `<ellipse cx="298" cy="88" rx="7" ry="2.6" fill="${BLACK}"/><path d="M291 88v-4a7 2.6 0 0 1 14 0v4" fill="${ink.round(RUBBER)}"/>`,
    `<circle cx="300" cy="124" r="7" fill="#3a3f46"/><circle cx="300" cy="124" r="4.4" fill="${BLACK}"/><circle cx="300" cy="124" r="4.4" fill="none" stroke="#6b7280" stroke-width=".7" stroke-dasharray="1.2 1"/>`,
    screws(
      [
        [278, 98],
        [316, 150],
      ],
      '#8a9099',
    ),
    modelPlate(look, 124, 133, 3.6),
  )
  if (wet) {
    // the water feed: a hose to a valve on the gear head, on through to the pad
    out.push(
      tube('M320 106C350 100 372 120 380 160C386 190 392 220 398 236', 5, '#dbe4ea'),
      `<rect x="312" y="100" width="14" height="12" rx="3" fill="${ink.round(S)}"/><rect x="316" y="94" width="6" height="6" rx="1.5" fill="#2563eb"/>`,
    )
  }
  return out.join('\n')
}

/** Rotary hammers: a D-handle, the motor standing under the hammer tube, an SDS chuck and bit. */
function hammer(ink: Ink, look: Look): string {
  const B = look.body
  const S = look.second
  const max = look.variant === 'max'
  const r = max ? 30 : 26
  const cy = 90
  const front = max ? 290 : 284
  const out: string[] = [floorShadow(ink, 190, 268, 190, 13, 0.45)]
  if (look.cordless) {
    out.push(
      floorShadow(ink, 130, 266, 80, 6),
      floorShadow(ink, 128, 265.5, 66, 2.5),
      batteryPack(ink, look, 60, 216, 134, 48),
    )
  } else {
    out.push(
      floorShadow(ink, 130, 262, 80, 7, 0.7),
      cord(ink, 50, 206, 30, 'M37 228C30 246 40 258 70 262C110 266 170 266 230 262'),
    )
  }
  // The bit and the chuck, behind the side handle.
  const tip = 398
  const shank = front + 58
  const br = max ? 5.5 : 4.2
  const flutes = Array.from(
    { length: Math.floor((tip - 10 - shank) / 9) },
    (_, i) => `M${shank + 4 + i * 9} ${n(cy + br)}l6 ${n(-2 * br)}`,
  ).join('')
  out.push(
    `<path d="M${front + 40} ${n(cy - br + 0.6)}L${tip - 10} ${n(cy - br)}L${tip} ${cy}L${tip - 10} ${n(cy + br)}L${front + 40} ${n(cy + br - 0.6)}Z" fill="${ink.steel()}"/><path d="${flutes}" stroke="#4b5259" stroke-width="1.4"/><path d="M${tip - 10} ${n(cy - br)}L${tip} ${cy}L${tip - 10} ${n(cy + br)}Z" fill="#c9ced4" stroke="#6b7280" stroke-width=".5"/>`,
    `<path d="M${front + 44} ${n(cy - br + 0.4)}h8M${front + 44} ${n(cy + br - 0.4)}h8" stroke="#3f454c" stroke-width="1.4"/>`,
    barrel(front - 2, front + 12, cy, r - 4, r - 5, ink.round(S), ink.face(S, true), 0.3),
    barrel(front + 12, front + 26, cy, r - 8, r - 9, ink.steel(), ink.disc(), 0.3),
    barrel(front + 26, front + 46, cy, r - 9, r - 14, ink.round(BLACK), ink.face(BLACK, true), 0.3),
    rings(front + 28, front + 44, cy, r - 11, 5, '#3c424b', 1.2),
    `<ellipse cx="${front + 46}" cy="${cy}" rx="1.8" ry="${n(br + 1)}" fill="${BLACK}"/>`,
  )
  // The D-handle and the standing motor, one moulding with the hammer tube.
  const handle =
    'M124 56L78 58C58 58 46 72 46 90L42 190C42 206 54 216 70 216L144 216L144 118ZM90 96L120 96L120 184L82 184C76 184 73 180 73 174L77 106C77 100 82 96 90 96Z'
  out.push(
    `<path d="M78 104L92 104C96 104 98 108 97 112L94 134C93 138 90 140 86 140L76 140Z" fill="${ink.upright(S)}"/>`,
    `<path d="${handle}" fill="${ink.upright(B)}" fill-rule="evenodd"/>`,
    `<path d="M56 74C52 80 52 86 51 96L47 186C47 198 56 206 68 206L66 194C60 194 58 190 58 184L62 98C62 86 64 80 70 74Z" fill="${ink.upright(RUBBER)}"/><path d="M58 82L54 186C54 194 58 198 64 198L62 188L66 94C66 88 67 84 70 80Z" fill="${ink.texture()}"/>`,
    `<path d="M118 ${cy - r}L${front - 14} ${cy - r + 2}C${front - 6} ${cy - r + 2} ${front} ${cy - r + 8} ${front} ${cy - r + 14}L${front} ${cy + r - 14}C${front} ${cy + r - 8} ${front - 6} ${cy + r - 2} ${front - 14} ${cy + r - 2}L118 ${cy + r + 2}Z" fill="${ink.round(B)}"/>`,
    `<path d="M126 ${cy - r + 6}C170 ${cy - r + 5} 220 ${cy - r + 6} ${front - 10} ${cy - r + 9}L${front - 10} ${cy - r + 13}C220 ${cy - r + 10} 170 ${cy - r + 10} 126 ${cy - r + 12}Z" fill="${ink.gloss()}" opacity=".7"/>`,
    `<path d="M118 ${cy + r - 4}L${max ? 214 : 206} ${cy + r - 8}C${max ? 220 : 212} ${cy + r - 8} ${max ? 224 : 216} ${cy + r - 4} ${max ? 224 : 216} ${cy + r + 4}L${max ? 224 : 216} 204C${max ? 224 : 216} 212 ${max ? 218 : 210} 216 ${max ? 210 : 202} 216L140 216L140 ${cy + r}Z" fill="${ink.round(B)}"/>`,
    `<path d="M140 ${max ? 168 : 172}L${max ? 224 : 216} ${max ? 166 : 170}L${max ? 224 : 216} 204C${max ? 224 : 216} 212 ${max ? 218 : 210} 216 ${max ? 210 : 202} 216L140 216Z" fill="${ink.round(S)}"/>`,
    slots(row(152, max ? 176 : 180, max ? 9 : 8, [7, 0]), [0, max ? 28 : 24], 2.6, tint(S, 0.3)),
    slots(row(150, cy + r + 6, 4, [7, 0]), [0, 14], 2.4, tint(B, 0.35)),
    screws(
      [
        [124, cy - r + 8],
        [136, 208],
        [front - 10, cy + r - 8],
      ],
      B,
    ),
    `<path d="M70 60C60 64 54 70 52 80" fill="none" stroke="${tint(B, 0.5)}" stroke-width="2" stroke-linecap="round" opacity=".6"/>`,
  )
  // The mode selector, the markings, the side handle on its clamp, the depth rod.
  const dial = front - 52
  out.push(
    `<circle cx="${dial}" cy="${cy}" r="${r - 10}" fill="${shade(B, 2)}"/><circle cx="${dial - 0.8}" cy="${cy - 1}" r="${r - 12}" fill="${ink.round(S)}"/><path d="M${dial - r + 14} ${cy}L${dial + r - 14} ${cy}" stroke="${ink.round(tint(S, 0.15))}" stroke-width="6" stroke-linecap="round"/><path d="M${dial + r - 16} ${cy}l-4 0" stroke="${B}" stroke-width="2.4" stroke-linecap="round"/>`,
    `<path d="M${dial - 4} ${cy - r + 4}h8M${dial + r - 7} ${cy - r + 8}l4 2M${dial - r + 5} ${cy - r + 8}l-2 4" stroke="${luma(B) < 0.55 ? '#f3f4f6' : '#111318'}" stroke-width="1.1" stroke-linecap="round"/>`,
    wordmark(look, 124, cy + 6, max ? 12 : 11, B, 'start', dial - r + 6 - 128),
    marking(max ? 'SDS-MAX' : 'SDS-PLUS', 124, cy + 16, 4.2, B),
    look.brushless ? marking('BRUSHLESS', 124, cy + 23, 3.8, B) : '',
    modelPlate(look, 152, look.cordless ? 150 : 146, 4),
  )
  const clamp = front - 12
  out.push(
    `<rect x="${clamp - 6}" y="${cy - r - 1}" width="12" height="${2 * r + 2}" rx="3" fill="${ink.round(BLACK)}"/>`,
    tube(`M${clamp - 40} ${cy - r - 4}L${clamp} ${cy - r - 4}`, 3, '#b8bec6'),
    tube(`M${clamp} ${cy + r}L${clamp + 8} ${cy + r + 22}`, 14, '#3a3f46'),
    tube(
      `M${clamp + 10} ${cy + r + 30}L${clamp + 22} ${cy + r + 96}`,
      max ? 22 : 19,
      RUBBER,
      ink.texture(),
    ),
    `<ellipse cx="${clamp + 22.5}" cy="${cy + r + 98}" rx="${max ? 10 : 8.5}" ry="4" fill="${ink.round(BLACK)}"/>`,
  )
  return out.join('\n')
}

/** Teeth around part of a circle: a zigzag path from angle a0 to a1 (degrees, clockwise from +x). */
function teeth(
  cx: number,
  cy: number,
  r: number,
  a0: number,
  a1: number,
  count: number,
  depth: number,
): string {
  const pts: string[] = []
  for (let i = 0; i <= count; i++) {
    const a = ((a0 + ((a1 - a0) * i) / count) * Math.PI) / 180
    const b = ((a0 + ((a1 - a0) * (i + 0.35)) / count) * Math.PI) / 180
    pts.push(`${n(cx + r * Math.cos(a))} ${n(cy + r * Math.sin(a))}`)
    if (i < count)
      pts.push(`${n(cx + (r + depth) * Math.cos(b))} ${n(cy + (r + depth) * Math.sin(b))}`)
  }
  return `M${pts.join('L')}`
}

/** A point on a circle at a degrees (clockwise from +x). */
function onCircle(cx: number, cy: number, r: number, a: number): string {
  const t = (a * Math.PI) / 180
  return `${n(cx + r * Math.cos(t))} ${n(cy + r * Math.sin(t))}`
}

/** Circular saws, seen from the blade's side: base plate, guards, blade, motor, handles. */
function saw(ink: Ink, look: Look): string {
  const B = look.body
  const S = look.second
  const r = Math.min(92, (92 * (look.size || 185)) / 185)
  const cx = 214
  const plate = 206
  const cy = plate - r + 62
  const out: string[] = [
    floorShadow(ink, 200, 272, 196, 14, 0.5),
    floorShadow(ink, cx, 268, r + 10, 6, 0.8),
  ]
  // The base plate: its top face going away, its front edge.
  out.push(
    `<path d="M34 ${plate}L360 ${plate}L384 ${plate - 14}L58 ${plate - 14}Z" fill="${ink.face('#c3c8ce')}"/>`,
    `<path d="M34 ${plate}L360 ${plate}C366 ${plate} 370 ${plate + 2} 372 ${plate + 6}L34 ${plate + 6}Z" fill="${ink.round('#9aa0a8')}"/>`,
    `<path d="M${cx - 6} ${plate - 1}L${cx + 14} ${plate - 13}" stroke="#5d646d" stroke-width="3"/>`,
  )
  // The blade below the plate, with the lower guard drawn back from its front teeth.
  const chord = Math.sqrt(r * r - (plate + 6 - cy) ** 2)
  const lowA = (Math.asin((plate + 6 - cy) / r) * 180) / Math.PI
  out.push(
    `<path d="M${n(cx - chord)} ${plate + 6}A${n(r)} ${n(r)} 0 0 0 ${n(cx + chord)} ${plate + 6}Z" fill="${ink.disc()}"/>`,
    `<path d="${teeth(cx, cy, r - 1, lowA, 180 - lowA, Math.round(r / 3), 4)}" fill="none" stroke="#6b7280" stroke-width="1.6" stroke-linejoin="round"/>`,
    `<path d="M${n(cx - chord - 3)} ${plate + 6}A${n(r + 4)} ${n(r + 4)} 0 0 0 ${onCircle(cx, cy, r + 4, 62)}L${n(cx)} ${n(cy)}Z" fill="${ink.round(S)}"/><path d="M${n(cx - chord + 4)} ${plate + 9}A${n(r - 6)} ${n(r - 6)} 0 0 0 ${onCircle(cx, cy, r - 6, 64)}" fill="none" stroke="${tint(S, 0.3)}" stroke-width="1.2" opacity=".6"/>`,
    `<path d="M${onCircle(cx, cy, r + 4, 62)}l9 8l6 -6l-6 -8Z" fill="${ink.round(S)}"/>`,
  )
  // The motor behind the guard, the main handle over it, the battery behind.
  out.push(
    `<path d="M52 ${plate - 14}L52 150C52 128 70 116 92 116L170 116L176 ${plate - 14}Z" fill="${ink.round(B)}"/>`,
    `<path d="M66 118C56 126 52 138 52 150L52 ${plate - 14}L66 ${plate - 14}C62 170 62 140 66 118Z" fill="${ink.round(S)}"/>`,
    slots(row(74, 136, 6, [7, 0]), [0, 36], 2.6, tint(B, 0.35)),
  )
  if (look.cordless) {
    out.push(
      `<g transform="translate(52 108) rotate(90)">${batteryPack(ink, look, 0, 0, 96, 40)}</g>`,
    )
  } else {
    out.push(cord(ink, 56, 128, 70, 'M32 137C14 146 10 170 18 190C26 206 40 212 60 214'))
  }
  out.push(
    tube('M176 118C190 104 196 90 190 74', 16, B),
    `<path d="M128 100C128 92 136 86 146 86L150 86L150 100Z" fill="${ink.upright(S)}"/>`,
    tube('M86 120C80 98 92 74 118 68L190 62', 18, B),
    tube('M100 86C104 76 110 72 120 70L176 65', 13, RUBBER, ink.texture()),
  )
  // The upper guard, its boss and arrow; the front knob; the bevel quadrant.
  const gr = r + 6
  const gChord = Math.sqrt(gr * gr - (plate - cy) ** 2)
  out.push(
    `<path d="M${n(cx - gChord)} ${plate}A${n(gr)} ${n(gr)} 0 1 1 ${n(cx + gChord)} ${plate}Z" fill="${ink.round('#a3a9b1')}"/>`,
    `<path d="M${n(cx - gChord + 8)} ${plate - 4}A${n(gr - 8)} ${n(gr - 8)} 0 1 1 ${n(cx + gChord - 8)} ${plate - 4}Z" fill="${ink.round(B)}"/>`,
    `<path d="M${onCircle(cx, cy, gr - 12, 200)}A${n(gr - 12)} ${n(gr - 12)} 0 0 1 ${onCircle(cx, cy, gr - 12, 250)}" fill="none" stroke="${tint(B, 0.5)}" stroke-width="2" stroke-linecap="round" opacity=".55"/>`,
    `<path d="M${onCircle(cx, cy, r - 30, 215)}A${n(r - 30)} ${n(r - 30)} 0 0 1 ${onCircle(cx, cy, r - 30, 300)}" fill="none" stroke="${shade(B, 2.2)}" stroke-width="2.4"/><path d="M${onCircle(cx, cy, r - 24, 296)}L${onCircle(cx, cy, r - 30, 306)}L${onCircle(cx, cy, r - 36, 296)}Z" fill="${shade(B, 2.2)}"/>`,
    `<circle cx="${cx}" cy="${n(cy)}" r="13" fill="${ink.round(S)}"/><path d="M${cx - 5} ${n(cy - 3)}l5 -3l5 3v6l-5 3l-5 -3Z" fill="${ink.steel()}" stroke="#4b5259" stroke-width=".6"/>`,
    wordmark(look, cx, cy - r * 0.48, 12, B, 'middle', r * 1.1),
    marking(`${look.size || 185} MM`, cx, cy - r * 0.48 + 10, 4.2, B, 'middle'),
    look.brushless ? marking('BRUSHLESS', cx, cy - r * 0.48 + 18, 3.8, B, 'middle') : '',
    tube(
      `M${cx + gr - 30} ${n(cy - gr * 0.7)}C${cx + gr - 18} ${n(cy - gr * 0.9)} ${cx + gr} ${n(cy - gr * 0.8)} ${cx + gr + 4} ${n(cy - gr * 0.55)}`,
      15,
      RUBBER,
      ink.texture(),
    ),
    `<path d="M336 ${plate}A28 28 0 0 1 364 ${plate - 26}L368 ${plate - 22}A24 24 0 0 0 342 ${plate}Z" fill="${ink.steel()}"/><circle cx="358" cy="${plate - 20}" r="5" fill="${ink.round(BLACK)}"/>`,
    modelPlate(look, 66, plate - 34, 3.6),
    screws(
      [
        [cx - gChord + 16, plate - 8],
        [cx + gChord - 16, plate - 8],
      ],
      B,
    ),
  )
  return out.join('\n')
}

/** Cut-off machines (and the dry-cut saw): base, vice, the arm with its motor, disc and guard. */
function cutter(ink: Ink, look: Look): string {
  const B = look.body
  const S = look.second
  const blade = look.variant === 'blade'
  const cx = 246
  const cy = 132
  const r = 104
  const out: string[] = [
    floorShadow(ink, 200, 268, 196, 14, 0.6),
    floorShadow(ink, 196, 264, 176, 6),
  ]
  // The base: its top (the table) going away, its front, a slot for the disc.
  out.push(
    `<path d="M24 236L336 236L372 212L60 212Z" fill="${ink.face(S)}"/><path d="M24 236L336 236L336 262L24 262Z" fill="${ink.round(S)}"/><path d="M336 236L372 212L372 238L336 262Z" fill="${ink.face(S, true)}"/>`,
    `<path d="M70 232L300 232L326 215L96 215Z" fill="${ink.face('#aeb4bb')}"/><path d="M${cx - 18} 230L${cx + 2} 216L${cx + 12} 216L${cx - 8} 230Z" fill="${BLACK}"/>`,
    `<path d="M30 258L330 258" stroke="${tint(S, 0.2)}" stroke-width="1"/>`,
    slots(row(44, 242, 6, [10, 0]), [6, 0], 3, tint(S, 0.25)),
  )
  // The vice: fence, jaw, screw and handle.
  out.push(
    `<path d="M130 230L150 230L178 212L178 190L158 190L130 208Z" fill="${ink.face('#c3c8ce')}"/><path d="M130 208L150 208L150 230L130 230Z" fill="${ink.round('#8a9099')}"/><path d="M150 208L178 190L178 212L150 230Z" fill="#7b828b"/>`,
    `<path d="M96 222L112 222L126 212L126 200L110 200L96 210Z" fill="${ink.face(S)}"/><path d="M96 210L110 200L126 200L112 210Z" fill="${tint(S, 0.2)}"/>`,
    tube('M100 216L40 252', 5, '#c3c8ce'),
    tube('M32 240L50 266', 6, RUBBER),
  )
  // The disc (or blade) under its guard.
  if (blade) {
    out.push(
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${ink.disc()}"/><path d="${teeth(cx, cy, r - 1, 0, 360, 66, 4)}Z" fill="none" stroke="#6b7280" stroke-width="1.4" stroke-linejoin="round"/><circle cx="${cx}" cy="${cy}" r="${r * 0.62}" fill="none" stroke="#9ca3af" stroke-width="1" opacity=".6"/>`,
    )
  } else {
    out.push(
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${ink.grit()}"/><circle cx="${cx}" cy="${cy}" r="${r - 2}" fill="none" stroke="#55595f" stroke-width="1.2"/><circle cx="${cx}" cy="${cy}" r="${r * 0.5}" fill="${ink.face('#e5e7eb')}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.46}" fill="none" stroke="${B}" stroke-width="4"/>`,
    )
  }
  out.push(
    `<path d="M${onCircle(cx, cy, r + 8, 165)}A${r + 8} ${r + 8} 0 1 1 ${onCircle(cx, cy, r + 8, 15)}L${onCircle(cx, cy, r - 40, 15)}A${r - 40} ${r - 40} 0 1 0 ${onCircle(cx, cy, r - 40, 165)}Z" fill="${ink.round(B)}"/>`,
    `<path d="M${onCircle(cx, cy, r + 8, 165)}A${r + 8} ${r + 8} 0 1 1 ${onCircle(cx, cy, r + 8, 15)}" fill="none" stroke="${shade(B, 2)}" stroke-width="3"/><path d="M${onCircle(cx, cy, r + 5, 200)}A${r + 5} ${r + 5} 0 0 1 ${onCircle(cx, cy, r + 5, 250)}" fill="none" stroke="${tint(B, 0.55)}" stroke-width="2" opacity=".6"/>`,
    `<path d="M${onCircle(cx, cy, r - 6, 215)}A${r - 6} ${r - 6} 0 0 1 ${onCircle(cx, cy, r - 6, 300)}" fill="none" stroke="${shade(B, 2.2)}" stroke-width="2.6"/><path d="M${onCircle(cx, cy, r, 296)}L${onCircle(cx, cy, r - 6, 306)}L${onCircle(cx, cy, r - 12, 296)}Z" fill="${shade(B, 2.2)}"/>`,
    wordmark(look, cx - 34, cy - r * 0.6, 13, B, 'middle', 84),
  )
  // The arm from its pivot, the motor beside the disc, the handle over it.
  const mx = cx - 20
  const my = cy + 14
  out.push(
    `<path d="M52 216C52 206 60 198 70 198L84 198L84 232L52 232Z" fill="${ink.round(S)}"/><circle cx="68" cy="212" r="7" fill="${ink.disc()}" stroke="#4b5259" stroke-width="1"/>`,
    tube(`M70 210L${mx} ${my + 10}`, 26, S),
    tube('M60 196C54 170 62 150 80 144', 5, '#9ca3af'),
    `<path d="M${cx} ${cy}L${mx} ${my}" stroke="${shade(B, 1.8)}" stroke-width="96" stroke-linecap="round"/>`,
    `<circle cx="${mx}" cy="${my}" r="48" fill="${ink.round(B)}"/><circle cx="${mx - 1}" cy="${my - 1}" r="34" fill="${ink.round(S)}"/>`,
    `<g stroke-linecap="round">${Array.from({ length: 12 }, (_, i) => {
      const a = (i * 30 * Math.PI) / 180
      const p = (k: number) => `${n(mx - 1 + k * Math.cos(a))} ${n(my - 1 + k * Math.sin(a))}`
      return `<path d="M${p(14)}L${p(28)}" stroke="#0b0c0f" stroke-width="3.6"/>`
    }).join('')}</g><circle cx="${mx - 1}" cy="${my - 1}" r="9" fill="${ink.round(BLACK)}"/>`,
    modelPlate(look, mx - 22, my + 36, 3.6),
    tube(
      `M${mx + 24} ${my - 40}C${mx + 30} ${my - 78} ${mx + 60} ${my - 92} ${mx + 96} ${my - 90}L${mx + 130} ${my - 88}C${mx + 142} ${my - 86} ${mx + 146} ${my - 74} ${mx + 140} ${my - 62}`,
      20,
      B,
    ),
    tube(
      `M${mx + 50} ${my - 86}C${mx + 64} ${my - 92} ${mx + 100} ${my - 92} ${mx + 126} ${my - 88}`,
      15,
      RUBBER,
      ink.texture(),
    ),
    `<path d="M${mx + 74} ${my - 80}L${mx + 90} ${my - 80}L${mx + 88} ${my - 66}C${mx + 84} ${my - 64} ${mx + 78} ${my - 66} ${mx + 76} ${my - 70}Z" fill="${ink.upright(S)}"/>`,
    cord(
      ink,
      mx - 40,
      my - 30,
      60,
      `M${mx - 62} ${my - 18}C${mx - 110} ${my - 6} ${mx - 160} ${my + 20} ${mx - 180} ${my + 62}C${mx - 190} ${my + 80} ${mx - 200} ${my + 96} ${mx - 206} ${my + 118}`,
    ),
  )
  return out.join('\n')
}

/** A thick round pad seen from above: its rim, then its face. */
function pad(
  ink: Ink,
  cx: number,
  cy: number,
  rx: number,
  thick: number,
  color: string,
  face = color,
): string {
  const ry = rx * 0.3
  return `<path d="M${n(cx - rx)} ${n(cy)}L${n(cx - rx)} ${n(cy + thick)}A${n(rx)} ${n(ry)} 0 0 0 ${n(cx + rx)} ${n(cy + thick)}L${n(cx + rx)} ${n(cy)}Z" fill="${ink.upright(color)}"/><ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${ink.face(face)}"/>`
}

/** Polishers: rotary (a bail handle over the gear head, a wool bonnet) and dual-action (a knob, a foam pad). */
function polisher(ink: Ink, look: Look): string {
  if (look.variant === 'wet') return grinder(ink, look)
  const B = look.body
  const S = look.second
  const orbital = look.variant === 'orbital'
  const px = orbital ? 286 : 300
  const rx = orbital ? 58 : (80 * (look.size || 180)) / 180
  const front = orbital ? 264 : 272
  const out: string[] = [
    floorShadow(ink, 196, 250, 190, 13, 0.45),
    floorShadow(ink, px, 246, rx + 12, 9, 0.8),
  ]
  // The pad (wool bonnet or foam) on its backing plate, under the head.
  if (orbital) {
    out.push(
      pad(ink, px + 3, 212, rx, 16, '#ea6a0c', '#fb923c'),
      `<ellipse cx="${px + 3}" cy="212" rx="${n(rx * 0.8)}" ry="${n(rx * 0.24)}" fill="none" stroke="#c2410c" stroke-width="1.2" stroke-dasharray="3 3" opacity=".7"/>`,
      pad(ink, px, 196, rx - 8, 6, '#202328', '#3a3f46'),
      `<path d="M${px - 20} 170L${px + 20} 170L${px + 22} 194L${px - 22} 194Z" fill="${ink.upright(S)}"/>`,
    )
  } else {
    out.push(
      pad(ink, px, 198, rx, 20, '#e7e0cf', '#f6f1e6'),
      `<ellipse cx="${px}" cy="198" rx="${n(rx)}" ry="${n(rx * 0.3)}" fill="${ink.texture()}" opacity=".5"/>`,
      pad(ink, px, 188, rx * 0.72, 6, '#202328', '#30353c'),
      `<rect x="${px - 9}" y="150" width="18" height="36" fill="${ink.steelUp()}"/>`,
    )
  }
  // The body with its rear grip, trigger and speed wheel.
  out.push(
    `<path d="M92 136L118 136L116 148C114 152 108 154 102 152L94 148Z" fill="${ink.upright(S)}"/>`,
    `<path d="M118 84C140 81 160 80 178 80L${front - 14} 80C${front - 6} 80 ${front} 87 ${front} 96L${front} 132C${front} 141 ${front - 6} 148 ${front - 14} 148L178 148C160 148 140 146 118 144Z" fill="${ink.round(B)}"/>`,
    `<path d="M124 90L66 94C50 94 40 102 40 114C40 126 50 136 66 136L124 140Z" fill="${ink.round(B)}"/>`,
    `<path d="M118 96L66 99C56 99 48 105 48 114C48 123 56 130 66 130L118 133Z" fill="${ink.round(RUBBER)}"/><path d="M115 100L67 102C60 102 54 107 54 114C54 121 60 126 67 126L115 128Z" fill="${ink.texture()}"/>`,
    `<path d="M54 95C44 99 40 106 40 114C40 122 44 129 54 133C48 126 47 102 54 95Z" fill="${ink.round(S)}"/>`,
    `<rect x="74" y="86" width="22" height="8" rx="4" fill="${ink.round(BLACK)}"/><path d="M78 86v8M82 86v8M86 86v8M90 86v8" stroke="#4b5259" stroke-width="1"/>`,
    slots(row(front - 34, 90, 4, [7, 0]), [0, 46], 2.6, tint(B, 0.35)),
    `<path d="M128 88C150 84 190 84 ${front - 40} 85L${front - 40} 89C190 88 150 88 128 92Z" fill="${ink.gloss()}" opacity=".7"/>`,
    wordmark(look, (130 + front - 38) / 2, 120, 12, B, 'middle', front - 178),
    marking(orbital ? 'DUAL ACTION' : 'ROTARY', (130 + front - 38) / 2, 131, 4.2, B, 'middle'),
    screws(
      [
        [132, 138],
        [front - 44, 140],
      ],
      B,
    ),
    modelPlate(look, 132, 98, 3.6),
    cord(ink, 42, 115, 90, 'M16 115C4 118 4 146 18 164C32 182 70 198 110 206'),
  )
  // The head and its handle.
  if (orbital) {
    out.push(
      `<path d="M${front - 2} 86L${px - 4} 84C${px + 14} 84 ${px + 22} 94 ${px + 22} 108L${px + 22} 160C${px + 22} 168 ${px + 16} 172 ${px + 8} 172L${front - 2} 172Z" fill="${ink.round(S)}"/>`,
      slots(row(front + 6, 120, 4, [6, 0]), [0, 30], 2.2, tint(S, 0.3)),
      `<path d="M${px - 12} 84L${px + 12} 84L${px + 8} 70L${px - 8} 70Z" fill="${ink.upright(S)}"/><ellipse cx="${px}" cy="62" rx="24" ry="12" fill="${ink.round(RUBBER)}"/><ellipse cx="${px}" cy="62" rx="24" ry="12" fill="${ink.texture()}"/><ellipse cx="${px - 4}" cy="57" rx="12" ry="4" fill="${ink.gloss()}" opacity=".5"/>`,
    )
  } else {
    out.push(
      `<path d="M${front - 2} 86L${px} 82C${px + 16} 82 ${px + 26} 90 ${px + 26} 104L${px + 26} 148C${px + 26} 156 ${px + 20} 162 ${px + 12} 162L${front - 2} 162Z" fill="${ink.round('#8a9099')}"/>`,
      screws(
        [
          [front + 6, 96],
          [px + 18, 150],
        ],
        '#8a9099',
      ),
      tube(
        `M${front - 6} 86C${front - 8} 50 ${front + 14} 38 ${px + 4} 38C${px + 30} 38 ${px + 40} 56 ${px + 30} 88`,
        16,
        S,
      ),
      tube(
        `M${front + 4} 56C${front + 12} 44 ${px - 10} 40 ${px + 6} 40C${px + 22} 40 ${px + 32} 48 ${px + 34} 60`,
        12,
        RUBBER,
        ink.texture(),
      ),
    )
  }
  return out.join('\n')
}

/** Hedge trimmers: a long double-sided blade in front of the motor, a bail handle, a rear handle. */
function trimmer(ink: Ink, look: Look): string {
  const B = look.body
  const S = look.second
  const cy = 152
  const out: string[] = [floorShadow(ink, 230, 236, 226, 12, 0.45)]
  if (look.cordless) out.push(floorShadow(ink, 112, 232, 66, 5))
  // The blade: a spine, teeth on both sides, its tip.
  const teethD = Array.from({ length: 17 }, (_, i) => {
    const x = 226 + i * 13
    return `M${x} ${cy - 4}L${x + 3} ${cy - 13}L${x + 9} ${cy - 13}L${x + 11} ${cy - 4}ZM${x + 1} ${cy + 4}L${x + 4} ${cy + 13}L${x + 10} ${cy + 13}L${x + 12} ${cy + 4}Z`
  }).join('')
  out.push(
    `<path d="${teethD}" fill="${ink.steel()}" stroke="#5d646d" stroke-width=".6"/>`,
    `<path d="M212 ${cy - 5}L442 ${cy - 5}C450 ${cy - 5} 454 ${cy - 2} 454 ${cy}C454 ${cy + 2} 450 ${cy + 5} 442 ${cy + 5}L212 ${cy + 5}Z" fill="${ink.steel()}"/>`,
    `<path d="M212 ${cy - 3}L432 ${cy - 3}L432 ${cy + 1}L212 ${cy + 1}Z" fill="${ink.round(BLACK)}"/>`,
    `<path d="${Array.from({ length: 16 }, (_, i) => `M${236 + i * 13} ${cy - 1}h2`).join('')}" stroke="#9ca3af" stroke-width="1.6"/>`,
  )
  // The battery under the rear, the body, the gear housing.
  if (look.cordless) out.push(batteryPack(ink, look, 56, 186, 110, 44))
  out.push(
    `<path d="M60 190L60 150C60 128 74 116 96 116L184 116C200 116 212 128 212 144L212 164C212 178 202 190 188 190Z" fill="${ink.round(B)}"/>`,
    `<path d="M186 126L220 136C226 138 228 142 228 ${cy}C228 ${cy + 10} 226 ${cy + 14} 220 ${cy + 16}L186 ${cy + 26}Z" fill="${ink.round(S)}"/>`,
    slots(row(150, 128, 4, [7, 0]), [0, 18], 2.6, tint(B, 0.35)),
    `<path d="M72 124C90 120 130 120 180 121L180 125C130 124 90 124 72 128Z" fill="${ink.gloss()}" opacity=".7"/>`,
    wordmark(look, 96, 160, 11, B, 'middle', 56),
    marking(`${look.size || 550} MM`, 96, 170, 4.2, B, 'middle'),
    modelPlate(look, 72, 128, 3.4),
    screws(
      [
        [70, 182],
        [200, 182],
      ],
      B,
    ),
  )
  // The rear handle with its trigger, the bail handle round the front, the hand guard.
  out.push(
    `<path d="M44 140L58 140L58 160L50 162C46 158 44 150 44 140Z" fill="${ink.upright(S)}"/>`,
    tube('M72 120C60 96 40 92 28 106C18 118 22 150 40 168L60 176', 17, B),
    tube('M34 102C26 112 26 140 42 160', 12, RUBBER, ink.texture()),
    `<path d="M204 94C222 104 232 128 232 152C232 178 222 200 206 212L198 206C212 190 218 172 218 152C218 132 212 114 198 102Z" fill="${ink.upright(S)}" opacity=".9"/>`,
    tube('M140 190C120 160 128 94 160 84C186 76 204 90 200 132', 15, S),
    tube('M146 100C152 88 170 80 186 86', 11, RUBBER, ink.texture()),
  )
  return out.join('\n')
}

/** Leaf blowers: the fan housing with its intake, a long tapering tube, a handle on top. */
function blower(ink: Ink, look: Look): string {
  const B = look.body
  const S = look.second
  const out: string[] = [floorShadow(ink, 200, 240, 196, 12, 0.45)]
  if (look.cordless) out.push(floorShadow(ink, 118, 236, 66, 5))
  // The tube, then the nozzle, under the body's front.
  out.push(
    `<path d="M180 128L370 150L370 174L180 196Z" fill="${ink.round(B)}"/>`,
    `<path d="M200 134C260 140 320 147 360 152L360 156C320 151 260 145 200 140Z" fill="${ink.gloss()}" opacity=".7"/>`,
    `<path d="M354 148L392 152C396 152 398 156 398 162C398 168 396 172 392 172L354 176Z" fill="${ink.round(S)}"/><ellipse cx="397" cy="162" rx="2.5" ry="10" fill="${BLACK}"/>`,
    `<path d="M250 136L250 190M256 137L256 189" stroke="${shade(B, 2)}" stroke-width="1.2" opacity=".6"/>`,
    marking(`${'200 KM/H'}`, 300, 166, 4.6, B, 'middle'),
  )
  if (look.cordless) out.push(batteryPack(ink, look, 60, 190, 116, 44))
  // The fan housing with its round intake grille.
  out.push(
    `<path d="M56 190L56 150C56 112 84 92 124 92L160 92C196 92 214 118 214 154C214 178 200 192 180 192Z" fill="${ink.round(B)}"/>`,
    `<circle cx="124" cy="146" r="38" fill="${shade(B, 1.8)}"/><circle cx="123" cy="145" r="34" fill="${ink.round(S)}"/>`,
    `<g fill="none" stroke="#0b0c0f" stroke-width="2.6">${[10, 17, 24, 30].map((k) => `<circle cx="123" cy="145" r="${k}"/>`).join('')}</g><path d="M123 111V179M89 145H157" stroke="${ink.round(S)}" stroke-width="3"/><circle cx="123" cy="145" r="6" fill="${ink.round(tint(S, 0.1))}"/>`,
    `<path d="M80 102C100 96 130 94 170 96L170 100C130 98 100 100 80 106Z" fill="${ink.gloss()}" opacity=".7"/>`,
    wordmark(look, 182, 172, 9, B, 'middle', 40),
    modelPlate(look, 160, 178, 3.2),
  )
  // The handle with its trigger.
  out.push(
    `<path d="M130 70L144 70L142 86C140 90 134 90 132 86Z" fill="${ink.upright(S)}"/>`,
    tube('M86 100C84 70 100 54 126 54L168 54C186 54 196 70 192 98', 18, B),
    tube('M104 58C112 56 140 55 164 56', 14, RUBBER, ink.texture()),
  )
  return out.join('\n')
}

/** Chain saws: the guide bar and chain, the power head with its sprocket cover, two handles, the chain brake. */
function chainsaw(ink: Ink, look: Look): string {
  const B = look.body
  const S = look.second
  const cy = 164
  const out: string[] = [
    floorShadow(ink, 200, 236, 196, 12, 0.45),
    floorShadow(ink, 140, 232, 90, 5),
  ]
  // The bar with its chain and nose sprocket.
  const bar = `M200 ${cy - 20}L380 ${cy - 12}C392 ${cy - 12} 398 ${cy - 6} 398 ${cy}C398 ${cy + 6} 392 ${cy + 12} 380 ${cy + 12}L200 ${cy + 22}Z`
  out.push(
    `<path d="${bar}" fill="${ink.round(BLACK)}"/>`,
    `<path d="M204 ${cy - 16}L380 ${cy - 8.5}C389 ${cy - 8.5} 394 ${cy - 4} 394 ${cy}C394 ${cy + 4} 389 ${cy + 8.5} 380 ${cy + 8.5}L204 ${cy + 18}Z" fill="${ink.steel()}"/>`,
    `<path d="${bar}" fill="none" stroke="#2f343b" stroke-width="3.4" stroke-dasharray="2.2 1.6"/>`,
    `<path d="${Array.from({ length: 15 }, (_, i) => `M${212 + i * 12} ${n(cy - 20 + i * 0.53)}l4 -4l4 3`).join('')}" fill="none" stroke="#9ca3af" stroke-width="1.6" stroke-linejoin="round"/>`,
    `<circle cx="384" cy="${cy}" r="6" fill="${ink.disc()}" stroke="#4b5259" stroke-width="1"/>`,
    letters(look.brand || 'OREGON', 300, cy + 3, {
      size: 7,
      color: luma(B) < 0.55 ? B : shade(B, 1.6),
      weight: 0.2,
      slant: 10,
      anchor: 'middle',
    }),
  )
  // The power head, the sprocket cover, the battery under the rear handle.
  if (look.cordless) out.push(batteryPack(ink, look, 34, 176, 104, 42))
  out.push(
    `<path d="M70 180L70 140C70 114 86 100 110 100L196 100C214 100 226 114 226 132L226 184C226 194 218 200 208 200L140 200L140 180Z" fill="${ink.round(B)}"/>`,
    `<path d="M76 106C100 102 150 102 200 104L200 108C150 106 100 106 78 110Z" fill="${ink.gloss()}" opacity=".7"/>`,
    slots(row(84, 116, 4, [7, 0]), [0, 18], 2.6, tint(B, 0.35)),
    `<path d="M166 118L222 118C232 118 238 126 238 136L238 184C238 194 232 200 222 200L166 200Z" fill="${ink.round(S)}"/>`,
    slots(row(174, 128, 5, [6, 0]), [0, 16], 2.4, tint(S, 0.3)),
    `<circle cx="210" cy="174" r="6" fill="${ink.disc()}" stroke="#3a3f46" stroke-width="1"/><circle cx="226" cy="178" r="6" fill="${ink.disc()}" stroke="#3a3f46" stroke-width="1"/>`,
    `<circle cx="150" cy="110" r="5" fill="${ink.round(S)}"/><path d="M150 107.5q-2 2.6 0 4q2 -1.4 0 -4" fill="#facc15"/>`,
    wordmark(look, 124, 156, 13, B, 'middle', 70),
    look.brushless ? marking('BRUSHLESS', 124, 166, 4, B, 'middle') : '',
    modelPlate(look, 98, 170, 3.4),
  )
  // The rear handle with its trigger, the top handle, the chain brake.
  out.push(
    `<path d="M48 134L62 134L62 156L54 158C50 152 48 144 48 134Z" fill="${ink.upright(S)}"/>`,
    tube('M76 126C60 110 36 110 26 124C16 140 22 166 44 174L72 178', 17, B),
    tube('M32 118C22 130 24 152 40 164', 12, RUBBER, ink.texture()),
    tube('M108 104C104 70 126 58 156 58C184 58 200 74 198 104', 14, RUBBER, ink.texture()),
    `<path d="M208 62C224 76 230 100 224 128L216 126C220 102 214 82 200 70Z" fill="${ink.upright(S)}"/>`,
  )
  return out.join('\n')
}

// ---------------------------------------------------------------------------------------------
// Pictures of tools

/** The details of a product that its picture shows. */
function variantOf(p: ProductDef): Variant {
  const title = p.title.en
  if (/impact driver/i.test(title)) return 'driver'
  if (/sds-max/i.test(title)) return 'max'
  if (/dual-action/i.test(title)) return 'orbital'
  if (/wet stone/i.test(title)) return 'wet'
  if (/dry-cut/i.test(title)) return 'blade'
  if (p.box.some((item) => /chuck key/i.test(item.en))) return 'keyed'
  if (/compact/i.test(title)) return 'compact'
  return ''
}

function seedOf(text: string): number {
  let h = 0
  for (const ch of text) h = (h * 31 + (ch.codePointAt(0) ?? 0)) >>> 0
  return h
}

function kindOf(p: ProductDef): Drawing {
  return p.drawing ?? CATEGORIES.find((c) => c.key === p.category)?.drawing ?? 'drill'
}

function lookOf(p: ProductDef): Look {
  const [body, second] = brandOf(p.brand).colors
  const spec = (key: string) => p.specs.find(([k]) => k === key)?.[1] ?? ''
  const mm = Number(
    /(\d+) mm/.exec(spec('disc') || spec('blade') || spec('pad') || spec('bar'))?.[1] ?? 0,
  )
  return {
    kind: kindOf(p),
    body,
    second,
    cordless: p.cordless,
    volts: p.cordless ? spec('voltage').replace(/\s/g, '') || '20V' : '',
    model: p.model,
    brand: brandOf(p.brand).name.en.toUpperCase(),
    brushless: /brushless/i.test(p.title.en),
    variant: variantOf(p),
    size: mm,
    seed: seedOf(p.model),
  }
}

/** Where each kind of tool lies in its 400 × 300 box, with its shadow. */
const EXTENT: Record<Drawing, readonly [number, number, number, number]> = {
  drill: [56, 28, 272, 254],
  wrench: [56, 28, 272, 254],
  hammer: [20, 30, 380, 250],
  grinder: [0, 68, 400, 172],
  polisher: [0, 24, 400, 240],
  saw: [0, 40, 400, 250],
  cutter: [10, 10, 380, 275],
  trimmer: [0, 50, 460, 200],
  blower: [20, 30, 380, 220],
  chainsaw: [0, 36, 400, 210],
}

/** A tool in a 400 × 300 box, facing right, painted with ink (whose definitions go with it). */
function toolArt(ink: Ink, look: Look): string {
  let art = ''
  switch (look.kind) {
    case 'drill':
    case 'wrench':
      art = pistol(ink, look)
      break
    case 'grinder':
      art = grinder(ink, look)
      break
    case 'hammer':
      art = hammer(ink, look)
      break
    case 'saw':
      art = saw(ink, look)
      break
    case 'cutter':
      art = cutter(ink, look)
      break
    case 'polisher':
      art = polisher(ink, look)
      break
    case 'trimmer':
      art = trimmer(ink, look)
      break
    case 'blower':
      art = blower(ink, look)
      break
    case 'chainsaw':
      art = chainsaw(ink, look)
      break
  }
  return art
}

/** A tool in a 400 × 300 box, facing right. */
function tool(kind: Drawing, body: string, accent: string, cordless: boolean): string {
  const ink = new Ink()
  const art = toolArt(ink, {
    kind,
    body,
    second: accent,
    cordless,
    volts: '20V',
    model: '',
    brand: '',
    brushless: false,
    variant: '',
    size: 0,
    seed: 0,
  })
  return `${ink}${place(art, 400, 300, [10, 10, 380, 280], EXTENT[kind])}`
}

/**
 * Definitions gathered into one <defs> at the start of a picture: a picture with several tools
 * in it defines each paint once.
 */
function hoistDefs(content: string): string {
  const defs = new Map<string, string>()
  const rest = content.replace(/<defs>(.*?)<\/defs>/gs, (_, inner: string) => {
    for (const m of inner.matchAll(/<(\w+) id="([^"]+)".*?<\/\1>/gs)) {
      if (!defs.has(m[2] ?? '')) defs.set(m[2] ?? '', m[0])
    }
    return ''
  })
  return defs.size ? `<defs>${[...defs.values()].join('')}</defs>${rest}` : rest
}

// ---------------------------------------------------------------------------------------------
// What comes in the box: each item drawn standing on the floor at (x, y), w units wide.

type Item = { w: number; draw: (x: number, y: number) => string }

/** A battery on its charger, the charger's cable ending in a plug. */
function chargerItem(ink: Ink, look: Look): Item {
  const S = look.second
  const [dx, dy] = DEPTH
  return {
    w: 176,
    draw: (x, y) => {
      const top = y - 34
      return `${floorShadow(ink, x + 84, y, 96, 7)}
${tube(`M${x + 6} ${y - 18}C${x - 14} ${y - 16} ${x - 10} ${y - 2} ${x + 10} ${y - 2}L${x + 30} ${y - 2}`, 4, BLACK)}
<path d="M${x + 24} ${y - 8}L${x + 40} ${y - 8}L${x + 40} ${y + 2}L${x + 24} ${y + 2}Z" fill="${ink.round(BLACK)}"/><path d="M${x + 40} ${y - 6}h8M${x + 40} ${y - 1}h8" stroke="${ink.steel()}" stroke-width="2"/>
<path d="M${x + 6} ${top}L${x + 166} ${top}L${x + 166 + dx * 1.6} ${top + dy * 1.6}L${x + 6 + dx * 1.6} ${top + dy * 1.6}Z" fill="${ink.face(S)}"/><path d="M${x + 166} ${top + 2}L${x + 166 + dx * 1.6} ${top + 2 + dy * 1.6}L${x + 166 + dx * 1.6} ${y - 4 + dy * 1.6}L${x + 166} ${y}Z" fill="${ink.face(S, true)}"/>
<rect x="${x + 6}" y="${top}" width="160" height="34" rx="6" fill="${ink.round(S)}"/>
${slots(row(x + 16, top + 10, 8, [5, 0]), [0, 14], 2, tint(S, 0.3))}
<rect x="${x + 120}" y="${top + 12}" width="36" height="12" rx="3" fill="${BLACK}"/><circle cx="${x + 128}" cy="${top + 18}" r="2.2" fill="#4ade80"/><rect x="${x + 122}" y="${top + 14}" width="12" height="8" rx="4" fill="${ink.glow('#22c55e')}" opacity=".7"/><circle cx="${x + 140}" cy="${top + 18}" r="2.2" fill="#4b5058"/>
${marking('FAST CHARGER', x + 60, top + 30, 3.8, S)}
${batteryPack(ink, look, x + 24, top - 50, 124, 50)}`
    },
  }
}

function batteryItem(ink: Ink, look: Look): Item {
  return {
    w: 132,
    draw: (x, y) =>
      `${floorShadow(ink, x + 64, y, 74, 6)}${batteryPack(ink, look, x + 2, y - 50, 124, 50)}`,
  }
}

function sideHandleItem(ink: Ink): Item {
  return {
    w: 120,
    draw: (x, y) =>
      `${floorShadow(ink, x + 60, y - 4, 64, 7)}${tube(`M${x + 84} ${y - 24}L${x + 116} ${y - 32}`, 6, '#c3c8ce')}<path d="M${x + 92} ${y - 30}l2 7M${x + 98} ${y - 31}l2 7M${x + 104} ${y - 33}l2 7M${x + 110} ${y - 34}l2 7" stroke="#6b7280" stroke-width="1"/>${tube(`M${x + 14} ${y - 8}L${x + 80} ${y - 22}`, 26, RUBBER, ink.texture())}<ellipse cx="${x + 10}" cy="${y - 7}" rx="7" ry="13" fill="${ink.round(BLACK)}" transform="rotate(-12 ${x + 10} ${y - 7})"/><ellipse cx="${x + 84}" cy="${y - 23}" rx="5" ry="13" fill="${ink.round('#3a3f46')}" transform="rotate(-12 ${x + 84} ${y - 23})"/>`,
  }
}

function chuckKeyItem(ink: Ink): Item {
  return {
    w: 60,
    draw: (x, y) =>
      `${floorShadow(ink, x + 30, y - 2, 32, 5)}${tube(`M${x + 30} ${y - 8}L${x + 30} ${y - 40}`, 7, '#c3c8ce')}${tube(`M${x + 8} ${y - 44}L${x + 52} ${y - 36}`, 6, '#c3c8ce')}<path d="M${x + 24} ${y - 10}L${x + 36} ${y - 10}L${x + 36} ${y - 2}L${x + 24} ${y - 2}Z" fill="${ink.steel()}"/><path d="M${x + 25} ${y - 10}v8M${x + 28} ${y - 10}v8M${x + 31} ${y - 10}v8M${x + 34} ${y - 10}v8" stroke="#4b5259" stroke-width="1"/>`,
  }
}

function spannerItem(ink: Ink): Item {
  return {
    w: 110,
    draw: (x, y) =>
      `${floorShadow(ink, x + 54, y - 4, 58, 6)}<path d="M${x + 6} ${y - 10}L${x + 74} ${y - 20}C${x + 82} ${y - 30} ${x + 104} ${y - 32} ${x + 108} ${y - 22}C${x + 110} ${y - 14} ${x + 100} ${y - 8} ${x + 92} ${y - 12}L${x + 90} ${y - 18}L${x + 82} ${y - 12}L${x + 8} ${y - 2}Z" fill="${ink.steel()}" stroke="#5d646d" stroke-width=".8"/><circle cx="${x + 94}" cy="${y - 24}" r="2.4" fill="#4b5259"/><circle cx="${x + 102}" cy="${y - 18}" r="2.4" fill="#4b5259"/>`,
  }
}

/** A disc or a blade lying flat: abrasive (with a label in the brand's colour) or toothed steel. */
function discItem(ink: Ink, look: Look, toothed: boolean, rx = 62): Item {
  const ry = rx * 0.32
  return {
    w: rx * 2 + 8,
    draw: (x, y) => {
      const cx = x + rx + 4
      const cy = y - ry - 4
      if (toothed) {
        const ring = Array.from({ length: 48 }, (_, i) => {
          const a = (i / 48) * Math.PI * 2
          const k = i % 2 ? 1 : 1.05
          return `${n(cx + rx * k * Math.cos(a))} ${n(cy + ry * k * Math.sin(a))}`
        })
        return `${floorShadow(ink, cx, y - 2, rx + 8, ry)}<ellipse cx="${cx}" cy="${cy + 2}" rx="${rx}" ry="${n(ry)}" fill="#5d646d"/><path d="M${ring.join('L')}Z" fill="${ink.disc()}" stroke="#6b7280" stroke-width=".8"/><ellipse cx="${cx}" cy="${cy}" rx="${n(rx * 0.16)}" ry="${n(ry * 0.16)}" fill="#e5e7eb" stroke="#6b7280"/>`
      }
      return `${floorShadow(ink, cx, y - 2, rx + 8, ry)}<ellipse cx="${cx}" cy="${cy + 2.5}" rx="${rx}" ry="${n(ry)}" fill="#1d1f23"/><ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${n(ry)}" fill="${ink.grit()}"/><ellipse cx="${cx}" cy="${cy}" rx="${n(rx * 0.5)}" ry="${n(ry * 0.5)}" fill="${look.body}" opacity=".85"/><ellipse cx="${cx}" cy="${cy}" rx="${n(rx * 0.16)}" ry="${n(ry * 0.16)}" fill="${ink.disc()}"/>`
    },
  }
}

function socketsItem(ink: Ink): Item {
  return {
    w: 112,
    draw: (x, y) =>
      `${floorShadow(ink, x + 56, y - 2, 60, 6)}${[9, 10, 11, 12]
        .map((r, i) => {
          const cx = x + 14 + i * 27
          return `<path d="M${cx - r} ${y - 30}L${cx - r} ${y - 4}A${r} ${n(r * 0.35)} 0 0 0 ${cx + r} ${y - 4}L${cx + r} ${y - 30}Z" fill="${ink.upright('#2b2f35')}"/><ellipse cx="${cx}" cy="${y - 30}" rx="${r}" ry="${n(r * 0.35)}" fill="#3f454d"/><path d="M${cx - r * 0.55} ${y - 30}l${n(r * 0.27)} ${n(-r * 0.17)}h${n(r * 0.55)}l${n(r * 0.27)} ${n(r * 0.17)}l${n(-r * 0.27)} ${n(r * 0.17)}h${n(-r * 0.55)}Z" fill="${BLACK}"/>`
        })
        .join('')}`,
  }
}

function rodItem(ink: Ink): Item {
  return {
    w: 120,
    draw: (x, y) =>
      `${floorShadow(ink, x + 60, y - 2, 62, 4)}${tube(`M${x + 4} ${y - 6}L${x + 116} ${y - 16}`, 4, '#c3c8ce')}${Array.from({ length: 8 }, (_, i) => `<path d="M${x + 20 + i * 12} ${n(y - 9 - i * 1.05)}v3" stroke="#4b5259" stroke-width=".8"/>`).join('')}`,
  }
}

function guideItem(ink: Ink): Item {
  return {
    w: 130,
    draw: (x, y) =>
      `${floorShadow(ink, x + 64, y - 2, 66, 5)}<path d="M${x + 4} ${y - 8}L${x + 104} ${y - 18}L${x + 104} ${y - 12}L${x + 4} ${y - 2}Z" fill="${ink.steel()}"/><path d="M${x + 100} ${y - 40}L${x + 112} ${y - 42}L${x + 112} ${y - 10}L${x + 100} ${y - 8}Z" fill="${ink.steelUp()}"/><path d="M${x + 112} ${y - 42}L${x + 126} ${y - 48}L${x + 126} ${y - 16}L${x + 112} ${y - 10}Z" fill="#8a9099"/><circle cx="${x + 30}" cy="${y - 8}" r="2" fill="#4b5259"/>`,
  }
}

function padItem(ink: Ink, color: string, face: string, rx: number, thick: number): Item {
  return {
    w: rx * 2 + 8,
    draw: (x, y) =>
      `${floorShadow(ink, x + rx + 4, y - 2, rx + 8, rx * 0.3)}${pad(ink, x + rx + 4, y - thick - rx * 0.3, rx, thick, color, face)}`,
  }
}

function foamPadsItem(ink: Ink): Item {
  const pads: Array<[string, string]> = [
    ['#ea6a0c', '#fb923c'],
    ['#1f2937', '#374151'],
    ['#ca8a04', '#facc15'],
  ]
  return {
    w: 190,
    draw: (x, y) =>
      pads
        .map(
          ([c, f], i) =>
            `${floorShadow(ink, x + 32 + i * 62, y - 2, 36, 9)}${pad(ink, x + 32 + i * 62, y - 26, 30, 14, c, f)}`,
        )
        .join(''),
  }
}

function clothItem(ink: Ink): Item {
  return {
    w: 100,
    draw: (x, y) =>
      `${floorShadow(ink, x + 50, y - 2, 54, 8)}<path d="M${x + 4} ${y - 8}L${x + 70} ${y - 6}L${x + 96} ${y - 26}L${x + 32} ${y - 30}Z" fill="${ink.face('#3b82f6')}"/><path d="M${x + 4} ${y - 8}L${x + 70} ${y - 6}L${x + 70} ${y - 2}L${x + 4} ${y - 4}Z" fill="#1d4ed8"/><path d="M${x + 20} ${y - 16}L${x + 84} ${y - 15}" stroke="#93c5fd" stroke-width="1" opacity=".7"/>`,
  }
}

function hoseItem(ink: Ink): Item {
  return {
    w: 110,
    draw: (x, y) =>
      `${floorShadow(ink, x + 56, y - 4, 58, 10)}${[0, 1, 2].map((i) => `<ellipse cx="${x + 52 + i * 2}" cy="${y - 16 - i * 4}" rx="${46 - i * 3}" ry="12" fill="none" stroke="#cbd5e1" stroke-width="4.5" opacity=".85"/><ellipse cx="${x + 52 + i * 2}" cy="${y - 17 - i * 4}" rx="${46 - i * 3}" ry="12" fill="none" stroke="#fff" stroke-width="1.2" opacity=".8"/>`).join('')}<rect x="${x + 92}" y="${y - 34}" width="16" height="10" rx="2" fill="#2563eb"/>`,
  }
}

function sheathItem(ink: Ink, long: boolean): Item {
  const w = long ? 200 : 150
  return {
    w,
    draw: (x, y) =>
      `${floorShadow(ink, x + w / 2, y - 2, w / 2 + 4, 6)}<path d="M${x + 4} ${y - 24}L${x + w - 14} ${y - 24}C${x + w - 4} ${y - 24} ${x + w} ${y - 18} ${x + w} ${y - 12}C${x + w} ${y - 6} ${x + w - 4} ${y - 2} ${x + w - 14} ${y - 2}L${x + 4} ${y - 2}Z" fill="${ink.round(long ? '#3a3f46' : '#f97316')}"/><path d="M${x + 10} ${y - 18}L${x + w - 20} ${y - 18}" stroke="${long ? '#5b6068' : '#fdba74'}" stroke-width="1.4"/>`,
  }
}

/** The items of a product's box that a picture of its set shows (not its case or bag). */
function boxItems(ink: Ink, look: Look, p: ProductDef): Item[] {
  const items: Item[] = []
  for (const { en } of p.box) {
    const batteries = /^(\d+) × .*battery/.exec(en)
    if (batteries) {
      items.push(chargerItem(ink, look))
      for (let i = 1; i < Number(batteries[1]); i++) items.push(batteryItem(ink, look))
    } else if (/side handle/i.test(en)) items.push(sideHandleItem(ink))
    else if (/chuck key/i.test(en)) items.push(chuckKeyItem(ink))
    else if (/spanner/i.test(en)) items.push(spannerItem(ink))
    else if (/depth rod/i.test(en)) items.push(rodItem(ink))
    else if (/sockets/i.test(en)) items.push(socketsItem(ink))
    else if (/cut-off disc/i.test(en)) items.push(discItem(ink, look, false))
    else if (/tooth/i.test(en))
      items.push(discItem(ink, look, true, look.kind === 'cutter' ? 70 : 52))
    else if (/parallel guide/i.test(en)) items.push(guideItem(ink))
    else if (/backing pad/i.test(en)) items.push(padItem(ink, '#202328', '#3a3f46', 44, 8))
    else if (/wool bonnet/i.test(en)) items.push(padItem(ink, '#e7e0cf', '#f6f1e6', 50, 14))
    else if (/foam pads/i.test(en)) items.push(foamPadsItem(ink))
    else if (/cloth/i.test(en)) items.push(clothItem(ink))
    else if (/hose/i.test(en)) items.push(hoseItem(ink))
    else if (/blade cover|bar cover/i.test(en)) items.push(sheathItem(ink, /blade/i.test(en)))
  }
  return items
}

/** Items side by side on the floor, centred on a w-wide strip whose floor is at y, at most scale s. */
function lineUp(items: Item[], w: number, y: number, s: number): string {
  if (items.length === 0) return ''
  const gap = 22
  const total = items.reduce((sum, item) => sum + item.w, 0) + gap * (items.length - 1)
  const k = Math.min(s, (w - 80) / total)
  let x = (w / k - total) / 2
  const drawn = items.map((item) => {
    const out = item.draw(x, 0)
    x += item.w + gap
    return out
  })
  return `<g transform="translate(0 ${y}) scale(${k.toFixed(3)})">${drawn.join('')}</g>`
}

/** The battery and charger that come with a cordless tool, in a 400 × 300 box. */
function kitParts(body: string): string {
  const ink = new Ink()
  const look: Look = {
    kind: 'drill',
    body,
    second: DARK,
    cordless: true,
    volts: '20V',
    model: '',
    brand: '',
    brushless: false,
    variant: '',
    size: 0,
    seed: 0,
  }
  const charger = chargerItem(ink, look).draw(30, 250)
  const battery = batteryItem(ink, look).draw(236, 250)
  return `${ink}${charger}${battery}`
}

function frame(w: number, h: number, bg: string, content: string, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${label}"><rect width="${w}" height="${h}" fill="${bg}"/>${hoistDefs(content)}</svg>`
}

/** A drawing (its part `from` of a 400 × 300 box) fitted into the part `box` of a w × h picture. */
function place(
  drawing: string,
  w: number,
  h: number,
  box: [number, number, number, number] = [0, 0, w, h],
  from: readonly [number, number, number, number] = [0, 0, 400, 300],
  /** Where a drawing that fills the box's width lies in its height: 0.5 centred, 1 at its bottom. */
  down = 0.5,
): string {
  const [x, y, bw, bh] = box
  const [fx, fy, fw, fh] = from
  const s = Math.min(bw / fw, bh / fh)
  const dx = x + (bw - fw * s) / 2 - fx * s
  const dy = y + (bh - fh * s) * down - fy * s
  return `<g transform="translate(${dx.toFixed(1)} ${dy.toFixed(1)}) scale(${s.toFixed(3)})">${drawing}</g>`
}

/** A drill on the bench of a service workshop. */
function care(color: string, sky: boolean): string {
  return `${isoScene('workshop', color, sky)}${place(tool('drill', color, DARK, true), 800, 450, [420, 10, 220, 165])}`
}

/**
 * Scenes for covers and posters, 800 × 450, no text: places in isometric view (iso.ts), the
 * catalogue's tools, and a few emblems (safety, standards, awards, warranty).
 */
function scene(kind: Scene | NonNullable<(typeof VIDEOS)[number]['poster']>, color: string) {
  switch (kind) {
    case 'factory':
    case 'warehouse':
    case 'outlet':
    case 'fair':
    case 'conference':
    case 'classroom':
    case 'lab':
    case 'tree':
    case 'safety':
    case 'standard':
    case 'award':
    case 'warranty':
    case 'brushes':
    case 'faults':
      return isoScene(kind, color)
    case 'battery':
    case 'charger':
      return `<rect width="800" height="450" fill="#f3f4f6"/>${place(kitParts(color), 800, 450, [120, 40, 560, 420])}`
    case 'care':
      return care(color, true)
  }
}

const PALETTE = ['#c8102e', '#0f766e', '#1d4ed8', '#b45309', '#7c3aed', '#be123c']

function paletteFor(text: string): string {
  let h = 0
  for (const ch of text) h = (h * 31 + (ch.codePointAt(0) ?? 0)) >>> 0
  return PALETTE[h % PALETTE.length] ?? '#c8102e'
}

/** A light studio backdrop, brightest behind the product and darker towards the corners. */
function studio(ink: Ink, w: number, h: number): string {
  const back = ink.radial(
    'bg',
    [0.5, 0.42, 0.75],
    [
      [0, '#ffffff'],
      [0.45, '#f4f5f7'],
      [0.8, '#e4e6ea'],
      [1, '#d3d7dd'],
    ],
  )
  return `<rect width="${w}" height="${h}" fill="${back}"/>`
}

/** A battery platform's pack or charger (seed-platforms.ts) in its brand's colours. */
function partPicture(model: string): string | null {
  const part = PLATFORM_PARTS.find((x) => x.model === model)
  if (!part) return null
  const [body, second] = brandOf(platformOf(part.platform).brand).colors
  const ink = new Ink()
  const look: Look = {
    kind: 'drill',
    body,
    second,
    cordless: true,
    volts: part.specs.find(([k]) => k === 'voltage')?.[1].replace(/\s/g, '') ?? '',
    model: part.model,
    brand: '',
    brushless: false,
    variant: '',
    size: 0,
    seed: seedOf(part.model),
  }
  const item = part.role === 'battery' ? batteryItem(ink, look) : chargerItem(ink, look)
  const backdrop = studio(ink, 800, 800)
  return frame(800, 800, '#f3f4f6', `${ink}${backdrop}${lineUp([item], 800, 560, 4)}`, part.model)
}

function productPicture(model: string, set: boolean): string | null {
  const p = PRODUCTS.find((x) => x.model === model)
  if (!p) return set ? null : partPicture(model)
  const ink = new Ink()
  const look = lookOf(p)
  const drawing = toolArt(ink, look)
  const extent = EXTENT[look.kind]
  const items = set ? boxItems(ink, look, p) : []
  // A set: the tool at the back, what comes with it in front, nearer and so a little larger.
  const box: [number, number, number, number] = [70, 36, 660, 540]
  const scale = Math.min(box[2] / extent[2], box[3] / extent[3])
  const content = items.length
    ? `${place(drawing, 800, 800, box, extent, 0.8)}${lineUp(items, 800, 764, Math.max(scale, 2.1))}`
    : place(drawing, 800, 800, [50, 70, 700, 660], extent)
  const backdrop = studio(ink, 800, 800)
  return frame(800, 800, '#f3f4f6', `${ink}${backdrop}${content}`, p.model)
}

/** A scene (800 × 450) on the right half of a banner, beside its words. */
const onRight = (art: string) => place(art, 1920, 600, [960, 0, 960, 600], [0, 0, 800, 450])

function bannerPicture(key: string): string | null {
  const banner = BANNERS.find((b) => b.key === key)
  if (!banner) return null
  const lineup = (kinds: Drawing[]) =>
    kinds
      .map((k, i) => {
        const brand = BRANDS[i % BRANDS.length]
        return place(tool(k, brand?.colors[0] ?? '#c8102e', DARK, i % 2 === 0), 1920, 600, [
          960 + (i % 3) * 300,
          60 + Math.floor(i / 3) * 260,
          300,
          240,
        ])
      })
      .join('')
  const backgrounds: Record<string, string> = {
    'home-professionals': lineup(['drill', 'grinder', 'hammer', 'wrench', 'saw', 'chainsaw']),
    'home-platform': `${place(kitParts('#c8102e'), 1920, 600, [1000, 80, 760, 440])}`,
    'home-network': onRight(networkMap('#c8102e', false)),
    about: onRight(isoScene('factory', '#c8102e', false)),
    contact: onRight(isoScene('outlet', '#c8102e', false)),
    member: onRight(isoScene('member', '#c8102e', false)),
    product: lineup(['polisher', 'cutter', 'trimmer']),
    service: onRight(care('#c8102e', false)),
    recruits: onRight(isoScene('classroom', '#c8102e', false)),
  }
  const content = `<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#111827"/><stop offset=".55" stop-color="#1f2937"/><stop offset="1" stop-color="#374151"/></linearGradient></defs><rect width="1920" height="600" fill="url(#g)"/>${backgrounds[key] ?? ''}`
  return frame(1920, 600, '#111827', content, '')
}

function logo(code: string): string | null {
  const brand = BRANDS.find((b) => b.code === code)
  if (!brand) return null
  const [color] = brand.colors
  const name = brand.name.en.toUpperCase()
  return frame(
    320,
    160,
    '#ffffff',
    `<rect x="24" y="46" width="68" height="68" rx="14" fill="${color}"/><path d="M40 96 l20 -36 l8 16 l16 -8 l-12 28 Z" fill="#fff"/><text x="108" y="98" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="40" fill="${DARK}">${name}</text>`,
    brand.name.en,
  )
}

const PLAY = (w: number, h: number) =>
  `<circle cx="${w / 2}" cy="${h / 2}" r="${h / 8}" fill="rgba(0,0,0,.55)"/><path d="M${w / 2 - h / 24} ${h / 2 - h / 16} L${w / 2 + h / 14} ${h / 2} L${w / 2 - h / 24} ${h / 2 + h / 16} Z" fill="#fff"/>`

function documentCover(key: string): string | null {
  const file = FILES.find((f) => f.key === key)
  if (!file) return null
  const color = file.brand ? brandOf(file.brand).colors[0] : '#374151'
  const product = file.model ? PRODUCTS.find((p) => p.model === file.model) : undefined
  const art = product
    ? place(
        tool(
          product.drawing ?? CATEGORIES.find((c) => c.key === product.category)?.drawing ?? 'drill',
          color,
          DARK,
          product.cordless,
        ),
        600,
        800,
        [80, 300, 440, 330],
      )
    : `<circle cx="300" cy="440" r="120" fill="${color}" opacity=".9"/><path d="M250 440 l36 36 l70 -80" fill="none" stroke="#fff" stroke-width="22" stroke-linecap="round"/>`
  const lines = Array.from(
    { length: 3 },
    (_, i) =>
      `<rect x="80" y="${170 + i * 34}" width="${[360, 280, 320][i]}" height="14" rx="7" fill="${STEEL}"/>`,
  ).join('')
  return frame(
    600,
    800,
    '#ffffff',
    `<rect width="600" height="120" fill="${color}"/><rect x="80" y="48" width="200" height="24" rx="12" fill="#fff" opacity=".85"/>${lines}${art}<rect y="760" width="600" height="40" fill="${DARK}"/>`,
    '',
  )
}

/** The SVG of a demo picture, or null when there is no such picture. */
export function drawingSvg(kind: string, name: string): string | null {
  const key = name.replace(/\.svg$/, '')
  switch (kind) {
    case 'product':
      return key.endsWith('-set')
        ? productPicture(key.slice(0, -4), true)
        : productPicture(key, false)
    case 'category': {
      if (key === PARTS_CATEGORY.key) {
        return frame(
          600,
          400,
          '#f3f4f6',
          place(kitParts('#c8102e'), 600, 400, [40, 30, 520, 340]),
          '',
        )
      }
      const category = CATEGORIES.find((c) => c.key === key)
      if (!category) return null
      return frame(
        600,
        400,
        '#f3f4f6',
        place(tool(category.drawing, '#c8102e', DARK, true), 600, 400, [40, 30, 520, 340]),
        '',
      )
    }
    case 'brand':
      return logo(key)
    case 'news': {
      const article = NEWS.find((n) => n.key === key)
      if (!article) return null
      return frame(800, 450, '#f9fafb', scene(article.cover, paletteFor(key)), '')
    }
    case 'video': {
      const video = VIDEOS.find((v) => v.key === key)
      if (!video) return null
      const product = video.model ? PRODUCTS.find((p) => p.model === video.model) : undefined
      const art = product
        ? `<rect width="800" height="450" fill="#e5e7eb"/>${place(tool(product.drawing ?? CATEGORIES.find((c) => c.key === product.category)?.drawing ?? 'drill', brandOf(product.brand).colors[0], brandOf(product.brand).colors[1], product.cordless), 800, 450, [60, 40, 680, 370])}`
        : scene(video.poster ?? 'factory', paletteFor(key))
      return frame(800, 450, '#111827', `${art}${PLAY(800, 450)}`, '')
    }
    case 'banner':
      return bannerPicture(key)
    case 'download':
      return documentCover(key)
    case 'parts':
      return explodedSvg(key)
    default:
      return null
  }
}
