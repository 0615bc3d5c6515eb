/**
 * The demo tools' spare parts: each tool's exploded drawing lists the parts of its kind (motor,
 * gearing, the working end, how it is powered), numbered along the drawing from the back of the
 * tool to the front. A part number is the brand's: tools of one brand that use the same part
 * (the carbon brushes of its larger motors, the battery terminal block of its 20 V tools, its
 * power cord) list the same number. Names are in both languages; the numbers, quantities and
 * the callouts' places are the same in both. The drawings (app/server/media/exploded.ts) are
 * laid out by the same rule, so each callout lands on its leader line.
 */
import type { Locale } from '~/i18n/locale'
import type { PartName, ProductPart } from './schema'
import type { BrandCode, L, ProductDef } from './seed-data'

/** How a part is drawn in an exploded view (app/server/media/exploded.ts). */
export type PartShape =
  | 'cord'
  | 'block'
  | 'board'
  | 'switch'
  | 'brushes'
  | 'coil'
  | 'armature'
  | 'motor'
  | 'housing'
  | 'gears'
  | 'ring'
  | 'chuck'
  | 'spindle'
  | 'guard'
  | 'flange'
  | 'handle'
  | 'piston'
  | 'spring'
  | 'pad'
  | 'plate'
  | 'fan'
  | 'tube'
  | 'bar'
  | 'bearing'
  | 'screws'

type PartDef = {
  name: L
  shape: PartShape
  quantity: number
  /**
   * What makes the part the same on two tools of a brand: tools whose parts have the same
   * share key list the same part number (the model's own parts have the model in it).
   */
  share: string
}

/** The drawing's size: an 800 × 500 picture, the tool's axis across its middle. */
export const DRAWING_WIDTH = 800
export const DRAWING_HEIGHT = 500
/** Where the parts lie, and the rows of callouts above and below them (y in the picture). */
export const AXIS_Y = 250
export const CALLOUT_TOP = 52
export const CALLOUT_BOTTOM = 448
const MARGIN = 40

const part = (en: string, zh: string, shape: PartShape, quantity: number, share: string) => ({
  name: { en, zh },
  shape,
  quantity,
  share,
})

function watts(p: ProductDef): number {
  const power = p.specs.find(([key]) => key === 'power')?.[1] ?? ''
  return Number(power.replace(/[^\d]/g, '')) || 0
}

function volts(p: ProductDef): string {
  return (p.specs.find(([key]) => key === 'voltage')?.[1] ?? '').replace(/\s/g, '')
}

/** Millimetres of the tool's disc, blade, pad or bar, when it has one. */
function size(p: ProductDef): number {
  for (const key of ['disc', 'blade', 'pad', 'bar', 'capacity'] as const) {
    const value = p.specs.find(([k]) => k === key)?.[1]
    const mm = value ? /(\d+) mm/.exec(value)?.[1] : undefined
    if (mm) return Number(mm)
  }
  return Number(/(\d+) mm/.exec(p.title.en)?.[1] ?? 0)
}

function kindOf(p: ProductDef): string {
  if (p.drawing) return p.drawing
  return {
    drills: 'drill',
    grinders: 'grinder',
    hammers: 'hammer',
    wrenches: 'wrench',
    saws: 'saw',
    cutters: 'cutter',
    polishers: 'polisher',
    garden: 'trimmer',
  }[p.category]
}

/** How the tool is powered and driven: the back of its drawing. */
function powerParts(p: ProductDef, switchKind: 'trigger' | 'paddle' | 'slide'): PartDef[] {
  const switchName = {
    trigger: part('Trigger switch', '扳机开关', 'switch', 1, `switch-trigger-${p.cordless}`),
    paddle: part('Paddle switch', '压板开关', 'switch', 1, `switch-paddle-${p.cordless}`),
    slide: part('Slide switch', '滑动开关', 'switch', 1, `switch-slide-${p.cordless}`),
  }[switchKind]
  if (p.cordless) {
    const brushless = /brushless/i.test(p.title.en)
    return [
      part('Battery terminal block', '电池端子座', 'block', 1, `terminal-${volts(p) || '20V'}`),
      ...(brushless
        ? [part('Motor controller board', '电机控制板', 'board', 1, `controller-${p.model}`)]
        : []),
      switchName,
      brushless
        ? part(
            'Brushless motor (rotor and stator)',
            '无刷电机（转子和定子）',
            'motor',
            1,
            `motor-${p.model}`,
          )
        : part('DC motor', '直流电机', 'motor', 1, `dc-motor-${volts(p)}`),
    ]
  }
  const large = watts(p) > 1000
  return [
    part('Power cord with plug', '电源线（带插头）', 'cord', 1, 'cord'),
    switchName,
    part('Carbon brush set', '碳刷组', 'brushes', 1, `brushes-${large ? 'large' : 'small'}`),
    part('Field coil (stator)', '定子线圈', 'coil', 1, `field-${p.model}`),
    part('Armature (rotor)', '转子', 'armature', 1, `armature-${p.model}`),
  ]
}

const bearing = (code: string, quantity: number) =>
  part(`Ball bearing ${code}`, `深沟球轴承 ${code}`, 'bearing', quantity, `bearing-${code}`)
const screws = (quantity: number) =>
  part('Housing screw ST4 × 20', '机壳螺钉 ST4 × 20', 'screws', quantity, 'screw-st4x20')
const sideHandle = part('Side handle', '辅助手柄', 'handle', 1, 'side-handle')

/** The parts of a tool, back to front, by its kind. */
function partDefsOf(p: ProductDef): PartDef[] {
  const mm = size(p)
  switch (kindOf(p)) {
    case 'drill': {
      const keyed = /keyed|key/i.test(p.box.map((b) => b.en).join(' '))
      return [
        ...powerParts(p, 'trigger'),
        bearing('608ZZ', 1),
        part('Gear housing', '齿轮箱', 'housing', 1, `gear-housing-${p.model}`),
        part('Planetary gear set', '行星齿轮组', 'gears', 1, `planetary-${p.model}`),
        ...(p.cordless ? [part('Clutch ring', '扭力调节环', 'ring', 1, `clutch-${volts(p)}`)] : []),
        keyed
          ? part('Keyed chuck 13 mm', '扳手夹头 13 mm', 'chuck', 1, 'chuck-keyed-13')
          : part(
              `Keyless chuck ${volts(p) === '12V' ? '10' : '13'} mm`,
              `自锁夹头 ${volts(p) === '12V' ? '10' : '13'} mm`,
              'chuck',
              1,
              `chuck-keyless-${volts(p) === '12V' ? '10' : '13'}`,
            ),
        screws(6),
      ]
    }
    case 'wrench':
      return [
        ...powerParts(p, 'trigger'),
        bearing('608ZZ', 1),
        part('Hammer case', '冲击机构壳', 'housing', 1, `hammer-case-${p.model}`),
        part('Impact spring', '冲击弹簧', 'spring', 1, `impact-spring-${p.model}`),
        part('Hammer', '冲击锤', 'piston', 1, `hammer-${p.model}`),
        /hex/i.test(p.title.en)
          ? part('Anvil, 1/4" hex', '输出轴（1/4" 六角）', 'spindle', 1, 'anvil-hex')
          : part('Anvil, 1/2" square', '输出轴（1/2" 方头）', 'spindle', 1, 'anvil-half'),
        screws(5),
      ]
    case 'grinder':
      return [
        ...powerParts(p, p.cordless ? 'paddle' : 'slide'),
        bearing('6201ZZ', 1),
        part('Gear housing', '齿轮箱', 'housing', 1, `grinder-housing-${mm}`),
        part('Spiral bevel gear set', '螺旋伞齿轮组', 'gears', 1, `bevel-${mm}`),
        part('Spindle', '主轴', 'spindle', 1, `grinder-spindle-${mm}`),
        part(`Wheel guard ${mm} mm`, `砂轮防护罩 ${mm} mm`, 'guard', 1, `wheel-guard-${mm}`),
        part(
          `Inner flange and lock nut ${mm > 100 ? 'M14' : 'M10'}`,
          `内压板和锁紧螺母 ${mm > 100 ? 'M14' : 'M10'}`,
          'flange',
          1,
          `flange-${mm > 100 ? 'M14' : 'M10'}`,
        ),
        sideHandle,
      ]
    case 'hammer': {
      const max = /sds-max/i.test(p.title.en)
      return [
        ...powerParts(p, 'trigger'),
        part('Crank housing', '曲轴箱', 'housing', 1, `crank-housing-${p.model}`),
        part('Piston', '活塞', 'piston', 1, `piston-${max ? 'max' : 'plus'}`),
        part('Striker', '撞锤', 'piston', 1, `striker-${max ? 'max' : 'plus'}`),
        part('O-ring set', 'O 形圈组', 'ring', 1, `o-rings-${max ? 'max' : 'plus'}`),
        part(
          max ? 'SDS-max tool holder' : 'SDS-plus tool holder',
          max ? 'SDS-max 钻头夹持器' : 'SDS-plus 钻头夹持器',
          'chuck',
          1,
          `tool-holder-${max ? 'max' : 'plus'}`,
        ),
        sideHandle,
      ]
    }
    case 'saw':
      return [
        ...powerParts(p, 'trigger'),
        bearing('6201ZZ', 2),
        part('Gear housing', '齿轮箱', 'housing', 1, `saw-housing-${p.model}`),
        part('Spindle', '主轴', 'spindle', 1, `saw-spindle-${mm}`),
        part('Outer flange and blade bolt', '外压板和锯片螺栓', 'flange', 1, 'blade-bolt'),
        part(
          `Lower blade guard ${mm} mm`,
          `下锯片防护罩 ${mm} mm`,
          'guard',
          1,
          `lower-guard-${mm}`,
        ),
        part('Base plate', '底板', 'plate', 1, `base-${mm}`),
      ]
    case 'cutter':
      return [
        ...powerParts(p, 'trigger'),
        bearing('6203ZZ', 2),
        part('Gear housing', '齿轮箱', 'housing', 1, `cutter-housing-${p.model}`),
        part('Spindle', '主轴', 'spindle', 1, `cutter-spindle-${mm}`),
        part(`Wheel guard ${mm} mm`, `砂轮防护罩 ${mm} mm`, 'guard', 1, `cutter-guard-${mm}`),
        part('Quick-release vise', '快速虎钳', 'plate', 1, 'vise'),
        part('Return spring', '复位弹簧', 'spring', 1, 'return-spring'),
      ]
    case 'polisher':
      return [
        ...powerParts(p, 'trigger'),
        bearing('6201ZZ', 1),
        part('Gear housing', '齿轮箱', 'housing', 1, `polisher-housing-${p.model}`),
        part('Spindle', '主轴', 'spindle', 1, `polisher-spindle-${p.model}`),
        part(`Backing pad ${mm} mm`, `托盘 ${mm} mm`, 'pad', 1, `backing-pad-${mm}`),
        part('D-handle', 'D 形手柄', 'handle', 1, 'd-handle'),
      ]
    case 'trimmer':
      return [
        ...powerParts(p, 'trigger'),
        part('Gearbox', '齿轮箱', 'housing', 1, `trimmer-gearbox-${p.model}`),
        part('Crank gear', '曲柄齿轮', 'gears', 1, `crank-gear-${p.model}`),
        part(`Blade assembly ${mm} mm`, `刀片总成 ${mm} mm`, 'bar', 1, `trimmer-blade-${mm}`),
        part('Blade sheath', '刀片护套', 'tube', 1, `trimmer-sheath-${mm}`),
        screws(8),
      ]
    case 'blower':
      return [
        ...powerParts(p, 'trigger'),
        part('Fan impeller', '风扇叶轮', 'fan', 1, `impeller-${p.model}`),
        part('Fan housing', '风扇壳', 'housing', 1, `fan-housing-${p.model}`),
        part('Blower tube', '吹风管', 'tube', 1, `blower-tube-${p.model}`),
        screws(6),
      ]
    case 'chainsaw':
      return [
        ...powerParts(p, 'trigger'),
        part('Oil pump', '油泵', 'block', 1, `oil-pump-${p.model}`),
        part('Drive sprocket', '主动链轮', 'gears', 1, `sprocket-${p.model}`),
        part('Chain tensioner', '链条张紧器', 'spring', 1, `tensioner-${p.model}`),
        part(`Guide bar ${mm} mm`, `导板 ${mm} mm`, 'bar', 1, `guide-bar-${mm}`),
        part(`Saw chain ${mm} mm`, `锯链 ${mm} mm`, 'ring', 1, `saw-chain-${mm}`),
      ]
    default:
      return powerParts(p, 'trigger')
  }
}

function hashOf(text: string): number {
  let h = 2166136261
  for (const ch of text) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 16777619) >>> 0
  return h
}

/**
 * A part number in the brand's own form, from what makes the part the same on two tools: the
 * maker's `1619RF` followed by four digits, DCK's six digits and a check digit, DCA's `N` and
 * six digits, Kinlux's `KX-` and five digits.
 */
export function partNumberOf(brand: BrandCode, share: string): string {
  const h = hashOf(`${brand}:${share}`)
  switch (brand) {
    case 'own':
      return `1619RF${String(h % 10_000).padStart(4, '0')}`
    case 'dck': {
      const digits = String(100_000 + (h % 900_000))
      const check = [...digits].reduce((sum, d, i) => sum + Number(d) * (i + 2), 0) % 10
      return `${digits}-${check}`
    }
    case 'dca':
      return `N${String(100_000 + (h % 900_000))}`
    case 'kinlux':
      return `KX-${String(10_000 + (h % 90_000))}`
  }
}

/** One part of a tool with its shape, as the seed stores it and the drawing draws it. */
export type SeedPart = ProductPart & { name: L; shape: PartShape }

/**
 * Where the n-th of `count` parts lies on the drawing (its centre on the axis, in the picture's
 * units) and where its callout is: above the axis for odd numbers, below for even ones.
 */
export function layoutOf(index: number, count: number) {
  const slot = (DRAWING_WIDTH - 2 * MARGIN) / count
  const cx = MARGIN + slot * (index + 0.5)
  const cy = index % 2 === 0 ? CALLOUT_TOP : CALLOUT_BOTTOM
  return { cx, slot, callout: { x: cx, y: cy } }
}

const percent = (v: number, of: number) => Math.round((v / of) * 1000) / 10

/** A tool's parts in drawing order, numbered from 1. */
export function partsOf(p: ProductDef): SeedPart[] {
  const defs = partDefsOf(p)
  return defs.map((d, i) => {
    const { callout } = layoutOf(i, defs.length)
    return {
      number: i + 1,
      partNumber: partNumberOf(p.brand, d.share),
      quantity: d.quantity,
      x: percent(callout.x, DRAWING_WIDTH),
      y: percent(callout.y, DRAWING_HEIGHT),
      name: d.name,
      shape: d.shape,
    }
  })
}

/** What the seed stores for a tool: its parts, their names in `locale`, its drawing. */
export function seedPartsOf(p: ProductDef, locale: Locale) {
  const parts = partsOf(p)
  return {
    parts: parts.map(({ number, partNumber, quantity, x, y }) => ({
      number,
      partNumber,
      quantity,
      x,
      y,
    })),
    partNames: parts.map(({ partNumber, name }): PartName => ({ partNumber, name: name[locale] })),
    partsDrawing: `/media/parts/${p.model}.svg`,
  }
}
