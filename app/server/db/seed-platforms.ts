/**
 * The demo's battery platforms: which of the catalogue's cordless tools share a brand's packs,
 * and the batteries and chargers of each platform, which are products too (in a category of
 * their own). The corded tools are on none. Both languages side by side, as in seed-data.ts.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { type Locale, localePath, locales } from '~/i18n/locale'
import type { VoltageFamily } from '~/shared/platforms'
import type { Db } from './client'
import * as s from './schema'
import {
  type BrandCode,
  brandOf,
  type L,
  PRODUCTS,
  SPEC_LABELS,
  type SpecKey,
  WARRANTY,
} from './seed-data'

export type PlatformDef = {
  /** Its name in addresses (`/product/list?platform=`), the same in both languages. */
  code: string
  brand: BrandCode
  name: L
  voltage: VoltageFamily
  intro: L
  /** The catalogue's cordless tools on it, by model. */
  tools: string[]
}

export const PLATFORMS: PlatformDef[] = [
  {
    code: 'rf-20v-max',
    brand: 'own',
    name: { en: 'Ruifeng 20V MAX', zh: '瑞丰 20V MAX' },
    voltage: '18-20',
    intro: {
      en: 'One 20 V pack for every Ruifeng cordless tool: the drill, the grinder, the impact wrench and the circular saw take the same batteries and charger.',
      zh: '一块20V电池通用全部瑞丰无绳工具：电钻、角磨机、冲击扳手和电圆锯共用同一种电池和充电器。',
    },
    tools: ['RF-DD20B', 'RF-AG20B', 'RF-IW20B', 'RF-CS20B'],
  },
  {
    code: 'dck-20v',
    brand: 'dck',
    name: { en: 'DCK 20V', zh: 'DCK 20V' },
    voltage: '18-20',
    intro: {
      en: 'The DCK 20 V packs for heavy work: the rotary hammer runs on them.',
      zh: 'DCK 20V电池系列，面向重负荷作业，电锤即使用该系列电池。',
    },
    tools: ['DK-RH20B'],
  },
  {
    code: 'dck-12v',
    brand: 'dck',
    name: { en: 'DCK 12V', zh: 'DCK 12V' },
    voltage: '12',
    intro: {
      en: 'Light 12 V packs for assembly and fitting work.',
      zh: '轻巧的12V电池系列，适合装配与安装作业。',
    },
    tools: ['DK-DD12'],
  },
  {
    code: 'dca-12v',
    brand: 'dca',
    name: { en: 'DCA 12V', zh: 'DCA 12V' },
    voltage: '12',
    intro: {
      en: 'Compact 12 V packs that slide into the grip of DCA’s installer tools.',
      zh: '插入式紧凑型12V电池，用于DCA安装类工具。',
    },
    tools: ['DA-ID12'],
  },
  {
    code: 'kx-20v',
    brand: 'kinlux',
    name: { en: 'Kinlux 20V', zh: '金力士 20V' },
    voltage: '18-20',
    intro: {
      en: 'One battery for the whole garden: the hedge trimmer, the blower and the chainsaw share it.',
      zh: '一块电池打理整个庭院：绿篱机、吹风机和链锯通用。',
    },
    tools: ['KX-HT20', 'KX-BL20', 'KX-CH30'],
  },
]

/** A battery or a charger of a platform: a product of the batteries-and-chargers category. */
export type PlatformPartDef = {
  model: string
  platform: string
  role: 'battery' | 'charger'
  /** The name after the brand, as a tool's: "20V MAX 4.0 Ah Battery". */
  title: L
  summary: L
  specs: Array<[SpecKey, string]>
}

const battery = (
  model: string,
  platform: string,
  volts: string,
  ah: string,
  line: string,
  weight: string,
): PlatformPartDef => ({
  model,
  platform,
  role: 'battery',
  title: { en: `${line} ${ah} Ah Battery`, zh: `${line} ${ah} Ah 锂电池` },
  summary: {
    en: `A ${volts} V ${ah} Ah lithium-ion pack with a charge gauge; it fits every tool of the platform.`,
    zh: `${volts}V ${ah} Ah锂电池，带电量显示，通用本平台全部工具。`,
  },
  specs: [
    ['voltage', `${volts} V`],
    ['battery', `${ah} Ah`],
    ['weight', weight],
  ],
})

const charger = (
  model: string,
  platform: string,
  line: string,
  minutes: string,
  fast: boolean,
): PlatformPartDef => ({
  model,
  platform,
  role: 'charger',
  title: fast
    ? { en: `${line} Fast Charger`, zh: `${line} 快速充电器` }
    : { en: `${line} Charger`, zh: `${line} 充电器` },
  summary: {
    en: `Charges every battery of the platform; a light shows when the pack is full.`,
    zh: '可为本平台全部电池充电，充满后指示灯提示。',
  },
  specs: [
    ['voltage', '220 V ~ 50 Hz'],
    ['charge', minutes],
    ['weight', '0.5 kg'],
  ],
})

export const PLATFORM_PARTS: PlatformPartDef[] = [
  battery('RF-BP2040', 'rf-20v-max', '20', '4.0', '20V MAX', '0.6 kg'),
  charger('RF-FC20', 'rf-20v-max', '20V MAX', '60 min (4.0 Ah)', true),
  battery('DK-BP2050', 'dck-20v', '20', '5.0', '20V', '0.7 kg'),
  charger('DK-FC20', 'dck-20v', '20V', '75 min (5.0 Ah)', true),
  battery('DK-BP1220', 'dck-12v', '12', '2.0', '12V', '0.25 kg'),
  charger('DK-C12', 'dck-12v', '12V', '50 min (2.0 Ah)', false),
  battery('DA-BP1220', 'dca-12v', '12', '2.0', '12V', '0.25 kg'),
  charger('DA-C12', 'dca-12v', '12V', '50 min (2.0 Ah)', false),
  battery('KX-BP2025', 'kx-20v', '20', '2.5', '20V', '0.45 kg'),
  charger('KX-C20', 'kx-20v', '20V', '70 min (2.5 Ah)', false),
]

export const platformOf = (code: string): PlatformDef => {
  const platform = PLATFORMS.find((p) => p.code === code)
  if (!platform) throw new Error(`unknown platform ${code}`)
  return platform
}

/** A part's full name in one language: brand, title, model (as a tool's). */
export const partName = (p: PlatformPartDef, locale: Locale): string =>
  `${brandOf(platformOf(p.platform).brand).name[locale]} ${p.title[locale]} ${p.model}`

/** The category of the batteries and chargers, after the tools' categories. */
export const PARTS_CATEGORY = {
  key: 'batteries',
  name: { en: 'Batteries and chargers', zh: '电池与充电器' },
  intro: {
    en: 'Batteries and chargers of our cordless platforms: each fits every tool of its platform.',
    zh: '各无绳平台的电池与充电器：每一款均通用其平台的全部工具。',
  },
} as const

/** The models of the catalogue's tools that run on a battery: every cordless one. */
export const CORDLESS_MODELS = PRODUCTS.filter((p) => p.cordless).map((p) => p.model)

/**
 * Adds the platforms, their batteries and chargers (a category of their own) and puts the
 * cordless tools on their platforms. Runs after the catalogue, in the seed's transaction.
 */
export async function seedPlatforms(db: Db, productSortFrom: number) {
  const brands = await db
    .select({ id: s.brands.id, code: s.brands.code, locale: s.brands.locale })
    .from(s.brands)
  const brandId = (code: BrandCode, locale: Locale) => {
    const id = brands.find((b) => b.code === code && b.locale === locale)?.id
    if (id === undefined) throw new Error(`seed: no ${locale} brand ${code}`)
    return id
  }
  const categories = await db
    .insert(s.productCategories)
    .values(
      locales.map((locale) => ({
        locale,
        translationKey: PARTS_CATEGORY.key,
        name: PARTS_CATEGORY.name[locale],
        image: `/media/category/${PARTS_CATEGORY.key}.svg`,
        intro: PARTS_CATEGORY.intro[locale],
        // The maker's terms: the page of a battery or a charger states their own.
        warrantyMonths: WARRANTY.months,
        accessoryWarrantyMonths: WARRANTY.accessoryMonths,
        sort: 100,
      })),
    )
    .returning({ id: s.productCategories.id, locale: s.productCategories.locale })
  const platforms = await db
    .insert(s.batteryPlatforms)
    .values(
      PLATFORMS.flatMap((p, i) =>
        locales.map((locale) => ({
          locale,
          translationKey: `platform-${p.code}`,
          code: p.code,
          brandId: brandId(p.brand, locale),
          name: p.name[locale],
          voltage: p.voltage,
          intro: p.intro[locale],
          sort: i,
        })),
      ),
    )
    .returning({
      id: s.batteryPlatforms.id,
      code: s.batteryPlatforms.code,
      locale: s.batteryPlatforms.locale,
    })
  const platformId = (code: string, locale: Locale) => {
    const id = platforms.find((p) => p.code === code && p.locale === locale)?.id
    if (id === undefined) throw new Error(`seed: no ${locale} platform ${code}`)
    return id
  }
  await db.insert(s.products).values(
    PLATFORM_PARTS.flatMap((p, i) =>
      locales.map((locale) => ({
        locale,
        translationKey: p.model,
        categoryId: categories.find((c) => c.locale === locale)?.id ?? 0,
        brandId: brandId(platformOf(p.platform).brand, locale),
        name: partName(p, locale),
        model: p.model,
        summary: p.summary[locale],
        content: `<p>${p.summary[locale]}</p>`,
        specs: p.specs.map(([key, value]) => ({ name: SPEC_LABELS[key][locale], value })),
        images: [`/media/product/${p.model}.svg`],
        // As the tools': the pages lead to the brand's online stores first.
        mallUrl: localePath(locale, '/contact/network'),
        platformId: platformId(p.platform, locale),
        platformRole: p.role,
        sort: productSortFrom + i,
      })),
    ),
  )
  for (const p of PLATFORMS) {
    for (const locale of locales) {
      await db
        .update(s.products)
        .set({ platformId: platformId(p.code, locale), platformRole: 'tool' })
        .where(and(eq(s.products.locale, locale), inArray(s.products.model, p.tools)))
    }
  }
}
