/**
 * The demo catalogue's pictures, drawn as SVG: a side view of each kind of tool in its brand's
 * colours, the tool with its battery and charger, category tiles, brand logos, news covers,
 * video posters and banners. No captions: the pages name what they show.
 */
import type { Scene } from '~/server/db/seed-content'
import { BANNERS, NEWS, VIDEOS } from '~/server/db/seed-content'
import { BRANDS, brandOf, CATEGORIES, type Drawing, PRODUCTS } from '~/server/db/seed-data'
import { FILES } from '~/server/db/seed-documents'

const DARK = '#1f2937'
const STEEL = '#9ca3af'
const STEEL_DARK = '#6b7280'

/** A tool in a 400 × 300 box, facing right. */
function tool(kind: Drawing, body: string, accent: string, cordless: boolean): string {
  const battery = (x: number, y: number) =>
    `<rect x="${x}" y="${y}" width="120" height="44" rx="8" fill="${DARK}"/><rect x="${x + 8}" y="${y + 6}" width="104" height="10" rx="4" fill="${body}"/><rect x="${x + 84}" y="${y + 26}" width="22" height="6" rx="2" fill="#22c55e"/>`
  const cable = (x: number, y: number) =>
    `<path d="M${x} ${y} q-10 30 -40 38 t-60 20" fill="none" stroke="${DARK}" stroke-width="7" stroke-linecap="round"/><rect x="${x - 9}" y="${y - 14}" width="18" height="22" rx="5" fill="${DARK}"/>`
  const vents = (x: number, y: number, n: number) =>
    Array.from(
      { length: n },
      (_, i) =>
        `<rect x="${x + i * 9}" y="${y}" width="4" height="22" rx="2" fill="${accent}" opacity=".55"/>`,
    ).join('')
  switch (kind) {
    case 'drill':
    case 'wrench': {
      const nose =
        kind === 'drill'
          ? `<rect x="250" y="78" width="34" height="44" rx="6" fill="${accent}"/><rect x="284" y="84" width="46" height="32" rx="5" fill="${STEEL_DARK}"/><path d="M290 84 v32 M300 84 v32 M310 84 v32" stroke="${STEEL}" stroke-width="3"/><rect x="330" y="96" width="56" height="8" fill="${STEEL}"/><path d="M336 96 l8 8 M348 96 l8 8 M360 96 l8 8 M372 96 l8 8" stroke="${STEEL_DARK}" stroke-width="2"/>`
          : `<rect x="250" y="80" width="30" height="40" rx="8" fill="${accent}"/><rect x="280" y="86" width="26" height="28" rx="4" fill="${STEEL_DARK}"/><rect x="306" y="92" width="18" height="16" fill="${STEEL}"/><rect x="318" y="82" width="48" height="36" rx="6" fill="${STEEL_DARK}"/><rect x="324" y="88" width="36" height="24" rx="4" fill="${STEEL}"/>`
      return `<rect x="70" y="64" width="190" height="72" rx="34" fill="${body}"/>${vents(92, 84, 5)}${nose}
<path d="M120 130 L182 130 L172 232 L122 232 Z" fill="${body}"/><path d="M130 150 L170 150 L164 226 L128 226 Z" fill="${accent}"/>
<rect x="182" y="142" width="14" height="34" rx="6" fill="${accent}"/>
${cordless ? battery(88, 226) : `<rect x="112" y="226" width="70" height="26" rx="10" fill="${body}"/>${cable(130, 262)}`}`
    }
    case 'hammer':
      return `<rect x="90" y="70" width="200" height="70" rx="26" fill="${body}"/>${vents(110, 92, 6)}
<rect x="290" y="84" width="40" height="42" rx="8" fill="${accent}"/><rect x="330" y="96" width="60" height="16" rx="4" fill="${STEEL_DARK}"/><rect x="330" y="100" width="66" height="8" fill="${STEEL}"/>
<path d="M96 86 C40 86 40 236 96 236 L128 236 L128 212 L100 212 C74 212 74 110 100 110 Z" fill="${accent}"/>
<rect x="100" y="140" width="40" height="76" rx="10" fill="${body}"/>
<rect x="262" y="140" width="18" height="70" rx="8" fill="${DARK}" transform="rotate(18 271 140)"/>
${cordless ? battery(60, 236) : cable(110, 246)}`
    case 'grinder':
      return `<rect x="60" y="116" width="230" height="58" rx="28" fill="${body}"/>${vents(80, 134, 4)}<rect x="150" y="124" width="80" height="42" rx="18" fill="${accent}"/>
<path d="M290 100 h50 a14 14 0 0 1 14 14 v52 h-64 Z" fill="${STEEL_DARK}"/>
<rect x="318" y="70" width="14" height="34" rx="6" fill="${DARK}"/>
<path d="M262 196 a62 16 0 0 1 124 0" fill="${accent}"/><ellipse cx="324" cy="198" rx="62" ry="10" fill="${STEEL}"/><rect x="318" y="166" width="12" height="30" fill="${STEEL_DARK}"/>
${cordless ? `<rect x="14" y="118" width="50" height="54" rx="8" fill="${DARK}"/><rect x="20" y="126" width="10" height="38" rx="4" fill="${body}"/>` : cable(64, 152)}`
    case 'polisher':
      return `<rect x="60" y="100" width="230" height="58" rx="28" fill="${body}"/>${vents(80, 118, 4)}
<path d="M280 90 h60 a12 12 0 0 1 12 12 v56 h-72 Z" fill="${STEEL_DARK}"/>
<path d="M150 100 C150 40 260 40 270 96" fill="none" stroke="${accent}" stroke-width="18" stroke-linecap="round"/>
<rect x="310" y="158" width="12" height="26" fill="${STEEL_DARK}"/><rect x="236" y="182" width="160" height="22" rx="10" fill="#fbbf24"/><rect x="244" y="200" width="144" height="10" rx="5" fill="#f59e0b"/>
${cordless ? '' : cable(64, 136)}`
    case 'saw':
      return `<rect x="40" y="208" width="320" height="14" rx="4" fill="${STEEL_DARK}"/>
<circle cx="230" cy="196" r="74" fill="${STEEL}" stroke="${STEEL_DARK}" stroke-width="4" stroke-dasharray="6 6"/><circle cx="230" cy="196" r="10" fill="${DARK}"/>
<path d="M146 200 A84 84 0 0 1 314 200 L300 200 A70 70 0 0 0 160 200 Z" fill="${accent}"/><path d="M150 200 A80 80 0 0 1 310 200 Z" fill="${body}" opacity=".92"/>
<ellipse cx="170" cy="150" rx="48" ry="34" fill="${body}"/>${vents(146, 140, 4)}
<path d="M250 130 C250 70 330 70 340 128" fill="none" stroke="${accent}" stroke-width="18" stroke-linecap="round"/>
${cordless ? battery(40, 120) : cable(122, 160)}`
    case 'cutter':
      return `<rect x="30" y="240" width="340" height="26" rx="6" fill="${DARK}"/><rect x="210" y="214" width="90" height="26" rx="4" fill="${STEEL_DARK}"/>
<rect x="64" y="190" width="30" height="54" rx="4" fill="${STEEL_DARK}"/>
<path d="M80 196 L210 120" stroke="${STEEL_DARK}" stroke-width="14" stroke-linecap="round"/>
<circle cx="250" cy="150" r="92" fill="${STEEL}" opacity=".9"/><circle cx="250" cy="150" r="12" fill="${DARK}"/>
<path d="M150 150 A100 100 0 0 1 350 150 L330 150 A80 80 0 0 0 170 150 Z" fill="${body}"/>
<ellipse cx="176" cy="104" rx="56" ry="30" fill="${body}"/>${vents(150, 94, 5)}
<path d="M300 60 C330 40 370 60 360 90" fill="none" stroke="${accent}" stroke-width="16" stroke-linecap="round"/>`
    case 'trimmer':
      return `<rect x="210" y="136" width="180" height="20" rx="4" fill="${STEEL}"/><path d="${Array.from({ length: 11 }, (_, i) => `M${216 + i * 16} 136 l6 -10 l6 10 M${216 + i * 16} 156 l6 10 l6 -10`).join(' ')}" stroke="${STEEL_DARK}" stroke-width="3" fill="${STEEL}"/>
<rect x="80" y="112" width="140" height="68" rx="26" fill="${body}"/>${vents(100, 134, 4)}
<path d="M150 112 C150 60 230 60 236 112" fill="none" stroke="${accent}" stroke-width="16" stroke-linecap="round"/>
<path d="M82 130 C30 130 30 200 82 200" fill="none" stroke="${accent}" stroke-width="16" stroke-linecap="round"/>
${cordless ? battery(60, 186) : cable(80, 170)}`
    case 'blower':
      return `<path d="M200 120 L380 138 L380 156 L200 176 Z" fill="${body}"/><rect x="372" y="134" width="14" height="26" rx="4" fill="${DARK}"/>
<ellipse cx="150" cy="150" rx="70" ry="52" fill="${body}"/>${vents(118, 140, 5)}
<path d="M110 104 C120 56 200 56 206 110" fill="none" stroke="${accent}" stroke-width="18" stroke-linecap="round"/>
${cordless ? battery(96, 196) : cable(96, 190)}`
    case 'chainsaw':
      return `<path d="M220 126 L380 136 A18 18 0 0 1 380 172 L220 182 Z" fill="${STEEL}" stroke="${DARK}" stroke-width="4" stroke-dasharray="5 4"/>
<rect x="70" y="110" width="170" height="86" rx="24" fill="${body}"/>${vents(94, 142, 5)}
<path d="M120 110 C126 50 220 50 230 110" fill="none" stroke="${accent}" stroke-width="16" stroke-linecap="round"/>
<rect x="214" y="86" width="12" height="46" rx="4" fill="${accent}" transform="rotate(-12 220 110)"/>
${cordless ? battery(80, 196) : cable(76, 180)}`
  }
}

/** The battery and charger that come with a cordless tool. */
function kitParts(body: string): string {
  return `<g transform="translate(40 210)"><rect width="120" height="44" rx="8" fill="${DARK}"/><rect x="8" y="6" width="104" height="10" rx="4" fill="${body}"/><rect x="84" y="26" width="22" height="6" rx="2" fill="#22c55e"/></g>
<g transform="translate(220 214)"><rect width="140" height="40" rx="10" fill="${DARK}"/><rect x="20" y="-10" width="100" height="14" rx="5" fill="${STEEL_DARK}"/><circle cx="120" cy="22" r="5" fill="#ef4444"/></g>`
}

function frame(w: number, h: number, bg: string, content: string, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${label}"><rect width="${w}" height="${h}" fill="${bg}"/>${content}</svg>`
}

/** A tool drawing fitted into a w × h picture. */
function place(
  drawing: string,
  w: number,
  h: number,
  box: [number, number, number, number] = [0, 0, w, h],
): string {
  const [x, y, bw, bh] = box
  const s = Math.min(bw / 400, bh / 300)
  const dx = x + (bw - 400 * s) / 2
  const dy = y + (bh - 300 * s) / 2
  return `<g transform="translate(${dx.toFixed(1)} ${dy.toFixed(1)}) scale(${s.toFixed(3)})">${drawing}</g>`
}

/** Simple scenes for covers and posters: shapes, no text. */
function scene(kind: Scene | NonNullable<(typeof VIDEOS)[number]['poster']>, color: string) {
  const ground = '<rect y="360" width="800" height="90" fill="#d1d5db"/>'
  switch (kind) {
    case 'factory':
    case 'warehouse':
      return `${ground}<path d="M80 360 V200 L200 140 V200 L320 140 V200 L440 140 V200 L560 140 V360 Z" fill="${DARK}"/><rect x="600" y="110" width="36" height="250" fill="${STEEL_DARK}"/><rect x="560" y="230" width="180" height="130" fill="${color}"/>${Array.from({ length: 4 }, (_, i) => `<rect x="${110 + i * 110}" y="250" width="60" height="40" fill="#fde68a"/>`).join('')}${kind === 'warehouse' ? '<rect x="600" y="300" width="100" height="60" fill="#fde68a"/>' : ''}`
    case 'outlet':
      return `${ground}<rect x="180" y="160" width="440" height="200" fill="#f9fafb" stroke="${DARK}" stroke-width="6"/><rect x="180" y="130" width="440" height="50" fill="${color}"/><rect x="230" y="230" width="140" height="130" fill="${STEEL}"/><rect x="420" y="220" width="150" height="90" fill="#bfdbfe"/><path d="M372 170 l20 -20 a18 18 0 1 1 14 14 l-20 20" fill="none" stroke="#fff" stroke-width="8"/>`
    case 'fair':
    case 'conference':
      return `<rect y="330" width="800" height="120" fill="#e5e7eb"/><rect x="120" y="90" width="560" height="200" rx="10" fill="${color}"/><rect x="150" y="120" width="500" height="140" fill="${DARK}"/>${Array.from({ length: 9 }, (_, i) => `<circle cx="${130 + i * 68}" cy="360" r="22" fill="${STEEL_DARK}"/><rect x="${110 + i * 68}" y="380" width="40" height="60" rx="14" fill="${STEEL_DARK}"/>`).join('')}`
    case 'classroom':
      return `<rect width="800" height="450" fill="#ecfdf5"/><rect x="120" y="70" width="560" height="170" rx="8" fill="${DARK}"/>${Array.from({ length: 3 }, (_, r) => Array.from({ length: 5 }, (_, i) => `<rect x="${140 + i * 110}" y="${280 + r * 55}" width="80" height="14" rx="4" fill="${color}"/>`).join('')).join('')}`
    case 'safety':
      return `<rect width="800" height="450" fill="#fef3c7"/><path d="M400 70 L560 130 V230 C560 320 480 370 400 400 C320 370 240 320 240 230 V130 Z" fill="${color}"/><path d="M330 230 l50 50 l100 -110" fill="none" stroke="#fff" stroke-width="26" stroke-linecap="round" stroke-linejoin="round"/>`
    case 'standard':
      return `<rect width="800" height="450" fill="#eef2ff"/><rect x="270" y="50" width="260" height="350" rx="12" fill="#fff" stroke="${DARK}" stroke-width="6"/>${Array.from({ length: 6 }, (_, i) => `<rect x="305" y="${100 + i * 36}" width="${i % 2 ? 150 : 190}" height="12" rx="6" fill="${STEEL}"/>`).join('')}<circle cx="500" cy="340" r="56" fill="${color}"/><path d="M472 340 l20 20 l36 -40" fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round"/>`
    case 'award':
      return `<rect width="800" height="450" fill="#fffbeb"/><path d="M320 80 H480 V170 C480 230 440 260 400 260 C360 260 320 230 320 170 Z" fill="#f59e0b"/><path d="M320 110 H270 C270 180 310 200 330 200 M480 110 H530 C530 180 490 200 470 200" fill="none" stroke="#f59e0b" stroke-width="14"/><rect x="385" y="260" width="30" height="60" fill="#d97706"/><rect x="330" y="320" width="140" height="36" rx="6" fill="${color}"/>`
    case 'tree':
      return `${ground}${Array.from({ length: 5 }, (_, i) => `<rect x="${118 + i * 140}" y="260" width="20" height="100" fill="#92400e"/><circle cx="${128 + i * 140}" cy="${230 - (i % 2) * 30}" r="${60 + (i % 3) * 10}" fill="${i % 2 ? '#15803d' : '#22c55e'}"/>`).join('')}<rect y="400" width="800" height="50" fill="#93c5fd"/>`
    case 'lab':
      return `<rect width="800" height="450" fill="#f0f9ff"/><rect x="80" y="300" width="640" height="24" fill="${DARK}"/>${Array.from({ length: 4 }, (_, i) => `<rect x="${130 + i * 150}" y="200" width="90" height="100" rx="8" fill="${DARK}"/><rect x="${140 + i * 150}" y="208" width="70" height="16" rx="4" fill="${color}"/><rect x="${190 + i * 150}" y="270" width="16" height="6" rx="2" fill="#22c55e"/>`).join('')}`
    case 'battery':
    case 'charger':
      return `<rect width="800" height="450" fill="#f3f4f6"/>${place(kitParts(color), 800, 450, [120, 40, 560, 420])}`
    case 'brushes':
      return `<rect width="800" height="450" fill="#f3f4f6"/><rect x="250" y="150" width="110" height="160" rx="10" fill="${DARK}"/><rect x="440" y="150" width="110" height="160" rx="10" fill="${DARK}"/><path d="M305 150 C305 90 495 90 495 150" fill="none" stroke="#b45309" stroke-width="8"/><rect x="270" y="170" width="70" height="50" fill="${STEEL}"/><rect x="460" y="170" width="70" height="50" fill="${STEEL}"/>`
    case 'care':
      return `<rect width="800" height="450" fill="#f3f4f6"/>${place(tool('drill', color, DARK, true), 800, 450, [60, 60, 480, 360])}<path d="M560 120 l120 -40 v90 Z" fill="${STEEL_DARK}"/>${Array.from({ length: 4 }, (_, i) => `<circle cx="${530 - i * 30}" cy="${150 + (i % 2) * 20}" r="${8 - i}" fill="${STEEL}"/>`).join('')}`
    case 'faults':
      return `<rect width="800" height="450" fill="#f3f4f6"/>${Array.from({ length: 5 }, (_, i) => `<rect x="220" y="${70 + i * 66}" width="46" height="46" rx="8" fill="#fff" stroke="${DARK}" stroke-width="5"/><path d="M230 ${93 + i * 66} l10 10 l18 -22" fill="none" stroke="${color}" stroke-width="7"/><rect x="290" y="${86 + i * 66}" width="${300 - (i % 3) * 40}" height="14" rx="7" fill="${STEEL}"/>`).join('')}`
    case 'warranty':
      return `<rect width="800" height="450" fill="#f3f4f6"/><rect x="250" y="70" width="300" height="320" rx="14" fill="#fff" stroke="${DARK}" stroke-width="6"/><circle cx="400" cy="190" r="70" fill="${color}"/><path d="M365 190 l25 25 l45 -50" fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round"/><rect x="300" y="300" width="200" height="14" rx="7" fill="${STEEL}"/>`
  }
}

const PALETTE = ['#c8102e', '#0f766e', '#1d4ed8', '#b45309', '#7c3aed', '#be123c']

function paletteFor(text: string): string {
  let h = 0
  for (const ch of text) h = (h * 31 + (ch.codePointAt(0) ?? 0)) >>> 0
  return PALETTE[h % PALETTE.length] ?? '#c8102e'
}

function productPicture(model: string, set: boolean): string | null {
  const p = PRODUCTS.find((x) => x.model === model)
  if (!p) return null
  const [body, accent] = brandOf(p.brand).colors
  const kind = p.drawing ?? CATEGORIES.find((c) => c.key === p.category)?.drawing ?? 'drill'
  const drawing = tool(kind, body, accent, p.cordless)
  const content = set
    ? `${place(drawing, 800, 800, [60, 60, 680, 500])}${p.cordless ? place(kitParts(body), 800, 800, [120, 520, 560, 260]) : ''}`
    : place(drawing, 800, 800, [40, 120, 720, 560])
  return frame(800, 800, '#f3f4f6', content, p.model)
}

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
    'home-network': Array.from(
      { length: 14 },
      (_, i) =>
        `<circle cx="${1050 + ((i * 137) % 700)}" cy="${90 + ((i * 89) % 420)}" r="14" fill="#c8102e"/><circle cx="${1050 + ((i * 137) % 700)}" cy="${90 + ((i * 89) % 420)}" r="5" fill="#fff"/>`,
    ).join(''),
    about: place(scene('factory', '#c8102e'), 1920, 600, [1000, 40, 860, 520]),
    contact: `<circle cx="1450" cy="300" r="170" fill="#c8102e"/><path d="M1390 230 c-20 60 20 130 80 150 l30 -30 l50 30 l-20 50 c-120 0 -200 -110 -180 -210 l50 -10 l20 50 Z" fill="#fff"/>`,
    member: `<rect x="1250" y="150" width="420" height="280" rx="24" fill="#c8102e"/><circle cx="1360" cy="270" r="50" fill="#fff"/><rect x="1440" y="240" width="180" height="18" rx="9" fill="#fff"/><rect x="1440" y="290" width="130" height="18" rx="9" fill="#fff" opacity=".7"/>`,
    product: lineup(['polisher', 'cutter', 'trimmer']),
    service: place(scene('care', '#c8102e'), 1920, 600, [1000, 40, 860, 520]),
    recruits: place(scene('classroom', '#c8102e'), 1920, 600, [1000, 40, 860, 520]),
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
    default:
      return null
  }
}
