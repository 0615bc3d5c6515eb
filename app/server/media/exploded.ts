/**
 * The demo tools' exploded drawings: line art of a tool's parts drawn apart along its axis, back
 * to front, on a dash-dot centre line, each with a leader line to its numbered callout (above
 * the axis for odd numbers, below for even). The parts and their places come from
 * seed-parts.ts, which gives the seed the callouts' positions by the same rule, so the product
 * page's links land on these circles. Drawn by our own code, no third-party images.
 */
import { PRODUCTS } from '~/server/db/seed-data'
import {
  AXIS_Y,
  DRAWING_HEIGHT,
  DRAWING_WIDTH,
  layoutOf,
  type PartShape,
  partsOf,
} from '~/server/db/seed-parts'

const INK = '#1f2937'
const FAINT = '#6b7280'
const R = 15

const f = (v: number) => String(Math.round(v * 10) / 10)

/** A part's outline centred on (x, y), w wide at most: line art, white inside. */
function glyph(shape: PartShape, x: number, y: number, w: number): { svg: string; h: number } {
  const half = w / 2
  const rect = (rx: number, ry: number, rw: number, rh: number, r = 3) =>
    `<rect x="${f(rx)}" y="${f(ry)}" width="${f(rw)}" height="${f(rh)}" rx="${r}"/>`
  const line = (x1: number, y1: number, x2: number, y2: number) =>
    `<path d="M${f(x1)} ${f(y1)}L${f(x2)} ${f(y2)}"/>`
  const ellipse = (cx: number, rx: number, ry: number) =>
    `<ellipse cx="${f(cx)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(ry)}"/>`
  const hatch = (x0: number, x1: number, h: number, n: number) =>
    Array.from({ length: n }, (_, i) => {
      const at = x0 + ((x1 - x0) * (i + 1)) / (n + 1)
      return line(at, y - h / 2, at, y + h / 2)
    }).join('')
  switch (shape) {
    case 'cord': {
      const h = 60
      return {
        h,
        svg: `${rect(x + half * 0.3, y - 9, half * 0.6, 18)}<path d="M${f(x + half * 0.3)} ${f(y)}C${f(x - half * 0.4)} ${f(y - 40)} ${f(x - half * 0.2)} ${f(y + 40)} ${f(x - half)} ${f(y + 10)}"/>${rect(x - half - 6, y + 2, 12, 18, 2)}`,
      }
    }
    case 'block':
      return {
        h: 50,
        svg: `${rect(x - half * 0.7, y - 25, half * 1.4, 50)}${hatch(x - half * 0.5, x + half * 0.5, 30, 3)}`,
      }
    case 'board':
      return {
        h: 70,
        svg: `${rect(x - half * 0.2, y - 35, half * 0.4, 70, 1)}${[0, 1, 2].map((i) => rect(x - half * 0.2 - 4, y - 24 + i * 18, 4, 8, 1)).join('')}`,
      }
    case 'switch':
      return {
        h: 56,
        svg: `${rect(x - half * 0.55, y - 28, half * 1.1, 40)}<path d="M${f(x - half * 0.3)} ${f(y + 12)}Q${f(x - half * 0.1)} ${f(y + 34)} ${f(x + half * 0.3)} ${f(y + 28)}V${f(y + 12)}"/>`,
      }
    case 'brushes':
      return {
        h: 60,
        svg: `${rect(x - half * 0.6, y - 30, half * 0.45, 24, 2)}${rect(x + half * 0.15, y + 6, half * 0.45, 24, 2)}<path d="M${f(x - half * 0.37)} ${f(y - 6)}l-6 6 l12 6 l-12 6"/><path d="M${f(x + half * 0.37)} ${f(y + 6)}l6 -6 l-12 -6 l12 -6"/>`,
      }
    case 'coil':
      return {
        h: 110,
        svg: `${ellipse(x, half * 0.5, 55)}${ellipse(x, half * 0.28, 34)}${hatch(x - half * 0.45, x + half * 0.45, 12, 4)}`,
      }
    case 'armature': {
      const l = half * 0.95
      return {
        h: 70,
        svg: `${line(x - l, y, x + l, y)}${rect(x - l * 0.55, y - 32, l * 0.9, 64, 4)}${hatch(x - l * 0.55, x + l * 0.35, 64, 5)}${rect(x + l * 0.45, y - 14, l * 0.3, 28, 1)}`,
      }
    }
    case 'motor':
      return {
        h: 100,
        svg: `${rect(x - half * 0.8, y - 50, half * 1.6, 100, 8)}${ellipse(x + half * 0.8, 8, 50)}${line(x + half * 0.8, y, x + half, y)}${hatch(x - half * 0.6, x + half * 0.6, 80, 4)}`,
      }
    case 'housing':
      return {
        h: 120,
        svg: `<path d="M${f(x - half * 0.8)} ${f(y - 60)}H${f(x + half * 0.4)}L${f(x + half * 0.8)} ${f(y - 30)}V${f(y + 30)}L${f(x + half * 0.4)} ${f(y + 60)}H${f(x - half * 0.8)}Z"/>${ellipse(x + half * 0.8, 6, 30)}${line(x - half * 0.8, y - 40, x - half * 0.5, y - 40)}${line(x - half * 0.8, y + 40, x - half * 0.5, y + 40)}`,
      }
    case 'gears': {
      const teeth = Array.from({ length: 12 }, (_, i) => {
        const a = (i / 12) * Math.PI * 2
        const r = half * 0.62
        return line(
          x + Math.cos(a) * r,
          y + Math.sin(a) * r,
          x + Math.cos(a) * (r + 7),
          y + Math.sin(a) * (r + 7),
        )
      }).join('')
      return {
        h: half * 1.4 + 14,
        svg: `<circle cx="${f(x)}" cy="${f(y)}" r="${f(half * 0.62)}"/>${teeth}<circle cx="${f(x)}" cy="${f(y)}" r="${f(half * 0.2)}"/>`,
      }
    }
    case 'ring':
      return { h: 90, svg: `${ellipse(x, half * 0.25, 45)}${ellipse(x, half * 0.15, 30)}` }
    case 'chuck':
      return {
        h: 80,
        svg: `<path d="M${f(x - half * 0.7)} ${f(y - 40)}H${f(x + half * 0.3)}L${f(x + half * 0.8)} ${f(y - 14)}V${f(y + 14)}L${f(x + half * 0.3)} ${f(y + 40)}H${f(x - half * 0.7)}Z"/>${hatch(x - half * 0.6, x + half * 0.1, 60, 4)}`,
      }
    case 'spindle':
      return {
        h: 30,
        svg: `${rect(x - half * 0.9, y - 7, half * 1.8, 14, 2)}${rect(x - half * 0.2, y - 15, half * 0.4, 30, 2)}`,
      }
    case 'guard':
      return {
        h: 130,
        svg: `<path d="M${f(x - half * 0.1)} ${f(y + 65)}A${f(half * 0.8)} 65 0 0 1 ${f(x - half * 0.1)} ${f(y - 65)}H${f(x + half * 0.3)}V${f(y + 65)}Z"/>`,
      }
    case 'flange':
      return {
        h: 60,
        svg: `${ellipse(x - half * 0.25, 7, 30)}${ellipse(x + half * 0.25, 5, 18)}${line(x - half * 0.25, y, x + half * 0.25, y)}`,
      }
    case 'handle':
      return {
        h: 40,
        svg: `${rect(x - half * 0.9, y - 13, half * 1.4, 26, 12)}${line(x + half * 0.5, y, x + half * 0.95, y)}${hatch(x - half * 0.8, x + half * 0.4, 22, 4)}`,
      }
    case 'piston':
      return {
        h: 50,
        svg: `${rect(x - half * 0.6, y - 25, half * 1.2, 50, 4)}${line(x - half * 0.3, y - 25, x - half * 0.3, y + 25)}${line(x - half * 0.15, y - 25, x - half * 0.15, y + 25)}`,
      }
    case 'spring': {
      const step = (half * 1.4) / 12
      const zigzag = Array.from(
        { length: 12 },
        (_, i) => `L${f(x - half * 0.7 + step * (i + 1))} ${f(y + (i % 2 ? 22 : -22))}`,
      ).join('')
      return { h: 44, svg: `<path d="M${f(x - half * 0.7)} ${f(y + 22)}${zigzag}" fill="none"/>` }
    }
    case 'pad':
      return {
        h: 120,
        svg: `${ellipse(x, 12, 60)}${ellipse(x - 10, 10, 56)}${line(x + 12, y, x + half * 0.6, y)}`,
      }
    case 'plate':
      return {
        h: 40,
        svg: `<path d="M${f(x - half * 0.95)} ${f(y + 10)}L${f(x - half * 0.6)} ${f(y - 20)}H${f(x + half * 0.95)}L${f(x + half * 0.6)} ${f(y + 10)}Z"/>${rect(x - half * 0.2, y - 14, half * 0.4, 18, 2)}`,
      }
    case 'fan': {
      const vanes = Array.from({ length: 8 }, (_, i) => {
        const a = (i / 8) * Math.PI * 2
        return `<path d="M${f(x + Math.cos(a) * 12)} ${f(y + Math.sin(a) * 12)}Q${f(x + Math.cos(a + 0.5) * half * 0.5)} ${f(y + Math.sin(a + 0.5) * half * 0.5)} ${f(x + Math.cos(a + 0.3) * half * 0.72)} ${f(y + Math.sin(a + 0.3) * half * 0.72)}"/>`
      }).join('')
      return {
        h: half * 1.5,
        svg: `<circle cx="${f(x)}" cy="${f(y)}" r="${f(half * 0.75)}"/>${vanes}<circle cx="${f(x)}" cy="${f(y)}" r="12"/>`,
      }
    }
    case 'tube':
      return {
        h: 44,
        svg: `<path d="M${f(x - half * 0.95)} ${f(y - 22)}L${f(x + half * 0.95)} ${f(y - 12)}V${f(y + 12)}L${f(x - half * 0.95)} ${f(y + 22)}Z"/>${ellipse(x + half * 0.95, 4, 12)}`,
      }
    case 'bar':
      return {
        h: 40,
        svg: `<path d="M${f(x - half * 0.95)} ${f(y - 20)}H${f(x + half * 0.75)}A20 20 0 0 1 ${f(x + half * 0.75)} ${f(y + 20)}H${f(x - half * 0.95)}Z"/>${line(x - half * 0.8, y, x + half * 0.6, y)}`,
      }
    case 'bearing':
      return {
        h: 60,
        svg: `${ellipse(x, 9, 30)}${ellipse(x, 6, 16)}${[-23, 23].map((d) => `<circle cx="${f(x)}" cy="${f(y + d)}" r="4"/>`).join('')}`,
      }
    case 'screws':
      return {
        h: 56,
        svg: [-14, 0, 14]
          .map(
            (d) =>
              `${rect(x + d - 5, y - 28, 10, 8, 1)}<path d="M${f(x + d)} ${f(y - 20)}V${f(y + 26)}"/>${line(x + d - 3, y - 10, x + d + 3, y - 6)}${line(x + d - 3, y + 2, x + d + 3, y + 6)}${line(x + d - 3, y + 14, x + d + 3, y + 18)}`,
          )
          .join(''),
      }
  }
}

/** The exploded drawing of a demo tool by its model, or null when there is no such tool. */
export function explodedSvg(model: string): string | null {
  const product = PRODUCTS.find((p) => p.model === model)
  if (!product) return null
  const parts = partsOf(product)
  const drawn = parts.map((p, i) => {
    const { cx, slot } = layoutOf(i, parts.length)
    const w = Math.min(slot * 0.82, 96)
    const { svg, h } = glyph(p.shape, cx, AXIS_Y, w)
    // The callout where the seed placed it (percent of the drawing, to a tenth), which is
    // within half a unit of the part's centre: the page's links lie on these circles exactly.
    const x = (p.x / 100) * DRAWING_WIDTH
    const cy = (p.y / 100) * DRAWING_HEIGHT
    const top = cy < AXIS_Y
    const from = top ? AXIS_Y - h / 2 - 4 : AXIS_Y + h / 2 + 4
    const to = top ? cy + R : cy - R
    return {
      part: svg,
      leader: `<path d="M${f(x)} ${f(from)}V${f(to)}"/><circle cx="${f(x)}" cy="${f(from)}" r="2" fill="${INK}"/>`,
      callout: `<circle cx="${f(x)}" cy="${f(cy)}" r="${R}"/><text x="${f(x)}" y="${f(cy + 5)}">${p.number}</text>`,
    }
  })
  const axis = `<path d="M24 ${AXIS_Y}H${DRAWING_WIDTH - 24}" stroke="${FAINT}" stroke-width="1" stroke-dasharray="14 4 2 4" fill="none"/>`
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${DRAWING_WIDTH}" height="${DRAWING_HEIGHT}" viewBox="0 0 ${DRAWING_WIDTH} ${DRAWING_HEIGHT}" role="img" aria-label="${product.model}">`,
    `<rect width="${DRAWING_WIDTH}" height="${DRAWING_HEIGHT}" fill="#ffffff"/>`,
    axis,
    `<g fill="#ffffff" stroke="${INK}" stroke-width="1.6" stroke-linejoin="round">${drawn.map((d) => d.part).join('')}</g>`,
    `<g stroke="${FAINT}" stroke-width="1" fill="none">${drawn.map((d) => d.leader).join('')}</g>`,
    `<g fill="#ffffff" stroke="${INK}" stroke-width="1.6" font-family="Arial, Helvetica, sans-serif" font-size="14" font-weight="700" text-anchor="middle">${drawn
      .map((d) => d.callout)
      .join('')
      .replaceAll('<text ', `<text stroke="none" fill="${INK}" `)}</g>`,
    `<text x="${DRAWING_WIDTH - 24}" y="${DRAWING_HEIGHT - 12}" font-family="Arial, Helvetica, sans-serif" font-size="12" fill="${FAINT}" text-anchor="end">${product.model}</text>`,
    '</svg>',
  ].join('')
}
