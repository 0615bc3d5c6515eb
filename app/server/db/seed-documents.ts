/**
 * The demo catalogue's documents: a manual and a data sheet for every product, a catalogue per
 * brand and the company's certificates. Each is drawn from the catalogue's own facts
 * (seed-data.ts), as blocks that become a PDF (app/server/media/pdf.ts) and, for manuals, the
 * HTML of the manual's page.
 */
import type { Locale } from '~/i18n/locale'
import type { Block, DocumentDef } from '~/server/media/pdf'
import type { WarrantyTerms } from '~/shared/warranty-terms'
import { CERTIFICATES, type DownloadCategoryKey } from './seed-content'
import {
  BRANDS,
  type BrandCode,
  brandOf,
  CATEGORIES,
  type CategoryKey,
  COMPANY,
  categoryOf,
  HOTLINE,
  type L,
  PRODUCTS,
  type ProductDef,
  productName,
  SPEC_LABELS,
  warrantyOf,
} from './seed-data'

export type FileDef = {
  /** The document's key: its translation key and the name of its PDF. */
  key: string
  kind: 'download' | 'manual'
  /** Download category, or the product category of a manual. */
  category: DownloadCategoryKey | CategoryKey
  brand: BrandCode | null
  model: string | null
  title: L
  description: L
  date: string
  document: () => DocumentDef
}

/** The pages a document sends its reader to name the site's own paths: the same on any host. */
const FOOTER: L = {
  en: `Ruifeng Tools Co., Ltd. · Hotline ${HOTLINE} · Service outlets: /service/network`,
  zh: `瑞丰工具有限公司 · 服务热线 ${HOTLINE} · 售后网点：/zh/service/network`,
}

const specRows = (p: ProductDef): Array<[L, string]> =>
  p.specs.map(([key, value]) => [SPEC_LABELS[key], value])

const both = (f: (locale: Locale) => string): L => ({ en: f('en'), zh: f('zh') })

const GENERAL_SAFETY: L[] = [
  {
    en: 'Read all safety warnings and instructions before use, and keep them for later.',
    zh: '使用前请阅读全部安全警告和说明，并妥善保存以备日后查阅。',
  },
  {
    en: 'Keep the work area clean and well lit; do not work near flammable liquids, gases or dust.',
    zh: '保持工作场所整洁、光线充足；不要在易燃液体、气体或粉尘附近作业。',
  },
  {
    en: 'Wear eye protection, and hearing protection where the tool is loud.',
    zh: '佩戴护目镜；噪声较大时佩戴听力防护用品。',
  },
]

const CARE: Record<'cordless' | 'corded', L[]> = {
  cordless: [
    {
      en: 'Remove the battery before any adjustment, cleaning or change of accessory.',
      zh: '调整、清洁或更换附件前请先取下电池。',
    },
    {
      en: 'Charge batteries at 10–40 °C and store them about half charged in a dry place.',
      zh: '请在10–40 °C环境下充电，长期存放时保持约一半电量并置于干燥处。',
    },
    {
      en: 'Blow the vents clean with dry compressed air after dusty work.',
      zh: '粉尘作业后用干燥的压缩空气吹净通风口。',
    },
  ],
  corded: [
    {
      en: 'Unplug the tool before any adjustment, cleaning or change of accessory.',
      zh: '调整、清洁或更换附件前请先拔下电源插头。',
    },
    {
      en: 'Have a damaged cable replaced at an authorised outlet only.',
      zh: '电缆损坏时，只能在授权网点更换。',
    },
    {
      en: 'Blow the vents clean with dry compressed air; have the carbon brushes checked every 200 hours.',
      zh: '用干燥的压缩空气吹净通风口；每使用200小时请检查碳刷。',
    },
  ],
}

/** A number of months in English words: "1 month", "24 months". */
const monthsEn = (n: number) => `${n} ${n === 1 ? 'month' : 'months'}`

/**
 * A manual's warranty section, written from its category's terms (seed-data.ts warrantyOf, the
 * numbers the seed stores in the category): the manual says what the product page and the
 * registration say. Exported for the tests that compare them
 * (app/features/service/warranty-terms.test.tsx, migration-0022.test.ts).
 */
export function warrantyParagraph(terms: WarrantyTerms): L {
  return {
    en: `Ruifeng Tools repairs faults in materials and workmanship free of charge for ${monthsEn(terms.months)} from the date of purchase (batteries and chargers: ${monthsEn(terms.accessoryMonths)}) at any authorised outlet. Find an outlet on our website under Service › After-sales Network (/service/network) or call ${HOTLINE}.`,
    zh: `自购买之日起${terms.months}个月内（电池和充电器为${terms.accessoryMonths}个月），因材料或工艺缺陷引起的故障，可在任一授权网点免费维修。网点查询：官网“服务支持 › 售后网点”（/zh/service/network），或拨打服务热线${HOTLINE}。`,
  }
}

function manualBlocks(p: ProductDef): Block[] {
  const category = categoryOf(p.category)
  return [
    {
      type: 'title',
      text: both((l) => productName(p, l)),
      subtitle: { en: 'Operating manual', zh: '使用说明书' },
    },
    { type: 'heading', text: { en: '1. Intended use', zh: '1. 预期用途' } },
    {
      type: 'paragraph',
      text: {
        en: `The ${p.model} is intended for ${category.use.en}. Any other use is not intended and may be dangerous.`,
        zh: `${p.model}适用于${category.use.zh}。其他任何用途均不在预期范围内，并可能导致危险。`,
      },
    },
    { type: 'heading', text: { en: '2. Safety', zh: '2. 安全注意事项' } },
    { type: 'list', items: [...GENERAL_SAFETY, ...category.safety] },
    { type: 'heading', text: { en: '3. Technical data', zh: '3. 技术参数' } },
    { type: 'table', rows: [[{ en: 'Model', zh: '型号' }, p.model], ...specRows(p)] },
    { type: 'heading', text: { en: '4. Operation', zh: '4. 操作方法' } },
    { type: 'list', ordered: true, items: category.operation },
    { type: 'heading', text: { en: '5. Care and maintenance', zh: '5. 维护与保养' } },
    { type: 'list', items: CARE[p.cordless ? 'cordless' : 'corded'] },
    { type: 'heading', text: { en: '6. Warranty and service', zh: '6. 保修与服务' } },
    { type: 'paragraph', text: warrantyParagraph(warrantyOf(category)) },
  ]
}

function dataSheetBlocks(p: ProductDef): Block[] {
  return [
    {
      type: 'title',
      text: both((l) => productName(p, l)),
      subtitle: { en: 'Data sheet', zh: '产品技术参数表' },
    },
    { type: 'paragraph', text: p.summary },
    { type: 'paragraph', text: p.intro },
    { type: 'heading', text: { en: 'Highlights', zh: '产品特点' } },
    { type: 'list', items: p.highlights },
    { type: 'heading', text: { en: 'Technical data', zh: '技术参数' } },
    { type: 'table', rows: [[{ en: 'Model', zh: '型号' }, p.model], ...specRows(p)] },
    { type: 'heading', text: { en: 'In the box', zh: '包装清单' } },
    { type: 'list', items: [{ en: `${p.model} tool`, zh: `${p.model}主机` }, ...p.box] },
  ]
}

function catalogueBlocks(code: BrandCode): Block[] {
  const brand = brandOf(code)
  const blocks: Block[] = [
    {
      type: 'title',
      text: { en: `${brand.name.en} tools 2026`, zh: `${brand.name.zh}工具 2026` },
      subtitle: { en: 'Product catalogue', zh: '产品目录' },
    },
    { type: 'paragraph', text: brand.intro },
  ]
  for (const category of CATEGORIES) {
    const products = PRODUCTS.filter((p) => p.brand === code && p.category === category.key)
    if (products.length === 0) continue
    blocks.push({ type: 'heading', text: category.name })
    for (const p of products) {
      blocks.push({ type: 'paragraph', text: both((l) => productName(p, l)) })
      blocks.push({ type: 'paragraph', text: p.summary })
      blocks.push({ type: 'table', rows: specRows(p).slice(0, 4) })
    }
  }
  return blocks
}

function certificateBlocks(cert: (typeof CERTIFICATES)[number]): Block[] {
  return [
    { type: 'title', text: cert.title, subtitle: { en: 'Certificate', zh: '认证证书' } },
    {
      type: 'paragraph',
      text: {
        en: `This is to certify that the management system of ${COMPANY.en} Co., Ltd., Qidong, Jiangsu, and its plant in Yongkang, Zhejiang, has been assessed and found to conform to ${cert.standard}.`,
        zh: `兹证明瑞丰工具有限公司（江苏启东）及其浙江永康工厂的管理体系经审核，符合${cert.standard}标准要求。`,
      },
    },
    {
      type: 'table',
      rows: [
        [{ en: 'Standard', zh: '认证标准' }, cert.standard],
        [{ en: 'Certificate number', zh: '证书编号' }, cert.number],
        [{ en: 'Issued', zh: '发证日期' }, cert.issued],
        [{ en: 'Valid until', zh: '有效期至' }, cert.expires],
      ],
    },
    { type: 'heading', text: { en: 'Scope', zh: '认证范围' } },
    { type: 'paragraph', text: cert.scope },
    {
      type: 'paragraph',
      text: {
        en: 'Issued by Huaxin Certification Co., Ltd. (a fictional body of this demo).',
        zh: '发证机构：华信认证有限公司（本演示中的虚构机构）。',
      },
    },
  ]
}

/** The date of a product's documents: spread over the year so lists sort naturally. */
const productDate = (i: number) =>
  new Date(Date.UTC(2026, 9, 20) - i * 9 * 86_400_000).toISOString().slice(0, 10)

/** Every document of the catalogue, in the order the downloads list them. */
export const FILES: FileDef[] = [
  ...BRANDS.map(
    (b, i): FileDef => ({
      key: `catalogue-${b.code}`,
      kind: 'download',
      category: 'catalogues',
      brand: b.code,
      model: null,
      title: { en: `${b.name.en} product catalogue 2026`, zh: `${b.name.zh}产品目录 2026` },
      description: {
        en: `Every ${b.name.en} tool of 2026 with its key data, by category.`,
        zh: `按品类收录2026年全部${b.name.zh}工具及主要参数。`,
      },
      date: `2026-0${i + 1}-15`,
      document: () => ({
        title: { en: `${b.name.en} product catalogue 2026`, zh: `${b.name.zh}产品目录 2026` },
        date: `2026-0${i + 1}-15`,
        footer: FOOTER,
        blocks: catalogueBlocks(b.code),
      }),
    }),
  ),
  ...CERTIFICATES.map(
    (c): FileDef => ({
      key: `certificate-${c.key}`,
      kind: 'download',
      category: 'certificates',
      brand: null,
      model: null,
      title: c.title,
      description: {
        en: `${c.standard}, certificate ${c.number}, valid until ${c.expires}.`,
        zh: `${c.standard}，证书编号${c.number}，有效期至${c.expires}。`,
      },
      date: c.issued,
      document: () => ({
        title: c.title,
        date: c.issued,
        footer: FOOTER,
        blocks: certificateBlocks(c),
      }),
    }),
  ),
  ...PRODUCTS.flatMap((p, i): FileDef[] => [
    {
      key: `datasheet-${p.model}`,
      kind: 'download',
      category: 'datasheets',
      brand: p.brand,
      model: p.model,
      title: { en: `${p.model} data sheet`, zh: `${p.model} 技术参数表` },
      description: {
        en: `Technical data, highlights and box contents of the ${brandOf(p.brand).name.en} ${p.title.en}.`,
        zh: `${brandOf(p.brand).name.zh}${p.title.zh}的技术参数、产品特点和包装清单。`,
      },
      date: productDate(i),
      document: () => ({
        title: { en: `${p.model} data sheet`, zh: `${p.model} 技术参数表` },
        date: productDate(i),
        footer: FOOTER,
        blocks: dataSheetBlocks(p),
      }),
    },
    {
      key: `manual-${p.model}`,
      kind: 'manual',
      category: p.category,
      brand: p.brand,
      model: p.model,
      title: { en: `${p.model} operating manual`, zh: `${p.model} 使用说明书` },
      description: {
        en: `Safety, technical data, operation, care and warranty of the ${brandOf(p.brand).name.en} ${p.title.en}.`,
        zh: `${brandOf(p.brand).name.zh}${p.title.zh}的安全注意事项、技术参数、操作方法、维护保养和保修说明。`,
      },
      date: productDate(i),
      document: () => ({
        title: { en: `${p.model} operating manual`, zh: `${p.model} 使用说明书` },
        date: productDate(i),
        footer: FOOTER,
        blocks: manualBlocks(p),
      }),
    },
  ]),
]

export const fileOf = (key: string): FileDef | undefined => FILES.find((f) => f.key === key)

const escapeHtml = (text: string) =>
  text.replace(
    /[<>&"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c,
  )

/** A document's blocks as the HTML of its page (the title is the page's own heading). */
export function documentHtml(def: DocumentDef, locale: Locale): string {
  return def.blocks
    .map((b): string => {
      switch (b.type) {
        case 'title':
          return ''
        case 'heading':
          return `<h2>${escapeHtml(b.text[locale])}</h2>`
        case 'paragraph':
          return `<p>${escapeHtml(b.text[locale])}</p>`
        case 'list': {
          const tag = b.ordered ? 'ol' : 'ul'
          return `<${tag}>${b.items.map((i) => `<li>${escapeHtml(i[locale])}</li>`).join('')}</${tag}>`
        }
        case 'qr':
          return ''
        default:
          return `<table><tbody>${b.rows
            .map(
              ([label, value]) =>
                `<tr><th>${escapeHtml(label[locale])}</th><td>${escapeHtml(value)}</td></tr>`,
            )
            .join('')}</tbody></table>`
      }
    })
    .join('')
}
