/**
 * Places drawn in isometric view for the demo's banners, news covers and video posters: a
 * factory, a warehouse, a service outlet, a fair stand, a training room, a test lab, a planting
 * day and the service network over a map. Solids lit from the upper left (the top brightest, the
 * right side in shade) with soft contact shadows, in an 800 × 450 picture. No text.
 */
import { shade, tint } from './paint'

type Pt = [number, number]

const COS = Math.cos(Math.PI / 6)

/** Numbers in a path, to one decimal. */
const n = (v: number) => String(Math.round(v * 10) / 10)

const poly = (pts: Pt[], fill: string, extra = '') =>
  `<path d="M${pts.map(([x, y]) => `${n(x)} ${n(y)}`).join(' L')} Z" fill="${fill}"${extra}/>`

/**
 * One picture's drawing board: world units (x to the lower right, y to the lower left, z up)
 * projected from the origin (ox, oy) at scale s, and the gradients the picture uses, each
 * defined once.
 */
export class Board {
  private readonly defs = new Map<string, string>()
  constructor(
    private readonly ox: number,
    private readonly oy: number,
    private readonly s: number,
    /** Whether the picture has its own sky, or lies on another's background (a banner). */
    readonly sky = true,
  ) {}

  pt(x: number, y: number, z = 0): Pt {
    return [this.ox + (x - y) * COS * this.s, this.oy + (x + y) * 0.5 * this.s - z * this.s]
  }

  /** A vertical gradient from `top` to `bottom`, by name. */
  fade(id: string, top: string, bottom: string, opacity: [number, number] = [1, 1]): string {
    if (!this.defs.has(id)) {
      this.defs.set(
        id,
        `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}" stop-opacity="${opacity[0]}"/><stop offset="1" stop-color="${bottom}" stop-opacity="${opacity[1]}"/></linearGradient>`,
      )
    }
    return `url(#${id})`
  }

  /** A round highlight: light in its upper left, the colour, its shade at the rim. */
  ball(c: string): string {
    const id = `ib${c.slice(1)}`
    if (!this.defs.has(id)) {
      this.defs.set(
        id,
        `<radialGradient id="${id}" cx=".5" cy=".5" r=".55" fx=".35" fy=".3"><stop offset="0" stop-color="${tint(c, 0.35)}"/><stop offset=".55" stop-color="${c}"/><stop offset="1" stop-color="${shade(c, 1.6)}"/></radialGradient>`,
      )
    }
    return `url(#${id})`
  }

  /** The soft shadow under a solid. */
  private shadowPaint(): string {
    if (!this.defs.has('ish')) {
      this.defs.set(
        'ish',
        '<radialGradient id="ish" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#0b0f19" stop-opacity=".35"/><stop offset=".7" stop-color="#0b0f19" stop-opacity=".12"/><stop offset="1" stop-color="#0b0f19" stop-opacity="0"/></radialGradient>',
      )
    }
    return 'url(#ish)'
  }

  /** A flat piece of ground (a lawn, a road, a floor) at height z. */
  slab(x: number, y: number, w: number, d: number, fill: string, z = 0): string {
    return poly(
      [this.pt(x, y, z), this.pt(x + w, y, z), this.pt(x + w, y + d, z), this.pt(x, y + d, z)],
      fill,
    )
  }

  /**
   * A box from (x, y, z), w along x, d along y, h high: its top, its left side (facing +y) and its
   * right side (facing +x, in shade), with a shadow cast to the lower right.
   */
  box(
    x: number,
    y: number,
    z: number,
    w: number,
    d: number,
    h: number,
    c: string,
    shadow = true,
  ): string {
    const p = (a: number, b: number, c2: number) => this.pt(a, b, c2)
    const top = poly(
      [p(x, y, z + h), p(x + w, y, z + h), p(x + w, y + d, z + h), p(x, y + d, z + h)],
      tint(c, 0.22),
    )
    const left = poly(
      [p(x, y + d, z), p(x + w, y + d, z), p(x + w, y + d, z + h), p(x, y + d, z + h)],
      c,
    )
    const right = poly(
      [p(x + w, y, z), p(x + w, y + d, z), p(x + w, y + d, z + h), p(x + w, y, z + h)],
      shade(c, 1.45),
    )
    const edge = `<path d="M${n(p(x, y + d, z + h)[0])} ${n(p(x, y + d, z + h)[1])} L${n(p(x + w, y + d, z + h)[0])} ${n(p(x + w, y + d, z + h)[1])} L${n(p(x + w, y, z + h)[0])} ${n(p(x + w, y, z + h)[1])}" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="1"/>`
    const cast = shadow && z === 0 ? this.shadowUnder(x, y, w, d, h) : ''
    return `${cast}${left}${right}${top}${edge}`
  }

  /** The shadow a solid of this footprint casts on the ground, to the lower right. */
  shadowUnder(x: number, y: number, w: number, d: number, h: number): string {
    const [cx, cy] = this.pt(x + w / 2 + h * 0.25, y + d / 2 - h * 0.1, 0)
    const r = Math.max(w, d) * this.s * 0.75 + h * this.s * 0.2
    return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(r)}" ry="${n(r * 0.55)}" fill="${this.shadowPaint()}"/>`
  }

  /**
   * Windows in rows on a side of a box: the left side (`y` = `at`, windows along x) or the right
   * (`x` = `at`, windows along y), from `from` over `w`, from height z over h.
   */
  windows(
    side: 'left' | 'right',
    at: number,
    from: number,
    z: number,
    w: number,
    h: number,
    [cols, rows]: [number, number],
    glass: string,
  ): string {
    const on = (u: number, v: number) => (side === 'left' ? this.pt(u, at, v) : this.pt(at, u, v))
    const out: string[] = []
    const gw = w / cols
    const gh = h / rows
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const a = from + c * gw + gw * 0.18
        const b = z + r * gh + gh * 0.22
        const [a2, b2] = [a + gw * 0.64, b + gh * 0.56]
        out.push(poly([on(a, b), on(a2, b), on(a2, b2), on(a, b2)], glass))
      }
    }
    return out.join('')
  }

  /** A panel on the left side (y = y0) of a box: a door, a sign, a screen. */
  panelLeft(x: number, y0: number, z: number, w: number, h: number, fill: string): string {
    return poly(
      [this.pt(x, y0, z), this.pt(x + w, y0, z), this.pt(x + w, y0, z + h), this.pt(x, y0, z + h)],
      fill,
    )
  }

  /** A panel on the right side (x = x0) of a box. */
  panelRight(x0: number, y: number, z: number, d: number, h: number, fill: string): string {
    return poly(
      [this.pt(x0, y, z), this.pt(x0, y + d, z), this.pt(x0, y + d, z + h), this.pt(x0, y, z + h)],
      fill,
    )
  }

  /** An upright cylinder (a chimney, a tank, a trunk) standing at (x, y, z). */
  cylinder(x: number, y: number, z: number, r: number, h: number, c: string): string {
    const [bx, by] = this.pt(x, y, z)
    const [, ty] = this.pt(x, y, z + h)
    const rx = r * this.s * Math.SQRT2 * COS
    const ry = r * this.s * Math.SQRT2 * 0.5
    const id = `ic${c.slice(1)}`
    if (!this.defs.has(id)) {
      this.defs.set(
        id,
        `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${tint(c, 0.1)}"/><stop offset=".3" stop-color="${tint(c, 0.35)}"/><stop offset=".75" stop-color="${shade(c, 1.4)}"/><stop offset="1" stop-color="${shade(c, 1.8)}"/></linearGradient>`,
      )
    }
    return `${z === 0 ? this.shadowUnder(x - r, y - r, 2 * r, 2 * r, h) : ''}<path d="M${n(bx - rx)} ${n(ty)} V${n(by)} A${n(rx)} ${n(ry)} 0 0 0 ${n(bx + rx)} ${n(by)} V${n(ty)} Z" fill="url(#${id})"/><ellipse cx="${n(bx)}" cy="${n(ty)}" rx="${n(rx)}" ry="${n(ry)}" fill="${tint(c, 0.25)}"/>`
  }

  /** A tree: a trunk and a round crown of leaves. */
  tree(x: number, y: number, size: number, leaves = '#3f8f4f'): string {
    const [cx, cy] = this.pt(x, y, size * 1.6)
    const r = size * this.s
    return `${this.cylinder(x, y, 0, size * 0.12, size * 1.1, '#7c5a3a')}<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${this.ball(leaves)}"/>`
  }

  /** A map pin standing on (x, y): a drop-shaped head over its point, and its shadow. */
  pin(x: number, y: number, size: number, c: string): string {
    const [px, py] = this.pt(x, y, 0)
    const r = size * this.s
    const head = py - r * 2.4
    return `<ellipse cx="${n(px)}" cy="${n(py)}" rx="${n(r * 0.9)}" ry="${n(r * 0.38)}" fill="#0b0f19" fill-opacity=".3"/><path d="M${n(px)} ${n(py)} L${n(px - r * 0.86)} ${n(head + r * 0.5)} A${n(r)} ${n(r)} 0 1 1 ${n(px + r * 0.86)} ${n(head + r * 0.5)} Z" fill="${this.ball(c)}"/><circle cx="${n(px)}" cy="${n(head)}" r="${n(r * 0.4)}" fill="#fff"/>`
  }

  toString(): string {
    return this.defs.size ? `<defs>${[...this.defs.values()].join('')}</defs>` : ''
  }
}

/** A picture's parts after the paints they use (the parts are drawn first, so the board knows them). */
const drawn = (b: Board, parts: string[]) => `${b}${parts.join('')}`

const WALL = '#e7e9ee'
const ROOF = '#9aa3b0'
const CONCRETE = '#c9cdd4'
const ASPHALT = '#596170'
const LAWN = '#8cbf6e'
const GLASS_DARK = '#2f4f7a'

/** A sky above the horizon and the light ground of the picture. */
function backdrop(b: Board, sky: [string, string]): string {
  return b.sky ? `<rect width="800" height="450" fill="${b.fade('isky', sky[0], sky[1])}"/>` : ''
}

/** A lorry at a loading bay: a cab and a box trailer, facing -x. */
function lorry(b: Board, x: number, y: number, c: string): string {
  return `${b.box(x + 44, y, 0, 90, 26, 34, '#f3f4f6')}${b.box(x + 18, y + 1, 0, 26, 24, 26, c)}${b.panelLeft(x + 22, y + 25, 14, 16, 9, GLASS_DARK)}`
}

function factory(c: string, sky: boolean): string {
  const b = new Board(395, 135, 1.25, sky)
  const glass = b.fade('igl', '#bfdbfe', GLASS_DARK)
  const teeth = Array.from({ length: 5 }, (_, i) => {
    const x = 40 + i * 36
    // A sawtooth roof: a glazed north face and a sloping back, along y.
    const a = b.pt(x, 20, 60)
    const a2 = b.pt(x, 150, 60)
    const t = b.pt(x, 20, 80)
    const t2 = b.pt(x, 150, 80)
    const e = b.pt(x + 36, 20, 60)
    const e2 = b.pt(x + 36, 150, 60)
    return `${poly([t, t2, e2, e], tint(ROOF, 0.15))}${poly([a, a2, t2, t], glass)}${poly([a2, e2, t2], shade(ROOF, 1.2))}`
  }).join('')
  return drawn(b, [
    backdrop(b, ['#dbe7f5', '#f4f6f9']),
    b.slab(-60, -40, 420, 330, LAWN),
    b.slab(-20, 170, 380, 44, ASPHALT),
    b.slab(215, -40, 40, 210, ASPHALT),
    b.slab(20, 10, 200, 150, CONCRETE),
    b.box(40, 20, 0, 180, 130, 60, WALL),
    b.windows('left', 150, 40, 6, 180, 40, [10, 1], glass),
    teeth,
    b.panelRight(220, 40, 0, 40, 34, shade(WALL, 1.9)),
    b.panelRight(220, 95, 0, 40, 34, shade(WALL, 1.9)),
    b.box(-40, 60, 0, 70, 90, 96, '#dfe3ea'),
    b.windows('left', 150, -40, 8, 70, 84, [4, 5], glass),
    b.windows('right', 30, 60, 8, 90, 84, [5, 5], glass),
    b.box(-40, 60, 96, 70, 90, 6, c),
    b.cylinder(150, -10, 0, 7, 120, '#b8bec7'),
    b.box(147, -13, 108, 6, 6, 6, c, false),
    b.cylinder(250, 40, 0, 14, 40, '#d5d9df'),
    b.cylinder(250, 80, 0, 14, 40, '#d5d9df'),
    lorry(b, 240, 118, c),
    b.tree(-50, 190, 12),
    b.tree(-20, 230, 10, '#4d9a5a'),
    b.tree(300, 200, 13),
    b.tree(330, 150, 11, '#4d9a5a'),
    b.tree(300, -20, 12),
    b.tree(100, 240, 10),
  ])
}

function warehouse(c: string, sky: boolean): string {
  const b = new Board(370, 100, 1.4, sky)
  const doors = Array.from(
    { length: 4 },
    (_, i) =>
      `${b.panelRight(200, 14 + i * 34, 0, 24, 34, '#c5cad2')}${Array.from({ length: 6 }, (_, k) => b.panelRight(200, 14 + i * 34, 4 + k * 5, 24, 1, '#9ea5af')).join('')}`,
  ).join('')
  const pallets = [
    [230, 10],
    [250, 10],
    [230, 160],
  ]
    .map(
      ([x = 0, y = 0]) =>
        `${b.box(x, y, 0, 16, 16, 3, '#a07a4f')}${b.box(x + 1, y + 1, 3, 14, 14, 14, '#c9a36b', false)}`,
    )
    .join('')
  return drawn(b, [
    backdrop(b, ['#e0e9f4', '#f5f6f8']),
    b.slab(-60, -40, 400, 330, LAWN),
    b.slab(0, -10, 330, 210, CONCRETE),
    b.box(20, 0, 0, 180, 160, 56, '#d9dde4'),
    b.box(20, 0, 56, 180, 160, 4, '#b4bac3', false),
    b.panelLeft(20, 160, 50, 180, 6, c),
    b.panelRight(200, 0, 50, 160, 6, c),
    doors,
    b.windows('left', 160, 20, 40, 180, 12, [9, 1], b.fade('igl', '#bfdbfe', GLASS_DARK)),
    b.panelLeft(150, 160, 0, 26, 30, shade('#d9dde4', 1.5)),
    lorry(b, 210, 200, c),
    pallets,
    b.box(262, 60, 0, 14, 10, 12, '#f59e0b'),
    b.tree(-40, 180, 12),
    b.tree(-30, 240, 10, '#4d9a5a'),
    b.tree(320, -20, 12),
  ])
}

function outlet(c: string, sky: boolean): string {
  const b = new Board(420, 112, 1.7, sky)
  const glass = b.fade('igl', '#dbeafe', GLASS_DARK)
  const shelves = Array.from({ length: 3 }, (_, i) =>
    b.panelLeft(20 + i * 36, 110.5, 10 + (i % 2) * 4, 22, 3, c),
  ).join('')
  return drawn(b, [
    backdrop(b, ['#e3edf7', '#f6f7f9']),
    b.slab(-80, -40, 330, 260, '#d4d8de'),
    b.slab(-80, 150, 330, 40, ASPHALT),
    ...Array.from({ length: 6 }, (_, i) => b.slab(-60 + i * 50, 168, 24, 4, '#f3f4f6')),
    b.box(0, 0, 0, 140, 110, 50, WALL),
    b.panelLeft(10, 110, 4, 96, 32, glass),
    shelves,
    b.panelLeft(112, 110, 0, 20, 36, shade(GLASS_DARK, 1.2)),
    b.box(0, 110, 38, 140, 10, 8, c, false),
    b.box(0, 0, 50, 140, 110, 8, shade(WALL, 1.1), false),
    b.panelLeft(30, 110, 50.5, 80, 6, c),
    b.windows('right', 140, 10, 10, 90, 30, [3, 1], glass),
    b.box(170, 120, 0, 44, 20, 18, '#f3f4f6'),
    b.box(158, 120.5, 0, 12, 19, 12, '#f3f4f6'),
    b.panelLeft(160, 139.5, 6, 8, 5, GLASS_DARK),
    b.box(190, 121, 18, 20, 18, 1, c, false),
    b.tree(-40, 120, 11),
    b.tree(200, -10, 12, '#4d9a5a'),
    b.tree(230, 60, 10),
  ])
}

/** A trade-fair stand (fair) or a dealer conference's stage and seats (conference). */
function hall(c: string, seats: boolean, sky: boolean): string {
  const b = seats ? new Board(400, 85, 1.55, sky) : new Board(400, 60, 1.7, sky)
  const floor = '#cfd3da'
  const screen = b.fade('iscr', '#334155', '#0f172a')
  const common = [
    backdrop(b, ['#1f2937', '#374151']),
    b.slab(-40, -40, 330, 280, floor),
    b.box(-40, -40, 0, 330, 6, 90, '#4b5563', false),
    b.box(-40, -34, 0, 6, 274, 90, '#6b7280', false),
  ]
  if (seats) {
    const chairs = Array.from({ length: 4 }, (_, r) =>
      Array.from({ length: 7 }, (_, i) => {
        const x = 20 + i * 30
        const y = 120 + r * 28
        return `${b.box(x, y, 0, 16, 14, 8, '#374151')}${b.box(x, y + 12, 8, 16, 3, 14, c, false)}`
      }).join(''),
    ).join('')
    return drawn(b, [
      ...common,
      b.panelLeft(40, -33.9, 30, 190, 52, screen),
      b.panelLeft(52, -33.8, 40, 80, 6, c),
      b.panelLeft(52, -33.8, 52, 120, 4, '#64748b'),
      b.panelLeft(52, -33.8, 60, 100, 4, '#64748b'),
      b.box(20, -30, 0, 230, 60, 10, '#1f2937'),
      b.box(150, 0, 10, 20, 12, 22, c),
      chairs,
    ])
  }
  return drawn(b, [
    ...common,
    b.slab(10, 20, 230, 170, '#f3f4f6', 0.5),
    b.box(10, 14, 0, 230, 6, 70, '#f9fafb'),
    b.box(4, 14, 0, 6, 176, 70, '#f3f4f6'),
    b.box(10, 14, 70, 230, 6, 14, c, false),
    b.panelLeft(40, 20.1, 20, 110, 40, screen),
    b.panelLeft(150, 20.1, 20, 70, 40, tint(c, 0.1)),
    b.box(60, 110, 0, 70, 26, 24, c),
    b.box(60, 110, 24, 70, 26, 2, '#1f2937', false),
    ...[30, 170].map(
      (x) =>
        `${b.box(x, 60, 0, 24, 24, 30, '#f9fafb')}${b.box(x + 6, 66, 30, 12, 12, 6, '#1f2937', false)}`,
    ),
    b.box(180, 140, 0, 30, 30, 16, '#e5e7eb'),
  ])
}

function classroom(c: string, sky: boolean): string {
  const b = new Board(400, 50, 1.75, sky)
  const tables = Array.from({ length: 3 }, (_, r) =>
    Array.from({ length: 3 }, (_, i) => {
      const x = 20 + i * 70
      const y = 60 + r * 50
      return `${b.box(x, y, 0, 50, 24, 18, '#b08a5a')}${b.box(x + 14, y + 6, 18, 18, 8, 6, c, false)}${b.box(x + 4, y + 28, 0, 12, 10, 10, '#374151')}${b.box(x + 30, y + 28, 0, 12, 10, 10, '#374151')}`
    }).join(''),
  ).join('')
  return drawn(b, [
    backdrop(b, ['#eef2f5', '#f8fafc']),
    b.slab(-30, -30, 290, 230, '#d6c3a5'),
    b.box(-30, -36, 0, 290, 6, 100, '#eef0f3', false),
    b.box(-36, -36, 0, 6, 236, 100, '#e2e5ea', false),
    b.panelLeft(30, -29.9, 40, 150, 46, b.fade('iscr', '#1e293b', '#0f172a')),
    b.panelLeft(44, -29.8, 70, 70, 5, c),
    b.panelLeft(44, -29.8, 58, 110, 3, '#94a3b8'),
    b.panelLeft(44, -29.8, 50, 90, 3, '#94a3b8'),
    b.panelRight(-29.9, 40, 20, 60, 60, b.fade('igl', '#dbeafe', '#7ea6d8')),
    b.panelRight(-29.9, 120, 20, 60, 60, b.fade('igl', '#dbeafe', '#7ea6d8')),
    b.box(200, -20, 0, 40, 24, 30, '#9ca3af'),
    tables,
  ])
}

function lab(c: string, sky: boolean): string {
  const b = new Board(400, 55, 1.7, sky)
  const rigs = Array.from({ length: 3 }, (_, i) => {
    const y = 40 + i * 60
    return `${b.box(20, y, 0, 150, 30, 30, '#d1d5db')}${b.box(30, y + 4, 30, 40, 22, 30, '#1f2937')}${b.panelLeft(34, y + 26, 40, 32, 14, b.fade('iscr', '#22d3ee', '#0e7490'))}${b.box(90, y + 8, 30, 16, 14, 12, c)}${b.cylinder(130, y + 15, 30, 7, 20, '#9ca3af')}`
  }).join('')
  return drawn(b, [
    backdrop(b, ['#e6f0f8', '#f6f8fa']),
    b.slab(-30, -30, 290, 240, '#e5e7eb'),
    b.box(-30, -36, 0, 290, 6, 90, '#f1f5f9', false),
    b.box(190, 20, 0, 60, 60, 80, '#cbd5e1'),
    b.panelLeft(196, 80, 8, 48, 62, b.fade('igl', '#e0f2fe', '#64748b')),
    b.panelLeft(200, 80.1, 72, 12, 4, c),
    rigs,
  ])
}

function planting(sky: boolean): string {
  const b = new Board(400, 70, 1.6, sky)
  const trees = Array.from({ length: 4 }, (_, r) =>
    Array.from({ length: 5 }, (_, i) =>
      b.tree(
        10 + i * 50 + (r % 2) * 20,
        20 + r * 50,
        7 + ((i + r) % 3) * 3,
        (i + r) % 2 ? '#4d9a5a' : '#3f8f4f',
      ),
    ).join(''),
  ).join('')
  return drawn(b, [
    backdrop(b, ['#d8ecf7', '#f3f8f2']),
    b.slab(-40, -40, 340, 300, LAWN),
    b.slab(-40, 200, 340, 20, '#b08a5a'),
    trees,
  ])
}

/** The service network over a map: districts as blocks, outlets as pins. */
export function networkMap(c: string, sky = true): string {
  const b = new Board(400, 40, 1.6, sky)
  const blocks: string[] = []
  const pins: string[] = []
  for (let r = 0; r < 7; r++) {
    for (let i = 0; i < 8; i++) {
      const k = (r * 37 + i * 53) % 17
      if ((r === 0 || r === 6) && (i < 2 || i > 5)) continue
      const h = 2 + (k % 5) * 2
      const x = i * 34
      const y = r * 34
      blocks.push(
        b.box(
          x,
          y,
          0,
          30,
          30,
          h,
          k % 3 === 0 ? '#cfd8e3' : k % 3 === 1 ? '#dbe3ec' : '#c3ceda',
          false,
        ),
      )
      if (k % 4 === 1) pins.push(b.pin(x + 15, y + 15, 6 + (k % 3), c))
    }
  }
  return drawn(b, [
    backdrop(b, ['#eef3f8', '#f8fafc']),
    b.slab(-10, -10, 290, 260, '#e6ebf1'),
    ...blocks,
    ...pins,
  ])
}

/** A member's card and phone: the member centre. */
function member(c: string, sky: boolean): string {
  const b = new Board(290, 150, 2.6, sky)
  const screen = b.fade('iscr', '#f8fafc', '#dbe3ec')
  return drawn(b, [
    backdrop(b, ['#eef2f7', '#f8fafc']),
    b.box(0, 0, 0, 100, 64, 3, c),
    b.slab(8, 10, 22, 16, '#e9c46a', 3.1),
    b.slab(8, 40, 70, 5, tint(c, 0.5), 3.1),
    b.slab(8, 50, 50, 5, tint(c, 0.35), 3.1),
    b.box(120, -10, 0, 46, 8, 92, '#1f2937'),
    b.panelLeft(123, -1.9, 6, 40, 80, screen),
    b.panelLeft(128, -1.8, 62, 14, 14, b.ball(c)),
    b.panelLeft(146, -1.8, 70, 14, 3, '#94a3b8'),
    b.panelLeft(146, -1.8, 64, 10, 3, '#cbd5e1'),
    ...[0, 1, 2].map((i) => b.panelLeft(128, -1.8, 40 - i * 12, 30, 8, i === 0 ? c : '#e2e8f0')),
  ])
}

/** A service workshop: a bench under a pegboard, bins of parts; the tool on it is drawn by the caller. */
function workshop(c: string, sky: boolean): string {
  const b = new Board(400, 95, 1.7, sky)
  const holes = Array.from({ length: 6 }, (_, r) =>
    Array.from({ length: 14 }, (_, i) =>
      b.panelLeft(8 + i * 12, -29.9, 40 + r * 9, 2, 2, '#9aa3ae'),
    ).join(''),
  ).join('')
  const bins = Array.from({ length: 4 }, (_, i) =>
    b.box(
      150 + (i % 2) * 18,
      -24 + Math.floor(i / 2) * 16,
      36,
      16,
      14,
      8,
      i % 2 ? c : '#2563eb',
      false,
    ),
  ).join('')
  return drawn(b, [
    backdrop(b, ['#eef1f5', '#f7f8fa']),
    b.slab(-30, -30, 260, 200, '#d9dde3'),
    b.box(-30, -36, 0, 260, 6, 110, '#eceff3', false),
    b.panelLeft(0, -29.95, 36, 180, 64, '#d6c3a5'),
    holes,
    b.box(0, -24, 0, 200, 70, 34, '#6b7280'),
    b.box(0, -24, 34, 200, 70, 4, '#b08a5a', false),
    bins,
    b.box(20, 70, 0, 30, 30, 40, c),
    b.box(20, 70, 40, 30, 30, 3, '#374151', false),
  ])
}

/** A low plinth on a pale floor, what stands on it drawn by the caller: the emblems below. */
function plinth(b: Board, sky: [string, string]): string[] {
  return [
    backdrop(b, sky),
    b.slab(-60, -60, 320, 320, '#e5e7eb'),
    b.box(0, 0, 0, 200, 200, 14, '#f8fafc'),
  ]
}

/** Safety week: a hard hat, goggles and a cone on hazard-striped ground. */
function safety(c: string, sky: boolean): string {
  const b = new Board(400, 120, 1.45, sky)
  const stripes = Array.from({ length: 9 }, (_, i) =>
    b.slab(i * 22, 200, 11, 14, '#111827', 14.05),
  ).join('')
  const [hx, hy] = b.pt(70, 80, 14)
  const cone = (x: number, y: number) => {
    const [px, py] = b.pt(x, y, 14)
    return `${b.box(x - 16, y - 16, 14, 32, 32, 3, '#f97316', false)}<path d="M${n(px - 18)} ${n(py - 2)} L${n(px)} ${n(py - 78)} L${n(px + 18)} ${n(py - 2)} Z" fill="${b.fade('icone', '#fb923c', '#c2410c')}"/><path d="M${n(px - 11)} ${n(py - 26)} L${n(px + 11)} ${n(py - 26)} L${n(px + 8)} ${n(py - 38)} L${n(px - 8)} ${n(py - 38)} Z" fill="#fff"/>`
  }
  return drawn(b, [
    ...plinth(b, ['#fef3c7', '#fffbeb']),
    b.slab(0, 200, 200, 14, '#facc15', 14),
    stripes,
    `<ellipse cx="${n(hx)}" cy="${n(hy + 4)}" rx="70" ry="26" fill="${shade('#facc15', 1.5)}"/><path d="M${n(hx - 56)} ${n(hy)} A56 58 0 0 1 ${n(hx + 56)} ${n(hy)} Z" fill="${b.ball('#facc15')}"/><path d="M${n(hx - 6)} ${n(hy - 57)} h12 v57 h-12 Z" fill="${tint('#facc15', 0.3)}"/>`,
    b.box(120, 40, 14, 60, 10, 12, '#1f2937'),
    b.panelLeft(124, 50.1, 17, 22, 7, b.fade('igog', '#a5f3fc', '#0e7490')),
    b.panelLeft(152, 50.1, 17, 22, 7, b.fade('igog', '#a5f3fc', '#0e7490')),
    cone(150, 150),
    b.box(30, 150, 14, 40, 30, 26, c),
    b.panelLeft(42, 180.1, 24, 16, 6, '#fff'),
    b.panelLeft(47, 180.1, 19, 6, 16, '#fff'),
  ])
}

/** A standard: a bound document with its pages and a seal of approval. */
function standard(c: string, sky: boolean): string {
  const b = new Board(400, 120, 1.5, sky)
  const lines = Array.from({ length: 6 }, (_, i) =>
    b.slab(40, 40 + i * 16, i % 2 ? 70 : 100, 5, '#cbd5e1', 36.1),
  ).join('')
  const [sx, sy] = b.pt(150, 150, 40)
  return drawn(b, [
    ...plinth(b, ['#eef2ff', '#f8fafc']),
    b.box(20, 20, 14, 150, 150, 6, '#1e3a8a'),
    b.box(24, 24, 20, 142, 142, 14, '#f8fafc'),
    b.box(20, 20, 34, 150, 150, 2, '#f1f5f9', false),
    b.slab(40, 36, 120, 12, c, 36.1),
    lines,
    `<ellipse cx="${n(sx)}" cy="${n(sy + 6)}" rx="46" ry="26" fill="${shade(c, 1.6)}"/><ellipse cx="${n(sx)}" cy="${n(sy)}" rx="46" ry="26" fill="${b.ball(c)}"/><path d="M${n(sx - 16)} ${n(sy)} l11 8 l22 -14" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`,
  ])
}

/** An award: a cup on a stepped base. */
function award(c: string, sky: boolean): string {
  const b = new Board(400, 150, 1.5, sky)
  const [cx, cy] = b.pt(100, 100, 74)
  const gold = '#e0a526'
  return drawn(b, [
    ...plinth(b, ['#fffbeb', '#fefce8']),
    b.box(50, 50, 14, 100, 100, 22, '#1f2937'),
    b.panelLeft(70, 150.1, 20, 60, 10, c),
    b.box(70, 70, 36, 60, 60, 14, '#374151'),
    b.cylinder(100, 100, 50, 5, 24, gold),
    `<path d="M${n(cx - 48)} ${n(cy - 70)} C${n(cx - 48)} ${n(cy - 10)} ${n(cx - 20)} ${n(cy)} ${n(cx)} ${n(cy)} C${n(cx + 20)} ${n(cy)} ${n(cx + 48)} ${n(cy - 10)} ${n(cx + 48)} ${n(cy - 70)} Z" fill="${b.ball(gold)}"/><ellipse cx="${n(cx)}" cy="${n(cy - 70)}" rx="48" ry="14" fill="${shade(gold, 1.5)}"/><path d="M${n(cx - 48)} ${n(cy - 58)} c-34 0 -34 40 6 44 M${n(cx + 48)} ${n(cy - 58)} c34 0 34 40 -6 44" fill="none" stroke="${gold}" stroke-width="7"/>`,
  ])
}

/** A warranty: a certificate with its seal and ribbons, lying on the plinth. */
function warranty(c: string, sky: boolean): string {
  const b = new Board(400, 130, 1.5, sky)
  const lines = Array.from({ length: 4 }, (_, i) =>
    b.slab(40, 60 + i * 18, i % 2 ? 80 : 110, 5, '#cbd5e1', 17.1),
  ).join('')
  const [sx, sy] = b.pt(150, 140, 17)
  return drawn(b, [
    ...plinth(b, ['#f1f5f9', '#f8fafc']),
    b.box(20, 20, 14, 160, 170, 3, '#fffdf5'),
    b.slab(30, 30, 140, 18, c, 17.1),
    lines,
    `<path d="M${n(sx - 14)} ${n(sy)} l-10 46 l14 -8 l8 14 l6 -50 Z M${n(sx + 14)} ${n(sy)} l10 46 l-14 -8 l-8 14 l-6 -50 Z" fill="${shade(c, 1.3)}"/><ellipse cx="${n(sx)}" cy="${n(sy)}" rx="34" ry="20" fill="${b.ball(c)}"/><ellipse cx="${n(sx)}" cy="${n(sy)}" rx="22" ry="12" fill="none" stroke="#fff" stroke-width="3"/>`,
  ])
}

/** Carbon brushes: two blocks in their holders, springs and leads. */
function brushes(c: string, sky: boolean): string {
  const b = new Board(400, 130, 1.7, sky)
  const brush = (x: number) =>
    `${b.box(x, 60, 14, 44, 44, 40, '#9ca3af')}${b.box(x + 8, 68, 54, 28, 28, 30, '#2b2f36')}${b.cylinder(x + 22, 82, 84, 6, 14, '#d1d5db')}`
  const [ax, ay] = b.pt(52, 82, 98)
  const [bx, by] = b.pt(142, 82, 98)
  return drawn(b, [
    ...plinth(b, ['#f3f4f6', '#f9fafb']),
    brush(30),
    brush(120),
    `<path d="M${n(ax)} ${n(ay)} C${n(ax)} ${n(ay - 80)} ${n(bx)} ${n(by - 80)} ${n(bx)} ${n(by)}" fill="none" stroke="#b45309" stroke-width="5" stroke-linecap="round"/>`,
    b.box(60, 140, 14, 80, 30, 10, c),
  ])
}

/** Finding faults: a tablet with a checklist beside a multimeter. */
function faults(c: string, sky: boolean): string {
  const b = new Board(400, 120, 1.5, sky)
  const rows = Array.from(
    { length: 5 },
    (_, i) =>
      `${b.slab(30, 40 + i * 24, 12, 12, i < 3 ? c : '#e2e8f0', 20.1)}${b.slab(50, 42 + i * 24, i % 2 ? 60 : 80, 6, '#94a3b8', 20.1)}`,
  ).join('')
  return drawn(b, [
    ...plinth(b, ['#f3f4f6', '#f9fafb']),
    b.box(20, 20, 14, 120, 160, 6, '#1f2937'),
    b.slab(26, 28, 108, 144, '#f8fafc', 20.05),
    rows,
    b.box(150, 60, 14, 40, 70, 16, '#facc15'),
    b.slab(156, 66, 28, 26, '#1f2937', 30.1),
    b.slab(160, 70, 20, 14, b.fade('iscr', '#a7f3d0', '#10b981'), 30.2),
    b.cylinder(170, 110, 30, 8, 4, '#374151'),
  ])
}

export type IsoScene =
  | 'factory'
  | 'warehouse'
  | 'outlet'
  | 'fair'
  | 'conference'
  | 'classroom'
  | 'lab'
  | 'tree'
  | 'member'
  | 'workshop'
  | 'safety'
  | 'standard'
  | 'award'
  | 'warranty'
  | 'brushes'
  | 'faults'

/** An isometric scene in an 800 × 450 picture, in the colour `c` of its brand or story. */
export function isoScene(kind: IsoScene, c: string, sky = true): string {
  let art = ''
  switch (kind) {
    case 'factory':
      art = factory(c, sky)
      break
    case 'warehouse':
      art = warehouse(c, sky)
      break
    case 'outlet':
      art = outlet(c, sky)
      break
    case 'fair':
      art = hall(c, false, sky)
      break
    case 'conference':
      art = hall(c, true, sky)
      break
    case 'classroom':
      art = classroom(c, sky)
      break
    case 'lab':
      art = lab(c, sky)
      break
    case 'tree':
      art = planting(sky)
      break
    case 'member':
      art = member(c, sky)
      break
    case 'workshop':
      art = workshop(c, sky)
      break
    case 'safety':
      art = safety(c, sky)
      break
    case 'standard':
      art = standard(c, sky)
      break
    case 'award':
      art = award(c, sky)
      break
    case 'warranty':
      art = warranty(c, sky)
      break
    case 'brushes':
      art = brushes(c, sky)
      break
    case 'faults':
      art = faults(c, sky)
      break
  }
  return art
}
